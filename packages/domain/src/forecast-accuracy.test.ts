import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import {
  ACCURACY_MESSAGES,
  type AccuracyObservation,
  accuracyFigures,
  accuracyMonthRange,
  forecastAccuracy,
  forecastAccuracyQuerySchema,
  forecastAccuracySchema,
  weekStartOf,
} from './forecast-accuracy.js';

const LUNCH = '00000000-0000-4000-8000-00000000000a';
const BREAKFAST = '00000000-0000-4000-8000-00000000000b';
const PAPAGO = '00000000-0000-4000-8000-000000000001';
const SAGUARO = '00000000-0000-4000-8000-000000000002';

const lunchAt = (accountId: string) => ({
  serviceLineId: LUNCH,
  serviceLine: 'Lunch',
  accountId,
  accountName: accountId === PAPAGO ? 'Papago' : 'Saguaro',
});
const breakfastAtSaguaro = {
  serviceLineId: BREAKFAST,
  serviceLine: 'Breakfast',
  accountId: SAGUARO,
  accountName: 'Saguaro',
};
const element = (
  date: string,
  where: ReturnType<typeof lunchAt>,
  planned: number,
  brought: number | null,
  leftover: number | null,
  peopleNotServed: number | null = null,
): AccuracyObservation => ({
  date,
  ...where,
  plannedPortions: planned,
  broughtPortions: brought,
  leftoverPortions: leftover,
  runout: peopleNotServed !== null,
  peopleNotServed,
  portionPerEater: 4,
});

// Weeks of Monday 3 and Monday 10 March 2025.
const month = [
  element('2025-03-04', lunchAt(PAPAGO), 200, 200, 50), // chicken
  element('2025-03-04', lunchAt(PAPAGO), 100, 100, 10), // rice
  element('2025-03-05', breakfastAtSaguaro, 60, 60, 0, 5), // eggs ran out
  element('2025-03-11', lunchAt(PAPAGO), 160, 160, 16),
  element('2025-03-12', lunchAt(SAGUARO), 80, null, null), // nothing reported back
  element('2025-03-09', breakfastAtSaguaro, 72, 72, 0, 3), // a Sunday: the first week
];
const applied = [
  { accountId: PAPAGO, date: '2025-03-04' },
  { accountId: PAPAGO, date: '2025-03-06' },
];

describe('forecastAccuracy', () => {
  const accuracy = forecastAccuracy(month, applied);

  it('totals the month: planned against eaten where the hosts said what came back', () => {
    // Planned 200 + 100 + 60 + 160 + 80 + 72 = 672; eaten 150 + 90 + 60 + 144 + 72 = 516
    // of 592 planned where known (the 80 unreported aside); 76 of 592 brought came back.
    expect(accuracy.total).toEqual({
      services: 5,
      plannedPortions: 672,
      eatenPortions: 516,
      wastePct: 0.1284, // 76 / 592 = 0.128378
      runouts: 2,
      peopleNotServed: 8,
      plannedVsEaten: 0.8716, // 516 / 592 = 0.871622
    });
  });

  it('splits the month by service line, by name', () => {
    expect(accuracy.serviceLines.map((l) => [l.name, l.services, l.plannedVsEaten])).toEqual([
      ['Breakfast', 2, 1], // 132 / 132
      ['Lunch', 3, 0.8348], // 384 / 460
    ]);
    expect(accuracy.serviceLines[1]!.wastePct).toBe(0.1652); // 76 / 460
  });

  it('splits an account at its latest applied date, that day counted before', () => {
    const [papago, saguaro] = accuracy.accounts;
    expect(papago!.name).toBe('Papago');
    expect(papago!.appliedOn).toBe('2025-03-06');
    expect(papago!.plannedPortions).toBe(460);
    // Before: 4 March, 240 eaten of 300, 60 back. After: 11 March, 144 of 160, 16 back.
    expect(papago!.before).toMatchObject({ services: 1, wastePct: 0.2, plannedVsEaten: 0.8 });
    expect(papago!.after).toMatchObject({ services: 1, wastePct: 0.1, plannedVsEaten: 0.9 });
    expect(saguaro).toMatchObject({
      name: 'Saguaro',
      appliedOn: null,
      before: null,
      after: null,
      services: 3,
      plannedPortions: 212,
      eatenPortions: 132,
      runouts: 2,
      peopleNotServed: 8,
    });
  });

  it('draws the trend by weeks starting on Monday', () => {
    expect(accuracy.weeks.map((w) => [w.weekStart, w.services, w.plannedVsEaten])).toEqual([
      ['2025-03-03', 3, 0.8611], // 372 / 432
      ['2025-03-10', 2, 0.9], // 144 / 160
    ]);
    expect(weekStartOf('2025-03-09')).toBe('2025-03-03');
    expect(weekStartOf('2025-03-10')).toBe('2025-03-10');
  });

  it('answers as the API schema says', () => {
    expect(forecastAccuracySchema.parse(accuracy)).toEqual(accuracy);
  });

  it('has no ratios for a month without reports', () => {
    expect(forecastAccuracy([], applied)).toEqual({
      total: {
        services: 0,
        plannedPortions: 0,
        eatenPortions: 0,
        wastePct: null,
        runouts: 0,
        peopleNotServed: 0,
        plannedVsEaten: null,
      },
      serviceLines: [],
      accounts: [],
      weeks: [],
    });
  });
});

