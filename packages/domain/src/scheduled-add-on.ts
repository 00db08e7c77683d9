import { z } from 'zod';
import { ELEMENT_MESSAGES, lacksAllergenChoice, SERVING_TEMPERATURES } from './element.js';
import { STALE_MESSAGE } from './envelope.js';
import { arrayOrEmpty, checkEvenWithFieldErrors, OPTIONAL_NUMBER_MAX } from './form-values.js';
import { isoDateTime, uuid } from './ids.js';
import { scheduledMenusQuerySchema, schedulingDate } from './scheduled-menu.js';
import { ADD_ON_SERVICE_LINES } from './service-event.js';

/**
 * Scheduled add-ons (catalogue spec 2.8, 2.10, 3-5, 7-8; docs/scheduling.md 6): an add-on
 * type (Soup, Greens Bar) filled for one market, service line and date, one element per
 * slot. Each slot's element is a snapshot of a catalogue element, like a scheduled menu's.
 */

export const SCHEDULED_ADD_ON_MESSAGES = {
  notFound: 'Scheduled add-on not found.',
  locked: 'This scheduled add-on is older than 2 days and cannot be edited.',
  /** Not in the spec: its banner, for a role exempt from the lock, which may still edit. */
  lockedExempt:
    'This scheduled add-on is older than 2 days and locked. Your role may still edit it.',
  stale: STALE_MESSAGE,
  typeTaken: 'This add-on is already scheduled for this market, service line and date.',
  serviceLineNotAllowed:
    'serviceLineId: Add-ons can be scheduled for Breakfast, Lunch and Dinner only.',
  oneElementPerSlot: 'scheduledElements: Each slot holds one element.',
  slotNotOfType: 'scheduledElements: Each slot must belong to the add-on type.',
  unknownAddOnType: 'addOnTypeId: The chosen add-on type does not exist.',
  unknownMarket: 'marketId: The chosen market does not exist.',
  unknownServiceLine: 'serviceLineId: The chosen service line does not exist.',
  unknownElement: 'scheduledElements: A chosen element does not exist.',
  chooseElement: 'originalElementId: Choose an element.',
  /** Not in the spec: Add One writes nothing until a slot is saved (issue #24, point 3). */
  firstSlot: 'scheduledElements: Fill a slot to schedule the add-on.',
  /** The element editor's rule and text (spec 5), for a slot's edited allergens. */
  allergens: ELEMENT_MESSAGES.allergens,
  noAddOnType: 'Choose an add-on type.',
  noMarket: 'No market ID',
  noServiceLine: 'No service line',
} as const;

/** Whether a service line (by name) takes add-ons: `ADD_ON_SERVICE_LINES` (spec 2.8, 9). */
export function serviceLineTakesAddOns(serviceLineName: string): boolean {
  const name = serviceLineName.trim().toLowerCase();
  return ADD_ON_SERVICE_LINES.some((line) => line.toLowerCase() === name);
}

/** Spec 2.8 / 9: the Greens Bar's headings, shown before the slots of these orders. */
export const GREENS_BAR_HEADINGS: Record<number, string> = {
  0: 'Entry Level',
  9: 'Basic',
  12: 'Elevated Items',
};

/** The heading to show before a slot of an add-on type, if any. */
export function addOnSlotHeading(addOnTypeName: string, slotOrder: number): string | null {
  if (addOnTypeName.trim().toLowerCase() !== 'greens bar') return null;
  return GREENS_BAR_HEADINGS[slotOrder] ?? null;
}

/**
 * The slot rules (spec 2.10): one element per slot, and each slot one of the type's.
 * Answers the messages of what is wrong (empty when the rows are fine).
 */
export function scheduledAddOnSlotProblems(
  rows: readonly { addOnSlotId: string }[],
  slotIdsOfType: readonly string[],
): string[] {
  const problems: string[] = [];
  const slots = rows.map((row) => row.addOnSlotId);
  if (new Set(slots).size !== slots.length)
    problems.push(SCHEDULED_ADD_ON_MESSAGES.oneElementPerSlot);
  const own = new Set(slotIdsOfType);
  if (slots.some((slot) => !own.has(slot))) problems.push(SCHEDULED_ADD_ON_MESSAGES.slotNotOfType);
  return problems;
}

const servingTemp = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .enum(SERVING_TEMPERATURES, { error: 'Serving temperature must be HOT, COLD or AMBIENT.' })
    .nullable()
    .optional(),
);

/**
 * A slot's element as the editor sends it: the slot and the catalogue element. The other
 * fields are the editor's Edit/Save changes; a field left out keeps the row's snapshot (or,
 * for an element new in its slot, the catalogue element's).
 */
export const scheduledAddOnElementInputSchema = z.object({
  /** The saved row, when the client round-trips it; rows are matched by slot. */
  id: uuid.optional(),
  addOnSlotId: z.uuid({ error: 'addOnSlotId: Choose a slot.' }),
  /**
   * The catalogue element to copy (Add One, Swap). May be left out for a slot keeping its
   * saved element, e.g. one whose catalogue element has since been deleted.
   */
  originalElementId: z.uuid({ error: SCHEDULED_ADD_ON_MESSAGES.chooseElement }).nullish(),
  name: z.string().trim().min(1, 'Element name is required.').max(200).optional(),
  ingredients: z.string().max(5_000).optional(),
  method: z.string().max(10_000).optional(),
  servingTemp,
  allergenIds: z.array(uuid).max(50).optional(),
  /**
   * "No allergens", sent with `allergenIds` by Edit/Save: an empty list must come with it
   * (the element editor's rule, spec 5); when true the slot keeps no allergens.
   */
  noAllergens: z.boolean().optional(),
  containerTypeId: uuid.nullable().optional(),
  portionPerPerson: z
    .number()
    .min(0, 'Portion per person cannot be negative.')
    .max(OPTIONAL_NUMBER_MAX, `Must be at most ${OPTIONAL_NUMBER_MAX}`)
    .nullable()
    .optional(),
  portionPerContainer: z
    .number()
    .positive('Portion per container must be more than 0.')
    .max(OPTIONAL_NUMBER_MAX, `Must be at most ${OPTIONAL_NUMBER_MAX}`)
    .nullable()
    .optional(),
  portionUnitId: uuid.nullable().optional(),
});
export type ScheduledAddOnElementInput = z.input<typeof scheduledAddOnElementInputSchema>;
export type ScheduledAddOnElementValues = z.output<typeof scheduledAddOnElementInputSchema>;

