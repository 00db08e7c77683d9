import { z } from 'zod';
import { uuid } from './ids.js';

/**
 * Choice shares learned (issue #28 point 3; docs/forecast.md): where eaters take one of
 * several dishes of a type (docs/calculations.md 3, step 3), the shares the hosts'
 * leftovers show across the latest past services, offered in the scheduled menu editor as
 * "last 6 times: 45 / 35 / 20".
 */

/** Past services read by default, latest first. */
export const CHOICE_SHARE_WINDOW = 6;
/** Fewer usable services than this show no shares. */
export const CHOICE_SHARE_MIN_SERVICES = 3;

/** One past service of the split: per dish, what was eaten and what one eater is served. */
export interface ChoiceService {
  surveyId: string;
  /** Service date, YYYY-MM-DD. */
  date: string;
  dishes: { key: string; eatenPortions: number | null; portionPerEater: number | null }[];
}

export const observedChoiceSharesSchema = z.object({
  /** Usable services read (at most the window). */
  services: z.number().int(),
  /** Whole percents summing to exactly 100, in the order the dishes were first met (latest service first). */
  shares: z.array(z.object({ key: z.string(), share: z.number().int() })),
});
export type ObservedChoiceShares = z.infer<typeof observedChoiceSharesSchema>;

const eatersOf = (dish: ChoiceService['dishes'][number]) =>
  dish.eatenPortions! / dish.portionPerEater!;

/**
 * Usable when every dish's eaten portions are known (≥ 0) and its portion per eater is
 * above 0, and somebody ate: a service where nothing was eaten has no shares to tell.
 */
function isUsable(service: ChoiceService): boolean {
  if (service.dishes.length === 0) return false;
  const readable = service.dishes.every(
    (d) =>
      d.eatenPortions !== null &&
      Number.isFinite(d.eatenPortions) &&
      d.eatenPortions >= 0 &&
      d.portionPerEater !== null &&
      Number.isFinite(d.portionPerEater) &&
      d.portionPerEater > 0,
  );
  return readable && service.dishes.some((d) => eatersOf(d) > 0);
}

/**
 * Whole percents of `weights` summing to exactly 100 (largest remainder): each gets the
 * floor of its percent, and the points left go one each to the largest remainders, the
 * first dish first on a tie. Remainders are cleared of float hair before they compare.
 */
export function wholePercents(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0)) return weights.map(() => 0);
  const exact = weights.map((w) => Math.round(((w * 100) / total) * 1e9) / 1e9);
  const floors = exact.map(Math.floor);
  const left = 100 - floors.reduce((sum, f) => sum + f, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) floors[index]! += 1;
  return floors;
}

/**
 * The shares observed over the latest `window` usable services (dates descending, equal
 * dates in the order given): each dish's eaters (eaten / portion per eater) summed over
 * them, as whole percents. Null below three usable services.
 */
export function observedChoiceShares(
  services: readonly ChoiceService[],
  options: { window?: number } = {},
): ObservedChoiceShares | null {
  const window =
    options.window === undefined || !Number.isFinite(options.window)
      ? CHOICE_SHARE_WINDOW
      : Math.max(CHOICE_SHARE_MIN_SERVICES, Math.floor(options.window));
  const read = services
    .map((service, index) => ({ service, index }))
    .filter(({ service }) => isUsable(service))
    .sort((a, b) =>
      a.service.date === b.service.date
        ? a.index - b.index
        : a.service.date < b.service.date
          ? 1
          : -1,
    )
    .slice(0, window);
  if (read.length < CHOICE_SHARE_MIN_SERVICES) return null;

  const eaters = new Map<string, number>();
  for (const { service } of read) {
    for (const dish of service.dishes) {
      eaters.set(dish.key, (eaters.get(dish.key) ?? 0) + eatersOf(dish));
    }
  }
  const keys = [...eaters.keys()];
  const percents = wholePercents(keys.map((key) => eaters.get(key)!));
  return {
    services: read.length,
    shares: keys.map((key, i) => ({ key, share: percents[i]! })),
  };
}

/** "last 6 times: 45 / 35 / 20". */
export function choiceShareHistoryText(observed: ObservedChoiceShares): string {
  const shares = observed.shares.map((s) => s.share).join(' / ');
  return `last ${observed.services} times: ${shares}`;
}

/**
 * What `GET /v1/scheduled-menus/:id/choice-share-history` answers, one entry per element
 * type split on the menu with enough past services: the shares of this menu's rows.
 */
export const choiceShareHistorySchema = z.object({
  elementTypeId: uuid,
  /** The element type's name. */
  elementType: z.string(),
  /** Usable past services read (3 to 6). */
  services: z.number().int(),
  /** One per non-alternate row of the type on this menu, in the menu's order. */
  shares: z.array(z.object({ scheduledElementId: uuid, share: z.number().int() })),
  /** "last 6 times: 45 / 35 / 20". */
  text: z.string(),
});
export type ChoiceShareHistory = z.infer<typeof choiceShareHistorySchema>;
