import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { type ColumnShape, publicRelation, quoteIdentifier, type TableShape } from './catalog.js';

/** PostgreSQL's limit on the parameters of one statement. */
const MAX_PARAMETERS = 65_535;
export const DEFAULT_BATCH_ROWS = 1_000;

function insertStatement(table: string, columns: readonly ColumnShape[], rows: number): string {
  const names = columns.map((column) => quoteIdentifier(column.name)).join(', ');
  const tuples: string[] = [];
  let parameter = 0;
  for (let row = 0; row < rows; row++) {
    // Each value arrives as its text form and is read back by the column's own type,
    // modifiers included: the same input function that wrote it on the source.
    const values = columns.map((column) => `$${++parameter}::${column.type}`);
    tuples.push(`(${values.join(', ')})`);
  }
  // OVERRIDING SYSTEM VALUE: an identity column keeps the source's values (none today).
  return `insert into ${publicRelation(table)} (${names}) overriding system value values ${tuples.join(', ')}`;
}

/**
 * Copies every row of `table` from the embedded database into the target, in multi-row
 * INSERTs of `batchRows` rows. The source is read through a cursor, so memory holds one
 * batch whatever the table's size; every value travels as text (see useCanonicalTextForms),
 * which PostgreSQL reads back exactly for every type: timestamps with their zone, numerics
 * digit for digit, jsonb, arrays, bytea, NULL as NULL. Call it inside a transaction on
 * each side. Answers the rows copied.
 */
export async function copyTableRows(
  source: PGlite,
  target: pg.ClientBase,
  table: TableShape,
  batchRows = DEFAULT_BATCH_ROWS,
): Promise<number> {
  const columns = table.columns.filter((column) => !column.generated);
  if (columns.length === 0) throw new Error(`Table ${table.name} has no column to copy.`);
  const rowsPerBatch = Math.max(
    1,
    Math.min(batchRows, Math.floor(MAX_PARAMETERS / columns.length)),
  );
  const selected = columns.map((column) => `${quoteIdentifier(column.name)}::text`).join(', ');
  const fullBatchStatement = insertStatement(table.name, columns, rowsPerBatch);

  await source.query(
    `declare db_move_rows no scroll cursor for select ${selected} from ${publicRelation(table.name)}`,
  );
  let copied = 0;
  try {
    for (;;) {
      const { rows } = await source.query<unknown[]>(
        `fetch forward ${rowsPerBatch} from db_move_rows`,
        [],
        { rowMode: 'array' },
      );
      if (rows.length === 0) break;
      const statement =
        rows.length === rowsPerBatch
          ? fullBatchStatement
          : insertStatement(table.name, columns, rows.length);
      await target.query(statement, rows.flat());
      copied += rows.length;
      if (rows.length < rowsPerBatch) break;
    }
  } finally {
    // After a failed fetch the source transaction is aborted and the cursor gone with it.
    await source.query('close db_move_rows').catch(() => {});
  }
  return copied;
}

/** Sets each sequence of the target where the source's stands, so new ids do not collide. */
export async function copySequenceStates(
  source: PGlite,
  target: pg.ClientBase,
  sequences: readonly string[],
): Promise<void> {
  for (const sequence of sequences) {
    const { rows } = await source.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${publicRelation(sequence)}`,
    );
    const state = rows[0];
    if (!state) continue;
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      publicRelation(sequence),
      state.last_value,
      state.is_called,
    ]);
  }
}
