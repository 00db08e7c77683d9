import { z } from 'zod';
import { eaterScoresSchema } from './eater-feedback.js';
import { uuid } from './ids.js';

/**
 * Menu Statistics (catalogue spec 2.8; issue #10 4): what the hosts reported about a
 * scheduled menu, and, beyond the spec, a suggested portion change per element from the
 * last surveys of the same master menu (docs/hosts.md).
 */

/** How many of the latest completed surveys of a master menu a suggestion reads. */
export const SUGGESTION_WINDOW = 10;
/** Fewer observations than this suggest nothing: a single bad day is not a trend. */
export const SUGGESTION_MIN_SURVEYS = 3;
const RUNOUT_RATE_TO_RAISE = 0.3;
const LEFTOVER_SHARE_TO_LOWER = 0.2;
const MAX_CHANGE = 0.25;

export interface PortionObservation {
  runout: boolean;
  broughtContainers: number | null;
  portionPerContainer: number | null;
  leftoverAmount: number | null;
}

export const portionSuggestionSchema = z.object({
  /** The fraction to change the portion per person by: 0.1 is 10% more, -0.15 15% less. */
  change: z.number(),
  /** Surveys read. */
  basis: z.number().int(),
  runoutRate: z.number(),
  /** Leftover as a share of what was brought, where both are known. */
  leftoverShare: z.number().nullable(),
  reason: z.string(),
});
export type PortionSuggestion = z.infer<typeof portionSuggestionSchema>;

const toFivePercent = (value: number) => Math.round(value * 20) / 20;
const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * A runout in 30% or more of the services asks for more (10% per 30% of runouts, up to
 * 25%); otherwise leftovers of 20% or more of what was brought ask for less (half the
 * leftover share, to the nearest 5%, up to 25%). Null below three surveys.
 */
export function suggestPortionChange(
  observations: readonly PortionObservation[],
): PortionSuggestion | null {
  const basis = observations.length;
  if (basis < SUGGESTION_MIN_SURVEYS) return null;
  const runoutRate = observations.filter((o) => o.runout).length / basis;
  let brought = 0;
  let leftover = 0;
  for (const o of observations) {
    if (o.broughtContainers === null || o.portionPerContainer === null) continue;
    if (o.leftoverAmount === null) continue;
    brought += o.broughtContainers * o.portionPerContainer;
    leftover += o.leftoverAmount;
  }
  const leftoverShare = brought > 0 ? leftover / brought : null;
  if (runoutRate >= RUNOUT_RATE_TO_RAISE) {
    const change = Math.min(MAX_CHANGE, toFivePercent((runoutRate / RUNOUT_RATE_TO_RAISE) * 0.1));
    return {
      change,
      basis,
      runoutRate,
      leftoverShare,
      reason: `Ran out in ${percent(runoutRate)} of the last ${basis} services.`,
    };
  }
  if (leftoverShare !== null && leftoverShare >= LEFTOVER_SHARE_TO_LOWER) {
    const change = -Math.min(MAX_CHANGE, toFivePercent(leftoverShare / 2));
    return {
      change,
      basis,
      runoutRate,
      leftoverShare,
      reason: `${percent(leftoverShare)} of what was brought came back over the last ${basis} services.`,
    };
  }
  return {
    change: 0,
    basis,
    runoutRate,
    leftoverShare,
    reason: `Portions held over the last ${basis} services.`,
  };
}

const average = z.number().nullable();

export const menuStatisticsSchema = z.object({
  scheduledMenu: z.object({ id: uuid, name: z.string(), date: z.string() }),
  surveys: z.object({ total: z.number().int(), completed: z.number().int() }),
  /** Summed over the completed surveys. */
  headcount: z.object({ expected: z.number().int(), actual: z.number().int() }),
  scores: z.object({ service: average, enjoyed: average, understood: average }),
  /**
   * What eaters scored the menu's services on the QR form (its market's accounts, line and
   * date); null for a caller who may not read eater feedback (a Host).
   */
  eaterScores: eaterScoresSchema.nullable(),
  elements: z.array(
    z.object({
      scheduledElementId: uuid,
      name: z.string(),
      portionUnit: z.string().nullable(),
      /** This menu's completed surveys. */
      reports: z.number().int(),
      runouts: z.number().int(),
      peopleNotServed: z.number().int(),
      broughtContainers: z.number(),
      leftoverAmount: z.number(),
      suggestion: portionSuggestionSchema.nullable(),
    }),
  ),
  comments: z.array(
    z.object({
      surveyId: uuid,
      account: z.string(),
      serviceFeedback: z.string(),
      setupComments: z.string(),
      eventDescription: z.string(),
    }),
  ),
});
export type MenuStatistics = z.infer<typeof menuStatisticsSchema>;
