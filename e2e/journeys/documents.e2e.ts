import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, referenceId } from '../support/api';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { downloadedPdf } from '../support/pdf';
import { expectVisible, heading, signIn, signInToShell } from '../support/ui';

const browser = useBrowser();

/** The second Monday of next month: a served weekday no other journey changes. */
const DATE = weekdayOfNextMonth(WEEKDAY.monday, 2);
/** The daily view's route form of the date (hosts spec 2): MM-DD-YY. */
const ROUTE_DATE = `${DATE.slice(5, 7)}-${DATE.slice(8, 10)}-${DATE.slice(2, 4)}`;
let phoenix: string;
let lunch: string;
beforeAll(async () => {
  const token = await apiSignIn(DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
  phoenix = await referenceId(token, '/v1/markets', 'Phoenix');
  lunch = await referenceId(token, '/v1/service-lines', 'Lunch');
});

/**
 * Chooses `item` in the menu `opener` opens and checks the file it saves: named as the
 * server names it (`{menu}-{kind}-{date}.pdf`), a PDF, and its text names the menu.
 */
async function downloadFrom(
  page: Page,
  opener: Locator,
  item: string,
  expected: { menu: string; kind: string; screenshot?: string },
) {
  await opener.click();
  const choice = page.getByRole('menuitem', { name: item, exact: true });
  await expectVisible(choice);
  if (expected.screenshot) await browser.screenshot(page, expected.screenshot);
  const [download] = await Promise.all([page.waitForEvent('download'), choice.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`-${expected.kind}-${DATE}\\.pdf$`));
  const pdf = await downloadedPdf(download);
  expect(pdf.magic).toBe('%PDF-');
  expect(pdf.text).toContain(expected.menu);
  return pdf.text;
}

describe('Every document where the work happens (issue 20)', () => {
  it('downloads the packout from Chef numbers and the temperature checklist from the editor', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInToShell(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
    await page.goto(
      `${e2eEnvironment().baseUrl}/numbers/daily/chef?marketId=${phoenix}&serviceLineId=${lunch}&date=${DATE}`,
    );
    await expectVisible(heading(page, 'Chef Daily Numbers'));
    await expectVisible(page.getByRole('table', { name: 'Container totals per element' }));
    const menu = (await page.getByRole('heading', { level: 2 }).first().innerText()).trim();

    const packout = await downloadFrom(
      page,
      page.getByRole('button', { name: 'Documents', exact: true }),
      'Download Packout Sheet',
      { menu, kind: 'Packout', screenshot: 'documents-chef-numbers-menu' },
    );
    expect(packout).toContain(`Packout: ${menu}`);

    await page.getByRole('link', { name: 'Go To Scheduled Menu' }).click();
    await page.waitForURL(/\/scheduled-menus\/[0-9a-f-]{36}$/);
    const actions = page.getByRole('button', { name: 'Additional actions' });
    await expectVisible(actions);
    await expectVisible(heading(page, menu));
    const temperature = await downloadFrom(page, actions, 'Download Temperature Checklist', {
      menu,
      kind: 'Temperature',
      screenshot: 'documents-scheduled-menu-actions',
    });
    expect(temperature).toContain(`Temperature Checklist: ${menu}`);
    await downloadFrom(page, actions, 'Download Packout Sheet', { menu, kind: 'Packout' });
  });

  it("gives the host the day's temperature checklist and packout on the phone", async () => {
    const page = await browser.newPage({
      viewport: MOBILE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, DEMO_USERS.host, e2eEnvironment().demoPassword);
    await expectVisible(heading(page, 'Hosts'));
    await page.goto(
      `${e2eEnvironment().baseUrl}/hosts/daily/market/${phoenix}/serviceLine/${lunch}/date/${ROUTE_DATE}`,
    );
    await expectVisible(heading(page, 'Lunch'));
    const menuRegion = page.getByRole('region', { name: 'Menu' });
    const menu = (await menuRegion.getByRole('heading', { level: 2 }).innerText()).trim();
    const actions = page.getByRole('button', { name: 'Menu actions' });

    const temperature = await downloadFrom(page, actions, 'Download temperature checklist', {
      menu,
      kind: 'Temperature',
      screenshot: 'documents-host-daily-menu-phone',
    });
    expect(temperature).toContain(`Temperature Checklist: ${menu}`);
    const packout = await downloadFrom(page, actions, 'Download packout sheet', {
      menu,
      kind: 'Packout',
    });
    // The packout holds the accounts this view lists.
    const firstAccount = page.getByRole('article').first();
    const account = (await firstAccount.getAttribute('aria-label')) ?? '';
    expect(account).not.toBe('');
    expect(packout).toContain(account);
  });
});
