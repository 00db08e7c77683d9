import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { expectAccessible } from './axe';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { e2eEnvironment } from './context';
import { ARTIFACTS_DIR } from './paths';

/** Shorter than the 60 s test timeout, so a missing element fails with its own message. */
const ACTION_TIMEOUT_MS = 15_000;

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const MOBILE_VIEWPORT = { width: 390, height: 844 };

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  hasTouch?: boolean;
  /**
   * The app's service worker (issue #26, 2) only where a journey is about it: it would
   * otherwise download the whole build into every fresh context and take every fetch.
   */
  serviceWorkers?: 'allow' | 'block';
}

export interface JourneyBrowser {
  /** A page in a brand-new context (no cookies, no local storage), closed after the test. */
  newPage(options?: NewPageOptions): Promise<Page>;
  /**
   * Saves e2e/artifacts/<name>.png once fades and slides have ended and answers its path,
   * after checking the state photographed with axe-core (issue 13: no serious or critical
   * violation), so every screen and dialog a journey shows is checked where it is shown.
   */
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
        serviceWorkers: options.serviceWorkers ?? 'block',
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      return page;
    },
    async screenshot(page, name) {
      await expectAccessible(page, name);
      const file = path.join(ARTIFACTS_DIR, `${name}.png`);
      await page.screenshot({ path: file });
      return file;
    },
  };
}
