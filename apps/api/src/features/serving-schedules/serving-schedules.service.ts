import {
  type MarketScope,
  planServingSchedule,
  SERVING_SCHEDULE_MESSAGES,
  type ServingSchedule,
  type ServingScheduleResult,
  serviceLineTakesAddOns,
  type servingScheduleInputSchema,
  weekdayOf,
} from '@catering/domain';
import { and, asc, between, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  accountAddresses,
  serviceEvents,
  serviceLines,
  servingScheduleDays,
  servingSchedules,
} from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { hhmm } from '../../lib/time-of-day.js';
import { findLiveAccount, ofAccountsWithin } from '../accounts/index.js';
import { attachRecurringAddOns } from './recurring-add-ons.service.js';

type ScheduleInput = z.output<typeof servingScheduleInputSchema>;
type Target = { accountId: string; serviceLineId: string };

/** A live account of the caller's markets (else 404, as absent) and its main address. */
async function mainAddressOf(db: Db, accountId: string, scope: MarketScope) {
  const account = await findLiveAccount(db, accountId, scope);
  if (!account) throw notFound('Account not found.');
  const [address] = await db
    .select({ id: accountAddresses.id })
    .from(accountAddresses)
    .where(eq(accountAddresses.accountId, accountId))
    .orderBy(asc(accountAddresses.sortOrder), asc(accountAddresses.createdAt))
    .limit(1);
  if (!address) throw badRequest(SERVING_SCHEDULE_MESSAGES.noAddress);
  return address.id;
}

/**
 * Applies a serving schedule in one transaction (docs/accounts.md): the schedule is
 * recorded, then each date of the range becomes, keeps or loses its regular service event
 * as its weekday says (planServingSchedule), and the weekday's recurring add-ons are
 * attached to the events it serves. Two applies for one account and line run one after
 * the other, so they never make two events for one day.
 */
export async function applyServingSchedule(
  db: Db,
  target: Target,
  input: ScheduleInput,
  scope: MarketScope,
): Promise<ServingScheduleResult> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`serving-schedule:${target.accountId}:${target.serviceLineId}`}))`,
      );
      const addressId = await mainAddressOf(tx, target.accountId, scope);
      const [line] = await tx
        .select({ name: serviceLines.name })
        .from(serviceLines)
        .where(eq(serviceLines.id, target.serviceLineId));
      if (!line) throw badRequest('serviceLineId: The chosen service line does not exist.');

      const [schedule] = await tx
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
        await tx
          .insert(servingScheduleDays)
          .values(input.data.map((day) => ({ ...day, servingScheduleId: scheduleId })));
      }

      const existing = await tx
        .select()
        .from(serviceEvents)
        .where(
          and(
            eq(serviceEvents.accountId, target.accountId),
            eq(serviceEvents.serviceLineId, target.serviceLineId),
            isNull(serviceEvents.deletedAt),
            eq(serviceEvents.specialRequest, false),
            between(serviceEvents.date, input.startDate, input.endDate),
          ),
        );
      const plan = planServingSchedule(
        input,
        input.data,
        existing.map((e) => ({ ...e, serviceTime: hhmm(e.serviceTime)! })),
      );

      const now = new Date();
      const created = plan.create.length
        ? await tx
            .insert(serviceEvents)
            .values(
              plan.create.map(({ date, day }) => ({
                ...target,
                addressId,
                servingScheduleId: scheduleId,
                date,
                serviceTime: day.serviceTime,
                serviceTypeId: day.serviceTypeId,
                eaterCount: day.meatEaters + day.nonMeatEaters,
                dietaryCount: day.nonMeatEaters,
                pricePerPerson: day.pricePerEater,
              })),
            )
            .returning({ id: serviceEvents.id, date: serviceEvents.date })
        : [];
      for (const { id, day } of plan.update) {
        const eaterCount = day.meatEaters + day.nonMeatEaters;
        await tx
          .update(serviceEvents)
          .set({
            servingScheduleId: scheduleId,
            serviceTime: day.serviceTime,
            serviceTypeId: day.serviceTypeId,
            eaterCount,
            dietaryCount: day.nonMeatEaters,
            // Accommodation eaters are among the eaters: never more than them.
            allergenCount: sql`least(${serviceEvents.allergenCount}, ${eaterCount})`,
            pricePerPerson: day.pricePerEater,
            updatedAt: now,
          })
          .where(eq(serviceEvents.id, id));
      }
      if (plan.remove.length) {
        await tx
          .update(serviceEvents)
          .set({ deletedAt: now, updatedAt: now })
          .where(inArray(serviceEvents.id, plan.remove));
      }

      if (serviceLineTakesAddOns(line.name)) {
        const byId = new Map(existing.map((e) => [e.id, e.date]));
        const served = [
          ...created,
          ...[...plan.update.map((u) => u.id), ...plan.unchanged].map((id) => ({
            id,
            date: byId.get(id)!,
          })),
        ].map((e) => ({ id: e.id, day: weekdayOf(e.date) }));
        await attachRecurringAddOns(tx, target, served);
      }
      return {
        created: plan.create.length,
        updated: plan.update.length,
        removed: plan.remove.length,
      };
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw badRequest('data: A chosen service type does not exist.');
    throw error;
  }
}

/** The schedule last applied; none for an account outside the caller's markets. */
export async function latestServingSchedule(
  db: Db,
  target: Target,
  scope: MarketScope,
): Promise<ServingSchedule | null> {
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
  if (!schedule) return null;
  const days = await db
    .select()
    .from(servingScheduleDays)
    .where(eq(servingScheduleDays.servingScheduleId, schedule.id));
  const order = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return {
    id: schedule.id,
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    data: days
      .sort((a, b) => order.indexOf(a.day) - order.indexOf(b.day))
      .map((day) => ({
        day: day.day as ServingSchedule['data'][number]['day'],
        shouldServeOnDay: day.shouldServeOnDay,
        meatEaters: day.meatEaters,
        nonMeatEaters: day.nonMeatEaters,
        pricePerEater: day.pricePerEater,
        serviceTime: hhmm(day.serviceTime)!,
        serviceTypeId: day.serviceTypeId,
      })),
    createdAt: iso(schedule.createdAt),
  };
}
