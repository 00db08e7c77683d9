import { dateParts, localToday } from '../../../lib/local-date';

/** The month a calendar shows (`month` 1-12), and the paths around it (spec 2.2). */
export interface CalendarMonth {
  year: number;
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The route's month and year; the current month when they are absent or not a real month
 * (a hand-typed `/scheduling/13/2025` opens the current month rather than an error).
 */
export function monthOfRoute(
  month: string | undefined,
  year: string | undefined,
  today: string = localToday(),
): CalendarMonth {
  const m = Number(month);
  const y = Number(year);
  if (Number.isInteger(m) && m >= 1 && m <= 12 && Number.isInteger(y) && y >= 1900 && y <= 9999) {
    return { year: y, month: m };
  }
  const { year: thisYear, month: thisMonth } = dateParts(today);
  return { year: thisYear, month: thisMonth };
}

export function monthOfDate(date: string): CalendarMonth {
  const { year, month } = dateParts(date);
  return { year, month };
}

export const sameMonth = (a: CalendarMonth, b: CalendarMonth) =>
  a.year === b.year && a.month === b.month;

export const firstOfMonth = ({ year, month }: CalendarMonth) => `${year}-${pad(month)}-01`;

/** The months before and after, whose days fill the edges of a month grid. */
export function neighbourMonths({ year, month }: CalendarMonth): CalendarMonth[] {
  return [-1, 1].map((step) => {
    const index = year * 12 + (month - 1) + step;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

/** The calendar's route (spec 2.2), under the signed-in shell's `/`. */
export const SCHEDULING_CALENDAR_ROUTE = 'markets/:marketId/scheduling/:month?/:year?';

export const schedulingMonthPath = (marketId: string, { year, month }: CalendarMonth) =>
  `/markets/${encodeURIComponent(marketId)}/scheduling/${month}/${year}`;

export const schedulingDetailPath = (marketId: string, date: string) =>
  `/markets/${encodeURIComponent(marketId)}/scheduling-detail/${date}`;

export const scheduledMenuPath = (id: string) => `/scheduled-menus/${encodeURIComponent(id)}`;
