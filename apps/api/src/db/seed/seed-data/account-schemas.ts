import {
  addressInputSchema,
  createAccountSchema,
  playbookFields,
  pointOfContactInputSchema,
  servingScheduleInputSchema,
  updatePortionModifiersSchema,
  WEEKDAYS,
  zipCode,
} from '@catering/domain';
import { z } from 'zod';
import { acceptedByProduct } from './product-check.js';

/*
 * The demo accounts (client sites) of demo-accounts.json, written with reference names
 * (market, service type, element types) that the seed resolves to ids. Their serving
 * schedules expand into service events the same way the Service Schedule tab does
 * (packages/domain planServingSchedule).
 */

const demoAddressSchema = z.strictObject({
  addressOne: z.string(),
  addressTwo: z.string().optional(),
  city: z.string(),
  /** Two-letter state code. */
  state: z.string(),
  /** Five digits. */
  zipCode: z.string(),
});

/** One weekday of a serving schedule (Add/Update); weekdays left out are not served. */
const demoScheduleDaySchema = z.strictObject({
  day: z.enum(WEEKDAYS),
  meatEaters: z.number(),
  nonMeatEaters: z.number(),
  pricePerEater: z.number(),
  /** HH:MM, 24-hour. */
  serviceTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time as HH:MM (24-hour).'),
});

const demoPlaybookSchema = z.strictObject({
  kitchenArrivalTime: z.string(),
  leaveTime: z.string(),
  serviceStartTime: z.string(),
  leftoverInstructions: z.string(),
  deliveryInstructions: z.string(),
  setupNotes: z.string(),
});

/**
 * What the product accepts for an account and its tabs: General Information (the first
 * address), further addresses (with a zip code, as the editor asks), the point of contact,
 * the playbook, the portion modifiers and each serving schedule.
 */
const productAccountSchema = z.object({
  account: createAccountSchema,
  addresses: z.array(addressInputSchema.extend({ zipCode })),
  pointOfContact: pointOfContactInputSchema.optional(),
  playbook: z.object(playbookFields),
  portionModifiers: updatePortionModifiersSchema.shape.portionModifiers,
  schedules: z.array(servingScheduleInputSchema),
});

/** Any range will do: the demo's own dates are relative to today (demo-accounts/index.ts). */
const SOME_SCHEDULE_RANGE = { startDate: '2025-01-01', endDate: '2025-02-28' };

export const demoAccountSchema = z
  .strictObject({
    name: z.string(),
    /** Phoenix, Denver, Dallas or Austin. */
    market: z.string(),
    /** 'Sifted 1.0' or 'Sifted 2.0'. */
    serviceType: z.string(),
    totalEmployees: z.number(),
    showOptin: z.literal(true).optional(),
    /** The main address first; a few accounts have a second one (another building). */
    addresses: z.array(demoAddressSchema).min(1),
    pointOfContact: z
      .strictObject({ firstName: z.string(), lastName: z.string(), email: z.string() })
      .optional(),
    /** Per service line name: the weekly grid. */
    schedules: z.array(
      z.strictObject({
        serviceLine: z.enum(['Breakfast', 'Lunch']),
        days: z.array(demoScheduleDaySchema),
      }),
    ),
    /** Element type name to modifier (e.g. { Protein: 1.2 }); others stay 1.0. */
    portionModifiers: z.record(z.string(), z.number()).optional(),
    playbook: demoPlaybookSchema.optional(),
  })
  .superRefine(
    acceptedByProduct(productAccountSchema, (row, id) => ({
      account: {
        name: row.name,
        marketId: id(`market ${row.market}`),
        serviceTypeId: id(`service type ${row.serviceType}`),
        totalEmployees: row.totalEmployees,
        showOptin: row.showOptin ?? false,
        address: row.addresses[0],
      },
      addresses: row.addresses,
      pointOfContact: row.pointOfContact && {
        ...row.pointOfContact,
        accountId: id(`account ${row.name}`),
      },
      playbook: row.playbook ?? {},
      portionModifiers: Object.entries(row.portionModifiers ?? {}).map(([type, value]) => ({
        elementTypeId: id(`element type ${type}`),
        value,
      })),
      schedules: row.schedules.map((schedule) => ({
        ...SOME_SCHEDULE_RANGE,
        data: schedule.days.map((day) => ({
          ...day,
          shouldServeOnDay: true,
          serviceTypeId: id(`service type ${row.serviceType}`),
        })),
      })),
    })),
  );
export type DemoAccount = z.infer<typeof demoAccountSchema>;
export type DemoScheduleDay = z.infer<typeof demoScheduleDaySchema>;
