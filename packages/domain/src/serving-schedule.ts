import { z } from 'zod';
import {
  addDays,
  calendarDate,
  daysBetween,
  headcount,
  money,
  timeOfDay,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from './calendar.js';
import { checkEvenWithFieldErrors } from './form-values.js';
import { isoDateTime, uuid } from './ids.js';
import { ADD_ON_MESSAGES } from './service-event.js';

export const SERVING_SCHEDULE_MESSAGES = {
  failed:
    'Something went wrong while trying to update the Serving Schedule. Please check all fields and try again.',
  updated: 'Serving Schedule has been updated successfully.',
  confirmTitle: 'Confirm Service Event Updates',
  confirmText: 'Do you want to update service events',
  datesInfo: 'Start date must be after today and End date must be after start date',
  endBeforeStart: 'End date must be on or after the start date.',
  rangeTooLong: 'A serving schedule covers at most 366 days at once.',
  duplicateDay: 'Each weekday can appear once.',
  noAddress: 'This account has no address to serve at. Add one on General Information first.',
  meatEaters: 'Number of Protein Eaters must be a whole number, not negative.',
  nonMeatEaters: 'Number of Veg. Eaters must be a whole number, not negative.',
  price: 'Price Per Eater must be an amount with no more than 2 decimal places.',
} as const;

export const MAX_SCHEDULE_DAYS = 366;

/** One weekday of the grid; `shouldServeOnDay` true is Add/Update, false Remove (None is not sent). */
export const servingScheduleDaySchema = z.object({
  day: z.enum(WEEKDAYS, { error: 'day must be monday to sunday' }),
  shouldServeOnDay: z.boolean({ error: 'shouldServeOnDay must be true or false' }),
  meatEaters: headcount(SERVING_SCHEDULE_MESSAGES.meatEaters).default(1),
  nonMeatEaters: headcount(SERVING_SCHEDULE_MESSAGES.nonMeatEaters).default(0),
  pricePerEater: money(SERVING_SCHEDULE_MESSAGES.price).default(0),
  serviceTime: timeOfDay().default('12:00'),
  serviceTypeId: uuid,
});
export type ServingScheduleDay = z.output<typeof servingScheduleDaySchema>;

export const servingScheduleInputSchema = z
  .object({
    data: z.array(servingScheduleDaySchema).max(7),
    startDate: calendarDate('startDate must be a date.'),
    endDate: calendarDate('endDate must be a date.'),
  })
  .superRefine((input, ctx) => {
    if (typeof input.startDate === 'string' && typeof input.endDate === 'string') {
      const span = daysBetween(input.startDate, input.endDate);
      if (span < 0)
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: SERVING_SCHEDULE_MESSAGES.endBeforeStart,
        });
      else if (span >= MAX_SCHEDULE_DAYS)
        ctx.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: SERVING_SCHEDULE_MESSAGES.rangeTooLong,
        });
    }
    const days = Array.isArray(input.data) ? input.data.map((entry) => entry?.day) : [];
    if (new Set(days).size !== days.length)
      ctx.addIssue({
        code: 'custom',
        path: ['data'],
        message: SERVING_SCHEDULE_MESSAGES.duplicateDay,
      });
  }, checkEvenWithFieldErrors);
export type ServingScheduleInput = z.input<typeof servingScheduleInputSchema>;

export const servingScheduleQuerySchema = z.object({ accountId: uuid, serviceLineId: uuid });

export const servingScheduleResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type ServingScheduleResult = z.infer<typeof servingScheduleResultSchema>;

/** The last schedule applied for an account and line, to refill the tab. */
export const servingScheduleSchema = z.object({
  id: uuid,
  startDate: z.string(),
  endDate: z.string(),
  data: z.array(
    z.object({
      day: z.enum(WEEKDAYS),
      shouldServeOnDay: z.boolean(),
      meatEaters: z.number().int(),
      nonMeatEaters: z.number().int(),
      pricePerEater: z.number(),
      serviceTime: z.string(),
      serviceTypeId: uuid,
    }),
  ),
  createdAt: isoDateTime,
});
export type ServingSchedule = z.infer<typeof servingScheduleSchema>;

/** An existing regular (not special-request) event of the account and line. */
export interface ScheduledEventState {
  id: string;
  date: string;
  eaterCount: number;
  dietaryCount: number;
  pricePerPerson: number;
  serviceTime: string;
  serviceTypeId: string;
}

export interface ServingSchedulePlan {
  create: { date: string; day: ServingScheduleDay }[];
  update: { id: string; date: string; day: ServingScheduleDay }[];
  /** Matched events already as the schedule says: touched by no write. */
  unchanged: string[];
  remove: string[];
}

