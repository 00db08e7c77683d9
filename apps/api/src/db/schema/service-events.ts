import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accountAddresses, accounts } from './accounts.js';
import { id, timestamps } from './columns.js';
import { addOnSlots, addOnTypes, serviceLines, serviceTypes } from './reference.js';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const WEEKDAY_CHECK = sql.raw(
  `('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')`,
);

/** Each applied serving schedule, kept as sent: the latest refills the tab. Insert-only. */
export const servingSchedules = pgTable(
  'serving_schedules',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceLineId: uuid('service_line_id')
      .notNull()
      .references(() => serviceLines.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('serving_schedules_account_line_idx').on(t.accountId, t.serviceLineId, t.createdAt),
    check('serving_schedules_range_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const servingScheduleDays = pgTable(
  'serving_schedule_days',
  {
    servingScheduleId: uuid('serving_schedule_id')
      .notNull()
      .references(() => servingSchedules.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    shouldServeOnDay: boolean('should_serve_on_day').notNull(),
    meatEaters: integer('meat_eaters').notNull().default(1),
    nonMeatEaters: integer('non_meat_eaters').notNull().default(0),
    pricePerEater: money('price_per_eater').notNull().default(0),
    serviceTime: time('service_time').notNull().default('12:00'),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.servingScheduleId, t.day] }),
    check('serving_schedule_days_day_check', sql`${t.day} in ${WEEKDAY_CHECK}`),
    check(
      'serving_schedule_days_counts_check',
      sql`${t.meatEaters} >= 0 and ${t.nonMeatEaters} >= 0 and ${t.pricePerEater} >= 0`,
    ),
  ],
);

/** An add-on type served every such weekday on an account's line. */
export const recurringAddOns = pgTable(
  'recurring_add_ons',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceLineId: uuid('service_line_id')
      .notNull()
      .references(() => serviceLines.id),
    addOnTypeId: uuid('add_on_type_id')
      .notNull()
      .references(() => addOnTypes.id),
    day: text('day').notNull(),
    shouldServeOnDay: boolean('should_serve_on_day').notNull().default(true),
    quantity: integer('quantity'),
    pricePerUnit: money('price_per_unit'),
    ...timestamps(),
  },
  (t) => [
    unique('recurring_add_ons_key').on(t.accountId, t.serviceLineId, t.addOnTypeId, t.day),
    check('recurring_add_ons_day_check', sql`${t.day} in ${WEEKDAY_CHECK}`),
  ],
);

export const recurringAddOnSlots = pgTable(
  'recurring_add_on_slots',
  {
    recurringAddOnId: uuid('recurring_add_on_id')
      .notNull()
      .references(() => recurringAddOns.id, { onDelete: 'cascade' }),
    addOnSlotId: uuid('add_on_slot_id')
      .notNull()
      .references(() => addOnSlots.id),
    quantity: integer('quantity'),
    pricePerUnit: money('price_per_unit'),
  },
  (t) => [primaryKey({ columns: [t.recurringAddOnId, t.addOnSlotId] })],
);

/**
 * One service of an account: a date, a line and its headcounts. Soft-deleted. At most one
 * regular service per account, line and day; special requests come on top.
 */
export const serviceEvents = pgTable(
  'service_events',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    addressId: uuid('address_id')
      .notNull()
      .references(() => accountAddresses.id),
    serviceLineId: uuid('service_line_id')
      .notNull()
      .references(() => serviceLines.id),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
    servingScheduleId: uuid('serving_schedule_id').references(() => servingSchedules.id, {
      onDelete: 'set null',
    }),
    date: date('date', { mode: 'string' }).notNull(),
    serviceTime: time('service_time').notNull().default('12:00'),
    specialRequest: boolean('special_request').notNull().default(false),
    eaterCount: integer('eater_count').notNull().default(0),
    dietaryCount: integer('dietary_count').notNull().default(0),
    allergenCount: integer('allergen_count').notNull().default(0),
    pricePerPerson: money('price_per_person').notNull().default(0),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('service_events_regular_key')
      .on(t.accountId, t.serviceLineId, t.date)
      .where(sql`${t.deletedAt} is null and not ${t.specialRequest}`),
    index('service_events_account_date_idx')
      .on(t.accountId, t.date)
      .where(sql`${t.deletedAt} is null`),
    // The calendar's and the numbers' headcounts per slot read only this index (an
    // index-only scan): a month of a large operator is tens of thousands of events.
    index('service_events_date_line_idx')
      .on(t.date, t.serviceLineId, t.accountId, t.eaterCount)
      .where(sql`${t.deletedAt} is null`),
    index('service_events_address_id_idx').on(t.addressId),
    check(
      'service_events_counts_check',
      sql`${t.eaterCount} >= 0 and ${t.dietaryCount} >= 0 and ${t.allergenCount} >= 0 and ${t.dietaryCount} <= ${t.eaterCount} and ${t.allergenCount} <= ${t.eaterCount} and ${t.pricePerPerson} >= 0`,
    ),
  ],
);

/** An add-on of one service, a row per slot of its type. */
export const serviceEventAddOns = pgTable(
  'service_event_add_ons',
  {
    id: id(),
    serviceEventId: uuid('service_event_id')
      .notNull()
      .references(() => serviceEvents.id, { onDelete: 'cascade' }),
    addOnTypeId: uuid('add_on_type_id')
      .notNull()
      .references(() => addOnTypes.id),
    addOnSlotId: uuid('add_on_slot_id')
      .notNull()
      .references(() => addOnSlots.id),
    quantity: integer('quantity').notNull().default(0),
    pricePerUnit: money('price_per_unit').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('service_event_add_ons_slot_key').on(t.serviceEventId, t.addOnSlotId),
    check('service_event_add_ons_values_check', sql`${t.quantity} >= 0 and ${t.pricePerUnit} >= 0`),
  ],
);
