import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallAt, apiSignIn } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { type ExtraConsole, startExtraConsole } from '../support/extra-console';
import { expectVisible, signIn, signInToShell } from '../support/ui';

const browser = useBrowser();

/** A weekday the demo serves lunch on; the journey only reads it. */
const DATE = weekdayOfNextMonth(WEEKDAY.friday, 2);
const [YEAR, MONTH, DAY] = DATE.split('-') as [string, string, string];
const SURVEY_FORM = 'https://forms.example.test/chef-survey?source=console';
const ERROR_TOAST = 'Error when trying to navigate to the Chef Survey';

interface DemoLunch {
  phoenixId: string;
  menu: { id: string; name: string };
  schedulerId: string;
}

/** The demo's Phoenix lunch on DATE, as the scheduler sees it on the console at `baseUrl`. */
async function demoLunch(baseUrl: string): Promise<DemoLunch> {
  const token = await apiSignIn(DEMO_USERS.scheduler, e2eEnvironment().demoPassword, baseUrl);
  const markets = await apiCallAt<{ id: string; name: string }[]>(
    baseUrl,
    token,
    'GET',
    '/v1/markets?perPage=100',
  );
  const phoenixId = markets.find((market) => market.name === 'Phoenix')?.id;
  if (!phoenixId) throw new Error('the demo has no Phoenix market');
  const query = `marketId=${phoenixId}&month=${Number(MONTH)}&year=${YEAR}&day=${Number(DAY)}`;
  const menus = await apiCallAt<{ id: string; name: string; serviceLineName: string }[]>(
    baseUrl,
    token,
    'GET',
    `/v1/scheduled-menus?${query}`,
  );
  const menu = menus.find((item) => item.serviceLineName === 'Lunch');
  if (!menu) throw new Error(`the demo has no Phoenix lunch on ${DATE}`);
  const me = await apiCallAt<{ id: string }>(baseUrl, token, 'GET', '/me');
  return { phoenixId, menu, schedulerId: me.id };
}

/** The daily page's card of the lunch, with every tab the page opens counted. */
async function openLunchCard(page: Page, baseUrl: string, lunch: DemoLunch) {
  const openedTabs: Page[] = [];
  page.on('popup', (tab) => openedTabs.push(tab));
  await page.goto(`${baseUrl}/markets/${lunch.phoenixId}/scheduling-detail/${DATE}`);
  const card = page
    .getByRole('region', { name: 'Lunch', exact: true })
    .getByRole('article', { name: lunch.menu.name });
  const editMenu = card.getByRole('link', { name: 'Edit Menu' });
  await expectVisible(editMenu);
  // The card's buttons in the middle of the screen, for the screenshots, once the day's
  // other cards have loaded above it.
  await page.waitForLoadState('networkidle');
  await editMenu.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return { card, openedTabs };
}

/**
 * Opens the editor's Additional actions menu. The editor may render once more after its
 * heading shows (its reads settling), which closes a menu opened too early: open it again.
 */
async function openAdditionalActions(page: Page) {
  const menu = page.getByRole('menu');
  await expect
    .poll(
      async () => {
        if (!(await menu.isVisible()))
          await page.getByRole('button', { name: 'Additional actions' }).click();
        return menu.isVisible();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
}

describe('Complete Chef Survey without a survey form (the default)', () => {
  let lunch: DemoLunch;
  beforeAll(async () => {
    lunch = await demoLunch(e2eEnvironment().baseUrl);
  });

  it('is not offered on the menu card nor in the editor, and no tab opens', async () => {
    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
    const { card, openedTabs } = await openLunchCard(page, e2eEnvironment().baseUrl, lunch);
    await expectVisible(card.getByRole('button', { name: 'Menu Statistics' }));
    expect(await card.getByRole('button', { name: 'Complete Chef Survey' }).count()).toBe(0);
    await browser.screenshot(page, 'chef-survey-off-daily-card');

    await card.getByRole('button', { name: 'Menu Statistics' }).click();
    const statistics = page.getByRole('dialog', { name: `Menu Statistics: ${lunch.menu.name}` });
    await expectVisible(statistics);
    await page.keyboard.press('Escape');

    await card.getByRole('link', { name: 'Edit Menu' }).click();
    // The daily card names the menu in a heading too, and stays while the editor's code
    // loads: wait for the editor's own page heading.
    await page.waitForURL(`**/scheduled-menus/${lunch.menu.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: lunch.menu.name }));
    await openAdditionalActions(page);
    await expectVisible(page.getByRole('menuitem', { name: 'Update Base Menu' }));
    expect(await page.getByRole('menuitem', { name: 'Complete Chef Survey' }).count()).toBe(0);
    await browser.screenshot(page, 'chef-survey-off-editor-actions');

    expect(openedTabs).toHaveLength(0);
    expect(await page.getByText(ERROR_TOAST).count()).toBe(0);
  });
});

describe('Complete Chef Survey with CHEF_SURVEY_URL set', () => {
  let extra: ExtraConsole;
  let lunch: DemoLunch;
  beforeAll(async () => {
    extra = await startExtraConsole('chef-survey', { CHEF_SURVEY_URL: SURVEY_FORM });
    lunch = await demoLunch(extra.baseUrl);
  }, 120_000);
  afterAll(() => extra?.stop());

  it('opens the form in a new tab with the scheduled menu and user ids', async () => {
    const page = await browser.newPage();
    // The form lives outside the test machine: the browser gets a stand-in page.
    await page
      .context()
      .route('https://forms.example.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Chef survey</title>Chef survey' }),
      );
    await page.goto(extra.baseUrl);
    await signIn(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
    await expectVisible(page.getByRole('navigation', { name: 'main navigation' }));
    const { card } = await openLunchCard(page, extra.baseUrl, lunch);
    await browser.screenshot(page, 'chef-survey-on-daily-card');

    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      card.getByRole('button', { name: 'Complete Chef Survey' }).click(),
    ]);
    await tab.waitForURL('https://forms.example.test/**');
    const opened = new URL(tab.url());
    expect(`${opened.origin}${opened.pathname}`).toBe('https://forms.example.test/chef-survey');
    expect(opened.searchParams.get('source')).toBe('console');
    expect(opened.searchParams.get('scheduledMenuId')).toBe(lunch.menu.id);
    expect(opened.searchParams.get('userId')).toBe(lunch.schedulerId);
    expect(await page.getByText(ERROR_TOAST).count()).toBe(0);

    // The editor's additional actions offer it too.
    await card.getByRole('link', { name: 'Edit Menu' }).click();
    // The daily card names the menu in a heading too, and stays while the editor's code
    // loads: wait for the editor's own page heading.
    await page.waitForURL(`**/scheduled-menus/${lunch.menu.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: lunch.menu.name }));
    await openAdditionalActions(page);
    await expectVisible(page.getByRole('menuitem', { name: 'Complete Chef Survey' }));
    await browser.screenshot(page, 'chef-survey-on-editor-actions');
  });
});