const MAX_ROWS_MESSAGE = 'An add-on holds at most 100 elements.';
const rowsField = z.array(scheduledAddOnElementInputSchema).max(100, MAX_ROWS_MESSAGE).default([]);

type SentRow = { addOnSlotId?: unknown; allergenIds?: unknown; noAllergens?: unknown } | null;

/**
 * One element per slot; and a slot whose allergens are sent (Edit/Save) has some, or says
 * "No allergens" (the element editor's rule). Rows not sending them keep their snapshot's.
 */
function checkSlotRows(input: { scheduledElements: unknown }, ctx: z.RefinementCtx) {
  const rows = arrayOrEmpty<SentRow>(input.scheduledElements);
  const slots = rows.map((row) => row?.addOnSlotId);
  if (new Set(slots).size !== slots.length)
    ctx.addIssue({
      code: 'custom',
      path: ['scheduledElements'],
      message: SCHEDULED_ADD_ON_MESSAGES.oneElementPerSlot,
    });
  rows.forEach((row, index) => {
    if (
      row &&
      row.allergenIds !== undefined &&
      lacksAllergenChoice(row.allergenIds, row.noAllergens)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['scheduledElements', index, 'allergenIds'],
        message: SCHEDULED_ADD_ON_MESSAGES.allergens,
      });
  });
}

/**
 * `POST /v1/scheduled-add-ons`: the add-on with its first slot (or more), in one write, so
 * no empty add-on is ever scheduled by Add One.
 */
export const createScheduledAddOnSchema = z
  .object({
    addOnTypeId: z.uuid({ error: SCHEDULED_ADD_ON_MESSAGES.noAddOnType }),
    marketId: z.uuid({ error: SCHEDULED_ADD_ON_MESSAGES.noMarket }),
    serviceLineId: z.uuid({ error: SCHEDULED_ADD_ON_MESSAGES.noServiceLine }),
    date: schedulingDate(),
    scheduledElements: z
      .array(scheduledAddOnElementInputSchema, { error: SCHEDULED_ADD_ON_MESSAGES.firstSlot })
      .min(1, SCHEDULED_ADD_ON_MESSAGES.firstSlot)
      .max(100, MAX_ROWS_MESSAGE),
  })
  .superRefine(checkSlotRows, checkEvenWithFieldErrors);
export type CreateScheduledAddOnInput = z.input<typeof createScheduledAddOnSchema>;
export type CreateScheduledAddOnValues = z.output<typeof createScheduledAddOnSchema>;

/** `PUT /v1/scheduled-add-ons/{id}`: the whole slot list, with `updatedAt` as read. */
export const updateScheduledAddOnSchema = z
  .object({ scheduledElements: rowsField, updatedAt: isoDateTime })
  .superRefine(checkSlotRows, checkEvenWithFieldErrors);
export type UpdateScheduledAddOnInput = z.input<typeof updateScheduledAddOnSchema>;
export type UpdateScheduledAddOnValues = z.output<typeof updateScheduledAddOnSchema>;

/** `GET /v1/scheduled-add-ons`: a market's month, or one day of it. */
export const scheduledAddOnsQuerySchema = scheduledMenusQuerySchema;

const named = z.object({ id: uuid, name: z.string() });

export const scheduledAddOnElementSchema = z.object({
  id: uuid,
  scheduledAddOnId: uuid,
  addOnSlotId: uuid,
  originalElementId: uuid.nullable(),
  name: z.string(),
  elementTypeId: uuid.nullable(),
  menuElementClassId: uuid.nullable(),
  containerTypeId: uuid.nullable(),
  portionPerPerson: z.number().nullable(),
  portionPerContainer: z.number().nullable(),
  portionUnitId: uuid.nullable(),
  servingTemp: z.enum(SERVING_TEMPERATURES).nullable(),
  ingredients: z.string(),
  method: z.string(),
  allergenIds: z.array(uuid),
  allergenNames: z.array(z.string()),
  updatedAt: isoDateTime,
});
export type ScheduledAddOnElement = z.infer<typeof scheduledAddOnElementSchema>;

export const scheduledAddOnSchema = z.object({
  id: uuid,
  addOnTypeId: uuid,
  addOnType: z.object({
    id: uuid,
    name: z.string(),
    addOnSlots: z.array(
      z.object({
        id: uuid,
        name: z.string(),
        order: z.number().int(),
        heading: z.string().nullable(),
      }),
    ),
  }),
  date: z.string(),
  marketId: uuid,
  market: named,
  serviceLineId: uuid,
  serviceLine: named,
  /** Slot by slot, in the type's slot order. */
  scheduledElements: z.array(scheduledAddOnElementSchema),
  isLocked: z.boolean(),
  updatedAt: isoDateTime,
});
export type ScheduledAddOn = z.infer<typeof scheduledAddOnSchema>;
