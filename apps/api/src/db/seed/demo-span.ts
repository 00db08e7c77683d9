import { addDays, monthRange, parseCalendarDate, todayIn, weekdayOf } from '@catering/domain';

/**
 * The dates the demo covers: the previous, current and next month (Phoenix's today). The
 * previous month gives the demo's hosts and eaters weeks of served lunches to report on,
 * whatever day of the month the demo is loaded (a forecast reads the last ten surveys).
 */
export function demoSpan(now: Date): { from: string; to: string } {
  const today = parseCalendarDate(todayIn('America/Phoenix', now))!;
  const [year, month] = today.split('-').map(Number) as [number, number];
  // monthRange reads month 0 as the December before and 13 as the January after.
  return { from: monthRange(year, month - 1).from, to: monthRange(year, month + 1).to };
}

/**
 * The weekdays of the demo's span, each with its turn in the demo's rotations (which menu,
 * which add-on element): counted from the current month's first weekday, negative in the
 * previous month, so the current and next month keep the turns they had before the span
 * reached back.
 */
export function demoWeekdays(now: Date): { date: string; turn: number }[] {
  const { from, to } = demoSpan(now);
  const thisMonth = `${parseCalendarDate(todayIn('America/Phoenix', now))!.slice(0, 7)}-01`;
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1))
    if (!['saturday', 'sunday'].includes(weekdayOf(date))) dates.push(date);
  const before = dates.filter((date) => date < thisMonth).length;
  return dates.map((date, index) => ({ date, turn: index - before }));
}

/** `turn` as a position in a list of `length`: turns before the month count back from the end. */
export const inTurn = (turn: number, length: number) => ((turn % length) + length) % length;
