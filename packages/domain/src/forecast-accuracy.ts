import { z } from 'zod';
import { addDays, monthRange, WEEKDAYS, weekdayOf } from './calendar.js';
import { uuid } from './ids.js';

/**
 * The forecast accuracy dashboard (issue #28 point 4; docs/forecast.md): for a market and
 * month, what was planned against what the hosts say was eaten, the waste and the runouts,
 * per service line, per account (before and after its suggestions were applied) and by
 * week. Pure: the API reads the completed surveys' elements.
 */

export const ACCURACY_MESSAGES = {
  chooseMarket: 'Choose a market.',
  month: 'month: Must be a month (YYYY-MM), such as 2026-03.',
  noMarket: 'Market not found.',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `GET /v1/forecast/accuracy`: a market's month, `YYYY-MM` in the market's calendar. */
export const forecastAccuracyQuerySchema = z.object({
  marketId: z.uuid({ error: ACCURACY_MESSAGES.chooseMarket }),
  month: z.string({ error: ACCURACY_MESSAGES.month }).regex(MONTH, ACCURACY_MESSAGES.month),
});
export type ForecastAccuracyQuery = z.output<typeof forecastAccuracyQuerySchema>;

/** The first and last service dates of a `YYYY-MM` month. */
export function accuracyMonthRange(month: string): { from: string; to: string } {
  const [, year, number] = MONTH.exec(month) ?? [];
  if (!year || !number) throw new Error(`not a month: ${month}`);
  return monthRange(Number(year), Number(number));
}

/** One completed survey's report on one scheduled element, in portion units. */
export interface AccuracyObservation {
  /** Service date, YYYY-MM-DD. */
  date: string;
  serviceLineId: string;
  serviceLine: string;
  accountId: string;
  accountName: string;
  plannedPortions: number;
  broughtPortions: number | null;
  leftoverPortions: number | null;
  runout: boolean;
  peopleNotServed: number | null;
  portionPerEater: number | null;
}

const figureFields = {
  /** Services reported: an account's service line on a date, however many elements. */
  services: z.number().int(),
  /** Summed over every element reported (units of different elements add up as they are). */
  plannedPortions: z.number(),
  /** Brought − leftover, over the elements where both are known and leftover ≤ brought. */
  eatenPortions: z.number(),
  /** Σ leftover / Σ brought over those same elements, 0..1; null when nothing was brought. */
  wastePct: z.number().nullable(),
  /** Elements that ran out. */
  runouts: z.number().int(),
  /** Summed over the elements that ran out. */
  peopleNotServed: z.number(),
  /** Eaten / planned over the elements where eaten is known; null when none planned. */
  plannedVsEaten: z.number().nullable(),
};
export const accuracyFiguresSchema = z.object(figureFields);
export type AccuracyFigures = z.infer<typeof accuracyFiguresSchema>;

/** A market's month of forecast accuracy. */
export const forecastAccuracySchema = z.object({
  total: accuracyFiguresSchema,
  /** By name. */
  serviceLines: z.array(z.object({ id: uuid, name: z.string(), ...figureFields })),
  /**
   * By name. `appliedOn`: the latest date a suggestion was applied to the account; `before`
   * counts its services up to that date, `after` those after it; all null when never applied.
   */
  accounts: z.array(
    z.object({
      id: uuid,
      name: z.string(),
      appliedOn: z.string().nullable(),
      before: accuracyFiguresSchema.nullable(),
      after: accuracyFiguresSchema.nullable(),
      ...figureFields,
    }),
  ),
  /** The trend: weeks starting on Monday, in order. */
  weeks: z.array(z.object({ weekStart: z.string(), ...figureFields })),
});
export type ForecastAccuracy = z.infer<typeof forecastAccuracySchema>;

const isAmount = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value >= 0;
const toThousandth = (value: number) => Math.round(value * 1000) / 1000;
const toRatio = (value: number) => Math.round(value * 10_000) / 10_000;

/** The figures of some observations; sums are exact until rounded at the end. */
export function accuracyFigures(observations: readonly AccuracyObservation[]): AccuracyFigures {
  const services = new Set<string>();
  let planned = 0;
  let plannedOfEaten = 0;
  let eaten = 0;
  let brought = 0;
  let leftover = 0;
  let runouts = 0;
  let peopleNotServed = 0;
  for (const o of observations) {
    services.add(`${o.date} ${o.serviceLineId} ${o.accountId}`);
    const plannedHere = Number.isFinite(o.plannedPortions) ? o.plannedPortions : 0;
    planned += plannedHere;
    if (
      isAmount(o.broughtPortions) &&
      isAmount(o.leftoverPortions) &&
      o.leftoverPortions <= o.broughtPortions
    ) {
      plannedOfEaten += plannedHere;
      eaten += o.broughtPortions - o.leftoverPortions;
      brought += o.broughtPortions;
      leftover += o.leftoverPortions;
    }
    if (o.runout) {
      runouts += 1;
      if (isAmount(o.peopleNotServed)) peopleNotServed += o.peopleNotServed;
    }
  }
  return {
    services: services.size,
    plannedPortions: toThousandth(planned),
    eatenPortions: toThousandth(eaten),
    wastePct: brought > 0 ? toRatio(leftover / brought) : null,
    runouts,
    peopleNotServed,
    plannedVsEaten: plannedOfEaten > 0 ? toRatio(eaten / plannedOfEaten) : null,
  };
}

function groupBy<K>(
  observations: readonly AccuracyObservation[],
  keyOf: (o: AccuracyObservation) => K,
): Map<K, AccuracyObservation[]> {
  const groups = new Map<K, AccuracyObservation[]>();
  for (const o of observations) {
    const key = keyOf(o);
    const group = groups.get(key);
    if (group) group.push(o);
    else groups.set(key, [o]);
  }
  return groups;
}

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The Monday of a date's week (the spec's week runs Monday to Sunday). */
export const weekStartOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));

/**
 * The dashboard's figures. An account's before/after split falls at its latest applied
 * date: services on that day were planned before the change, so they count as before.
 */
export function forecastAccuracy(
  observations: readonly AccuracyObservation[],
  applied: readonly { accountId: string; date: string }[],
): ForecastAccuracy {
  const latestApplied = new Map<string, string>();
  for (const a of applied) {
    const seen = latestApplied.get(a.accountId);
    if (seen === undefined || a.date > seen) latestApplied.set(a.accountId, a.date);
  }

  const serviceLines = [...groupBy(observations, (o) => o.serviceLineId).values()]
    .map((group) => ({
      id: group[0]!.serviceLineId,
      name: group[0]!.serviceLine,
      ...accuracyFigures(group),
    }))
    .sort(byName);

  const accounts = [...groupBy(observations, (o) => o.accountId).values()]
    .map((group) => {
      const id = group[0]!.accountId;
      const appliedOn = latestApplied.get(id) ?? null;
      return {
        id,
        name: group[0]!.accountName,
        appliedOn,
        before:
          appliedOn === null ? null : accuracyFigures(group.filter((o) => o.date <= appliedOn)),
        after: appliedOn === null ? null : accuracyFigures(group.filter((o) => o.date > appliedOn)),
        ...accuracyFigures(group),
      };
    })
    .sort(byName);

  const weeks = [...groupBy(observations, (o) => weekStartOf(o.date)).entries()]
    .map(([weekStart, group]) => ({ weekStart, ...accuracyFigures(group) }))
    .sort((a, b) => (a.weekStart < b.weekStart ? -1 : a.weekStart > b.weekStart ? 1 : 0));

  return { total: accuracyFigures(observations), serviceLines, accounts, weeks };
}
