import { planServingSchedule, weekdayOf } from '@catering/domain';
import * as t from '../src/db/schema/index.js';
import type { GeneratedSchedule } from './accounts.js';
import { BatchInserter } from './batch-insert.js';
import { FULL_SIZE, type GenerationContext } from './context.js';
import { weekdaysOfYear } from './scheduled-menus.js';

/** A service event chosen to be surveyed, with what its survey copies. */
export interface SurveyedEvent {
  id: string;
  accountId: string;
  marketId: string;
  serviceLineId: string;
  serviceTypeId: string;
  serviceTypeName: string;
  date: string;
  serviceTime: string;
  eaterCount: number;
  dietaryCount: number;
}

/**
 * The year's service events of every serving schedule, made as applying the schedule in
 * the Service Schedule tab makes them (packages/domain planServingSchedule): one regular
 * event per weekday served, at the main address, with the day's counts, price, time and
 * type. On the way, picks exactly the scaled 50,000 of them the hosts will have surveyed,
 * spread evenly over the year (selection sampling).
 */
export async function generateServiceEvents(
  ctx: GenerationContext,
  schedules: GeneratedSchedule[],
): Promise<SurveyedEvent[]> {
  const random = ctx.random('service-events');
  const surveyChoice = ctx.random('surveyed-events');
  const { year } = ctx.options;
  const range = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  const weekdayCounts = new Map<string, number>();
  for (const date of weekdaysOfYear(year))
    weekdayCounts.set(weekdayOf(date), (weekdayCounts.get(weekdayOf(date)) ?? 0) + 1);
  let remaining = schedules.reduce(
    (sum, s) => sum + s.days.reduce((days, d) => days + (weekdayCounts.get(d.day) ?? 0), 0),
    0,
  );
  let wanted = Math.min(ctx.scaled(FULL_SIZE.hostSurveys), remaining);
  const surveyed: SurveyedEvent[] = [];

  await ctx.db.transaction(async (tx) => {
    const events = new BatchInserter(tx, t.serviceEvents, 'service_events');
    for (const schedule of schedules) {
      for (const { date, day } of planServingSchedule(range, schedule.days, []).create) {
        const id = ctx.id('service-event', schedule.id, date);
        const eaterCount = day.meatEaters + day.nonMeatEaters;
        await events.add({
          id,
          accountId: schedule.accountId,
          addressId: schedule.addressId,
          serviceLineId: schedule.serviceLineId,
          serviceTypeId: day.serviceTypeId,
          servingScheduleId: schedule.id,
          date,
          serviceTime: day.serviceTime,
          specialRequest: false,
          eaterCount,
          dietaryCount: day.nonMeatEaters,
          allergenCount: random.int(0, Math.min(3, eaterCount)),
          pricePerPerson: day.pricePerEater,
        });
        if (surveyChoice.next() * remaining < wanted) {
          surveyed.push({
            id,
            accountId: schedule.accountId,
            marketId: schedule.marketId,
            serviceLineId: schedule.serviceLineId,
            serviceTypeId: day.serviceTypeId,
            serviceTypeName: schedule.serviceTypeName,
            date,
            serviceTime: day.serviceTime,
            eaterCount,
            dietaryCount: day.nonMeatEaters,
          });
          wanted--;
        }
        remaining--;
      }
    }
    await events.flush();
  });
  return surveyed;
}
