import { describe, expect, it } from 'vitest';
import { calendarDateOfRoute, hostDailyPath } from './paths';

describe("the daily view's MM-DD-YY date", () => {
  it('writes the day into the address and reads it back', () => {
    const path = hostDailyPath('market-1', 'line-1', '2025-01-09');
    expect(path).toBe('/hosts/daily/market/market-1/serviceLine/line-1/date/01-09-25');
    expect(calendarDateOfRoute(path.split('/').at(-1) ?? '')).toBe('2025-01-09');
  });

  it('reads no date from what is not a day', () => {
    expect(['02-30-25', '13-01-25', '2025-01-09', '1-9-25', ''].map(calendarDateOfRoute)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
