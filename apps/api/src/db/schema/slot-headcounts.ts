import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * The headcounts of each market, line and day: over the live service events of that slot's
 * accounts, how many there are and the sums of their eaters, eaters with allergens and
 * dietary eaters. Kept by triggers on `service_events` and `accounts` (migrations 0029 and
 * 0031) in the same transaction as every event write, so no code path can forget it. The
 * calendar reads a month of it instead of summing ~20,000 events per request, and a
 * scheduled menu its slot's row instead of summing ~500.
 *
 * A slot without live events has no row: the table is a function of the events alone, so
 * the database move rebuilds it from the copied events (it is not copied) and the checksums
 * of both sides agree. No foreign keys (a trigger's upsert should cost one index probe) and no
 * check that eaters >= 0: PostgreSQL checks the proposed row of an upsert, the signed change,
 * before it finds the row to add it to.
 */
export const slotHeadcounts = pgTable(
  'slot_headcounts',
  {
    marketId: uuid('market_id').notNull(),
    serviceLineId: uuid('service_line_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    eaters: integer('eaters').notNull(),
    /** Eaters needing accommodations: the sum of `allergen_count`. */
    allergenCount: integer('allergen_count').notNull().default(0),
    dietaryCount: integer('dietary_count').notNull().default(0),
    /** How many live events the slot holds. */
    services: integer('services').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.marketId, t.date, t.serviceLineId] }),
    // Rows a statement left without events, deleted by the same trigger: the index stays tiny.
    index('slot_headcounts_empty_idx').on(t.marketId).where(sql`${t.services} = 0`),
  ],
);
