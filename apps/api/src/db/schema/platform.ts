import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings shared by every API process (the auth secret when AUTH_SECRET is unset; whether
 * the demo was loaded, see db/seed/demo-state.ts).
 */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Fixed-window counters of rate limits, shared by every API process. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, precision: 3 }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Every row the demo seeding inserted, by table and primary key (`{"id": ...}`, or the
 * columns of a composite key), so `npm run demo:remove` deletes those and nothing else
 * (db/seed/demo-rows.ts). No foreign key: a row deleted through the app leaves its entry
 * behind, and removal ignores entries whose row is gone.
 */
export const demoRows = pgTable(
  'demo_rows',
  {
    tableName: text('table_name').notNull(),
    rowKey: jsonb('row_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowKey] })],
);
