import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { weekdayOf } from './accounts';
import { apiCall } from './api';
import { chooseOption } from './select';
import { expectValue } from './ui';

/** An account's Service Schedule tab: the weekly grid and the schedule it saves. */

/** What the journeys type into the weekly grid; the other weekdays stay None. */
export const WEEK = {
  monday: {
    weekday: 1,
    label: 'Monday',
    protein: 40,
    veg: 8,
    price: '13.5',
    shown: '13.50',
    time: '11:30',
  },
  wednesday: {
    weekday: 3,
    label: 'Wednesday',
    protein: 30,
    veg: 6,
    price: '12.75',
    shown: '12.75',
    time: '12:15',
  },
} as const;
export type Day = (typeof WEEK)[keyof typeof WEEK];

/** The grid's day of a date the schedule serves (a Monday or a Wednesday). */
export const dayOf = (date: string): Day =>
  weekdayOf(date) === WEEK.monday.weekday ? WEEK.monday : WEEK.wednesday;

/** Sets a weekday of the grid to Add/Update with its figures, and checks its headcount. */
export async function fillDay(page: Page, day: Day): Promise<void> {
  await chooseOption(page, page, `Action, ${day.label}`, 'Add/Update');
  await page
    .getByLabel(`Number of Protein Eaters, ${day.label}`, { exact: true })
    .fill(String(day.protein));
  await page
    .getByLabel(`Number of Veg. Eaters, ${day.label}`, { exact: true })
    .fill(String(day.veg));
  const price = page.getByLabel(`Price Per Eater, ${day.label}`, { exact: true });
  await price.fill(day.price);
  await price.blur();
  await expectValue(price, day.shown);
  await page.getByLabel(`Service Start Time, ${day.label}`, { exact: true }).fill(day.time);
  expect(await page.getByLabel(`Total Headcount, ${day.label}`, { exact: true }).innerText()).toBe(
    String(day.protein + day.veg),
  );
}

export interface SavedSchedule {
  startDate: string;
  endDate: string;
  data: {
    day: string;
    shouldServeOnDay: boolean;
    meatEaters: number;
    nonMeatEaters: number;
    pricePerEater: number;
    serviceTime: string;
  }[];
}

/** The schedule last applied to an account's service line, as the API keeps it. */
export const readSchedule = (token: string, accountId: string, serviceLineId: string) =>
  apiCall<SavedSchedule | null>(
    token,
    'GET',
    `/v2/serving-schedules?accountId=${accountId}&serviceLineId=${serviceLineId}`,
  );

/** The weekdays served now on an account's service line (the grid's "in force"). */
export const readInForce = (token: string, accountId: string, serviceLineId: string) =>
  apiCall<{ day: string }[]>(
    token,
    'GET',
    `/v2/serving-schedules/in-force?accountId=${accountId}&serviceLineId=${serviceLineId}`,
  );
