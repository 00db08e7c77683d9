import { errors, type Page } from 'playwright-core';

/** What `animationsSettled` reads in the page (the e2e project has no DOM typings). */
interface PageWithAnimations {
  document: {
    getAnimations(): {
      playState: string;
      effect: { getTiming(): { iterations?: number } } | null;
    }[];
  };
}

/**
 * Runs in the page: true once no finite CSS animation or transition runs (MUI's fades and
 * slides of dialogs, menus and toasts); endless ones (spinners) do not count. A function,
 * not a string: the console's CSP (script-src 'self') refuses string predicates.
 */
const animationsSettled = () =>
  (globalThis as unknown as PageWithAnimations).document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
    );
const SETTLE_TIMEOUT_MS = 2_000;

/** Waits (at most 2 s) until fades and slides have ended; still moving after that is let be. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(animationsSettled, undefined, { timeout: SETTLE_TIMEOUT_MS })
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
}
