import { normalizeTime, parseCalendarDate } from '@catering/domain';

/**
 * Calendar dates (`YYYY-MM-DD`) as the person at this browser reads them. Service dates are
 * calendar dates (DESIGN.md 5): "today" is the browser's local day, and a date becomes a
 * `Date` only at local midnight, for widgets (calendars) that need one.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date of a moment. */
export function calendarDateOf(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

export function localToday(now: Date = new Date()): string {
  return calendarDateOf(now);
}

/** Local midnight of a calendar date, plus an optional `HH:MM` time of day. */
export function localDateTime(date: string, time = '00:00'): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = (normalizeTime(time) ?? '00:00').split(':').map(Number) as [
    number,
    number,
  ];
  return new Date(year, month - 1, day, hour, minute);
}

/** Year, month (1-12) and day of a calendar date. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** The spec's date form, MM/DD/YYYY. */
export function formatCalendarDate(date: string): string {
  const valid = parseCalendarDate(date);
  if (!valid) return date;
  const { year, month, day } = dateParts(valid);
  return `${pad(month)}/${pad(day)}/${year}`;
}

/** "Monday, March 3, 2025". */
export function formatLongDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(localDateTime(date));
}

/** A time of day as people read it here: "12:00 PM". */
export function formatTimeOfDay(time: string): string {
  const normalized = normalizeTime(time);
  if (!normalized) return time;
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(
    localDateTime('2000-01-01', normalized),
  );
}
