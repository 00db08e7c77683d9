import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { type Reference, type RowId, rowId, rowKeyOf, tableOf } from './demo-removal-plan.js';
import {
  type ForeignKey,
  keyOf,
  quoted,
  readTableGraph,
  selectRows,
  type TableGraph,
} from './table-graph.js';

/*
 * Reads what planDemoRemoval needs: the demo rows that still exist and the references
 * around them. Starting from the demo rows, it reads every row pointing at one of them,
 * then every row pointing at a row that would go with them by cascade, and so on; for
 * each row read it also reads all of its cascade parents (what it belongs to).
 */

export interface DemoRowsAndReferences {
  graph: TableGraph;
  demo: Set<RowId>;
  references: Reference[];
}

/** The parent's key as a child row holds it; null when the reference is empty. */
function parentKeyOf(alias: string, fk: ForeignKey): SQL {
  const present = fk.childColumns.map((column) => `${alias}.${quoted(column)} is not null`);
  const key = keyOf(alias, fk.parentColumns, fk.childColumns);
  return sql`case when ${sql.raw(present.join(' and '))} then ${key}::text end`;
}

async function readDemoRows(db: Db, graph: TableGraph): Promise<Set<RowId>> {
  const demo = new Set<RowId>();
  for (const table of graph.tables) {
    const rows = await selectRows<{ key: string }>(
      db,
      sql`select d.row_key::text as key from demo_rows d
          where d.table_name = ${table.name} and exists (
            select 1 from ${sql.raw(quoted(table.name))} x
            where ${keyOf('x', table.keyColumns)} = d.row_key)`,
    );
    for (const row of rows) demo.add(rowId(table.name, row.key));
  }
  return demo;
}

/**
 * The rows of `fk.child` pointing through `fk` at one of `parents` (`'demo'`: the demo
 * rows), each with all its cascade references.
 */
async function referencesInto(
  db: Db,
  graph: TableGraph,
  fk: ForeignKey,
  parents: 'demo' | string[],
): Promise<Reference[]> {
  const child = graph.tables.find((table) => table.name === fk.child);
  if (!child) return [];
  const owners = graph.foreignKeys.filter(
    (other) => other.child === fk.child && other.onDelete === 'cascade' && other !== fk,
  );
  const pointers = [fk, ...owners];
  const columns = sql.join(
    pointers.map((pointer, i) => sql`${parentKeyOf('x', pointer)} as ${sql.raw(`p${i}`)}`),
    sql`, `,
  );
  const parentKey = keyOf('x', fk.parentColumns, fk.childColumns);
  const where =
    parents === 'demo'
      ? sql`exists (select 1 from demo_rows d
                    where d.table_name = ${fk.parent} and d.row_key = ${parentKey})`
      : sql`${parentKey}::text in (select jsonb_array_elements_text(${JSON.stringify(parents)}::jsonb))`;
  const rows = await selectRows<Record<string, string | null>>(
    db,
    sql`select ${keyOf('x', child.keyColumns)}::text as key, ${columns}
        from ${sql.raw(quoted(fk.child))} x where ${where}`,
  );
  const references: Reference[] = [];
  for (const row of rows) {
    pointers.forEach((pointer, i) => {
      const parentKey = row[`p${i}`];
      if (parentKey == null) return;
      references.push({
        fk: pointer,
        child: rowId(fk.child, row.key!),
        parent: rowId(pointer.parent, parentKey),
      });
    });
  }
  return references;
}

export async function readDemoRowsAndReferences(db: Db): Promise<DemoRowsAndReferences> {
  const graph = await readTableGraph(db);
  const demo = await readDemoRows(db, graph);
  const seen = new Set<string>();
  const references: Reference[] = [];
  const add = (found: Reference[]) => {
    for (const reference of found) {
      const id = `${reference.fk.name} ${reference.child} ${reference.parent}`;
      if (seen.has(id)) continue;
      seen.add(id);
      references.push(reference);
    }
  };
  for (const fk of graph.foreignKeys) add(await referencesInto(db, graph, fk, 'demo'));

  // Rows that go with demo rows by cascade without being the demo's, and what points at them.
  const reached = new Set(demo);
  for (;;) {
    const frontier = new Map<string, string[]>();
    for (const reference of references) {
      if (reference.fk.onDelete !== 'cascade' || reached.has(reference.child)) continue;
      if (!reached.has(reference.parent)) continue;
      reached.add(reference.child);
      const table = tableOf(reference.child);
      const keys = frontier.get(table) ?? [];
      keys.push(rowKeyOf(reference.child));
      frontier.set(table, keys);
    }
    if (frontier.size === 0) return { graph, demo, references };
    for (const fk of graph.foreignKeys) {
      const keys = frontier.get(fk.parent);
      if (keys) add(await referencesInto(db, graph, fk, keys));
    }
  }
}
