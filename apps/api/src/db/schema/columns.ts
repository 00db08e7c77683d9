import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Shared columns. Timestamps keep millisecond precision so that the `updatedAt` a
 * client read (a JavaScript date) compares equal to the stored value.
 */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * A menu row's choice share: the percent of its type's eaters it feeds (docs/calculations.md
 * 3). 100 for every row that existed before shares, so nobody's numbers change unasked.
 */
export const share = () =>
  numeric('share', { precision: 5, scale: 2, mode: 'number' }).notNull().default(100);
