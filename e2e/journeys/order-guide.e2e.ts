import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, useBrowser } from '../support/browser';
import { ADMIN_EMAIL, e2eEnvironment } from '../support/context';
import { ARTIFACTS_DIR } from '../support/paths';
import { downloadedPdf } from '../support/pdf';
import { type PurchaseCase, preparePurchaseCase } from '../support/purchasing';
import { expectVisible, heading, mainNavigation, signInToShell } from '../support/ui';

const browser = useBrowser();

let basil: PurchaseCase;
beforeAll(async () => {
  basil = await preparePurchaseCase();
});

/** 2026-12-02 as the web app writes dates: 12/02/2026. */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

async function openOrderGuide(page: Page) {
  const nav = mainNavigation(page);
  const link = nav.getByRole('link', { name: 'Order Guide' });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Purchasing' }).click();
  await link.click();
  await expectVisible(heading(page, 'Order Guide'));
}

describe('Order Guide (issue #27, 2)', () => {
  it("opens next week's order guide of Phoenix from the Purchasing navigation", async () => {
    const { adminPassword } = e2eEnvironment();
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signInToShell(page, ADMIN_EMAIL, adminPassword);
    await openOrderGuide(page);
    await expectVisible(page.getByLabel('Market').filter({ hasText: 'Phoenix' }));
    // Whatever the demo schedules next week, the page says it: vendors, lists apart, or nothing.
    await expectVisible(
      page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .or(page.getByText('Nothing is scheduled for these dates and lines'))
        .first(),
    );
    await browser.screenshot(page, 'order-guide');
    // What the guide leaves out is said at the end of the page.
    const apart = page
      .getByRole('heading', { name: 'Not counted' })
      .or(page.getByRole('heading', { name: 'Cannot be ordered' }))
      .first();
    if (await apart.count()) {
      await apart.scrollIntoViewIfNeeded();
      await browser.screenshot(page, 'order-guide-set-apart');
    }
  });

  it("orders next week's basil from Sysco by the day the lead time says, as its PDF and CSV say", async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signInToShell(page, ADMIN_EMAIL, e2eEnvironment().adminPassword);
    await openOrderGuide(page);

    // Sysco's section, the day to order by, and the basil's line as worked out by hand.
    const sysco = page.getByRole('region', { name: basil.vendorName });
    const orderBy = `Order by ${usDate(basil.orderBy)}`;
    const day = sysco.getByRole('table', { name: `${basil.vendorName}, ${orderBy}` });
    const row = day.getByRole('row').filter({ hasText: basil.ingredientName });
    await expectVisible(row);
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect(cells).toEqual([
      basil.ingredientName,
      basil.itemId,
      basil.quantity,
      `${basil.cases} × 16 oz`,
      basil.caseCost,
      basil.lineCost,
      usDate(basil.serviceDate),
    ]);
    await sysco.scrollIntoViewIfNeeded();
    await browser.screenshot(page, 'order-guide-vendor');
    await row.scrollIntoViewIfNeeded();
    await browser.screenshot(page, 'order-guide-vendor-line');

    // The CSV the vendor's portal imports: item id, description, cases, delivery date.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      sysco.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync(await csvDownload.path(), 'utf8');
    expect(csv.split(/\r?\n/)).toContain(
      `${basil.itemId},${basil.ingredientName},${basil.cases},${basil.serviceDate}`,
    );

    // The printable order: the same line with its figures.
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      sysco.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(
      /^order-guide-sysco-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    // Kept beside the screenshots, to look at (pdftoppm) after a run.
    await pdfDownload.saveAs(path.join(ARTIFACTS_DIR, 'order-guide-vendor.pdf'));
    const pdf = await downloadedPdf(pdfDownload);
    expect(pdf.magic).toBe('%PDF-');
    expect(pdf.text).toContain(`Order guide — ${basil.vendorName}`);
    expect(pdf.text).toContain(basil.ingredientName);
    expect(pdf.text).toContain(basil.itemId);
    expect(pdf.text).toContain(basil.lineCost);
  });
});
