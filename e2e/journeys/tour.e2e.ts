import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { arrowTo, focusIsVisible, tabAndEnter, tabTo } from '../support/keyboard';
import { showcase, showcasePdf } from '../support/showcase';
import { APP_TEXT } from '../support/texts';
import { expectText, expectVisible, heading, mainNavigation } from '../support/ui';

/**
 * The README's short tour, done with the keyboard alone (issue 13): sign in, find a menu,
 * schedule it on a day, read the Chef numbers, download the labels. `npm run screenshots`
 * runs this file to remake docs/screenshots/.
 */

const browser = useBrowser();

/** The third Thursday of next month: a served weekday no other journey changes. */
const DATE = weekdayOfNextMonth(WEEKDAY.thursday, 3);
const [YEAR, MONTH, DAY] = DATE.split('-').map(Number) as [number, number, number];
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
  new Date(YEAR, MONTH - 1, DAY),
);
const MENU = 'Taste of India';

/** Frees the day's Phoenix lunch, so the tour can schedule its own menu there. */
beforeAll(async () => {
  const token = await apiSignIn(DEMO_USERS.manager, e2eEnvironment().demoPassword);
  const phoenix = await referenceId(token, '/v1/markets', 'Phoenix');
  const lunch = await referenceId(token, '/v1/service-lines', 'Lunch');
  const scheduled = await apiCall<{ id: string; serviceLineId: string }[]>(
    token,
    'GET',
    `/v1/scheduled-menus?marketId=${phoenix}&month=${MONTH}&year=${YEAR}&day=${DAY}`,
  );
  for (const menu of scheduled.filter((row) => row.serviceLineId === lunch)) {
    await apiCall(token, 'DELETE', `/v1/scheduled-menus/${menu.id}`);
  }
});

/** From the page's content, Shift+Tab back up to a link of the side navigation, and Enter. */
async function openFromNavigation(page: Page, link: string): Promise<void> {
  const target = mainNavigation(page).getByRole('link', { name: link, exact: true });
  await tabTo(page, target, { backwards: true, max: 200 });
  await page.keyboard.press('Enter');
}

describe('The tour, with the keyboard alone (README)', () => {
  it('signs in, finds a menu, schedules it, reads the numbers and downloads the labels', {
    timeout: 120_000,
  }, async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

    // Sign in: Tab to the fields, Enter submits.
    await page.goto('/');
    await expectVisible(heading(page, APP_TEXT.signInHeading));
    await showcase(browser, page, 'sign-in');
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(DEMO_USERS.manager);
    await page.keyboard.press('Tab');
    await page.keyboard.type(e2eEnvironment().demoPassword);
    await page.keyboard.press('Enter');
    const nav = mainNavigation(page);
    await expectVisible(nav);

    // Find a menu: the Menus link, the search box, the row's link.
    await tabAndEnter(page, nav.getByRole('link', { name: 'Menus', exact: true }));
    // '/' already shows the menu list: wait for /menus itself, or the search typed next goes
    // into the list that is about to be replaced (the link is current once its route shows).
    await expectVisible(nav.locator('a[aria-current="page"]', { hasText: 'Menus' }));
    await expectVisible(heading(page, 'Menus'));
    await tabTo(page, page.getByLabel('Search menus'));
    await page.keyboard.type(MENU);
    const found = page.getByRole('link', { name: MENU, exact: true }).first();
    await expectVisible(found);
    // The search has answered once the list holds nothing but the menu's name.
    const rows = page.getByRole('table', { name: 'Menus' }).getByRole('row');
    await expect
      .poll(async () => (await rows.allInnerTexts()).slice(1).every((row) => row.includes(MENU)))
      .toBe(true);
    await showcase(browser, page, 'menus');
    await tabAndEnter(page, found);
    await expectVisible(heading(page, MENU));
    await showcase(browser, page, 'menu-editor');

    // Schedule it: the calendar's next month, the day, Schedule One on Lunch.
    await openFromNavigation(page, 'Scheduling');
    await expectVisible(heading(page, 'Scheduling'));
    await tabAndEnter(page, page.getByRole('button', { name: 'Next', exact: true }));
    const day = page.getByRole('button', { name: `Show the schedule of ${LONG_DATE}` });
    await expectVisible(page.getByRole('button', { name: /^Lunch: / }).first());
    await showcase(browser, page, 'scheduling-calendar');
    await tabAndEnter(page, day, 400);
    await expectVisible(heading(page, LONG_DATE));
    const lunch = page.getByRole('region', { name: 'Lunch', exact: true });
    await tabAndEnter(page, lunch.getByRole('button', { name: 'Schedule One' }), 80);
    const picker = page.getByRole('dialog', { name: 'Schedule a Lunch Menu' });
    // The search box has the focus as the dialog opens.
    await page.keyboard.type(MENU);
    const choice = picker.getByRole('button', { name: new RegExp(`^${MENU}`) }).first();
    await expectVisible(choice);
    await tabAndEnter(page, choice);
    await expectText(page, 'Menu has been scheduled.');
    const card = lunch.getByRole('article', { name: MENU });
    await expectVisible(card);
    // The focus stays with the line the menu went to, not back at the page's start.
    await expect
      .poll(() =>
        lunch.evaluate((section) => section.contains(section.ownerDocument.activeElement)),
      )
      .toBe(true);
    await showcase(browser, page, 'scheduling-detail');

    // Read the numbers: Chef Daily Numbers, the date typed into its field.
    await openFromNavigation(page, 'Chef Daily Numbers');
    await expectVisible(heading(page, 'Chef Daily Numbers'));
    await tabTo(page, page.getByLabel('Date', { exact: true }));
    await page.keyboard.type(`${DATE.slice(5, 7)}${DATE.slice(8, 10)}${DATE.slice(0, 4)}`);
    await page.waitForURL((url) => url.searchParams.get('date') === DATE);
    const totals = page.getByRole('table', { name: 'Container totals per element' });
    await expect
      .poll(
        async () =>
          (await totals.isVisible()) && (await page.getByRole('progressbar').count()) === 0,
      )
      .toBe(true);
    await expectVisible(heading(page, MENU));
    await showcase(browser, page, 'chef-numbers');

    // Download the labels: the day's menu, its actions menu.
    await tabAndEnter(page, page.getByRole('link', { name: 'Go To Scheduled Menu' }));
    await page.waitForURL(/\/scheduled-menus\/[0-9a-f-]{36}$/);
    // The numbers (titled with the menu too) stay on screen while the editor loads: wait
    // for the editor's own actions first.
    await expectVisible(page.getByRole('button', { name: 'Additional actions' }));
    await expectVisible(heading(page, MENU));
    await showcase(browser, page, 'scheduled-menu-editor');
    await tabAndEnter(page, page.getByRole('button', { name: 'Additional actions' }), 80);
    const labels = page.getByRole('menuitem', { name: 'Download Labels' });
    await arrowTo(page, labels);
    expect(await focusIsVisible(page)).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe(`${MENU}-Labels-${DATE}.pdf`);
    await showcasePdf(await download.path(), 'labels');
  });
});
