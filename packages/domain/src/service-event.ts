import { z } from 'zod';
import { calendarDate, headcount, money, timeOfDay } from './calendar.js';
import { checkEvenWithFieldErrors, optionalId } from './form-values.js';
import { isoDateTime, uuid } from './ids.js';

export const SERVICE_EVENT_MESSAGES = {
  addressRequired: 'Address is required',
  serviceLineRequired: 'Service line is required.',
  serviceTypeRequired: 'Service type is required. Select a valid service type and try again.',
  dateRequired: 'Date is required.',
  eaterCount: 'Eater Count must be a whole number, not negative.',
  dietaryCount: 'Dietary Count must be a whole number, not negative.',
  allergenCount: 'Allergen Count must be a whole number, not negative.',
  dietaryAboveEaters: 'Dietary Count cannot be more than the Eater Count.',
  allergenAboveEaters: 'Allergen Count cannot be more than the Eater Count.',
  price: 'Price per person must be an amount with no more than 2 decimal places.',
  conflict: 'There is a conflicting service event.',
  createFailed: 'Something went wrong. Please check all fields and try again.',
  deleteFailed:
    'Something went wrong when attempting to delete the service event. Please try again.',
  deleted: 'Service Event has been deleted successfully.',
  specialDeleted: 'Special request has been deleted.',
  saved: 'Service Event has been saved successfully.',
  noServices: 'There are no services scheduled for this day.',
  notFound: 'Service event not found.',
  addressNotOfAccount: 'The chosen address does not belong to this account.',
} as const;

export const ADD_ON_MESSAGES = {
  added: (name: string) => `Successfully added a ${name} Add On to this Service Event`,
  addFailed: (name: string) =>
    `Something went wrong! Does this Service Event already have a ${name} Add On?`,
  updateFailed: 'Something went wrong!',
  deleted: (name: string) => `Successfully deleted ${name}`,
  deleteFailed: (name: string) => `Something went wrong. Could not delete ${name}.`,
  none: 'There are no Add-ons scheduled for this event.',
  quantity: 'Must be a positive, whole number.',
  price: 'Must be a positive, non-zero number with no more than 2 decimal places.',
  addOnsOnlyForMeals: 'Add-ons are served with Breakfast, Lunch and Dinner only.',
  slotNotOfType: 'Each slot must belong to the add-on type.',
} as const;

const eventFields = z.object({
  accountId: uuid,
  addressId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid({ error: SERVICE_EVENT_MESSAGES.addressRequired }),
  ),
  serviceLineId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid({ error: SERVICE_EVENT_MESSAGES.serviceLineRequired }),
  ),
  serviceTypeId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid({ error: SERVICE_EVENT_MESSAGES.serviceTypeRequired }),
  ),
  date: calendarDate(SERVICE_EVENT_MESSAGES.dateRequired),
  serviceTime: timeOfDay().default('12:00'),
  specialRequest: z.boolean().default(false),
  eaterCount: headcount(SERVICE_EVENT_MESSAGES.eaterCount).default(0),
  dietaryCount: headcount(SERVICE_EVENT_MESSAGES.dietaryCount).default(0),
  allergenCount: headcount(SERVICE_EVENT_MESSAGES.allergenCount).default(0),
  pricePerPerson: money(SERVICE_EVENT_MESSAGES.price).default(0),
  notes: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(5_000, 'Notes must be 5000 characters or less.'),
  ),
});

function checkCounts(input: z.output<typeof eventFields>, ctx: z.RefinementCtx) {
  if (typeof input.eaterCount !== 'number') return;
  if (typeof input.dietaryCount === 'number' && input.dietaryCount > input.eaterCount)
    ctx.addIssue({
      code: 'custom',
      path: ['dietaryCount'],
      message: SERVICE_EVENT_MESSAGES.dietaryAboveEaters,
    });
  if (typeof input.allergenCount === 'number' && input.allergenCount > input.eaterCount)
    ctx.addIssue({
      code: 'custom',
      path: ['allergenCount'],
      message: SERVICE_EVENT_MESSAGES.allergenAboveEaters,
    });
}

