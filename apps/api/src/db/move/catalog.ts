import type { TableReference } from './dependency-levels.js';

/**
 * What the move reads from either side's catalog. PGlite and node-postgres both answer a
 * query with `{ rows }`; the statements below run the same on both (PostgreSQL 15+).
 */
export interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface ColumnShape {
  name: string;
  /** `format_type`: the type with its modifiers, e.g. `numeric(10,2)`, `text[]`. */
  type: string;
  /** Computed by the database (GENERATED ALWAYS AS ...): never inserted. */
  generated: boolean;
}

export interface TableShape {
  name: string;
  columns: ColumnShape[];
}

export interface TableTally {
  rows: number;
  /** An order-independent sum of an md5 of every row's text form. */
  checksum: string;
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** A relation of the public schema, named so that no other schema on the search path wins. */
export const publicRelation = (name: string) => `public.${quoteIdentifier(name)}`;

/*
 * The application's objects: the `public` schema minus what an extension owns (pg_trgm
 * owns functions only today, but an extension with tables must not be copied over its
 * own copy). Drizzle's migration journal lives in schema `drizzle` and stays as each
 * side's own migrate wrote it.
 */
const APPLICATION_RELATION = `
  n.nspname = 'public'
  and not exists (select 1 from pg_depend d
                  where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

/** Every base table of the application, with its columns in their declared order. */
export async function readTableShapes(client: SqlClient): Promise<TableShape[]> {
  const { rows } = await client.query<{
    table: string;
    column: string;
    type: string;
    generated: boolean;
  }>(
    `select c.relname as table, a.attname as column,
            format_type(a.atttypid, a.atttypmod) as type, a.attgenerated <> '' as generated
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind in ('r', 'p') and not c.relispartition and ${APPLICATION_RELATION}
     order by c.relname, a.attnum`,
  );
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({ name: row.column, type: row.type, generated: row.generated });
  }
  return [...tables.values()];
}

export async function readTableReferences(client: SqlClient): Promise<TableReference[]> {
  const { rows } = await client.query<TableReference>(
    `select c.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class parent on parent.oid = k.confrelid
     where k.contype = 'f' and ${APPLICATION_RELATION}`,
  );
  return rows;
}

/** Sequences of the application (serial and identity columns own one each; none today). */
export async function readSequenceNames(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and ${APPLICATION_RELATION} order by 1`,
  );
  return rows.map((row) => row.name);
}

/** What differs between two schemas, one line each; empty when they match. */
export function describeShapeDifferences(
  source: readonly TableShape[],
  target: readonly TableShape[],
): string[] {
  const describe = (table: TableShape) =>
    table.columns.map((column) => `${column.name} ${column.type}`).join(', ');
  const targetByName = new Map(target.map((table) => [table.name, table]));
  const differences: string[] = [];
  for (const table of source) {
    const other = targetByName.get(table.name);
    if (!other) differences.push(`table ${table.name} is missing in the target`);
    else if (describe(table) !== describe(other)) {
      differences.push(`table ${table.name} has other columns in the target`);
    }
  }
  const sourceNames = new Set(source.map((table) => table.name));
  for (const table of target) {
    if (!sourceNames.has(table.name))
      differences.push(`table ${table.name} exists only in the target`);
  }
  return differences;
}

/**
 * Settings that make every value's text form the same on both sides: the move reads
 * values as text and the checksums hash text, so a date must not come out as 03/10/2026
 * on one side and 2026-03-10 on the other, nor a timestamp in another zone.
 */
export async function useCanonicalTextForms(client: SqlClient): Promise<void> {
  for (const statement of [
    `set timezone to 'UTC'`,
    `set datestyle to 'ISO, YMD'`,
    `set intervalstyle to 'postgres'`,
    // Above 0, PostgreSQL 12+ prints the shortest text that reads back as the same float.
    'set extra_float_digits to 3',
    `set bytea_output to 'hex'`,
  ]) {
    await client.query(statement);
  }
}

/** Rows and checksum of one table; take them with useCanonicalTextForms set. */
export async function tallyTable(client: SqlClient, table: string): Promise<TableTally> {
  // 60 bits of each row's md5, summed as numeric: no overflow, no sort, one pass.
  const { rows } = await client.query<{ rows: string; checksum: string }>(
    `select count(*)::text as rows,
            coalesce(sum(('x' || left(md5(x::text), 15))::bit(60)::bigint), 0)::text as checksum
     from ${publicRelation(table)} x`,
  );
  const row = rows[0];
  return { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '' };
}

/** The tables that hold rows, with how many. */
export async function countNonEmptyTables(
  client: SqlClient,
  tables: readonly string[],
): Promise<{ table: string; rows: number }[]> {
  const counts: { table: string; rows: number }[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from ${publicRelation(table)}`,
    );
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) counts.push({ table, rows: n });
  }
  return counts;
}
