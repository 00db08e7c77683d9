import type { Locator, Page } from 'playwright-core';

/** dnd-kit's PointerSensor starts a drag after 4 px (SortableRows); move well past that. */
const PAST_ACTIVATION_PX = 10;

async function centreOnScreen(page: Page, locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('drag: the element has no box on the page');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (centre.x < 0 || centre.y < 0 || centre.x > viewport.width || centre.y > viewport.height) {
    throw new Error(`drag: ${locator} is off screen at (${centre.x}, ${centre.y})`);
  }
  return centre;
}

/**
 * Drags a dnd-kit handle onto the place of `target` with the real mouse: press on the
 * handle, a few small moves past the sensor's activation distance, many moves to the
 * target's centre (dnd-kit recomputes the collision on each), release. The handle is
 * scrolled into view first; the target must then be on screen too.
 */
export async function dragWithMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await centreOnScreen(page, handle);
  const to = await centreOnScreen(page, target);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const direction = Math.sign(to.y - from.y) || 1;
  await page.mouse.move(from.x, from.y + direction * PAST_ACTIVATION_PX, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}
