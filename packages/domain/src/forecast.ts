import { z } from 'zod';

/**
 * Numbers that learn (issue #28; docs/forecast.md): how much of what was planned for an
 * account and element type was eaten over its latest completed host surveys, counting a
 * runout's people not served as demand above supply, and the portion modifier that history
 * suggests. Pure: the API reads the surveys, a person applies a suggestion.
 */

/** Surveys read by default, latest first. */
export const FORECAST_WINDOW = 10;
/** Fewer usable surveys than this give no uptake and no suggestion: one bad day is no trend. */
export const FORECAST_MIN_SURVEYS = 3;
/** A survey's weight halves every this many surveys further back. */
export const FORECAST_HALF_LIFE = 5;
/** A suggestion never reaches 0, which would serve nothing. */
export const MODIFIER_MIN = 0.1;
export const MODIFIER_MAX = 999.9;

/** One completed survey's report on one scheduled element, in portion units. */
export interface UptakeObservation {
  surveyId: string;
  /** Service date, YYYY-MM-DD: the latest weighs most. */
  date: string;
  /** Planned containers × portion per container. */
  plannedPortions: number;
  /** Brought containers × portion per container. */
  broughtPortions: number | null;
  leftoverPortions: number | null;
  runout: boolean;
  peopleNotServed: number | null;
  /** What one eater is served: a runout's unmet demand is people not served × this. */
  portionPerEater: number | null;
}

export const observedUptakeSchema = z.object({
  /** Usable observations read (at most the window). */
  surveys: z.number().int(),
  /** Weighted (eaten + unmet demand) / planned; null below FORECAST_MIN_SURVEYS. */
  uptake: z.number().nullable(),
  /** Σ leftover / Σ brought over the usable observations, 0..1; null when nothing was brought. */
  wastePct: z.number().nullable(),
  runouts: z.number().int(),
  /** Summed over the usable observations that ran out. */
  peopleNotServed: z.number(),
  /** Mean planned portions / portion per eater per service: the people a service planned for. */
  plannedEaterPortions: z.number().nullable(),
  /** Observations within the window that could not be read, and why. */
  skipped: z.array(z.object({ surveyId: z.string(), reason: z.string() })),
});
export type ObservedUptake = z.infer<typeof observedUptakeSchema>;

export const FORECAST_SKIP_REASONS = {
  plannedZero: 'Nothing was planned.',
  broughtUnknown: 'What was brought is unknown.',
  leftoverUnknown: 'The leftover is unknown.',
  negative: 'A reported amount is negative.',
  leftoverAboveBrought: 'More came back than was brought.',
} as const;

const isAmount = (value: number) => Number.isFinite(value) && value >= 0;

function whyUnusable(o: UptakeObservation): string | null {
  if (!Number.isFinite(o.plannedPortions) || o.plannedPortions <= 0) {
    return FORECAST_SKIP_REASONS.plannedZero;
  }
  if (o.broughtPortions === null) return FORECAST_SKIP_REASONS.broughtUnknown;
  if (o.leftoverPortions === null) return FORECAST_SKIP_REASONS.leftoverUnknown;
  if (!isAmount(o.broughtPortions) || !isAmount(o.leftoverPortions)) {
    return FORECAST_SKIP_REASONS.negative;
  }
  if (o.leftoverPortions > o.broughtPortions) return FORECAST_SKIP_REASONS.leftoverAboveBrought;
  return null;
}

/** People not served × portion per eater, when the element ran out and both are known. */
export function unmetDemand(o: UptakeObservation): number {
  if (!o.runout || o.peopleNotServed === null || o.portionPerEater === null) return 0;
  if (!isAmount(o.peopleNotServed) || !isAmount(o.portionPerEater)) return 0;
  return o.peopleNotServed * o.portionPerEater;
}

/** The weight of the i-th usable observation, 0 the latest. */
export const recencyWeight = (i: number) => 0.5 ** (i / FORECAST_HALF_LIFE);

function windowOf(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return FORECAST_WINDOW;
  return Math.max(FORECAST_MIN_SURVEYS, Math.floor(requested));
}

/**
 * The latest `window` usable observations (dates descending; equal dates keep their
 * order), and the unusable ones met on the way, with why.
 */
export function observedUptake(
  observations: readonly UptakeObservation[],
  options: { window?: number } = {},
): ObservedUptake {
  const window = windowOf(options.window);
  const latestFirst = observations
    .map((o, index) => ({ o, index }))
    .sort((a, b) => (a.o.date === b.o.date ? a.index - b.index : a.o.date < b.o.date ? 1 : -1))
    .map(({ o }) => o);

  const usable: UptakeObservation[] = [];
  const skipped: ObservedUptake['skipped'] = [];
  for (const o of latestFirst) {
    if (usable.length === window) break;
    const reason = whyUnusable(o);
    if (reason) skipped.push({ surveyId: o.surveyId, reason });
    else usable.push(o);
  }

  let weighted = 0;
  let weights = 0;
  let brought = 0;
  let leftover = 0;
  let runouts = 0;
  let peopleNotServed = 0;
  let eaterPortions = 0;
  let eaterServices = 0;
  usable.forEach((o, i) => {
    const eaten = o.broughtPortions! - o.leftoverPortions!;
    const w = recencyWeight(i);
    weighted += (w * (eaten + unmetDemand(o))) / o.plannedPortions;
    weights += w;
    brought += o.broughtPortions!;
    leftover += o.leftoverPortions!;
    if (o.runout) {
      runouts += 1;
      if (o.peopleNotServed !== null && isAmount(o.peopleNotServed)) {
        peopleNotServed += o.peopleNotServed;
      }
    }
    if (o.portionPerEater !== null && Number.isFinite(o.portionPerEater) && o.portionPerEater > 0) {
      eaterPortions += o.plannedPortions / o.portionPerEater;
      eaterServices += 1;
    }
  });

  return {
    surveys: usable.length,
    uptake: usable.length >= FORECAST_MIN_SURVEYS ? weighted / weights : null,
    wastePct: brought > 0 ? leftover / brought : null,
    runouts,
    peopleNotServed,
    plannedEaterPortions: eaterServices > 0 ? eaterPortions / eaterServices : null,
    skipped,
  };
}

