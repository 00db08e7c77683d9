import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * The eaters of each market, line and day: the sum of `eater_count` over the live service
 * events of that slot's accounts, kept by triggers on `service_events` and `accounts`
 * (migration 0029) in the same transaction as every event write, so no code path can
 * forget it. The calendar reads a month of it instead of summing ~20,000 events per request.
 *
 * A slot whose sum is 0 has no row: the table is a function of the events alone, so the
 * database move rebuilds it from the copied events (it is not copied) and the checksums of
 * both sides agree. No foreign keys (a trigger's upsert should cost one index probe) and no
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
  },
  (t) => [
    primaryKey({ columns: [t.marketId, t.date, t.serviceLineId] }),
    // Rows a statement brought to 0, deleted by the same trigger: the index stays tiny.
    index('slot_headcounts_zero_idx').on(t.marketId).where(sql`${t.eaters} = 0`),
  ],
);
