import type { MarketScope } from '@catering/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountAddresses,
  accounts,
  hostSurveys,
  markets,
  scheduledMenus,
  serviceEvents,
  serviceLines,
} from '../../db/schema/index.js';
import { byName } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { servicesOf } from '../scheduled-menus/index.js';

/** Queries of the hosts' day: the market, its lines with a menu, the line's services. */

export async function findMarketName(db: Db, marketId: string) {
  const [market] = await db
    .select({ id: markets.id, name: markets.name })
    .from(markets)
    .where(eq(markets.id, marketId));
  return market;
}

export async function findServiceLineName(db: Db, serviceLineId: string) {
  const [line] = await db
    .select({ id: serviceLines.id, name: serviceLines.name })
    .from(serviceLines)
    .where(eq(serviceLines.id, serviceLineId));
  return line;
}

/** The day's menus of a market with their lines and live services, in the lines' order. */
export function findMenusOfDay(
  db: Db,
  scope: MarketScope,
  query: { marketId: string; date: string },
) {
  return db
    .select({
      lineId: serviceLines.id,
      lineName: serviceLines.name,
      menuId: scheduledMenus.id,
      menuName: scheduledMenus.name,
      services: sql<number>`(
        select count(*)::int from ${serviceEvents}
        join ${accounts} on ${accounts.id} = ${serviceEvents.accountId}
        where ${accounts.marketId} = ${scheduledMenus.marketId}
          and ${serviceEvents.serviceLineId} = ${scheduledMenus.serviceLineId}
          and ${serviceEvents.date} = ${scheduledMenus.date}
          and ${serviceEvents.deletedAt} is null and ${accounts.archivedAt} is null)`,
    })
    .from(scheduledMenus)
    .innerJoin(serviceLines, eq(serviceLines.id, scheduledMenus.serviceLineId))
    .where(
      and(
        eq(scheduledMenus.marketId, query.marketId),
        eq(scheduledMenus.date, query.date),
        withinMarkets(scheduledMenus.marketId, scope),
      ),
    )
    .orderBy(asc(serviceLines.sortOrder));
}

/** The slot's live services (accounts not archived): place and survey, by time. */
export function findServicesOfDay(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string },
) {
  return db
    .select({
      event: serviceEvents,
      accountName: accounts.name,
      addressOne: accountAddresses.addressOne,
      city: accountAddresses.city,
      surveyId: hostSurveys.id,
      surveyStatus: hostSurveys.status,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(accountAddresses, eq(accountAddresses.id, serviceEvents.addressId))
    .leftJoin(hostSurveys, eq(hostSurveys.serviceEventId, serviceEvents.id))
    .where(
      and(servicesOf(slot.marketId, slot.serviceLineId, slot.date), isNull(accounts.archivedAt)),
    )
    .orderBy(asc(serviceEvents.serviceTime), byName(accounts.name), asc(serviceEvents.id));
}
