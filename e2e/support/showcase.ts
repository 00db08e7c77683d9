import { execFileSync } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { JourneyBrowser } from './browser';

/**
 * The README's pictures come from the tour journey: `npm run screenshots` runs it with
 * README_SCREENSHOTS_DIR set (docs/screenshots), and every `showcase` step copies its
 * screenshot there. In a normal run the steps are screenshots and axe checks only.
 */
const README_DIR = process.env.README_SCREENSHOTS_DIR;

/** Screenshots the page (with its axe check) and, when making the README's, keeps a copy. */
export async function showcase(browser: JourneyBrowser, page: Page, name: string): Promise<void> {
  const file = await browser.screenshot(page, name);
  if (!README_DIR) return;
  await mkdir(README_DIR, { recursive: true });
  await copyFile(file, path.join(README_DIR, `${name}.png`));
}

/** The first page of a downloaded PDF as `<name>.png` beside the README's screenshots. */
export async function showcasePdf(pdfFile: string, name: string): Promise<void> {
  if (!README_DIR) return;
  await mkdir(README_DIR, { recursive: true });
  // pdftoppm (Debian poppler-utils) names the single page <prefix>.png.
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfFile,
    path.join(README_DIR, name),
  ]);
}