export const modifierSuggestionSchema = z.object({
  /** The account's modifier for the element type in force. */
  current: z.number(),
  /** current × uptake to a tenth toward current, within MODIFIER_MIN..MODIFIER_MAX; null without one. */
  suggested: z.number().nullable(),
  differs: z.boolean(),
  evidence: observedUptakeSchema,
  /** People-portions a service: plannedEaterPortions × (1 − suggested / current); negative = more food. */
  expectedSavingPerService: z.number().nullable(),
  /** The runouts seen, when the suggestion serves more; else 0. */
  runoutsAvoidable: z.number().int(),
  /** One plain sentence for the screen. */
  reason: z.string(),
});
export type ModifierSuggestion = z.infer<typeof modifierSuggestionSchema>;

/**
 * Tenths of a modifier: current × uptake, rounded to a whole tenth toward the modifier in
 * force (up when it asks for less, down when for more), so a suggestion never moves further
 * than the evidence: 6% left over does not become a 10% cut. The product is first cleared of
 * float hair (12 × 0.875 may land a hair under 10.5).
 */
function suggestedTenths(current: number, uptake: number): number {
  const currentTenths = Math.round(current * 10);
  const exact = Math.round(currentTenths * uptake * 1e6) / 1e6;
  const tenths = exact < currentTenths ? Math.ceil(exact) : Math.floor(exact);
  return Math.min(MODIFIER_MAX * 10, Math.max(MODIFIER_MIN * 10, tenths));
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'} not served`;

function tooFewText(evidence: ObservedUptake): string {
  const { surveys } = evidence;
  const read =
    surveys === 0
      ? 'No completed survey'
      : `Only ${surveys} completed survey${surveys === 1 ? '' : 's'}`;
  const skipped = evidence.skipped.length > 0 ? ` (${evidence.skipped.length} unreadable)` : '';
  return `${read}${skipped}: at least ${FORECAST_MIN_SURVEYS} are needed.`;
}

function reasonText(evidence: ObservedUptake, serveMore: boolean): string {
  const { surveys, runouts } = evidence;
  if (runouts > 0 && serveMore) {
    const unmet = evidence.peopleNotServed > 0 ? `: ${people(evidence.peopleNotServed)}` : '';
    return `Ran out ${times(runouts)} in the last ${surveys} services${unmet}.`;
  }
  const ate = `Ate ${percent(evidence.uptake ?? 0)} of what was planned over the last ${surveys} services`;
  const back = evidence.wastePct === null ? '' : `; ${percent(evidence.wastePct)} came back`;
  const ranOut = runouts > 0 ? `, though it ran out ${times(runouts)}` : '';
  return `${ate}${back}${ranOut}.`;
}

/**
 * The modifier the evidence suggests: the one in force times the uptake, to a whole tenth
 * toward the one in force, within range. A modifier of 0 (the account is not served the type) suggests nothing.
 */
export function suggestModifier(current: number, evidence: ObservedUptake): ModifierSuggestion {
  const unsuggested = (reason: string): ModifierSuggestion => ({
    current,
    suggested: null,
    differs: false,
    evidence,
    expectedSavingPerService: null,
    runoutsAvoidable: 0,
    reason,
  });
  if (evidence.uptake === null) return unsuggested(tooFewText(evidence));
  if (!Number.isFinite(current) || current <= 0) {
    return unsuggested('The modifier is 0: this account is not served this type.');
  }
  const tenths = suggestedTenths(current, evidence.uptake);
  const suggested = tenths / 10;
  const currentTenths = Math.round(current * 10);
  const serveMore = tenths > currentTenths;
  const saving =
    evidence.plannedEaterPortions === null
      ? null
      : Math.round(evidence.plannedEaterPortions * (1 - suggested / current) * 1000) / 1000;
  return {
    current,
    suggested,
    differs: tenths !== currentTenths,
    evidence,
    expectedSavingPerService: saving,
    runoutsAvoidable: serveMore ? evidence.runouts : 0,
    reason: reasonText(evidence, serveMore),
  };
}

const savingOf = (s: ModifierSuggestion) => s.expectedSavingPerService ?? Number.NEGATIVE_INFINITY;

/**
 * The rows whose suggestion differs from the modifier in force: by the expected saving
 * (largest first, unknown last), or by the runouts avoided, then the saving.
 */
export function rankSuggestions<T extends { suggestion: ModifierSuggestion }>(
  rows: readonly T[],
  by: 'saving' | 'runouts',
): T[] {
  return rows
    .filter((row) => row.suggestion.differs)
    .sort((a, b) => {
      if (by === 'runouts') {
        const runouts = b.suggestion.runoutsAvoidable - a.suggestion.runoutsAvoidable;
        if (runouts !== 0) return runouts;
      }
      const sa = savingOf(a.suggestion);
      const sb = savingOf(b.suggestion);
      return sa === sb ? 0 : sb > sa ? 1 : -1;
    });
}
