import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { users } from './identity.js';
import { elementTypes, markets, serviceLines, serviceTypes } from './reference.js';

/** Client sites: the accounts a market's kitchen serves. Archived, never deleted. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    name: text('name').notNull(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
    totalEmployees: integer('total_employees'),
    serviceStartDate: date('service_start_date', { mode: 'string' }),
    showOptin: boolean('show_optin').notNull().default(false),
    playbookLink: text('playbook_link'),
    pointOfContactUserId: uuid('point_of_contact_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    kitchenArrivalTime: time('kitchen_arrival_time'),
    leaveTime: time('leave_time'),
    serviceStartTime: time('service_start_time'),
    leftoverInstructions: text('leftover_instructions').notNull().default(''),
    deliveryInstructions: text('delivery_instructions').notNull().default(''),
    setupNotes: text('setup_notes').notNull().default(''),
    /** Archived accounts leave every list and keep their history. */
    archivedAt: timestamp('archived_at', { withTimezone: true, precision: 3 }),
    ...timestamps(),
  },
  (t) => [
    // An archived account's name may be used again.
    uniqueIndex('accounts_name_key').on(sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
    index('accounts_market_name_idx').on(t.marketId, sql`lower(${t.name})`),
    // Substring search (`q`, ILIKE '%…%') through trigrams rather than reading the table.
    index('accounts_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('accounts_service_type_id_idx').on(t.serviceTypeId),
    check(
      'accounts_total_employees_check',
      sql`${t.totalEmployees} is null or ${t.totalEmployees} >= 0`,
    ),
  ],
);

/** Where an account is served; the first (sort order 0) is its main address. */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    addressOne: text('address_one').notNull(),
    addressTwo: text('address_two').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code'),
    ...timestamps(),
  },
  (t) => [
    index('account_addresses_account_idx').on(t.accountId, t.sortOrder),
    check('account_addresses_state_check', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('account_addresses_zip_check', sql`${t.zipCode} ~ '^[0-9]{5}$'`),
  ],
);

export const accountNotes = pgTable(
  'account_notes',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('account_notes_account_idx').on(t.accountId, t.createdAt),
    check('account_notes_note_check', sql`btrim(${t.note}) <> ''`),
  ],
);

/** The token the public menu page and feedback form are addressed by. */
export const accountQrTokens = pgTable(
  'account_qr_tokens',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('account_qr_tokens_live_key').on(t.accountId).where(sql`${t.revokedAt} is null`),
  ],
);

export const eaterFeedbackResponses = pgTable(
  'eater_feedback_responses',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    serviceLineId: uuid('service_line_id').references(() => serviceLines.id),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('eater_feedback_account_date_idx').on(t.accountId, t.serviceDate),
    check('eater_feedback_score_check', sql`${t.score} between 1 and 5`),
  ],
);

/** Per element type, how much more or less this site eats (no row: 1.0). */
export const accountPortionModifiers = pgTable(
  'account_portion_modifiers',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    elementTypeId: uuid('element_type_id')
      .notNull()
      .references(() => elementTypes.id),
    value: numeric('value', { precision: 6, scale: 3, mode: 'number' }).notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    unique('account_portion_modifiers_key').on(t.accountId, t.elementTypeId),
    check('account_portion_modifiers_value_check', sql`${t.value} >= 0`),
  ],
);
