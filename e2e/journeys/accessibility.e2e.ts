import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api';
import { type AxeFinding, axeFindings, describeFinding, isBlocking } from '../support/axe';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { type DemoRows, hostRouteDate, readDemoRows, signInWithToken } from '../support/screens';

const browser = useBrowser();

let rows: DemoRows;
beforeAll(async () => {
  rows = await readDemoRows();
});

/** Opens a path and waits until its data is on screen (no request or spinner left). */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('progressbar').first().waitFor({ state: 'hidden' });
}

const blocking = (findings: AxeFinding[], screen: string) =>
  findings.filter(isBlocking).map((finding) => describeFinding(finding, screen));

/** Visits each path signed in with `token` (null: signed out) and collects what axe blocks. */
async function sweep(token: string | null, paths: string[], mobile = false): Promise<string[]> {
  const page = await browser.newPage(
    mobile ? { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true } : {},
  );
  if (token) await signInWithToken(page, token);
  const problems: string[] = [];
  for (const path of paths) {
    await openScreen(page, path);
    const findings = await axeFindings(page);
    for (const finding of findings.filter((f) => !isBlocking(f))) {
      console.info(describeFinding(finding, path));
    }
    problems.push(...blocking(findings, path));
  }
  return problems;
}

describe('Accessibility of every screen (issue 13: axe-core, no serious or critical violation)', () => {
  /** The console's screens by area, each area a test of its own (axe takes ~1 s a screen). */
  const consoleAreas: [string, (r: DemoRows) => string[]][] = [
    [
      'menus and elements',
      (r) => [
        '/menus',
        `/menus/${r.menuId}`,
        `/menus/${r.menuId}/host-flow`,
        '/menus/new',
        '/elements',
        `/elements/${r.elementId}`,
        '/elements/new',
      ],
    ],
    [
      'ingredients and the vocabularies',
      (r) => [
        '/ingredients',
        `/ingredients/${r.ingredientId}`,
        '/ingredients/new',
        '/brands',
        '/tags',
        '/add-on-types',
        '/service-types',
        `/service-types/${r.serviceTypeId}`,
        '/service-types/new',
      ],
    ],
    [
      'scheduling and the numbers',
      (r) => [
        `/markets/${r.phoenixId}/scheduling`,
        `/markets/${r.phoenixId}/scheduling-detail/${r.date}`,
        `/scheduled-menus/${r.scheduledMenuId}`,
        `/scheduled-menus/${r.scheduledMenuId}/host-flow`,
        ...(r.scheduledAddOnId ? [`/scheduled-add-ons/${r.scheduledAddOnId}`] : []),
        '/numbers/daily/chef',
      ],
    ],
    [
      'accounts, team and settings',
      (r) => [
        '/accounts',
        `/accounts/${r.accountId}?tab=general`,
        `/accounts/${r.accountId}?tab=services`,
        `/accounts/${r.accountId}?tab=schedule`,
        '/accounts/new',
        '/users',
        '/settings',
        '/somewhere-that-does-not-exist',
      ],
    ],
  ];
  for (const [area, pathsOf] of consoleAreas) {
    it(`console: ${area}, as the Super Admin`, { timeout: 120_000 }, async () => {
      expect(await sweep(rows.adminToken, pathsOf(rows))).toEqual([]);
    });
  }

  it('dialogs and menus of the console', { timeout: 120_000 }, async () => {
    const r = rows;
    const page = await browser.newPage();
    await signInWithToken(page, r.adminToken);
    const problems: string[] = [];
    const check = async (path: string, name: string, open: () => Promise<void>) => {
      await openScreen(page, path);
      await open();
      await page.getByRole('progressbar').first().waitFor({ state: 'hidden' });
      problems.push(...blocking(await axeFindings(page), name));
    };
    const click = (role: 'button' | 'link', name: string) => () =>
      page.getByRole(role, { name, exact: true }).first().click();
    const dialogShown = async () => page.getByRole('dialog').first().waitFor();

    await check('/users', 'invite dialog', async () => {
      await click('button', 'Invite User')();
      await dialogShown();
    });
    await check(`/markets/${r.phoenixId}/scheduling-detail/${r.date}`, 'menu search', async () => {
      // The demo schedules breakfast and lunch only: dinner offers Schedule One.
      const dinner = page.getByRole('region', { name: 'Dinner', exact: true });
      await dinner.getByRole('button', { name: 'Schedule One' }).click();
      await dialogShown();
      await page
        .getByRole('button', { name: /^.+ · / })
        .first()
        .waitFor();
    });
    await check(`/scheduled-menus/${r.scheduledMenuId}`, 'additional actions', async () => {
      await click('button', 'Additional actions')();
      await page.getByRole('menuitem').first().waitFor();
    });
    await check(
      `/numbers/daily/chef?marketId=${r.phoenixId}&serviceLineId=${r.lunchId}&date=${r.date}`,
      'portion modifiers',
      async () => {
        await click('button', 'Portion Modifiers')();
        await dialogShown();
      },
    );
    await check(`/accounts/${r.accountId}?tab=services`, 'services week view', async () => {
      await click('button', 'Week')();
      await page.locator('.rbc-time-view').waitFor();
    });
    await check(`/accounts/${r.accountId}?tab=schedule`, 'schedule copy dialog', async () => {
      await page.getByRole('table', { name: 'Weekly serving schedule' }).waitFor();
      await click('button', 'Copy schedule to another service line')();
      await dialogShown();
    });
    await check('/menus/new', 'element picker', async () => {
      await click('button', 'Add Elements')();
      await page.getByRole('checkbox').first().waitFor();
    });
    expect(problems).toEqual([]);
  });

  it('host screens, on a phone', async () => {
    const r = rows;
    const paths = [
      `/hosts?marketId=${r.phoenixId}&date=${r.date}`,
      `/hosts/daily/market/${r.phoenixId}/serviceLine/${r.lunchId}/date/${hostRouteDate(r.date)}`,
      `/hosts/survey/${r.surveyId}`,
      '/settings',
    ];
    expect(await sweep(r.hostToken, paths, true)).toEqual([]);
  });

  it('public pages and the screens before sign-in', async () => {
    const r = rows;
    const consumer = await apiSignIn(DEMO_USERS.consumer, e2eEnvironment().demoPassword);
    expect(
      await sweep(
        null,
        [
          '/',
          '/reset-password?token=not-a-real-token',
          '/accept-invitation?token=not-a-real-token',
          '/not-found',
          '/error',
          `/public/menu/${r.publicToken}`,
          `/public/feedback/${r.publicToken}`,
        ],
        true,
      ),
    ).toEqual([]);
    expect(await sweep(consumer, ['/'])).toEqual([]);
  });
});
