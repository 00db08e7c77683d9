import type { PgTable } from 'drizzle-orm/pg-core';
import { insertMany, type Tx } from '../src/db/seed/demo-catalogue/index.js';

/**
 * Rows per statement. insertMany sends a batch as one JSON parameter, so PostgreSQL's
 * 65,535-parameter limit does not apply; 2,000 rows keep a statement near a megabyte.
 */
export const BATCH_ROWS = 2_000;
/** How often a long table reports how far it got. */
const PROGRESS_EVERY = 50_000;

/** Inserts rows of one table in batches, inside the caller's transaction, as they come. */
export class BatchInserter<T extends PgTable> {
  private pending: T['$inferInsert'][] = [];
  inserted = 0;

  constructor(
    private readonly tx: Tx,
    private readonly table: T,
    private readonly label: string,
  ) {}

  async add(row: T['$inferInsert']): Promise<void> {
    this.pending.push(row);
    if (this.pending.length >= BATCH_ROWS) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.pending.length) return;
    const before = this.inserted;
    await insertMany(this.tx, this.table, this.pending);
    this.inserted += this.pending.length;
    this.pending = [];
    if (Math.floor(this.inserted / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY))
      console.log(`    ${this.label}: ${this.inserted.toLocaleString('en-US')} rows`);
  }
}

/** Inserts a list already in memory, in batches. */
export async function insertInBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  label: string,
  rows: T['$inferInsert'][],
): Promise<number> {
  const inserter = new BatchInserter(tx, table, label);
  for (const row of rows) await inserter.add(row);
  await inserter.flush();
  return inserter.inserted;
}
