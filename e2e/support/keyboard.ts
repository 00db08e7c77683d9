import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the focus checks read in the page (the e2e project has no DOM typings). */
interface FocusedElement {
  tagName: string;
  matches(selector: string): boolean;
  ownerDocument: { activeElement: unknown; defaultView: { getComputedStyle(e: unknown): Style } };
  classList: { contains(name: string): boolean };
  closest(selector: string): FocusedElement | null;
}
interface Style {
  outlineStyle: string;
  outlineWidth: string;
}

const isFocused = (locator: Locator) =>
  locator.evaluate((node) => {
    const element = node as unknown as FocusedElement;
    return element.ownerDocument.activeElement === element;
  });

/**
 * True when the focused element shows that it is: the console's focus ring (an outline),
 * MUI's focus-visible state, or a text field's focused border.
 */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = (globalThis as unknown as { document: { activeElement: FocusedElement } })
      .document.activeElement;
    if (!element.matches(':focus-visible')) return false;
    const style = element.ownerDocument.defaultView.getComputedStyle(element);
    if (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') return true;
    if (element.classList.contains('Mui-focusVisible')) return true;
    return element.closest('.Mui-focused') !== null;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard
 * user would, and checks that the focus shows there. Fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await target.waitFor();
  const max = options.max ?? 40;
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) {
      expect(await focusIsVisible(page)).toBe(true);
      return;
    }
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached in ${max} presses of Tab`);
}

/** Tabs to `target` and presses Enter on it. */
export async function tabAndEnter(page: Page, target: Locator, max?: number): Promise<void> {
  await tabTo(page, target, { max });
  await page.keyboard.press('Enter');
}

/** Moves through an open menu or list with ArrowDown until `item` has the focus. */
export async function arrowTo(page: Page, item: Locator, max = 15): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(item)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${item} was not reached with ArrowDown`);
}
