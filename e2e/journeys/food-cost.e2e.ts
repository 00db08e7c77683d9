import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_VIEWPORT, useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { usDate } from '../support/dates';
import { RUN } from '../support/menus';
import { type PurchaseCase, preparePurchaseCase } from '../support/purchasing';
import { expectVisible, heading, mainNavigation, signInToShell } from '../support/ui';

const browser = useBrowser();

let pesto: PurchaseCase;
beforeAll(async () => {
  pesto = await preparePurchaseCase();
});

const cellTexts = async (row: Locator) =>
  (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());

async function openFoodCost(page: Page) {
  const nav = mainNavigation(page);
  const link = nav.getByRole('link', { name: 'Food Cost' });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Purchasing' }).click();
  await link.click();
  await expectVisible(heading(page, 'Food Cost'));
}

describe('Food Cost (issue #27, 3)', () => {
  it("costs the pesto's day as worked out by hand: the report, the menu's editor and its daily card", async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    // Culinary sees food cost but not the order guide.
    await signInToShell(page, DEMO_USERS.culinary, e2eEnvironment().demoPassword);
    await openFoodCost(page);
    expect(await mainNavigation(page).getByRole('link', { name: 'Order Guide' }).count()).toBe(0);
    await expectVisible(page.getByLabel('Market').filter({ hasText: 'Phoenix' }));

    // This month, as the report opens: whatever the demo has, the page says it.
    await expectVisible(
      page
        .getByRole('region', { name: 'Total' })
        .or(page.getByText('Nothing is scheduled for these dates and lines'))
        .first(),
    );
    await browser.screenshot(page, 'food-cost-month');
    const notCosted = page.getByRole('region', { name: 'Not costed' });
    if (await notCosted.count()) {
      await notCosted.scrollIntoViewIfNeeded();
      await browser.screenshot(page, 'food-cost-month-not-costed');
    }

    // The case's service date alone: To first, so the range never runs backwards.
    await page.getByLabel('To', { exact: true }).fill(pesto.serviceDate);
    await page.getByLabel('From', { exact: true }).fill(pesto.serviceDate);

    // The new account eats the pesto alone: 40 eaters, $60.00, $1.50 each.
    const accounts = page.getByRole('table', { name: 'By account' });
    const account = accounts.getByRole('row').filter({ hasText: pesto.accountName });
    await expectVisible(account);
    expect(await cellTexts(account)).toEqual([
      pesto.accountName,
      '40',
      pesto.lineCost,
      pesto.costPerEater,
    ]);
    const menus = page.getByRole('table', { name: 'Scheduled menus' });
    const menu = menus.getByRole('row').filter({ hasText: pesto.menuName });
    expect(await cellTexts(menu)).toEqual([
      usDate(pesto.serviceDate),
      'Special',
      pesto.menuName,
      '40',
      pesto.lineCost,
      pesto.costPerEater,
    ]);
    await browser.screenshot(page, 'food-cost-report');
    await accounts.scrollIntoViewIfNeeded();
    await browser.screenshot(page, 'food-cost-report-accounts');

    // The menu's editor, from the report's link: its Food cost panel, line by line.
    await menu.getByRole('link', { name: pesto.menuName }).click();
    await expectVisible(heading(page, pesto.menuName));
    const panel = page.getByRole('region', { name: 'Food cost' });
    const figures = panel.getByRole('group', { name: 'Food cost' });
    await expectVisible(figures);
    for (const text of [
      'Eaters: 40',
      `Cost: ${pesto.lineCost}`,
      `Cost per eater: ${pesto.costPerEater}`,
    ]) {
      await expectVisible(figures.getByText(text, { exact: true }));
    }
    const line = panel
      .getByRole('table', { name: 'Food cost by element' })
      .getByRole('row')
      .filter({ hasText: `E2E Basil Pesto ${RUN}` });
    expect(await cellTexts(line)).toEqual([
      `E2E Basil Pesto ${RUN}`,
      '40',
      pesto.costPerPortion,
      pesto.lineCost,
    ]);
    await panel.scrollIntoViewIfNeeded();
    await browser.screenshot(page, 'food-cost-scheduled-menu');

    // The day's card says the same.
    await page.goto(`/markets/${pesto.marketId}/scheduling-detail/${pesto.serviceDate}`);
    const card = page.getByRole('article', { name: pesto.menuName });
    const cost = card.getByText(
      `${pesto.costPerEater} per eater · ${pesto.lineCost} for 40 eaters`,
    );
    await expectVisible(cost);
    expect((await cost.innerText()).trim()).toBe(
      `Food cost: ${pesto.costPerEater} per eater · ${pesto.lineCost} for 40 eaters`,
    );
    await card.scrollIntoViewIfNeeded();
    await browser.screenshot(page, 'food-cost-daily-card');
  });
});
