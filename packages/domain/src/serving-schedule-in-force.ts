import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './calendar.js';
import { uuid } from './ids.js';

/**
 * A weekday the line serves now: the figures of the schedule that set it, and that
 * schedule's range (the weekday is served up to `endDate`).
 */
export const servedWeekdaySchema = z.object({
  day: z.enum(WEEKDAYS),
  meatEaters: z.number().int(),
  nonMeatEaters: z.number().int(),
  pricePerEater: z.number(),
  serviceTime: z.string(),
  serviceTypeId: uuid,
  startDate: z.string(),
  endDate: z.string(),
});
export type ServedWeekday = z.infer<typeof servedWeekdaySchema>;

/** The weekdays a line serves now, Monday first; a weekday not listed is not served. */
export const servingScheduleInForceSchema = z.array(servedWeekdaySchema);

export interface AppliedSchedule {
  startDate: string;
  endDate: string;
  data: readonly {
    day: string;
    shouldServeOnDay: boolean;
    meatEaters: number;
    nonMeatEaters: number;
    pricePerEater: number;
    serviceTime: string;
    serviceTypeId: string;
  }[];
}

/**
 * The schedule in force (docs/accounts.md): each weekday as the newest applied schedule
 * that still runs (ends today or later) and sent that weekday says: Add/Update serves it
 * with that schedule's figures, Remove does not. A weekday no running schedule sent is not
 * served. `newestFirst` is every schedule applied to the account's line, newest first.
 */
export function scheduleInForce(
  newestFirst: readonly AppliedSchedule[],
  today: string,
): ServedWeekday[] {
  const running = newestFirst.filter((schedule) => schedule.endDate >= today);
  return WEEKDAYS.flatMap((day: Weekday) => {
    for (const schedule of running) {
      const entry = schedule.data.find((sent) => sent.day === day);
      if (!entry) continue;
      if (!entry.shouldServeOnDay) return [];
      const { shouldServeOnDay: _served, ...figures } = entry;
      return [{ ...figures, day, startDate: schedule.startDate, endDate: schedule.endDate }];
    }
    return [];
  });
}
