import { vi } from 'vitest';

/**
 * jsdom has no layout, so `matchMedia` is missing and MUI assumes the smallest screen.
 * This answers `(min-width: Npx)` and `(max-width: Npx)` queries for a window `width` wide.
 */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}