/**
 * What applying a schedule does (DESIGN.md 5, docs/accounts.md): for each date of the range
 * whose weekday is Add/Update, the account's regular event of that line and date is
 * updated to the weekday's counts, price, time and type, or created; for a Remove weekday
 * the events on those dates are removed. Weekdays not sent, special requests and dates
 * outside the range are left alone. Protein eaters are the meat eaters: eaterCount is meat
 * plus non-meat, dietaryCount the non-meat.
 */
export function planServingSchedule(
  range: { startDate: string; endDate: string },
  days: ServingScheduleDay[],
  existing: ScheduledEventState[],
): ServingSchedulePlan {
  const byDay = new Map<Weekday, ServingScheduleDay>(days.map((d) => [d.day, d]));
  const byDate = new Map(existing.map((event) => [event.date, event]));
  const plan: ServingSchedulePlan = { create: [], update: [], unchanged: [], remove: [] };
  const span = daysBetween(range.startDate, range.endDate);
  for (let offset = 0; offset <= span; offset++) {
    const date = addDays(range.startDate, offset);
    const day = byDay.get(weekdayOf(date));
    if (!day) continue;
    const event = byDate.get(date);
    if (!day.shouldServeOnDay) {
      if (event) plan.remove.push(event.id);
    } else if (!event) {
      plan.create.push({ date, day });
    } else if (
      event.eaterCount !== day.meatEaters + day.nonMeatEaters ||
      event.dietaryCount !== day.nonMeatEaters ||
      event.pricePerPerson !== day.pricePerEater ||
      event.serviceTime !== day.serviceTime ||
      event.serviceTypeId !== day.serviceTypeId
    ) {
      plan.update.push({ id: event.id, date, day });
    } else {
      plan.unchanged.push(event.id);
    }
  }
  return plan;
}

const slotQuantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' ? null : v),
  z
    .number({ error: ADD_ON_MESSAGES.quantity })
    .int(ADD_ON_MESSAGES.quantity)
    .positive(ADD_ON_MESSAGES.quantity)
    .max(100_000)
    .nullable(),
);
const slotPrice = z.preprocess(
  (v) => (v === '' ? null : v),
  money(ADD_ON_MESSAGES.price)
    .refine((value) => value > 0, ADD_ON_MESSAGES.price)
    .nullable(),
);

/**
 * A recurring add-on: an add-on type served on one weekday of an account's line, with a
 * quantity and price per slot. On enabled days every slot needs both (spec 5).
 */
export const recurringAddOnInputSchema = z
  .object({
    accountId: uuid,
    serviceLineId: uuid,
    addOnTypeId: uuid,
    day: z.enum(WEEKDAYS, { error: 'day must be monday to sunday' }),
    shouldServeOnDay: z.boolean().default(true),
    quantity: slotQuantity.default(null),
    pricePerUnit: slotPrice.default(null),
    addOnSlots: z
      .array(
        z.object({
          id: uuid,
          quantity: slotQuantity.default(null),
          pricePerUnit: slotPrice.default(null),
        }),
      )
      .max(50),
  })
  .superRefine((input, ctx) => {
    if (!input.shouldServeOnDay || !Array.isArray(input.addOnSlots)) return;
    input.addOnSlots.forEach((slot, index) => {
      if (!slot || typeof slot !== 'object') return;
      if (slot.quantity === null && input.quantity === null)
        ctx.addIssue({
          code: 'custom',
          path: ['addOnSlots', index, 'quantity'],
          message: ADD_ON_MESSAGES.quantity,
        });
      if (slot.pricePerUnit === null && input.pricePerUnit === null)
        ctx.addIssue({
          code: 'custom',
          path: ['addOnSlots', index, 'pricePerUnit'],
          message: ADD_ON_MESSAGES.price,
        });
    });
  }, checkEvenWithFieldErrors);
export type RecurringAddOnInput = z.input<typeof recurringAddOnInputSchema>;
export type RecurringAddOnValues = z.output<typeof recurringAddOnInputSchema>;

export const updateRecurringAddOnSchema = z.intersection(
  recurringAddOnInputSchema,
  z.object({ updatedAt: isoDateTime }),
);

export const recurringAddOnSchema = z.object({
  id: uuid,
  accountId: uuid,
  serviceLineId: uuid,
  addOnTypeId: uuid,
  day: z.enum(WEEKDAYS),
  shouldServeOnDay: z.boolean(),
  quantity: z.number().int().nullable(),
  pricePerUnit: z.number().nullable(),
  addOnSlots: z.array(
    z.object({
      id: uuid,
      name: z.string(),
      order: z.number().int(),
      quantity: z.number().int().nullable(),
      pricePerUnit: z.number().nullable(),
    }),
  ),
  updatedAt: isoDateTime,
});
export type RecurringAddOn = z.infer<typeof recurringAddOnSchema>;

export const recurringAddOnsQuerySchema = z.object({
  accountId: uuid,
  serviceLineId: uuid,
  addOnTypeId: uuid.optional(),
});
