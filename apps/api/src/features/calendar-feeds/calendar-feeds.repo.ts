import type { MarketScope } from '@catering/domain';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountAddresses,
  accounts,
  calendarFeeds,
  markets,
  roles,
  scheduledMenus,
  serviceEvents,
  serviceLines,
  users,
} from '../../db/schema/index.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { marketLimitsOfUser } from '../auth/index.js';

/** Queries of calendar feeds (docs/calendar-feeds.md) and of what a feed shows. */

/** A feed's market: its account's, or its own. */
const feedMarketId = sql<string>`coalesce(${accounts.marketId}, ${calendarFeeds.marketId})`;

const feedColumns = {
  id: calendarFeeds.id,
  accountId: accounts.id,
  accountName: accounts.name,
  marketId: markets.id,
  marketName: markets.name,
  serviceLineId: serviceLines.id,
  serviceLineName: serviceLines.name,
  createdAt: calendarFeeds.createdAt,
  lastFetchedAt: calendarFeeds.lastFetchedAt,
};

/** The user's feeds whose target lies in the caller's markets; `feedId` picks one. */
export function findFeedsOfUser(db: Db, userId: string, scope: MarketScope, feedId?: string) {
  return db
    .select(feedColumns)
    .from(calendarFeeds)
    .leftJoin(accounts, eq(accounts.id, calendarFeeds.accountId))
    .leftJoin(markets, eq(markets.id, calendarFeeds.marketId))
    .leftJoin(serviceLines, eq(serviceLines.id, calendarFeeds.serviceLineId))
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        feedId ? eq(calendarFeeds.id, feedId) : undefined,
        withinMarkets(feedMarketId, scope),
      ),
    )
    .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id));
}
export type FeedRow = Awaited<ReturnType<typeof findFeedsOfUser>>[number];

/** A live account of the caller's markets. */
export async function findAccountInScope(db: Db, accountId: string, scope: MarketScope) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        isNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
      ),
    );
  return row;
}

export async function marketExists(db: Db, marketId: string) {
  const [row] = await db.select({ id: markets.id }).from(markets).where(eq(markets.id, marketId));
  return row !== undefined;
}

export async function serviceLineExists(db: Db, serviceLineId: string) {
  const [row] = await db
    .select({ id: serviceLines.id })
    .from(serviceLines)
    .where(eq(serviceLines.id, serviceLineId));
  return row !== undefined;
}

export type FeedTarget = { accountId: string } | { marketId: string; serviceLineId: string };

/**
 * Stores the digest of a new secret for the user and target: a new row, or the user's
 * feed of that target with the old digest replaced (its old address stops working).
 */
export async function upsertFeed(db: Db, userId: string, target: FeedTarget, digest: string) {
  const replace = { tokenDigest: digest, createdAt: sql`now()`, lastFetchedAt: null };
  const insert = db.insert(calendarFeeds);
  const [row] = await ('accountId' in target
    ? insert
        .values({ userId, accountId: target.accountId, tokenDigest: digest })
        .onConflictDoUpdate({
          target: [calendarFeeds.userId, calendarFeeds.accountId],
          targetWhere: sql`${calendarFeeds.accountId} is not null`,
          set: replace,
        })
    : insert.values({ userId, ...target, tokenDigest: digest }).onConflictDoUpdate({
        target: [calendarFeeds.userId, calendarFeeds.marketId, calendarFeeds.serviceLineId],
        targetWhere: sql`${calendarFeeds.marketId} is not null`,
        set: replace,
      })
  ).returning({ id: calendarFeeds.id });
  if (!row) throw new Error('calendar feed upsert returned no row');
  return row.id;
}

/** Deletes one of the user's feeds; answers whether there was one. */
export async function deleteFeed(db: Db, userId: string, feedId: string) {
  const rows = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.id, feedId), eq(calendarFeeds.userId, userId)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/**
 * The feed of a secret's digest with what its fetch checks: the owner, still present,
 * with their type, role's permissions and market limits; and its target's names and zone.
 */
