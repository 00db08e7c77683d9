import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** Every row of every table, as one md5 per row, sorted per table. */
export type TableSnapshot = Map<string, string[]>;

type Rows<T> = { rows: T[] };

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The base tables of the public schema, minus `excluded`. */
export async function listTables(db: Db, excluded: readonly string[] = []): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql.raw(`select table_name as name from information_schema.tables
             where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  return rows.map((row) => row.name).filter((name) => !excluded.includes(name));
}

/**
 * A snapshot of `tables`: the md5 of each row's text form. One query for all tables, so a
 * snapshot of the seeded database (about 15,000 rows) takes a few tens of milliseconds.
 */
export async function snapshotTables(db: Db, tables: readonly string[]): Promise<TableSnapshot> {
  const union = tables
    .map((table) => `select '${table}' as t, md5(x::text) as h from ${quoted(table)} x`)
    .join(' union all ');
  const rows = await rowsOf<{ t: string; h: string }>(db, sql.raw(union));
  const snapshot: TableSnapshot = new Map(tables.map((table) => [table, []]));
  for (const row of rows) snapshot.get(row.t)?.push(row.h);
  for (const hashes of snapshot.values()) hashes.sort();
  return snapshot;
}

/** How many rows of `table` differ: an insert, a delete or an update each count one. */
function changedRowsOf(before: readonly string[], after: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const hash of before) counts.set(hash, (counts.get(hash) ?? 0) + 1);
  let added = 0;
  for (const hash of after) {
    const left = counts.get(hash) ?? 0;
    if (left > 0) counts.set(hash, left - 1);
    else added++;
  }
  let removed = 0;
  for (const left of counts.values()) removed += left;
  // An update removes one version and adds another: it is one changed row, not two.
  return Math.max(added, removed);
}

/** Rows changed between two snapshots, in total and per table (tables with changes only). */
export function compareSnapshots(before: TableSnapshot, after: TableSnapshot) {
  const byTable: Record<string, number> = {};
  let total = 0;
  for (const [table, hashes] of after) {
    const changed = changedRowsOf(before.get(table) ?? [], hashes);
    if (changed > 0) byTable[table] = changed;
    total += changed;
  }
  return { total, byTable };
}

/**
 * Per table, a text that changes when any of its rows does (count and a hash sum, computed
 * in the database): cheap enough to take after each route, to name the route that wrote.
 */
export async function digestTables(
  db: Db,
  tables: readonly string[],
): Promise<Map<string, string>> {
  const parts = tables.map(
    (table) =>
      `select '${table}' as t, count(*) as n, coalesce(sum(hashtext(x::text)::bigint), 0) as s from ${quoted(table)} x`,
  );
  const rows = await rowsOf<{ t: string; n: unknown; s: unknown }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return new Map(rows.map((row) => [row.t, `${String(row.n)}:${String(row.s)}`]));
}

/** The tables whose digest differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
