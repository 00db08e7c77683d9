import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { keyOf, quoted, readTableGraph, type TableInfo } from './table-graph.js';

/*
 * Which rows are the demo's: the keys of every table are noted before the demo seeding,
 * and every row present after it and not before goes into demo_rows. Diffing, rather than
 * each seeder noting what it inserts, covers a seeder or a table added later and rows a
 * seeder creates indirectly (an audit event, an invitation link, a point-of-contact user).
 * It is exact only because nothing else writes meanwhile: the demo is loaded inside the
 * transaction of prepareInitialData, which every starting process takes in turn.
 */

/** Bookkeeping tables that hold no demo content, and the record itself. */
const NOT_RECORDED = new Set(['demo_rows', 'app_settings', 'rate_limit_hits']);

export interface DemoRowsBaseline {
  tables: TableInfo[];
}

/**
 * Notes the keys present now in `demo_rows_baseline`, a temporary table dropped at commit:
 * `tx` must be a transaction, so both statements see the same session.
 */
export async function noteRowsBeforeDemo(tx: Db): Promise<DemoRowsBaseline> {
  const tables = (await readTableGraph(tx)).tables.filter((t) => !NOT_RECORDED.has(t.name));
  await tx.execute(
    sql`create temporary table demo_rows_baseline (table_name text, row_key jsonb) on commit drop`,
  );
  for (const table of tables) {
    await tx.execute(
      sql`insert into demo_rows_baseline select ${table.name}, ${keyOf('x', table.keyColumns)}
          from ${sql.raw(quoted(table.name))} x`,
    );
  }
  return { tables };
}

/** Records every row added since `noteRowsBeforeDemo` as a demo row. */
export async function recordRowsAddedAsDemo(tx: Db, baseline: DemoRowsBaseline): Promise<void> {
  for (const table of baseline.tables) {
    await tx.execute(
      sql`insert into demo_rows (table_name, row_key)
          select ${table.name}, k from (
            select ${keyOf('x', table.keyColumns)} as k from ${sql.raw(quoted(table.name))} x
          ) present
          where not exists (select 1 from demo_rows_baseline b
                            where b.table_name = ${table.name} and b.row_key = present.k)
          on conflict do nothing`,
    );
  }
  await tx.execute(sql`drop table demo_rows_baseline`);
}
