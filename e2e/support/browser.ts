import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, errors, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { e2eEnvironment } from './context';
import { ARTIFACTS_DIR } from './paths';

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

/** Shorter than the 60 s test timeout, so a missing element fails with its own message. */
const ACTION_TIMEOUT_MS = 15_000;

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const MOBILE_VIEWPORT = { width: 390, height: 844 };

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
}

export interface JourneyBrowser {
  /** A page in a brand-new context (no cookies, no local storage), closed after the test. */
  newPage(options?: NewPageOptions): Promise<Page>;
  /** Saves e2e/artifacts/<name>.png once fades and slides have ended; answers its path. */
  screenshot(page: Page, name: string): Promise<string>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Launches Chromium once for the calling test file and gives each test fresh contexts.
 * After a failed test every open page is photographed as e2e/artifacts/failed-*.png.
 * An uncaught exception in a page fails the test it happened in.
 */
export function useBrowser(): JourneyBrowser {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      headless: true,
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    await mkdir(ARTIFACTS_DIR, { recursive: true });
  });

  afterEach(async ({ task }) => {
    const open = contexts;
    contexts = [];
    const errors = pageErrors;
    pageErrors = [];
    if (task.result?.state === 'fail') {
      const name = `failed-${slug(path.basename(task.file.name))}-${slug(task.name)}`;
      let index = 0;
      for (const context of open) {
        for (const page of context.pages()) {
          const suffix = index === 0 ? '' : `-${index}`;
          index += 1;
          await page
            .screenshot({ path: path.join(ARTIFACTS_DIR, `${name}${suffix}.png`) })
            .catch(() => undefined);
        }
      }
    }
    await Promise.all(open.map((context) => context.close().catch(() => undefined)));
    if (errors.length > 0) {
      throw new Error(`Uncaught error(s) in the page:\n${errors.join('\n')}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options = {}) {
      if (!browser) throw new Error('Chromium is not running: call newPage() inside a test.');
      const context = await browser.newContext({
        baseURL: e2eEnvironment().baseUrl,
        viewport: options.viewport ?? DESKTOP_VIEWPORT,
        isMobile: options.isMobile ?? false,
        hasTouch: options.hasTouch ?? false,
        locale: 'en-US',
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      return page;
    },
    async screenshot(page, name) {
      await page
        .waitForFunction(animationsSettled, undefined, { timeout: SETTLE_TIMEOUT_MS })
        // Still moving after a while: photograph it anyway.
        .catch((error: unknown) => {
          if (!(error instanceof errors.TimeoutError)) throw error;
        });
      const file = path.join(ARTIFACTS_DIR, `${name}.png`);
      await page.screenshot({ path: file });
      return file;
    },
  };
}
