import { z } from 'zod';
import { calendarDate, daysBetween } from './calendar.js';
import { shareSchema } from './choice-share.js';
import { SERVING_TEMPERATURES } from './element.js';
import { STALE_MESSAGE } from './envelope.js';
import {
  arrayOrEmpty,
  checkEvenWithFieldErrors,
  optionalId,
  optionalNumber,
} from './form-values.js';
import { isoDateTime, uuid } from './ids.js';
import { hostFlowElementInputSchema } from './menu-host-flow.js';

/**
 * Scheduled menus (catalogue spec 2.7-2.9, 3-5, 7-8; DESIGN.md 5; docs/scheduling.md): a
 * master menu copied for one market, service line and date, editable until it locks.
 */

export const SCHEDULED_MENU_MESSAGES = {
  notFound: 'Scheduled menu not found.',
  locked: 'This scheduled menu is older than 2 days and cannot be edited.',
  /** Not in the spec: its banner, for a role exempt from the lock, which may still edit. */
  lockedExempt: 'This scheduled menu is older than 2 days and locked. Your role may still edit it.',
  saveFailed: 'Something went wrong. Please check all fields and try again.',
  stale: STALE_MESSAGE,
  updated: 'Menu has been updated successfully.',
  slotTaken: 'A menu is already scheduled for this market, service line and date.',
  noMarket: 'No market ID',
  noServiceLine: 'No service line',
  noScheduledMenuId: 'No scheduled Menu ID',
  unknownMenu: 'originalMenuId: The chosen menu does not exist.',
  unknownMarket: 'marketId: The chosen market does not exist.',
  unknownServiceLine: 'serviceLineId: The chosen service line does not exist.',
  cannotCopy:
    'A scheduled menu may be copied only if it has date, marketId, scheduledElements, serviceLineId and originalMenuId.',
  baseMenuGone: 'The base menu of this scheduled menu no longer exists, so it cannot be updated.',
  revertNoBase: 'The base menu of this scheduled menu no longer exists, so it cannot be reverted.',
  baseMenuUpdated: 'The base menu has been updated.',
  elementWithoutBase: (name: string) =>
    `${name} is no longer in the catalogue, so it cannot be written to the base menu.`,
  duplicateElement: 'Each element can be listed once per menu.',
  duplicateOrder: 'Each element of a menu needs its own order.',
  nameRequired: 'Menu name is required.',
  portionModifierInvalid: (value: string, element: string, account: string) =>
    `The portion modifier "${value}" for ${element} for ${account} is not a valid value.`,
  noModifierElements: 'Add completely filled-out elements to this menu first.',
  hostFlowSaved: 'Host Flow successfully updated.',
  /** Hosts reported on it: their surveys keep the menu (docs/hosts.md). */
  surveyed: 'Hosts have surveyed this menu, so it cannot be unscheduled.',
  surveyedElement: 'Hosts have reported on this element, so it cannot be removed from the menu.',
} as const;

/** Days after its date from whose midnight (market time) a scheduled menu is read-only. */
export const SCHEDULED_MENU_LOCK_DAYS = 3;

/**
 * The lock (DESIGN.md 5, docs/data-model.md 4): locked once the market's today is on or
 * after date + 3 days, so a Monday menu is editable through Wednesday and locks as
 * Thursday starts in the market's time zone. Both dates are `YYYY-MM-DD`.
 */
export function isScheduledMenuLocked(date: string, todayInMarket: string): boolean {
  return daysBetween(date, todayInMarket) >= SCHEDULED_MENU_LOCK_DAYS;
}

/** Scheduling dates: the spec sends MM/DD/YYYY; YYYY-MM-DD is read too. Answers YYYY-MM-DD. */
export const schedulingDate = () =>
  calendarDate('date: Must be a date (MM/DD/YYYY or YYYY-MM-DD).');

/**
 * The portion-modifier rule (spec 5): up to 3 digits before an optional decimal point and
 * at least one digit after it; we allow at most 3 decimals, what the column keeps.
 */
export const PORTION_MODIFIER_PATTERN = /^(\d{1,3}(\.\d{1,3})?|\.\d{1,3})$/;

/** The modifier a person typed, or null when the rule refuses it. */
export function parsePortionModifier(value: string | number): number | null {
  const text = String(value).trim();
  return PORTION_MODIFIER_PATTERN.test(text) ? Number(text) : null;
}

