import type { Account, ScheduledMenu } from '@catering/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import {
  buildAccount,
  buildMenu,
  buildScheduledMenu,
  buildServingSchedule,
  type MenuOverrides,
} from './factories/index.js';

export interface ServedLunchOptions {
  /** The market by name, Phoenix unless told. */
  market?: string;
  /** How many accounts are served, one unless told. */
  accounts?: number;
  /** The master menu scheduled (buildMenu's overrides): three new elements unless told. */
  menu?: MenuOverrides;
}

export interface ServedLunch {
  /** The day served and scheduled, `YYYY-MM-DD`. */
  date: string;
  scheduledMenu: ScheduledMenu;
  /** The accounts served that day, in the order they were built. */
  accounts: Account[];
  /** Each account's service event of the day, in the same order. */
  eventIds: string[];
}

/**
 * A lunch served and scheduled, built with the factories only: `accounts` accounts of the
 * market, each served by a serving schedule (buildServingSchedule: every weekday from next
 * Monday, 50 eaters of whom 10 veg, none needing accommodations), and a master menu
 * (buildMenu: a protein and a veg entree at 6 oz, a starch at 5 oz, Full Pans of 120 and
 * 100 oz) scheduled for the market's lunch on that Monday, the day the numbers count.
 */
export async function buildServedLunch(
  db: Db,
  options: ServedLunchOptions = {},
): Promise<ServedLunch> {
  const { market = 'Phoenix', accounts: count = 1 } = options;
  const accounts: Account[] = [];
  let date = '';
  for (let i = 0; i < count; i += 1) {
    const account = await buildAccount(db, { market });
    date = (await buildServingSchedule(db, { accountId: account.id })).startDate;
    accounts.push(account);
  }
  const menu = await buildMenu(db, options.menu);
  const scheduledMenu = await buildScheduledMenu(db, { originalMenuId: menu.id, market, date });
  const eventIds: string[] = [];
  for (const account of accounts) {
    const [event] = await db
      .select({ id: t.serviceEvents.id })
      .from(t.serviceEvents)
      .where(
        and(
          eq(t.serviceEvents.accountId, account.id),
          eq(t.serviceEvents.date, date),
          isNull(t.serviceEvents.deletedAt),
        ),
      )
      .orderBy(asc(t.serviceEvents.id));
    if (!event) throw new Error(`${account.name} is not served on ${date}`);
    eventIds.push(event.id);
  }
  return { date, scheduledMenu, accounts, eventIds };
}
