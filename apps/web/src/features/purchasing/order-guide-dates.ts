import { addDays, WEEKDAYS, weekdayOf } from '@catering/domain';

/**
 * The week an order guide opens on: next Monday to the Sunday after it, in the browser's
 * local dates. On a Monday, "next Monday" is a week away: this week is already being cooked.
 */
export function nextWeek(today: string): { from: string; to: string } {
  const from = addDays(today, 7 - WEEKDAYS.indexOf(weekdayOf(today)));
  return { from, to: addDays(from, 6) };
}
