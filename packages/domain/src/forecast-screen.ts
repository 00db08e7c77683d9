import { z } from 'zod';
import { portionModifierValue } from './account.js';
import { modifierSuggestionSchema } from './forecast.js';
import { uuid } from './ids.js';
import { listQuerySchema } from './pagination.js';

/**
 * The Forecast screen's requests and answers (issue #28 point 2; docs/forecast.md): the
 * portion modifiers a market's host surveys suggest, and a person applying some of them.
 */

export const FORECAST_MESSAGES = {
  noMarket: 'Market not found.',
  chooseMarket: 'Choose a market.',
  changedSince: (typeName: string) =>
    `The ${typeName} modifier of this account changed since the forecast was read. Read the forecast again.`,
  unknownType: 'A chosen element type does not exist.',
  twice: 'An element type is named twice.',
  noChange: 'Choose at least one suggestion to apply.',
} as const;

export const FORECAST_SORTS = ['saving', 'runouts'] as const;

export const FORECAST_PER_PAGE = 50;

/**
 * `GET /v1/forecast`: a market's suggestions, by expected saving or by runouts avoided, a
 * page at a time (a large market has thousands: nobody reads them all at once).
 */
export const forecastQuerySchema = z.object({
  marketId: z.uuid({ error: FORECAST_MESSAGES.chooseMarket }),
  sort: z.enum(FORECAST_SORTS).default('saving'),
  ...listQuerySchema({ maxPerPage: 200, defaultPerPage: FORECAST_PER_PAGE }).pick({
    page: true,
    perPage: true,
  }).shape,
});
export type ForecastQuery = z.output<typeof forecastQuerySchema>;

export const forecastRowSchema = z.object({
  accountId: uuid,
  accountName: z.string(),
  elementTypeId: uuid,
  elementTypeName: z.string(),
  /**
   * The market's date the modifier in force was set (null: never, 1.0 all along): only the
   * services after it are read (docs/forecast.md, "A new modifier starts afresh").
   */
  modifierSetOn: z.string().nullable(),
  suggestion: modifierSuggestionSchema,
});
export type ForecastRow = z.infer<typeof forecastRowSchema>;

export const forecastSchema = z.object({
  marketId: uuid,
  sort: z.enum(FORECAST_SORTS),
  /** Surveys read per account and element type, latest first. */
  window: z.number().int(),
  /**
   * The page asked for of the accounts and element types whose suggestion differs from the
   * modifier in force, in the order asked for.
   */
  suggestions: z.array(forecastRowSchema),
  /** How many differ, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  /** Read with enough surveys, the suggestion the same as the modifier in force. */
  held: z.number().int(),
  /** Surveyed, but with too few usable surveys to suggest anything. */
  tooFew: z.number().int(),
});
export type Forecast = z.infer<typeof forecastSchema>;

/**
 * `POST /v1/accounts/:id/portion-modifiers/forecast`: the suggestions a person applies to
 * one account, each with the modifier the forecast showed as in force (`from`): if it
 * changed since, nothing is applied (409).
 */
export const applyForecastSchema = z.object({
  changes: z
    .array(
      z.object({
        elementTypeId: uuid,
        from: portionModifierValue,
        to: portionModifierValue,
      }),
    )
    .min(1, FORECAST_MESSAGES.noChange)
    .max(100)
    .refine(
      (changes) => new Set(changes.map((change) => change.elementTypeId)).size === changes.length,
      FORECAST_MESSAGES.twice,
    ),
});
export type ApplyForecastInput = z.input<typeof applyForecastSchema>;
