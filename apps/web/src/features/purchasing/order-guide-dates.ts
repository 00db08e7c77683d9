import { addDays, WEEKDAYS, weekdayOf } from '@catering/domain';

/**
 * The week an order guide opens on: next Monday to the Sunday after it, in the browser's
 * local dates. On a Monday, "next Monday" is a week away: this week is already being cooked.
 */
export function nextWeek(today: string): { from: string; to: string } {
  const from = addDays(today, 7 - WEEKDAYS.indexOf(weekdayOf(today)));
  return { from, to: addDays(from, 6) };
}

/** The month a food cost report opens on: the 1st of today's month to its last day. */
export function thisMonth(today: string): { from: string; to: string } {
  const from = `${today.slice(0, 8)}01`;
  const nextMonthsFirst = addDays(`${today.slice(0, 8)}28`, 4).slice(0, 8);
  return { from, to: addDays(`${nextMonthsFirst}01`, -1) };
}
