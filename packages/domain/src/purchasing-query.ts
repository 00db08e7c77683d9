import { z } from 'zod';
import { calendarDate, daysBetween } from './calendar.js';
import { checkEvenWithFieldErrors } from './form-values.js';
import { uuid } from './ids.js';
import { unplacedLineSchema } from './ingredient-needs.js';
import { orderGuideSchema } from './order-guide.js';

/**
 * What the purchasing reads are asked for (issue #27): a market, a range of service dates
 * and the service lines to buy for.
 */

/** The longest range one order guide covers (issue #27: up to 31 days). */
export const MAX_PURCHASING_RANGE_DAYS = 31;

export const PURCHASING_MESSAGES = {
  noMarket: 'No market ID',
  from: 'from: Must be a date (YYYY-MM-DD).',
  to: 'to: Must be a date (YYYY-MM-DD).',
  noServiceLines: 'serviceLineIds: Choose at least one service line (ids separated by commas).',
  toBeforeFrom: 'The end date must be on or after the start date.',
  rangeTooLong: `Purchasing covers at most ${MAX_PURCHASING_RANGE_DAYS} days at once.`,
  noVendor: 'vendorId: Choose a vendor.',
  nothingToOrder: 'This vendor has nothing to order for these dates and lines.',
} as const;

/** The span of `from`..`to` (both included), or the message that refuses it. */
export function purchasingRangeProblem(from: string, to: string): string | undefined {
  const span = daysBetween(from, to);
  if (span < 0) return PURCHASING_MESSAGES.toBeforeFrom;
  if (span >= MAX_PURCHASING_RANGE_DAYS) return PURCHASING_MESSAGES.rangeTooLong;
  return undefined;
}

const purchasingQueryFields = z.object({
  marketId: z.uuid({ error: PURCHASING_MESSAGES.noMarket }),
  from: calendarDate(PURCHASING_MESSAGES.from),
  to: calendarDate(PURCHASING_MESSAGES.to),
  serviceLineIds: z
    .string({ error: PURCHASING_MESSAGES.noServiceLines })
    .max(2_000)
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
    .pipe(z.array(uuid, { error: PURCHASING_MESSAGES.noServiceLines }).min(1).max(20)),
});

/** Refuses a backwards range or one past the longest, on `to`. */
function checkRange<T extends z.ZodType<{ from: unknown; to: unknown }>>(schema: T) {
  return schema.superRefine((query, ctx) => {
    if (typeof query.from !== 'string' || typeof query.to !== 'string') return;
    const problem = purchasingRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  }, checkEvenWithFieldErrors);
}

/** `GET /v1/purchasing/needs` and `/order-guide`: `serviceLineIds` are ids separated by commas. */
export const purchasingQuerySchema = checkRange(purchasingQueryFields);
export type PurchasingQuery = z.output<typeof purchasingQuerySchema>;

/** `GET /v1/purchasing/order-guide.csv`: the same query and the vendor whose rows are asked for. */
export const purchasingOrderCsvQuerySchema = checkRange(
  purchasingQueryFields.extend({ vendorId: z.uuid({ error: PURCHASING_MESSAGES.noVendor }) }),
);
export type PurchasingOrderCsvQuery = z.output<typeof purchasingOrderCsvQuerySchema>;

/** What the needs read found so far: the lines the kitchen cooks and the ingredients they use. */
export const purchasingNeedsSchema = z.object({
  portionLines: z.number().int(),
  ingredients: z.number().int(),
});
export type PurchasingNeeds = z.infer<typeof purchasingNeedsSchema>;

/**
 * `GET /v1/purchasing/order-guide`: what to order from each vendor by when, the needs no
 * vendor can fill by the case (`notOrderable`), and the recipe lines that could not be
 * counted at all (`unplaced`), each with its reason. `today` is the market's.
 */
export const purchasingOrderGuideSchema = orderGuideSchema.extend({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  unplaced: z.array(unplacedLineSchema),
});
export type PurchasingOrderGuide = z.infer<typeof purchasingOrderGuideSchema>;
