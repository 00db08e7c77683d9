import { z } from 'zod';
import { calendarDate } from './calendar.js';
import { uuid } from './ids.js';

/**
 * The Chef numbers (catalogue spec 2.11, 3 "Calculation", 7, 8; DESIGN.md 5; docs/
 * calculations.md): what the kitchen cooks for one market, service line and date.
 */

export const CALCULATION_MESSAGES = {
  noMarket: 'No market ID',
  noServiceLine: 'No service line',
  noDate: 'mealDate: Must be a date (MM/DD/YYYY or YYYY-MM-DD).',
  /** Chef numbers: no menu is scheduled in the slot. */
  noData: 'Could not find any data',
  noElements:
    'There are no Scheduled Elements for this menu or they are missing type/container/portion information.',
  /** The spec elides the middle of this warning; the names of the elements left out follow. */
  /** An add-on slot the day's scheduled add-on leaves empty, on the screen and on paper. */
  addOnSlotEmpty: 'No element in this slot',
  someElementsMissing: (names: string[]) =>
    `Some Scheduled Elements are missing type/container/portion information and were left out: ${names.join(', ')}.`,
  /** An Is Alt row the rule leaves uncounted (docs/calculations.md 3, step 2). */
  isAltNotCounted: (name: string, typeName: string) =>
    `${name} is marked Is Alt but was not counted: every other ${typeName} element has its own alternative.`,
} as const;

/** `POST /v2/calculations/containers` and `POST /v1/calculations/add-ons`. */
export const calculationQuerySchema = z.object({
  marketId: z.uuid({ error: CALCULATION_MESSAGES.noMarket }),
  serviceLineId: z.uuid({ error: CALCULATION_MESSAGES.noServiceLine }),
  mealDate: calendarDate(CALCULATION_MESSAGES.noDate),
});
export type CalculationQuery = z.input<typeof calculationQuerySchema>;

const named = z.object({ id: uuid, name: z.string() });
const unit = z.object({ id: uuid, name: z.string(), abbreviation: z.string() });

/** One account's containers of one line of the menu (an element or an element's alternative). */
export const accountElementNumbersSchema = z.object({
  /** The line: `containerTotals[].key`. */
  key: z.string(),
  eaters: z.number().int(),
  portionModifier: z.number(),
  /** Whole containers, and half containers (0 or 1) where the container allows halves. */
  containerCount: z.number().int(),
  halfCount: z.number().int(),
  /**
   * eaters × portion per person × modifier, in the line's portion unit, to the thousandth
   * (containers are counted from the exact amount).
   */
  portion: z.number(),
});
export type AccountElementNumbers = z.infer<typeof accountElementNumbersSchema>;

export const accountSummarySchema = z.object({
  account: named,
  headCount: z.number().int(),
  /** Veg eaters (the events' dietary count); protein eaters are the rest. */
  veggies: z.number().int(),
  proteins: z.number().int(),
  accommodations: z.number().int(),
  elements: z.array(accountElementNumbersSchema),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** One line the kitchen cooks, summed over the accounts. */
export const containerTotalSchema = z.object({
  /**
   * The line within this answer: the row's position (`1`, `2`…), with `a` for its
   * alternative dish (`2a`). Short, as every account's numbers repeat it.
   */
  key: z.string(),
  scheduledElementId: uuid,
  name: z.string(),
  elementTypeName: z.string(),
  /** The line is an element's alternative dish (for accommodation eaters). */
  isAlternative: z.boolean(),
  /** The row is marked Is Alt: it replaces its type's other rows for accommodation eaters. */
  isAlternate: z.boolean(),
  container: z.object({ id: uuid, name: z.string(), allowsHalf: z.boolean() }),
  portionPerPerson: z.number(),
  portionPerContainer: z.number(),
  portionUnit: unit.nullable(),
  /** The percent of its type's eaters the row feeds (100: every eater; a split: less). */
  share: z.number(),
  eaters: z.number().int(),
  containerCount: z.number().int(),
  halfCount: z.number().int(),
  /** What the eaters need, and what the rounded containers hold (what is cooked). */
  portion: z.number(),
  roundedPortion: z.number(),
});
export type ContainerTotal = z.infer<typeof containerTotalSchema>;

export const containerCalculationSchema = z.object({
  scheduledMenu: z.object({ id: uuid, name: z.string(), isLocked: z.boolean() }),
  market: named,
  serviceLine: named,
  date: z.string(),
  accountSummaries: z.array(accountSummarySchema),
  containerTotals: z.array(containerTotalSchema),
  /** The error of spec 8 when no element could be counted, else null. */
  error: z.string().nullable(),
  warnings: z.array(z.string()),
});
export type ContainerCalculation = z.infer<typeof containerCalculationSchema>;

const addOnSlotNumbers = z.object({
  addOnSlotId: uuid,
  slotName: z.string(),
  order: z.number().int(),
  /** The element the day's scheduled add-on holds in the slot, if any. */
  elementName: z.string().nullable(),
  quantity: z.number().int(),
});

/** The add-on service (spec 3 "add-on calculation"): quantities per slot, per account. */
export const addOnCalculationSchema = z.object({
  addOns: z.array(
    z.object({
      addOnTypeId: uuid,
      name: z.string(),
      scheduledAddOnId: uuid.nullable(),
      slots: z.array(addOnSlotNumbers),
    }),
  ),
  summaries: z.array(
    z.object({
      account: named,
      addOns: z.array(
        z.object({ addOnTypeId: uuid, name: z.string(), slots: z.array(addOnSlotNumbers) }),
      ),
    }),
  ),
});
export type AddOnCalculation = z.infer<typeof addOnCalculationSchema>;
