import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { TestUser } from './open-page';

const ROW_HEIGHT = 60;

/**
 * jsdom lays nothing out, so every box is 0×0 and a drag has nowhere to go. This gives each
 * table row a box by its place in the table (header row first), as a browser would.
 */
export function layOutTableRows(): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('tr');
    const table = row?.closest('table');
    const index = row && table ? Array.from(table.rows).indexOf(row) : 0;
    const top = index * ROW_HEIGHT;
    return DOMRect.fromRect({ x: 0, y: top, width: 1000, height: ROW_HEIGHT });
  });
}

/** dnd-kit listens for the arrow keys only from the tick after the drag started. */
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Lifts the row of `handle` with the keyboard, moves it `steps` rows (negative: up), drops it. */
export async function dragRowWithKeyboard(user: TestUser, handle: HTMLElement, steps: number) {
  handle.focus();
  await user.keyboard(' ');
  await nextTick();
  for (let step = 0; step < Math.abs(steps); step += 1) {
    await user.keyboard(steps > 0 ? '{ArrowDown}' : '{ArrowUp}');
    await nextTick();
  }
  await user.keyboard(' ');
  await nextTick();
}
