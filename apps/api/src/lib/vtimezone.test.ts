import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { offsetMinutes, vtimezone } from './vtimezone.js';

const from = Date.UTC(2025, 0, 1);
const to = Date.UTC(2025, 11, 31);

describe('vtimezone', () => {
  it('lists New York’s two changes of 2025 at their local times', () => {
    const text = vtimezone('America/New_York', from, to);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'X-LIC-LOCATION:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:20241231T190000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20250309T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20251102T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('gives Phoenix, without daylight time, one observance', () => {
    expect(offsetMinutes('America/Phoenix', Date.UTC(2025, 6, 1))).toBe(-420);
    expect(vtimezone('America/Phoenix', from, to).match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual([
      'BEGIN:STANDARD',
    ]);
  });

  it('converts local times as ical.js reads the component', () => {
    const calendar = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${vtimezone('America/Chicago', from, to)}\r\nEND:VCALENDAR`;
    const zone = new ICAL.Timezone(
      new ICAL.Component(ICAL.parse(calendar)).getFirstSubcomponent('vtimezone') as ICAL.Component,
    );
    const at = (iso: string) => {
      const time = ICAL.Time.fromDateTimeString(iso);
      time.zone = zone;
      return time.toJSDate().toISOString();
    };
    expect(at('2025-01-15T12:00:00')).toBe('2025-01-15T18:00:00.000Z');
    expect(at('2025-07-15T12:00:00')).toBe('2025-07-15T17:00:00.000Z');
  });
});
