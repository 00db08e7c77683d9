import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { credentials, sessions, users, verifications } from '../schema/index.js';
import { readDemoRowsAndReferences } from './demo-removal-graph.js';
import {
  planDemoRemoval,
  type RemovalPlan,
  type RowId,
  rowKeyOf,
  tableOf,
} from './demo-removal-plan.js';
import { type DemoDataState, hasDemoUsers, readDemoState, writeDemoState } from './demo-state.js';
import { keyOf, quoted, referencingFirst, type TableGraph } from './table-graph.js';

/*
 * `npm run demo:remove` (db/run-demo-remove.ts): deletes the rows the demo seeding
 * inserted (demo_rows) in one transaction, keeping those that people's rows need (see
 * demo-removal-plan.ts for the rules), and remembers that the demo was removed.
 */

export interface DemoRemovalSummary {
  /** `ready`: there are demo rows to remove. `untracked`: loaded before demo rows were recorded. */
  status: 'ready' | 'no-demo' | 'untracked';
  state: DemoDataState | undefined;
  /** Demo rows deleted (or to delete), per table. */
  deleted: Record<string, number>;
  /** Rows that are not the demo's but go with demo rows they belong to, per table. */
  goingWith: Record<string, number>;
  /** Demo rows kept, per table and reason. */
  kept: { table: string; reason: string; rows: number }[];
}

function statusOf(state: DemoDataState | undefined): DemoRemovalSummary['status'] {
  if (state?.state === 'loaded') return state.rowsRecorded ? 'ready' : 'untracked';
  // After a removal that had to keep rows, a later run removes those no longer needed.
  return state?.state === 'removed' ? 'ready' : 'no-demo';
}

function countPerTable(rows: Iterable<RowId>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[tableOf(row)] = (counts[tableOf(row)] ?? 0) + 1;
  return counts;
}

function summarize(state: DemoDataState | undefined, plan?: RemovalPlan): DemoRemovalSummary {
  const kept = new Map<string, { table: string; reason: string; rows: number }>();
  for (const [row, reason] of plan?.kept ?? []) {
    const group = `${tableOf(row)} ${reason}`;
    const entry = kept.get(group) ?? { table: tableOf(row), reason, rows: 0 };
    entry.rows++;
    kept.set(group, entry);
  }
  return {
    status: statusOf(state),
    state,
    deleted: countPerTable(plan?.deleted ?? []),
    goingWith: countPerTable(plan?.goingWith ?? []),
    kept: [...kept.values()],
  };
}

/** The remembered state; a database not started since the demo was remembered is judged. */
async function demoStateOf(db: Db): Promise<DemoDataState | undefined> {
  const remembered = await readDemoState(db);
  if (remembered || !(await hasDemoUsers(db))) return remembered;
  return { state: 'loaded', at: new Date().toISOString(), rowsRecorded: false };
}

async function planFor(db: Db) {
  const state = await demoStateOf(db);
  if (statusOf(state) !== 'ready') return { state };
  const { graph, demo, references } = await readDemoRowsAndReferences(db);
  return { state, graph, plan: planDemoRemoval(demo, references) };
}

/** What removeDemoData would do now; changes nothing. */
export async function previewDemoRemoval(db: Db): Promise<DemoRemovalSummary> {
  const { state, plan } = await planFor(db);
  return summarize(state, plan);
}

/** Removes the demo; answers what it did. With status other than `ready` it does nothing. */
export async function removeDemoData(db: Db): Promise<DemoRemovalSummary> {
  // Serializable: a row someone saves meanwhile that points at a demo row makes one of the
  // two transactions fail (and this one is retried), instead of being nulled or deleted.
  return db.transaction(
    async (tx) => {
      const { state, graph, plan } = await planFor(tx);
      if (!graph || !plan) return summarize(state);
      await deleteRows(tx, graph, plan.deleted);
      await retireKeptDemoUsers(tx, plan);
      await forgetRowsThatAreGone(tx, graph);
      await writeDemoState(tx, { state: 'removed', at: new Date().toISOString() });
      return summarize(state, plan);
    },
    { isolationLevel: 'serializable' },
  );
}

const usersIn = (rows: Iterable<RowId>) =>
  [...rows]
    .filter((row) => tableOf(row) === 'users')
    .map((row) => (JSON.parse(rowKeyOf(row)) as { id: string }).id);

async function deleteRows(tx: Db, graph: TableGraph, rows: Set<RowId>) {
  // Invitation and password-reset links name their user by id, without a foreign key.
  const deletedUsers = usersIn(rows);
  if (deletedUsers.length) {
    await tx.delete(verifications).where(inArray(verifications.value, deletedUsers));
  }
  await tx.execute(
    sql`create temporary table demo_removal (table_name text, row_key jsonb) on commit drop`,
  );
  const entries = [...rows].map((row) => [tableOf(row), JSON.parse(rowKeyOf(row))]);
  for (let start = 0; start < entries.length; start += 2000) {
    const batch = JSON.stringify(entries.slice(start, start + 2000));
    await tx.execute(
      sql`insert into demo_removal select e->>0, e->1 from jsonb_array_elements(${batch}::jsonb) e`,
    );
  }
  const tables = new Set([...rows].map(tableOf));
  for (const name of referencingFirst(graph)) {
    const table = graph.tables.find((t) => t.name === name);
    if (!table || !tables.has(name)) continue;
    await tx.execute(
      sql`delete from ${sql.raw(quoted(name))} x using demo_removal r
          where r.table_name = ${name} and r.row_key = ${keyOf('x', table.keyColumns)}`,
    );
  }
  await tx.execute(sql`drop table demo_removal`);
}

/**
 * A demo user kept because a row of people's own names them (an account's point of
 * contact, a note's author) is removed as Manage Team removes someone: the row stays, the
 * address is freed and every way in (sessions, password, links) goes. Its shared demo
 * password must not outlive the demo.
 */
async function retireKeptDemoUsers(tx: Db, plan: RemovalPlan) {
  const kept = usersIn(plan.kept.keys());
  if (!kept.length) return;
  const now = new Date();
  await tx
    .update(users)
    .set({
      removedAt: now,
      email: sql`'removed-' || ${users.id} || '@removed.invalid'`,
      updatedAt: now,
    })
    .where(and(inArray(users.id, kept), isNull(users.removedAt)));
  await tx.delete(sessions).where(inArray(sessions.userId, kept));
  await tx.delete(credentials).where(inArray(credentials.userId, kept));
  await tx.delete(verifications).where(inArray(verifications.value, kept));
}

/** Entries of rows deleted here, or earlier through the app, are of no more use. */
async function forgetRowsThatAreGone(tx: Db, graph: TableGraph) {
  for (const table of graph.tables) {
    await tx.execute(
      sql`delete from demo_rows d where d.table_name = ${table.name} and not exists (
            select 1 from ${sql.raw(quoted(table.name))} x
            where ${keyOf('x', table.keyColumns)} = d.row_key)`,
    );
  }
}