const servingTemp = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .enum(SERVING_TEMPERATURES, { error: 'Serving temperature must be HOT, COLD or AMBIENT.' })
    .nullable(),
);

export const alternativeSchema = z.object({
  name: z.string().trim().max(200).default(''),
  ingredients: z.string().max(5_000).default(''),
  method: z.string().max(10_000).default(''),
  allergenIds: z.array(uuid).max(50).default([]),
});
export type ScheduledElementAlternative = z.output<typeof alternativeSchema>;

/** A row of the scheduled menu editor: a snapshot of an element, editable for this day. */
export const scheduledElementInputSchema = z.object({
  /** The saved row; absent for an element added in this edit. */
  id: uuid.optional(),
  /** The catalogue element it was copied from (null once that element is gone). */
  originalElementId: optionalId('originalElementId must be an element id'),
  name: z.string({ error: 'Element name is required.' }).trim().min(1).max(200),
  labelName: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? null : v),
    z.string().trim().max(200).nullable().default(null),
  ),
  order: z.number({ error: 'order must be a number.' }).int().min(0).max(10_000),
  elementTypeId: optionalId(),
  menuElementClassId: optionalId(),
  isAlternate: z.boolean().default(false),
  /** The percent of its type's eaters the row feeds (docs/calculations.md 3). */
  share: shareSchema.default(100),
  containerTypeId: optionalId(),
  portionPerPerson: optionalNumber('Portion per person must be a number.'),
  portionPerContainer: optionalNumber('Portion per container must be a number.'),
  portionUnitId: optionalId(),
  servingTemp,
  ingredients: z.string().max(5_000).default(''),
  method: z.string().max(10_000).default(''),
  allergenIds: z.array(uuid).max(50).default([]),
  alternative: alternativeSchema.nullable().default(null),
});
export type ScheduledElementInput = z.input<typeof scheduledElementInputSchema>;
export type ScheduledElementValues = z.output<typeof scheduledElementInputSchema>;

function checkRows(input: { scheduledElements: ScheduledElementValues[] }, ctx: z.RefinementCtx) {
  const rows = arrayOrEmpty<ScheduledElementValues | null>(input.scheduledElements).flatMap(
    (row) => (row && typeof row === 'object' ? [row] : []),
  );
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const originals = rows.flatMap((row) => (row.originalElementId ? [row.originalElementId] : []));
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  if (new Set(originals).size !== originals.length || new Set(ids).size !== ids.length)
    issue(['scheduledElements'], SCHEDULED_MENU_MESSAGES.duplicateElement);
  const orders = rows.map((row) => row.order);
  if (new Set(orders).size !== orders.length)
    issue(['scheduledElements'], SCHEDULED_MENU_MESSAGES.duplicateOrder);
  rows.forEach((row, index) => {
    if (typeof row.portionPerPerson === 'number' && row.portionPerPerson < 0)
      issue(
        ['scheduledElements', index, 'portionPerPerson'],
        'Portion per person cannot be negative.',
      );
    if (typeof row.portionPerContainer === 'number' && row.portionPerContainer <= 0)
      issue(
        ['scheduledElements', index, 'portionPerContainer'],
        'Portion per container must be more than 0.',
      );
  });
}

const sortRows = <T extends { scheduledElements: ScheduledElementValues[] }>(input: T): T => ({
  ...input,
  scheduledElements: [...input.scheduledElements].sort((a, b) => a.order - b.order),
});

const headerFields = {
  name: z
    .string({ error: SCHEDULED_MENU_MESSAGES.nameRequired })
    .trim()
    .min(1, SCHEDULED_MENU_MESSAGES.nameRequired)
    .max(200, 'Menu name must be 200 characters or less.'),
  brandId: optionalId('brandId must be a brand id'),
  cuisineTypeId: optionalId('cuisineTypeId must be a cuisine type id'),
  description: z
    .string()
    .max(5_000, 'Description must be 5000 characters or less.')
    .default('')
    .transform((v) => v.trim()),
  isDescriptionAutomated: z.boolean().default(true),
  scheduledElements: z
    .array(scheduledElementInputSchema)
    .max(200, 'A menu holds at most 200 elements.')
    .default([]),
};