describe('forecastAccuracy properties', () => {
  const observationArb = fc.record({
    day: fc.integer({ min: 0, max: 30 }),
    line: fc.constantFrom(LUNCH, BREAKFAST),
    account: fc.constantFrom(PAPAGO, SAGUARO),
    planned: fc.integer({ min: 0, max: 500 }),
    brought: fc.option(fc.integer({ min: 0, max: 500 }), { freq: 5 }),
    leftover: fc.option(fc.integer({ min: 0, max: 500 }), { freq: 5 }),
    peopleNotServed: fc.option(fc.integer({ min: 0, max: 20 })),
  });

  it('the parts add up to the whole, however it is split', () => {
    fc.assert(
      fc.property(
        fc.array(observationArb, { maxLength: 20 }),
        fc.option(fc.integer({ min: 0, max: 30 })),
        (drafts, appliedDay) => {
          const observations = drafts.map((d) =>
            element(
              addDays('2025-03-01', d.day),
              d.line === LUNCH ? lunchAt(d.account) : breakfastAtSaguaro,
              d.planned,
              d.brought,
              d.leftover,
              d.peopleNotServed,
            ),
          );
          const appliedTo =
            appliedDay === null
              ? []
              : [{ accountId: PAPAGO, date: addDays('2025-03-01', appliedDay) }];
          const accuracy = forecastAccuracy(observations, appliedTo);
          const total = accuracyFigures(observations);
          for (const parts of [accuracy.serviceLines, accuracy.accounts, accuracy.weeks]) {
            const sum = (pick: (f: typeof total) => number) =>
              parts.reduce((s, p) => s + pick(p), 0);
            expect(sum((f) => f.services)).toBe(total.services);
            expect(sum((f) => f.runouts)).toBe(total.runouts);
            expect(sum((f) => f.plannedPortions)).toBeCloseTo(total.plannedPortions, 6);
            expect(sum((f) => f.eatenPortions)).toBeCloseTo(total.eatenPortions, 6);
          }
          for (const account of accuracy.accounts) {
            if (account.before === null || account.after === null) continue;
            expect(account.before.services + account.after.services).toBe(account.services);
            expect(account.before.runouts + account.after.runouts).toBe(account.runouts);
          }
          if (total.plannedVsEaten !== null) expect(total.plannedVsEaten).toBeGreaterThanOrEqual(0);
          if (total.wastePct !== null) expect(total.wastePct).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('the accuracy query', () => {
  const MARKET = '00000000-0000-4000-8000-0000000000ff';
  const monthIssues = (month: unknown) =>
    forecastAccuracyQuerySchema
      .safeParse({ marketId: MARKET, month })
      .error?.issues.map((issue) => issue.message);

  it('takes a YYYY-MM month and refuses anything else with one message', () => {
    expect(monthIssues('2026-02')).toBeUndefined();
    for (const month of ['2026-13', '2026-00', '2026-2', '02/2026', '2026-02-01', undefined])
      expect(monthIssues(month)).toEqual([ACCURACY_MESSAGES.month]);
  });

  it("covers the month's days, leap years included", () => {
    expect(accuracyMonthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(accuracyMonthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
