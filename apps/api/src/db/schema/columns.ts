import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Shared columns. Timestamps keep millisecond precision so that the `updatedAt` a
 * client read (a JavaScript date) compares equal to the stored value.
 */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
