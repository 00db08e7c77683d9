import type { MarketScope } from '@catering/domain';
import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  hostSurveys,
  markets,
  scheduledMenus,
  serviceEvents,
} from '../../db/schema/index.js';
import { byName } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** Queries that read scheduled menus: one menu, its slot, its day's services. */

/**
 * The slot of a scheduled menu and its market's zone: what the lock needs. A menu outside
 * `scope` is not found.
 */
export async function findSlot(db: Db, id: string, scope: MarketScope) {
  const [row] = await db
    .select({
      id: scheduledMenus.id,
      marketId: scheduledMenus.marketId,
      serviceLineId: scheduledMenus.serviceLineId,
      date: scheduledMenus.date,
      originalMenuId: scheduledMenus.originalMenuId,
      updatedAt: scheduledMenus.updatedAt,
      timeZone: markets.timeZone,
    })
    .from(scheduledMenus)
    .innerJoin(markets, eq(markets.id, scheduledMenus.marketId))
    .where(and(eq(scheduledMenus.id, id), withinMarkets(scheduledMenus.marketId, scope)));
  return row;
}

/** The id of the menu scheduled on a market, line and date, if any. */
export async function findScheduledMenuIdOfSlot(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string },
): Promise<string | undefined> {
  const [scheduled] = await db
    .select({ id: scheduledMenus.id })
    .from(scheduledMenus)
    .where(
      and(
        eq(scheduledMenus.marketId, slot.marketId),
        eq(scheduledMenus.serviceLineId, slot.serviceLineId),
        eq(scheduledMenus.date, slot.date),
      ),
    );
  return scheduled?.id;
}

/** Live service events of a market, line and date (joined through their accounts). */
export function servicesOf(marketId: string, serviceLineId: string, date: string) {
  return and(
    eq(accounts.marketId, marketId),
    eq(serviceEvents.serviceLineId, serviceLineId),
    eq(serviceEvents.date, date),
    isNull(serviceEvents.deletedAt),
  );
}

/** `servicesOf` over a range: the live events of a market's lines from `from` to `to`. */
export function servicesOfRange(
  marketId: string,
  serviceLineIds: string[],
  from: string,
  to: string,
) {
  return and(
    eq(accounts.marketId, marketId),
    inArray(serviceEvents.serviceLineId, serviceLineIds),
    between(serviceEvents.date, from, to),
    isNull(serviceEvents.deletedAt),
  );
}

/** Whether any host survey reported on the scheduled menu. */
export async function hasHostSurvey(db: Db, scheduledMenuId: string): Promise<boolean> {
  const [surveyed] = await db
    .select({ id: hostSurveys.id })
    .from(hostSurveys)
    .where(eq(hostSurveys.scheduledMenuId, scheduledMenuId))
    .limit(1);
  return Boolean(surveyed);
}

/** Each live service of the slot with its account and counts, by account name. */
export function findServedEvents(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string },
) {
  return db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      eaters: serviceEvents.eaterCount,
      dietary: serviceEvents.dietaryCount,
      allergen: serviceEvents.allergenCount,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .where(servicesOf(slot.marketId, slot.serviceLineId, slot.date))
    .orderBy(byName(accounts.name), asc(serviceEvents.createdAt));
}
