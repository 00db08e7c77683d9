import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountQrTokens,
  accounts,
  eaterFeedbackResponses,
  markets,
  scheduledMenus,
  serviceEvents,
  serviceLines,
} from '../../db/schema/index.js';

/** Queries of the public pages behind an account's QR codes. */

/** The market's scheduled menus (their slots) between two dates. */
export async function findScheduledMenuSlots(db: Db, marketId: string, from: string, to: string) {
  return db
    .select({
      id: scheduledMenus.id,
      date: scheduledMenus.date,
      serviceLineId: scheduledMenus.serviceLineId,
    })
    .from(scheduledMenus)
    .where(and(eq(scheduledMenus.marketId, marketId), between(scheduledMenus.date, from, to)));
}

/** The account of a live token, if the account is not archived, with its market's time zone. */
export async function findAccountOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      marketId: accounts.marketId,
      timeZone: markets.timeZone,
    })
    .from(accountQrTokens)
    .innerJoin(accounts, eq(accounts.id, accountQrTokens.accountId))
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .where(
      and(
        eq(accountQrTokens.token, token),
        isNull(accountQrTokens.revokedAt),
        isNull(accounts.archivedAt),
      ),
    );
  return row;
}

/** The account's live services between two dates, in the order of the day. */
export async function findAccountServices(db: Db, accountId: string, from: string, to: string) {
  return db
    .select({
      date: serviceEvents.date,
      serviceLineId: serviceEvents.serviceLineId,
      serviceLineName: serviceLines.name,
      serviceTime: serviceEvents.serviceTime,
    })
    .from(serviceEvents)
    .innerJoin(serviceLines, eq(serviceLines.id, serviceEvents.serviceLineId))
    .where(
      and(
        eq(serviceEvents.accountId, accountId),
        isNull(serviceEvents.deletedAt),
        between(serviceEvents.date, from, to),
      ),
    )
    .orderBy(asc(serviceEvents.date), asc(serviceLines.sortOrder), asc(serviceEvents.serviceTime));
}

export async function findServiceLines(db: Db) {
  return db
    .select({ id: serviceLines.id, name: serviceLines.name })
    .from(serviceLines)
    .orderBy(asc(serviceLines.sortOrder));
}

export async function insertEaterFeedback(
  db: Db,
  values: {
    accountId: string;
    serviceDate: string;
    serviceLineId: string | null;
    score: number;
    comment: string;
  },
) {
  await db.insert(eaterFeedbackResponses).values(values);
}
