import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.js';

/*
 * The tables of the app's schema and the foreign keys between them, read from the
 * PostgreSQL catalogue rather than listed by hand: recording the demo's rows and removing
 * them then covers a table added later without anyone remembering to list it here.
 */

export interface TableInfo {
  name: string;
  /** Primary-key columns, in key order. */
  keyColumns: string[];
}

export type OnDelete = 'cascade' | 'set null' | 'set default' | 'restrict' | 'no action';

export interface ForeignKey {
  name: string;
  child: string;
  childColumns: string[];
  parent: string;
  parentColumns: string[];
  onDelete: OnDelete;
}

export interface TableGraph {
  tables: TableInfo[];
  foreignKeys: ForeignKey[];
}

const ON_DELETE: Record<string, OnDelete> = {
  c: 'cascade',
  n: 'set null',
  d: 'set default',
  r: 'restrict',
  a: 'no action',
};

/** Both drivers (node-postgres and PGlite) answer `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `jsonb_build_object('a', alias."a", ...)`: a row's key as stored in demo_rows. `names`
 * are the key's column names, `columns` the columns of `alias` holding their values (a
 * foreign key's columns give its parent's key).
 */
export function keyOf(alias: string, names: string[], columns = names): SQL {
  const pairs = names.map((name, i) => `'${name}', ${alias}.${quoted(columns[i] ?? name)}`);
  return sql.raw(`jsonb_build_object(${pairs.join(', ')})`);
}

const columnsOf = (keys: string) => `array(
  select a.attname::text from unnest(${keys}) with ordinality k(attnum, position)
  join pg_attribute a on a.attnum = k.attnum`;

export async function readTableGraph(db: Db): Promise<TableGraph> {
  const tables = await selectRows<{ name: string; key_columns: string[] }>(
    db,
    sql.raw(`select c.relname::text as name,
        ${columnsOf('con.conkey')} and a.attrelid = c.oid order by k.position) as key_columns
      from pg_constraint con join pg_class c on c.oid = con.conrelid
      where con.contype = 'p' and c.relnamespace = current_schema()::regnamespace
      order by 1`),
  );
  const foreignKeys = await selectRows<{
    name: string;
    child: string;
    child_columns: string[];
    parent: string;
    parent_columns: string[];
    on_delete: string;
  }>(
    db,
    sql.raw(`select con.conname::text as name, c.relname::text as child, p.relname::text as parent,
        con.confdeltype::text as on_delete,
        ${columnsOf('con.conkey')} and a.attrelid = con.conrelid order by k.position) as child_columns,
        ${columnsOf('con.confkey')} and a.attrelid = con.confrelid order by k.position) as parent_columns
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid join pg_class p on p.oid = con.confrelid
      where con.contype = 'f' and c.relnamespace = current_schema()::regnamespace
      order by 1`),
  );
  return {
    tables: tables.map((t) => ({ name: t.name, keyColumns: t.key_columns })),
    foreignKeys: foreignKeys.map((fk) => ({
      name: fk.name,
      child: fk.child,
      childColumns: fk.child_columns,
      parent: fk.parent,
      parentColumns: fk.parent_columns,
      onDelete: ON_DELETE[fk.on_delete] ?? 'no action',
    })),
  };
}

/**
 * Tables ordered so that every table comes before the tables it references: deleting in
 * this order never leaves a row pointing at a deleted one within a statement.
 */
export function referencingFirst(graph: TableGraph): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`Foreign keys form a cycle at ${table}`);
    state.set(table, 'visiting');
    // Children first: a table is placed after every table that references it.
    for (const fk of graph.foreignKeys)
      if (fk.parent === table && fk.child !== table) visit(fk.child);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of graph.tables) visit(table.name);
  return ordered;
}
