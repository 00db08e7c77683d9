import {
  type MarketScope,
  planServingSchedule,
  SERVING_SCHEDULE_MESSAGES,
  type ServedWeekday,
  type ServingSchedule,
  type ServingScheduleResult,
  scheduleInForce,
  serviceLineTakesAddOns,
  type servingScheduleInputSchema,
  todayIn,
  weekdayOf,
} from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors, missingReference } from '../../lib/constraint-errors.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { hhmm } from '../../lib/time-of-day.js';
import { findLiveAccount, findMainAddressId } from '../accounts/index.js';
import { attachRecurringAddOns } from './recurring-add-ons.service.js';
import {
  findLatestServingSchedule,
  findRegularEvents,
  findServiceLineName,
  findServingSchedulesOfLine,
  insertServiceEvents,
  insertServingSchedule,
  lockServingSchedule,
  softDeleteEvents,
  updateEventFromSchedule,
} from './serving-schedules.repo.js';

type ScheduleInput = z.output<typeof servingScheduleInputSchema>;
type Target = { accountId: string; serviceLineId: string };

/** A live account of the caller's markets (else 404, as absent) and its main address. */
async function mainAddressOf(db: Db, accountId: string, scope: MarketScope) {
  const account = await findLiveAccount(db, accountId, scope);
  if (!account) throw notFound('Account not found.');
  const addressId = await findMainAddressId(db, accountId);
  if (!addressId) throw badRequest(SERVING_SCHEDULE_MESSAGES.noAddress);
  return addressId;
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
  return answeringConstraintErrors(
    {
      foreignKey: (constraint) =>
        missingReference(constraint, [], 'data: A chosen service type does not exist.'),
    },
    () =>
      db.transaction(async (tx) => {
        await lockServingSchedule(tx, target);
        const addressId = await mainAddressOf(tx, target.accountId, scope);
        const lineName = await findServiceLineName(tx, target.serviceLineId);
        if (lineName === undefined)
          throw badRequest('serviceLineId: The chosen service line does not exist.');

        const scheduleId = await insertServingSchedule(tx, target, input);
        const existing = await findRegularEvents(tx, target, input.startDate, input.endDate);
        const plan = planServingSchedule(
          input,
          input.data,
          existing.map((e) => ({ ...e, serviceTime: hhmm(e.serviceTime)! })),
        );

        const now = new Date();
        const created = await insertServiceEvents(
          tx,
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
        );
        for (const { id, day } of plan.update) {
          await updateEventFromSchedule(tx, id, {
            servingScheduleId: scheduleId,
            serviceTime: day.serviceTime,
            serviceTypeId: day.serviceTypeId,
            eaterCount: day.meatEaters + day.nonMeatEaters,
            dietaryCount: day.nonMeatEaters,
            pricePerPerson: day.pricePerEater,
            updatedAt: now,
          });
        }
        await softDeleteEvents(tx, plan.remove, now);

        if (serviceLineTakesAddOns(lineName)) {
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
      }),
  );
}

/** The schedule last applied; none for an account outside the caller's markets. */
export async function latestServingSchedule(
  db: Db,
  target: Target,
  scope: MarketScope,
): Promise<ServingSchedule | null> {
  const latest = await findLatestServingSchedule(db, target, scope);
  if (!latest) return null;
  const { schedule, days } = latest;
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

/**
 * The weekdays the line serves now (scheduleInForce), to fill the grid after applying;
 * none for an account outside the caller's markets, as the other reads.
 */
export async function servingScheduleInForce(
  db: Db,
  target: Target,
  scope: MarketScope,
): Promise<ServedWeekday[]> {
  const found = await findServingSchedulesOfLine(db, target, scope);
  if (!found) return [];
  const applied = found.schedules.map((schedule) => ({
    startDate: schedule.startDate,
    endDate: schedule.endDate,
    data: schedule.days.map((day) => ({ ...day, serviceTime: hhmm(day.serviceTime)! })),
  }));
  return scheduleInForce(applied, todayIn(found.timeZone));
}
