import { z } from 'zod';

/**
 * Calendar dates, times of day and money as the API speaks them: dates `YYYY-MM-DD`
 * (service dates are calendar dates, DESIGN.md 5), times `HH:MM` on a 24-hour clock,
 * money with at most two decimals. Pure; the arithmetic stays in UTC so no time zone of
 * the machine can move a date.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `YYYY-MM-DD` of a valid calendar date, or null. Also reads the spec's `MM/DD/YYYY`. */
export function parseCalendarDate(text: string): string | null {
  const iso = ISO_DATE.exec(text.trim());
  const us = US_DATE.exec(text.trim());
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [Number.NaN, Number.NaN, Number.NaN];
  if (!Number.isInteger(year) || year < 1900 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export const calendarDate = (message = 'Must be a date (YYYY-MM-DD).') =>
  z.string({ error: message }).transform((text, ctx) => {
    const date = parseCalendarDate(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; the spec's week runs Monday to Sunday.
  return WEEKDAYS[(toUtc(date).getUTCDay() + 6) % 7]!;
}

/** First and last day of a month (`month` 1-12). */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const from = new Date(Date.UTC(year, month - 1, 1)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from, to };
}

/** Today's date in an IANA time zone (a market's "today", DESIGN.md 5). */
// Making a formatter costs far more than using one, and the lock asks on most reads.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

export function todayIn(timeZone: string, now = new Date()): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

const TIME_24 = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const TIME_12 = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*([AaPp])\.?\s*[Mm]\.?$/;

/** `HH:MM` (24-hour) from `HH:MM`, `HH:MM:SS` or `h:mm AM/PM`; null if neither. */
export function normalizeTime(text: string): string | null {
  const trimmed = text.trim();
  const h24 = TIME_24.exec(trimmed);
  if (h24) return `${h24[1]!.padStart(2, '0')}:${h24[2]}`;
  const h12 = TIME_12.exec(trimmed);
  if (!h12) return null;
  const hour = (Number(h12[1]) % 12) + (h12[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${h12[2]}`;
}

export const timeOfDay = (message = 'Must be a time (HH:MM or h:mm AM/PM).') =>
  z.string({ error: message }).transform((text, ctx) => {
    const time = normalizeTime(text);
    if (!time) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return time;
  });

/** An optional time: empty and null mean none. */
export const optionalTimeOfDay = (message?: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), timeOfDay(message).nullable());

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Money: not negative, at most two decimals; form strings are read as numbers. */
export const money = (message = 'Must be an amount with no more than 2 decimal places.') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: message })
      .finite(message)
      .min(0, message)
      .max(99_999_999, message)
      .refine(hasAtMostTwoDecimals, message),
  );

/** A whole count of people: not negative. */
export const headcount = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(0, message).max(1_000_000, message),
  );

/** `YYYY-MM-DD` as people here read and the spec's scheduling calls send it: MM/DD/YYYY. */
export function formatUsDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}
