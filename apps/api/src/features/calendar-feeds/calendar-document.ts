import { CALENDAR_FEED_MESSAGES, CALENDAR_FEED_SERVICE_MINUTES } from '@catering/domain';
import { ICalCalendar } from 'ical-generator';
import { vtimezone } from '../../lib/vtimezone.js';
import type { AccountServiceRow, LineMenuRow } from './calendar-feeds.repo.js';

/**
 * The iCal text of a feed (RFC 5545; docs/calendar-feeds.md): pure, from rows to text.
 * Services carry TZID times in the market's zone with a VTIMEZONE for it; scheduled menus
 * are all-day dates. Stamps and LAST-MODIFIED are in UTC.
 */

export interface FeedCalendar {
  /** "Catering: Acme Labs" */
  name: string;
  timeZone: string;
  /** The dates the feed holds, `YYYY-MM-DD`, for the VTIMEZONE's span. */
  from: string;
  to: string;
  now: Date;
}

const PRODID = { company: 'Catering Console', product: 'Calendar feeds', language: 'EN' };
const dayMs = 86_400_000;

function calendarOf(feed: FeedCalendar): ICalCalendar {
  const calendar = new ICalCalendar({ name: feed.name, prodId: PRODID });
  // No calendar-wide zone: ical-generator would then write DTSTAMP and LAST-MODIFIED as
  // local times. Events name the zone; the generator writes its VTIMEZONE.
  const span = [
    Date.parse(`${feed.from}T00:00:00Z`) - 2 * dayMs,
    Date.parse(`${feed.to}T00:00:00Z`) + 2 * dayMs,
  ] as const;
  calendar.timezone({ name: null, generator: (zone) => vtimezone(zone, ...span) });
  calendar.x('X-WR-TIMEZONE', feed.timeZone);
  return calendar;
}

/**
 * A wall-clock time as ical-generator reads a zoned native Date: from its local fields,
 * which are exactly the ones given here (the instant itself is never written).
 */
function wallClock(date: string, time: string, plusMinutes = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes + plusMinutes);
}

const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

const uid = (kind: string, id: string) => `${kind}-${id}@catering-console`;

/** A row's version for SEQUENCE: seconds since it was created, grows with each update. */
const sequenceOf = (row: { createdAt: Date; updatedAt: Date }) =>
  Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000));

function addressOf(row: AccountServiceRow): string {
  const street = [row.addressOne, row.addressTwo].filter((part) => part.trim() !== '').join(', ');
  const region = [row.state, row.zipCode].filter(Boolean).join(' ');
  return [street, row.city, region].filter((part) => part.trim() !== '').join(', ');
}

/** The headcount as the serving schedule names it: meat and non-meat eaters, and the total. */
export function headcountLines(
  row: Pick<AccountServiceRow, 'eaterCount' | 'dietaryCount' | 'allergenCount'>,
) {
  const lines = [
    `Meat eaters: ${row.eaterCount - row.dietaryCount}`,
    `Non-meat eaters: ${row.dietaryCount}`,
    `Total eaters: ${row.eaterCount}`,
  ];
  if (row.allergenCount > 0) lines.push(`Needing accommodations: ${row.allergenCount}`);
  return lines;
}

/** An account's feed: one timed event per service, an hour long. */
export function accountCalendar(feed: FeedCalendar, services: readonly AccountServiceRow[]) {
  const calendar = calendarOf(feed);
  for (const row of services) {
    const time = row.serviceTime.slice(0, 5);
    calendar.createEvent({
      id: uid('service-event', row.id),
      sequence: sequenceOf(row),
      stamp: feed.now,
      lastModified: row.updatedAt,
      created: row.createdAt,
      timezone: feed.timeZone,
      start: wallClock(row.date, time),
      end: wallClock(row.date, time, CALENDAR_FEED_SERVICE_MINUTES),
      summary: `${row.serviceLineName} · ${row.menuName ?? CALENDAR_FEED_MESSAGES.noMenu}`,
      description: [
        `Service line: ${row.serviceLineName}${row.specialRequest ? ' (special request)' : ''}`,
        ...headcountLines(row),
      ].join('\n'),
      location: addressOf(row) || null,
    });
  }
  return calendar.toString();
}

/** A market and line's feed: one all-day event per scheduled menu. */
export function lineCalendar(feed: FeedCalendar, menus: readonly LineMenuRow[]) {
  const calendar = calendarOf(feed);
  for (const row of menus) {
    calendar.createEvent({
      id: uid('scheduled-menu', row.id),
      sequence: sequenceOf(row),
      stamp: feed.now,
      lastModified: row.updatedAt,
      created: row.createdAt,
      allDay: true,
      start: calendarDay(row.date),
      summary: row.name,
      description: row.elementNames.length > 0 ? row.elementNames.join('\n') : null,
    });
  }
  return calendar.toString();
}
