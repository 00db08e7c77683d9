import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The `updatedAt` a save under optimistic concurrency stores: now, but always at least one
 * millisecond past the value it replaces. A plain `new Date()` stores the same value again
 * when two saves fall in one millisecond (or a server's clock is behind another's); a
 * writer still holding that value would then pass the `updatedAt` check and overwrite the
 * newer save. A value that only grows is never mistaken for an older one.
 */
export function nextUpdatedAt(column: PgColumn): SQL<Date> {
  return sql<Date>`greatest(${new Date().toISOString()}::timestamptz, ${column} + interval '1 millisecond')`;
}
