import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download } from 'playwright-core';

/**
 * A downloaded document as a journey checks it: that it is a PDF, and its text (poppler's
 * pdftotext) with runs of white space made one space, so a wrapped title still reads whole.
 */
export async function downloadedPdf(download: Download): Promise<{ magic: string; text: string }> {
  const file = await download.path();
  const magic = readFileSync(file).subarray(0, 5).toString();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { magic, text: text.replace(/\s+/g, ' ') };
}
