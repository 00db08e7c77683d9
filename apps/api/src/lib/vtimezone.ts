/**
 * A VTIMEZONE component (RFC 5545 3.6.5) for an IANA zone over a window, written from the
 * runtime's own time zone data (Intl), so the calendar feeds need no zone database package
 * (docs/calendar-feeds.md). Rather than recurrence rules, which Intl cannot tell, it lists
 * the offset in force at the window's start and every change inside the window, each as
 * its own observance: exact for the dates the window holds, whatever the zone's rules.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (Phoenix: -420). */
export function offsetMinutes(timeZone: string, at: number): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // "GMT": UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The first minute in (from, to] whose offset differs from the one at `from`. */
function changeBetween(timeZone: string, from: number, to: number): number {
  const before = offsetMinutes(timeZone, from);
  let [low, high] = [from, to];
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetMinutes(timeZone, middle) === before) low = middle;
    else high = middle;
  }
  return high;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `-0700` */
const utcOffset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The local date-time, `20250309T020000`, of an instant at an offset. */
function localStamp(at: number, offset: number): string {
  const d = new Date(at + offset * MINUTE_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
}

/** The offsets in force over `[from, to]`: the first, then each change. */
export function zoneChanges(timeZone: string, from: number, to: number) {
  const changes = [
    { at: from, from: offsetMinutes(timeZone, from), to: offsetMinutes(timeZone, from) },
  ];
  for (let day = from; day < to; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, to);
    const [before, after] = [offsetMinutes(timeZone, day), offsetMinutes(timeZone, next)];
    if (before !== after)
      changes.push({ at: changeBetween(timeZone, day, next), from: before, to: after });
  }
  return changes;
}

/**
 * The VTIMEZONE of `timeZone` over `[from, to]` (epoch milliseconds). An observance whose
 * offset is the smallest seen is STANDARD, any other DAYLIGHT.
 */
export function vtimezone(timeZone: string, from: number, to: number): string {
  const changes = zoneChanges(timeZone, from, to);
  const standard = Math.min(...changes.map((change) => change.to));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`];
  for (const change of changes) {
    const kind = change.to === standard ? 'STANDARD' : 'DAYLIGHT';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(change.at, change.from)}`,
      `TZOFFSETFROM:${utcOffset(change.from)}`,
      `TZOFFSETTO:${utcOffset(change.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
