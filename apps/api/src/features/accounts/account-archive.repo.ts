import { FIRST_FUTURE_DATES_SHOWN, type FutureServices, type MarketScope } from '@catering/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  serviceEventAddOns,
  serviceEvents,
  servingSchedules,
} from '../../db/schema/index.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Queries of archiving and restoring an account, and of what stands in the way. */

const futureOf = (accountId: string, today: string) =>
  and(
    eq(serviceEvents.accountId, accountId),
    isNull(serviceEvents.deletedAt),
    gt(serviceEvents.date, today),
  );

export async function findFutureServices(
  db: Db,
  accountId: string,
  today: string,
): Promise<FutureServices> {
  const [[counted], firstDates, [schedules]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(serviceEvents)
      .where(futureOf(accountId, today)),
    db
      .selectDistinct({ date: serviceEvents.date })
      .from(serviceEvents)
      .where(futureOf(accountId, today))
      .orderBy(asc(serviceEvents.date))
      .limit(FIRST_FUTURE_DATES_SHOWN),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(servingSchedules)
      .where(and(eq(servingSchedules.accountId, accountId), gt(servingSchedules.endDate, today))),
  ]);
  return {
    count: counted?.count ?? 0,
    firstDates: firstDates.map((row) => row.date),
    runningScheduleCount: schedules?.count ?? 0,
  };
}

/**
 * Ends the account's serving schedules today: one still running stops today, one that had
 * not started yet is dropped (a schedule cannot end before it starts).
 */
export async function endSchedulesAfter(db: Db, accountId: string, today: string) {
  const ofAccount = eq(servingSchedules.accountId, accountId);
  await db.delete(servingSchedules).where(and(ofAccount, gt(servingSchedules.startDate, today)));
  await db
    .update(servingSchedules)
    .set({ endDate: today })
    .where(
      and(ofAccount, lte(servingSchedules.startDate, today), gt(servingSchedules.endDate, today)),
    );
}

/** Removes the services after today as deleting one does (soft), with their add-ons. */
export async function removeServicesAfter(db: Db, accountId: string, today: string) {
  const removed = await db
    .update(serviceEvents)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(futureOf(accountId, today))
    .returning({ id: serviceEvents.id });
  const ids = removed.map((row) => row.id);
  if (ids.length)
    await db.delete(serviceEventAddOns).where(inArray(serviceEventAddOns.serviceEventId, ids));
  return ids.length;
}

/** Archives a live account; with `token`, only while it is still the version read. */
export async function archiveAccountRow(
  db: Db,
  id: string,
  scope: MarketScope,
  token?: Date,
): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ archivedAt: new Date(), updatedAt: nextUpdatedAt(accounts.updatedAt) })
    .where(
      and(
        eq(accounts.id, id),
        isNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
        token ? eq(accounts.updatedAt, token) : undefined,
      ),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

export async function restoreAccountRow(db: Db, id: string, scope: MarketScope) {
  const rows = await db
    .update(accounts)
    .set({ archivedAt: null, updatedAt: nextUpdatedAt(accounts.updatedAt) })
    .where(
      and(
        eq(accounts.id, id),
        isNotNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
      ),
    )
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** The name of an archived account of the caller's markets, or undefined. */
export async function findArchivedAccountName(db: Db, id: string, scope: MarketScope) {
  const [row] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, id),
        isNotNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
      ),
    );
  return row?.name;
}
