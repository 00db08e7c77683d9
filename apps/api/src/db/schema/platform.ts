import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings shared by every API process (the auth secret when AUTH_SECRET is unset). */
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