/**
 * `POST /v1/scheduled-menus`. The server copies the master (the copy rule); a header field
 * sent overrides the master's, and rows sent replace the master's rows (keeping the
 * master's host flow for the elements they share).
 */
export const createScheduledMenuSchema = z
  .object({
    originalMenuId: z.uuid({ error: 'originalMenuId: Choose a menu to schedule.' }),
    marketId: z.uuid({ error: SCHEDULED_MENU_MESSAGES.noMarket }),
    serviceLineId: z.uuid({ error: SCHEDULED_MENU_MESSAGES.noServiceLine }),
    date: schedulingDate(),
    name: headerFields.name.optional(),
    brandId: headerFields.brandId.optional(),
    cuisineTypeId: headerFields.cuisineTypeId.optional(),
    description: z.string().max(5_000).trim().optional(),
    isDescriptionAutomated: z.boolean().optional(),
    scheduledElements: headerFields.scheduledElements,
  })
  .superRefine(checkRows, checkEvenWithFieldErrors)
  .transform(sortRows);
export type CreateScheduledMenuInput = z.input<typeof createScheduledMenuSchema>;
export type CreateScheduledMenuValues = z.output<typeof createScheduledMenuSchema>;

/** `PUT /v1/scheduled-menus/{id}`: the editor's header and rows, with `updatedAt` as read. */
export const updateScheduledMenuSchema = z
  .object({ ...headerFields, updatedAt: isoDateTime })
  .superRefine(checkRows, checkEvenWithFieldErrors)
  .transform(sortRows);
export type UpdateScheduledMenuInput = z.input<typeof updateScheduledMenuSchema>;
export type UpdateScheduledMenuValues = z.output<typeof updateScheduledMenuSchema>;

/** `PUT /v1/scheduled-menus/{id}/date`: the calendar's drag to another day. */
export const rescheduleSchema = z.object({ date: schedulingDate(), updatedAt: isoDateTime });
export type RescheduleInput = z.input<typeof rescheduleSchema>;

/** Revert and Update Base Menu name the version the person looked at. */
export const scheduledMenuTokenSchema = z.object({ updatedAt: isoDateTime });

const monthNumber = z.coerce.number().int().min(1).max(12);
const yearNumber = z.coerce.number().int().min(1900).max(2999);
export const scheduledMenusQuerySchema = z.object({
  marketId: z.uuid({ error: SCHEDULED_MENU_MESSAGES.noMarket }),
  month: monthNumber,
  year: yearNumber,
  day: z.coerce.number().int().min(1).max(31).optional(),
});

export const scheduledHostFlowUpdateSchema = z
  .object({
    butcherPaperNotes: z
      .string()
      .max(5_000)
      .default('')
      .transform((v) => v.trim()),
    clientNotes: z
      .string()
      .max(5_000)
      .default('')
      .transform((v) => v.trim()),
    talkingPoints: z
      .string()
      .max(5_000)
      .default('')
      .transform((v) => v.trim()),
    scheduledElements: z.array(hostFlowElementInputSchema).max(200).default([]),
    updatedAt: isoDateTime,
  })
  .superRefine((input, ctx) => {
    const rows = arrayOrEmpty<{ id?: unknown; hostFlowOrder?: unknown }>(input.scheduledElements);
    const ids = rows.map((row) => row?.id);
    const orders = rows.map((row) => row?.hostFlowOrder);
    if (new Set(ids).size !== ids.length || new Set(orders).size !== orders.length)
      ctx.addIssue({
        code: 'custom',
        path: ['scheduledElements'],
        message: 'Each element of a host flow needs its own order.',
      });
  }, checkEvenWithFieldErrors);
export type ScheduledHostFlowUpdate = z.input<typeof scheduledHostFlowUpdateSchema>;

/** A value per account; null (or empty) removes the override, back to the account's. */
export const updateElementPortionModifiersSchema = z.object({
  portionModifiers: z
    .array(
      z.object({
        accountId: uuid,
        portionModifier: z.union([z.string().max(20), z.number()]).nullable(),
      }),
    )
    .max(500)
    .refine(
      (rows) => new Set(rows.map((row) => row.accountId)).size === rows.length,
      'Each account can have one modifier per element.',
    ),
});
export type UpdateElementPortionModifiersInput = z.input<
  typeof updateElementPortionModifiersSchema
>;