export const serviceEventInputSchema = eventFields.superRefine(
  checkCounts,
  checkEvenWithFieldErrors,
);
export type ServiceEventInput = z.input<typeof serviceEventInputSchema>;
export type ServiceEventValues = z.output<typeof serviceEventInputSchema>;

export const updateServiceEventSchema = eventFields
  .extend({ updatedAt: isoDateTime })
  .superRefine(checkCounts, checkEvenWithFieldErrors);
export type UpdateServiceEventInput = z.input<typeof updateServiceEventSchema>;

export const serviceEventAddOnSchema = z.object({
  id: uuid,
  addOnTypeId: uuid,
  addOnType: z.object({ id: uuid, name: z.string() }),
  addOnSlot: z.object({ id: uuid, name: z.string(), order: z.number().int() }),
  quantity: z.number().int(),
  pricePerUnit: z.number(),
  scheduledAddOnId: uuid.nullable(),
  /** The element scheduled in this slot that day, when the kitchen has scheduled one. */
  scheduledAddOn: z.object({ name: z.string() }).nullable(),
  updatedAt: isoDateTime,
});
export type ServiceEventAddOn = z.infer<typeof serviceEventAddOnSchema>;

const named = z.object({ id: uuid, name: z.string() });

export const serviceEventSchema = z.object({
  id: uuid,
  accountId: uuid,
  account: named,
  addressId: uuid,
  address: z.object({
    id: uuid,
    addressOne: z.string(),
    addressTwo: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string().nullable(),
  }),
  serviceLineId: uuid,
  serviceLine: named,
  serviceTypeId: uuid,
  serviceType: named,
  scheduledMenuId: uuid.nullable(),
  scheduledMenu: named.nullable(),
  date: z.string(),
  serviceTime: z.string(),
  specialRequest: z.boolean(),
  eaterCount: z.number().int(),
  dietaryCount: z.number().int(),
  allergenCount: z.number().int(),
  pricePerPerson: z.number(),
  notes: z.string(),
  /** Made or last updated by a serving schedule (null: created in the modal). */
  servingScheduleId: uuid.nullable(),
  addOns: z.array(serviceEventAddOnSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ServiceEvent = z.infer<typeof serviceEventSchema>;

const monthNumber = z.coerce.number().int().min(1).max(12);
const yearNumber = z.coerce.number().int().min(1900).max(2999);

export const serviceEventsQuerySchema = z.object({
  accountId: uuid,
  month: monthNumber,
  year: yearNumber,
  day: z.coerce.number().int().min(1).max(31).optional(),
});

export const serviceEventNotesQuerySchema = z.object({
  marketId: uuid,
  month: monthNumber,
  year: yearNumber,
});

/** A service event's notes on the scheduling calendar. */
export const serviceEventNoteSchema = z.object({
  id: uuid,
  accountId: uuid,
  accountName: z.string(),
  date: z.string(),
  serviceLineId: uuid,
  serviceLineName: z.string(),
  serviceTime: z.string(),
  specialRequest: z.boolean(),
  notes: z.string(),
});
export type ServiceEventNote = z.infer<typeof serviceEventNoteSchema>;

export const addEventAddOnSchema = z.object({
  addOnTypeId: z.uuid({ error: 'No add-on type ID' }),
  scheduledAddOnId: optionalId().optional(),
});

const addOnQuantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: ADD_ON_MESSAGES.quantity })
    .int(ADD_ON_MESSAGES.quantity)
    .min(0, ADD_ON_MESSAGES.quantity)
    .max(100_000, ADD_ON_MESSAGES.quantity),
);

export const updateEventAddOnsSchema = z.object({
  addOnTypeId: z.uuid({ error: 'No add-on type ID' }),
  serviceEventId: uuid.optional(),
  serviceEventAddOns: z
    .array(
      z.object({
        id: uuid,
        quantity: addOnQuantity,
        pricePerUnit: money(ADD_ON_MESSAGES.price),
        updatedAt: isoDateTime,
      }),
    )
    .min(1, 'No add-ons provided')
    .max(50),
});
export type UpdateEventAddOnsInput = z.input<typeof updateEventAddOnsSchema>;

/** Service lines that take add-ons (catalogue spec 9). */
export const ADD_ON_SERVICE_LINES = ['Breakfast', 'Lunch', 'Dinner'] as const;
