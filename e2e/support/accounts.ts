import type { Page } from 'playwright-core';
import { apiCall, apiSignIn, referenceId } from './api';
import type { JourneyBrowser } from './browser';
import { DEMO_USERS, e2eEnvironment } from './context';
import { expectVisible, heading, signInToShell } from './ui';

/**
 * Accounts set up through the API, their service events, and the calendar dates they are
 * about (`YYYY-MM-DD`, read as dates, never as moments).
 */

export interface SavedAccount {
  id: string;
  name: string;
  marketName: string;
  serviceTypeName: string;
  totalEmployees: number | null;
  address: { id: string; addressOne: string; city: string; state: string; zipCode: string | null };
  updatedAt: string;
}

export interface SavedEvent {
  id: string;
  date: string;
  serviceTime: string;
  serviceLine: { name: string };
  eaterCount: number;
  dietaryCount: number;
  allergenCount: number;
  pricePerPerson: number;
  /** The menu scheduled for the event's market, line and date, if any. */
  scheduledMenu: { id: string; name: string } | null;
  updatedAt: string;
}

/** A Phoenix account on Sifted 2.0 with one address and nothing scheduled. */
export async function createAccount(token: string, name: string): Promise<SavedAccount> {
  return apiCall<SavedAccount>(token, 'POST', '/v1/accounts', {
    name,
    marketId: await referenceId(token, '/v1/markets', 'Phoenix'),
    serviceTypeId: await referenceId(token, '/v1/service-types', 'Sifted 2.0'),
    totalEmployees: 60,
    showOptin: false,
    address: { addressOne: '2 N Central Ave', city: 'Phoenix', state: 'AZ', zipCode: '85004' },
  });
}

/** The date in that time zone now, as the server reads "today" of a market. */
export function todayIn(timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** Today of this machine, which Chromium shares: what the web app calls today. */
export function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  const moment = asUtc(date);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** 0 Sunday to 6 Saturday. */
export const weekdayOf = (date: string) => asUtc(date).getUTCDay();

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The account's live events from `from` to `to`, by date, read month by month. */
export async function eventsBetween(
  token: string,
  accountId: string,
  from: string,
  to: string,
): Promise<SavedEvent[]> {
  const months = [...new Set(datesBetween(from, to).map((date) => date.slice(0, 7)))];
  const events: SavedEvent[] = [];
  for (const month of months) {
    const [year, number] = month.split('-').map(Number);
    events.push(
      ...(await apiCall<SavedEvent[]>(
        token,
        'GET',
        `/v1/service-events?accountId=${accountId}&year=${year}&month=${number}`,
      )),
    );
  }
  return events
    .filter((event) => event.date >= from && event.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date) || a.serviceTime.localeCompare(b.serviceTime));
}

/** The manager's API token and today in Phoenix (the demo accounts' market). */
export async function managerSession(): Promise<{ token: string; phoenixToday: string }> {
  // The Admin role (manager@) holds every account permission (docs/permissions.md 5).
  const token = await apiSignIn(DEMO_USERS.manager, e2eEnvironment().demoPassword);
  const markets = await apiCall<{ name: string; timeZone: string }[]>(token, 'GET', '/v1/markets');
  const phoenix = markets.find((market) => market.name === 'Phoenix');
  if (!phoenix) throw new Error('no Phoenix market');
  return { token, phoenixToday: todayIn(phoenix.timeZone) };
}

/** A demo account (apps/api/src/db/seed/seed-data/demo-accounts.json) by its exact name. */
export async function demoAccount(token: string, name: string): Promise<SavedAccount> {
  const found = await apiCall<SavedAccount[]>(
    token,
    'GET',
    `/v1/accounts?q=${encodeURIComponent(name)}`,
  );
  const account = found.find((row) => row.name === name);
  if (!account) throw new Error(`no demo account named ${name}`);
  return account;
}

/** Signs the manager in and opens an account's editor, on one tab. */
export async function openAccount(
  browser: JourneyBrowser,
  account: { id: string; name: string },
  tab = 'general',
): Promise<Page> {
  const page = await browser.newPage();
  await signInToShell(page, DEMO_USERS.manager, e2eEnvironment().demoPassword);
  await page.goto(`/accounts/${account.id}?tab=${tab}`);
  await expectVisible(heading(page, account.name));
  return page;
}
