import { describe, expect, it } from 'vitest';
import {
  addDays,
  money,
  monthRange,
  normalizeTime,
  parseCalendarDate,
  todayIn,
  weekdayOf,
} from './calendar.js';

describe('calendar dates', () => {
  it('reads YYYY-MM-DD and the spec MM/DD/YYYY, refusing impossible dates', () => {
    expect(parseCalendarDate('2026-11-22')).toBe('2026-11-22');
    expect(parseCalendarDate('11/22/2026')).toBe('2026-11-22');
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDate('22.11.2026')).toBeNull();
  });

  it('steps over month and year ends and names weekdays Monday first', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-22')).toBe('sunday');
    expect(weekdayOf('2026-11-23')).toBe('monday');
    expect(monthRange(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it("computes a market's today in its own time zone", () => {
    const lateEvening = new Date('2026-11-23T05:30:00Z'); // 22:30 in Phoenix on the 22nd
    expect(todayIn('America/Phoenix', lateEvening)).toBe('2026-11-22');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-23');
  });
});

describe('times and money', () => {
  it('normalises HH:MM and h:mm AM/PM to a 24-hour HH:MM', () => {
    expect(normalizeTime('9:05')).toBe('09:05');
    expect(normalizeTime('12:00:00')).toBe('12:00');
    expect(normalizeTime('12:30 AM')).toBe('00:30');
    expect(normalizeTime('12:30 pm')).toBe('12:30');
    expect(normalizeTime('1:15 P.M.')).toBe('13:15');
    expect(normalizeTime('24:00')).toBeNull();
    expect(normalizeTime('13:00 PM')).toBeNull();
  });

  it('takes money with at most two decimals, not negative', () => {
    const schema = money();
    expect(schema.parse('12.50')).toBe(12.5);
    expect(schema.safeParse(12.345).success).toBe(false);
    expect(schema.safeParse(-1).success).toBe(false);
    expect(schema.parse(0.1 + 0.2 - 0.0000000000000001)).toBeCloseTo(0.3);
  });
});
