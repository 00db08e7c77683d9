import { describe, expect, it } from 'vitest';
import { nextWeek, thisMonth } from './order-guide-dates';

describe('nextWeek', () => {
  it('runs from next Monday to the Sunday after it', () => {
    // Saturday 28 November 2026.
    expect(nextWeek('2026-11-28')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    // A Sunday: tomorrow.
    expect(nextWeek('2026-11-29')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    // A Monday: this week is being cooked, the guide is for the next one.
    expect(nextWeek('2026-11-30')).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    // Across a year.
    expect(nextWeek('2026-12-31')).toEqual({ from: '2027-01-04', to: '2027-01-10' });
  });
});

describe('thisMonth', () => {
  it("runs from the 1st to the month's last day", () => {
    expect(thisMonth('2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(thisMonth('2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    // February, in a common year and a leap year.
    expect(thisMonth('2027-02-14')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(thisMonth('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
