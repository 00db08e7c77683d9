import type { Page } from 'playwright-core';
import { apiCall, apiSignIn, referenceId } from './api';
import { ADMIN_EMAIL, DEMO_USERS, e2eEnvironment } from './context';
import { WEEKDAY, weekdayOfNextMonth } from './dates';

/**
 * Every screen of the console with a real row behind it, for the journeys that sweep them
 * all (accessibility, README screenshots). Ids are read through the API once.
 */

/** The hosts' route form of a date (hosts spec 2): MM-DD-YY. */
export const hostRouteDate = (date: string) =>
  `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(2, 4)}`;

export interface DemoRows {
  adminToken: string;
  hostToken: string;
  date: string;
  phoenixId: string;
  lunchId: string;
  menuId: string;
  elementId: string;
  ingredientId: string;
  serviceTypeId: string;
  accountId: string;
  scheduledMenuId: string;
  scheduledAddOnId: string | null;
  surveyId: string;
  publicToken: string;
}

const firstId = async (token: string, path: string) => {
  const rows = await apiCall<{ id: string }[]>(token, 'GET', path);
  const row = rows[0];
  if (!row) throw new Error(`${path} answered no rows`);
  return row.id;
};

export async function readDemoRows(): Promise<DemoRows> {
  const { adminPassword, demoPassword } = e2eEnvironment();
  const adminToken = await apiSignIn(ADMIN_EMAIL, adminPassword);
  const hostToken = await apiSignIn(DEMO_USERS.host, demoPassword);
  // The second Wednesday of next month, as the host survey journey's: a served weekday.
  const date = weekdayOfNextMonth(WEEKDAY.wednesday, 2);
  const phoenixId = await referenceId(adminToken, '/v1/markets', 'Phoenix');
  const lunchId = await referenceId(adminToken, '/v1/service-lines', 'Lunch');
  const day = await apiCall<{
    scheduledMenu: { id: string };
    services: { serviceEventId: string; survey: { id: string } | null }[];
  }>(
    hostToken,
    'GET',
    `/v1/hosts/daily?marketId=${phoenixId}&serviceLineId=${lunchId}&date=${date}`,
  );
  const service = day.services.at(-1);
  if (!service) throw new Error(`no Phoenix lunch services on ${date}`);
  const survey =
    service.survey ??
    (await apiCall<{ id: string }>(hostToken, 'POST', '/v1/host-surveys', {
      serviceEventId: service.serviceEventId,
    }));
  const addOns = await apiCall<{ id: string }[]>(
    adminToken,
    'GET',
    `/v1/scheduled-add-ons?marketId=${phoenixId}&month=${Number(date.slice(5, 7))}&year=${date.slice(0, 4)}`,
  );
  const accountId = await firstId(adminToken, '/v1/accounts?q=Saguaro%20Analytics');
  const qr = await apiCall<{ menuLink: string }>(
    adminToken,
    'GET',
    `/v1/accounts/qr-codes?accountId=${accountId}`,
  );
  return {
    adminToken,
    hostToken,
    date,
    phoenixId,
    lunchId,
    menuId: await firstId(adminToken, '/v1/menus?perPage=1'),
    elementId: await firstId(adminToken, '/v1/elements?perPage=1'),
    ingredientId: await firstId(adminToken, '/v1/ingredients?perPage=1'),
    serviceTypeId: await firstId(adminToken, '/v1/service-types'),
    accountId,
    scheduledMenuId: day.scheduledMenu.id,
    scheduledAddOnId: addOns[0]?.id ?? null,
    surveyId: survey.id,
    publicToken: qr.menuLink.split('/').at(-1) ?? '',
  };
}

/** Signs a user in by handing the page an API token, as the login form would store it. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.goto('/not-found');
  await page.evaluate((value) => {
    (
      globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
    ).localStorage.setItem('authToken', value);
  }, token);
}
