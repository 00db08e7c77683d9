import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { expectHidden, expectText, expectVisible, heading, signInToShell } from '../support/ui';

const browser = useBrowser();

/** The second Tuesday of next month: a served weekday. */
const DATE = weekdayOfNextMonth(WEEKDAY.tuesday, 2);
let phoenix: string;
beforeAll(async () => {
  const token = await apiSignIn(DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
  phoenix = await referenceId(token, '/v1/markets', 'Phoenix');
});

describe('Chef Daily Numbers', () => {
  it("shows the day's containers, in lbs too, and follows a changed portion modifier", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInToShell(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
    await page.goto(
      `${e2eEnvironment().baseUrl}/numbers/daily/chef?marketId=${phoenix}&date=${DATE}`,
    );
    await expectVisible(heading(page, 'Chef Daily Numbers'));
    const totals = page.getByRole('table', { name: 'Container totals per element' });
    const perAccount = page.getByRole('table', { name: 'Containers per account and element' });
    await expectVisible(totals);
    await expectVisible(perAccount);
    await browser.screenshot(page, 'chef-numbers');

    // Show in lbs: ounces become pounds (÷ 16, one decimal).
    expect(await totals.getByText(/ oz$/).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Show in lbs' }).click();
    await expectVisible(totals.getByText(/\d\.\d lb$/).first());

    // Download PDF: the day's numbers as a file, in the chosen unit.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/ChefNumbers.*\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // The first account's first element, before and after tripling its portion for the day.
    const firstRow = perAccount.getByRole('row').nth(1);
    const account = (await firstRow.getByRole('rowheader').innerText()).trim();
    const cell = firstRow.getByRole('cell').nth(2);
    const before = (await cell.innerText()).trim();
    await page.getByRole('button', { name: 'Portion Modifiers' }).click();
    const dialog = page.getByRole('dialog', { name: /^Portion Modifiers: / });
    const firstModifier = dialog
      .getByRole('textbox', { name: new RegExp(` for ${account}$`) })
      .first();
    await firstModifier.fill('3');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectText(page, 'Portion modifiers have been updated.');
    await expectHidden(dialog);
    await expect
      .poll(async () => (await cell.innerText()).trim(), { timeout: 10_000 })
      .not.toBe(before);
    const count = (text: string) =>
      text
        .split('+')
        .reduce((sum, part) => sum + (part.includes('½') ? 0.5 : Number(part) || 0), 0);
    expect(count((await cell.innerText()).trim())).toBeGreaterThan(count(before));
  });
});
