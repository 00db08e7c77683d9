import type { MarketScope, servingScheduleInputSchema } from '@catering/domain';
import { and, between, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  accounts,
  markets,
  serviceEvents,
  serviceLines,
  servingScheduleDays,
  servingSchedules,
} from '../../db/schema/index.js';
import { ofAccountsWithin } from '../accounts/index.js';

/** Queries of serving schedules and of the regular service events they make. */

type ScheduleInput = z.output<typeof servingScheduleInputSchema>;
type Target = { accountId: string; serviceLineId: string };

/** Until the transaction ends: two applies for one account and line run one after the other. */
export async function lockServingSchedule(db: Db, target: Target) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`serving-schedule:${target.accountId}:${target.serviceLineId}`}))`,
  );
}

export async function findServiceLineName(db: Db, id: string): Promise<string | undefined> {
  const [line] = await db
    .select({ name: serviceLines.name })
    .from(serviceLines)
    .where(eq(serviceLines.id, id));
  return line?.name;
}

/** Records the schedule with its days; answers its id. */
export async function insertServingSchedule(
  db: Db,
  target: Target,
  input: ScheduleInput,
): Promise<string> {
  const [schedule] = await db
    .insert(servingSchedules)
    .values({
      ...target,
      startDate: input.startDate,
      endDate: input.endDate,
      // The newest schedule refills the tab, so it must be the one applied last: the
      // time the lock was won, not now(), which is when this transaction began.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: servingSchedules.id });
  const scheduleId = schedule!.id;
  if (input.data.length) {
    await db
      .insert(servingScheduleDays)
      .values(input.data.map((day) => ({ ...day, servingScheduleId: scheduleId })));
  }
  return scheduleId;
}

/** The live events of the account's line in the range that a schedule made (no special requests). */
export async function findRegularEvents(db: Db, target: Target, from: string, to: string) {
  return db
    .select()
    .from(serviceEvents)
    .where(
      and(
        eq(serviceEvents.accountId, target.accountId),
        eq(serviceEvents.serviceLineId, target.serviceLineId),
        isNull(serviceEvents.deletedAt),
        eq(serviceEvents.specialRequest, false),
        between(serviceEvents.date, from, to),
      ),
    );
}

export async function insertServiceEvents(
  db: Db,
  rows: (typeof serviceEvents.$inferInsert)[],
): Promise<{ id: string; date: string }[]> {
  if (!rows.length) return [];
  return db
    .insert(serviceEvents)
    .values(rows)
    .returning({ id: serviceEvents.id, date: serviceEvents.date });
}

/** The schedule's figures of the day on an event it keeps. */
export async function updateEventFromSchedule(
  db: Db,
  id: string,
  values: {
    servingScheduleId: string;
    serviceTime: string;
    serviceTypeId: string;
    eaterCount: number;
    dietaryCount: number;
    pricePerPerson: number;
    updatedAt: Date;
  },
) {
  await db
    .update(serviceEvents)
    .set({
      ...values,
      // Accommodation eaters are among the eaters: never more than them.
      allergenCount: sql`least(${serviceEvents.allergenCount}, ${values.eaterCount})`,
    })
    .where(eq(serviceEvents.id, id));
}

export async function softDeleteEvents(db: Db, ids: string[], now: Date) {
  if (!ids.length) return;
  await db
    .update(serviceEvents)
    .set({ deletedAt: now, updatedAt: now })
    .where(inArray(serviceEvents.id, ids));
}

/** The schedule last applied, with its days; none for an account outside the caller's markets. */
export async function findLatestServingSchedule(db: Db, target: Target, scope: MarketScope) {
  const [schedule] = await db
    .select()
    .from(servingSchedules)
    .where(
      and(
        eq(servingSchedules.accountId, target.accountId),
        eq(servingSchedules.serviceLineId, target.serviceLineId),
        ofAccountsWithin(servingSchedules.accountId, scope),
      ),
    )
    .orderBy(desc(servingSchedules.createdAt))
    .limit(1);
  if (!schedule) return undefined;
  const days = await db
    .select()
    .from(servingScheduleDays)
    .where(eq(servingScheduleDays.servingScheduleId, schedule.id));
  return { schedule, days };
}

/**
 * Every schedule applied to the account's line, newest first, with its days, and the time
 * zone of the account's market (where "today" is); none outside the caller's markets.
 */
export async function findServingSchedulesOfLine(db: Db, target: Target, scope: MarketScope) {
  const [account] = await db
    .select({ timeZone: markets.timeZone })
    .from(accounts)
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .where(and(eq(accounts.id, target.accountId), ofAccountsWithin(accounts.id, scope)));
  if (!account) return undefined;
  const schedules = await db
    .select()
    .from(servingSchedules)
    .where(
      and(
        eq(servingSchedules.accountId, target.accountId),
        eq(servingSchedules.serviceLineId, target.serviceLineId),
      ),
    )
    .orderBy(desc(servingSchedules.createdAt));
  const days = schedules.length
    ? await db
        .select()
        .from(servingScheduleDays)
        .where(
          inArray(
            servingScheduleDays.servingScheduleId,
            schedules.map((schedule) => schedule.id),
          ),
        )
    : [];
  return {
    timeZone: account.timeZone,
    schedules: schedules.map((schedule) => ({
      ...schedule,
      days: days.filter((day) => day.servingScheduleId === schedule.id),
    })),
  };
}
