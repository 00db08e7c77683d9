import { z } from 'zod';

/**
 * The choice share (docs/calculations.md 3, step 3): when eaters take one of several
 * dishes of a type (three sandwiches on a platter), each row feeds a share of the type's
 * eaters instead of all of them. Default 100 %: a menu nobody split counts as before.
 */

export const SHARE_MESSAGES = {
  invalid: 'Share must be a number between 0.01 and 100.',
} as const;

/**
 * A row's share as entered: a percent, 0.01 to 100, at most two decimals. The editors send
 * it as typed (a numeric string, as their portions); an empty field is no number at all.
 */
export const shareSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() ? Number(value.trim()) : value),
  z
    .number({ error: SHARE_MESSAGES.invalid })
    .min(0.01, { error: SHARE_MESSAGES.invalid })
    .max(100, { error: SHARE_MESSAGES.invalid })
    .refine((share) => Math.abs(share * 100 - Math.round(share * 100)) < 1e-6, {
      error: SHARE_MESSAGES.invalid,
    }),
);

/** A share as whole basis points (33.34 % → 3334), so shares are counted in integers. */
export const basisPoints = (share: number | undefined) => Math.round((share ?? 100) * 100);

/**
 * The eaters of a line who take a row offered at `share` percent: rounded up to a whole
 * person, in integers, so that no float hair (33.34 × 3 = 100.02000000000001) costs or
 * saves a person, and shares summing to 100 % never leave a feeder without a dish.
 */
export function shareOf(eaters: number, share: number | undefined): number {
  const points = basisPoints(share);
  if (points >= 10_000) return eaters;
  return Math.floor((eaters * points + 9_999) / 10_000);
}

/**
 * `n` shares of a type's eaters, two decimals each, summing to exactly 100: the basis
 * points left over go one each to the first rows (3 → 33.34, 33.33, 33.33).
 */
export function splitEvenly(n: number): number[] {
  if (!Number.isInteger(n) || n < 1) return [];
  const base = Math.floor(10_000 / n);
  const extra = 10_000 - base * n;
  return Array.from({ length: n }, (_, i) => (base + (i < extra ? 1 : 0)) / 100);
}