export async function findFeedByDigest(db: Db, digest: string) {
  const [row] = await db
    .select({
      id: calendarFeeds.id,
      userType: users.userType,
      permissions: roles.permissions,
      limitedToMarketIds: marketLimitsOfUser(),
      accountId: calendarFeeds.accountId,
      accountName: accounts.name,
      accountArchivedAt: accounts.archivedAt,
      marketId: markets.id,
      marketName: markets.name,
      timeZone: markets.timeZone,
      serviceLineId: serviceLines.id,
      serviceLineName: serviceLines.name,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(accounts, eq(accounts.id, calendarFeeds.accountId))
    .innerJoin(markets, eq(markets.id, feedMarketId))
    .leftJoin(serviceLines, eq(serviceLines.id, calendarFeeds.serviceLineId))
    .where(and(eq(calendarFeeds.tokenDigest, digest), isNull(users.removedAt)));
  return row;
}

export async function markFetched(db: Db, feedId: string) {
  await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: sql`now()` })
    .where(eq(calendarFeeds.id, feedId));
}

/**
 * An account's services from `from` to `to` (not removed ones), each with its line, its
 * address and the name of the menu scheduled for its market, line and day, if any.
 */
export function findAccountServices(db: Db, accountId: string, from: string, to: string) {
  return db
    .select({
      id: serviceEvents.id,
      date: serviceEvents.date,
      serviceTime: serviceEvents.serviceTime,
      eaterCount: serviceEvents.eaterCount,
      dietaryCount: serviceEvents.dietaryCount,
      allergenCount: serviceEvents.allergenCount,
      specialRequest: serviceEvents.specialRequest,
      serviceLineName: serviceLines.name,
      menuName: scheduledMenus.name,
      addressOne: accountAddresses.addressOne,
      addressTwo: accountAddresses.addressTwo,
      city: accountAddresses.city,
      state: accountAddresses.state,
      zipCode: accountAddresses.zipCode,
      createdAt: serviceEvents.createdAt,
      updatedAt: serviceEvents.updatedAt,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(serviceLines, eq(serviceLines.id, serviceEvents.serviceLineId))
    .innerJoin(accountAddresses, eq(accountAddresses.id, serviceEvents.addressId))
    .leftJoin(
      scheduledMenus,
      and(
        eq(scheduledMenus.marketId, accounts.marketId),
        eq(scheduledMenus.serviceLineId, serviceEvents.serviceLineId),
        eq(scheduledMenus.date, serviceEvents.date),
      ),
    )
    .where(
      and(
        eq(serviceEvents.accountId, accountId),
        isNull(serviceEvents.deletedAt),
        gte(serviceEvents.date, from),
        lte(serviceEvents.date, to),
      ),
    )
    .orderBy(asc(serviceEvents.date), asc(serviceEvents.serviceTime), asc(serviceEvents.id));
}
export type AccountServiceRow = Awaited<ReturnType<typeof findAccountServices>>[number];

/** A market and line's scheduled menus from `from` to `to`, with their elements' names. */
export function findLineMenus(
  db: Db,
  marketId: string,
  serviceLineId: string,
  from: string,
  to: string,
) {
  return db
    .select({
      id: scheduledMenus.id,
      date: scheduledMenus.date,
      name: scheduledMenus.name,
      // Spelled out: without a join, Drizzle writes columns unqualified, and the inner
      // table's own "id" would shadow the menu's.
      elementNames: sql<string[]>`array(
        select e.name from scheduled_elements e
        where e.scheduled_menu_id = ${scheduledMenus}.id
        order by e.sort_order, e.id)`,
      createdAt: scheduledMenus.createdAt,
      updatedAt: scheduledMenus.updatedAt,
    })
    .from(scheduledMenus)
    .where(
      and(
        eq(scheduledMenus.marketId, marketId),
        eq(scheduledMenus.serviceLineId, serviceLineId),
        gte(scheduledMenus.date, from),
        lte(scheduledMenus.date, to),
      ),
    )
    .orderBy(asc(scheduledMenus.date), asc(scheduledMenus.id));
}
export type LineMenuRow = Awaited<ReturnType<typeof findLineMenus>>[number];
