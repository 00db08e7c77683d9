import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, pgliteDirOf } from '../client.js';
import { lockDataDir } from '../data-dir-lock.js';
import { openDurablePglite } from '../durable-pglite.js';
import { openPglite } from '../pglite-database.js';
import {
  countNonEmptyTables,
  describeShapeDifferences,
  readSequenceNames,
  readTableReferences,
  readTableShapes,
  type SqlClient,
  type TableShape,
  tallyTable,
  useCanonicalTextForms,
} from './catalog.js';
import { copySequenceStates, copyTableRows, DEFAULT_BATCH_ROWS } from './copy-table.js';
import { groupByDependencyLevel } from './dependency-levels.js';

/*
 * `npm run db:move`: the embedded database of DATA_DIR into an empty PostgreSQL database.
 * The source is locked like a backup (the server must be stopped) and read in one
 * snapshot; the target gets the same migrations first, so only rows travel.
 */

export interface MoveOptions {
  dataDir: string;
  /** postgres://… of an existing database with no application rows. */
  targetUrl: string;
  batchRows?: number;
  /** Told each step as it starts (the command prints them). */
  progress?: (line: string) => void;
}

export interface TableOutcome {
  table: string;
  sourceRows: number;
  targetRows: number;
  /** Same rows and same checksum of their contents on both sides. */
  ok: boolean;
}

export interface MoveReport {
  /** The transactions, in order: the tables each copied. */
  groups: string[][];
  tables: TableOutcome[];
  ok: boolean;
}

/**
 * Tables the target's triggers fill as the copied rows arrive (slot_headcounts, from the
 * service events): copying them too would count everything twice. They are compared
 * like every other table afterwards.
 */
const BUILT_BY_TRIGGERS = new Set(['slot_headcounts']);

/** Enough to recognise the database; the rest is counted. */
const TABLES_NAMED_IN_A_REFUSAL = 8;

/** A refusal that leaves both databases as they were. */
export class MoveRefused extends Error {}

function refuseMissingSource(dataDir: string) {
  if (!existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION'))) {
    throw new MoveRefused(`There is no embedded database in ${dataDir}.`);
  }
}

async function openSource(dataDir: string): Promise<PGlite> {
  const clusterDir = pgliteDirOf(dataDir);
  const client = await openDurablePglite(clusterDir);
  try {
    // The source at the latest migration, as the target will be: then both have one shape.
    await openPglite(client).migrate();
    return client;
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function refuseNonEmptyTarget(target: SqlClient, tables: readonly TableShape[]) {
  const filled = await countNonEmptyTables(
    target,
    tables.map((table) => table.name),
  );
  if (filled.length === 0) return;
  const named = filled.slice(0, TABLES_NAMED_IN_A_REFUSAL);
  const more = filled.length - named.length;
  const listed =
    named.map(({ table, rows }) => `${table} (${rows} rows)`).join(', ') +
    (more > 0 ? ` and ${more} more tables` : '');
  throw new MoveRefused(
    `The target database is not empty: ${listed}. Move into a new, empty database ` +
      '(one the server has not been started on: its first start creates the roles and the admin).',
  );
}

/**
 * The target, migrated. Its tables are looked at before the migrations too, so that a
 * database of something else given by mistake is refused before anything is created in it.
 */
async function openTarget(targetUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: targetUrl });
  // A dropped connection fails the statement in flight, which reports it; unheard, the
  // client's 'error' event would end the process with a stack trace instead.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MoveRefused(`Could not connect to the target database: ${reason}.`);
  }
  try {
    await refuseNonEmptyTarget(client, await readTableShapes(client));
    const database = openPostgres(targetUrl);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

async function copyGroups(
  source: PGlite,
  target: pg.Client,
  shapes: readonly TableShape[],
  groups: readonly string[][],
  options: MoveOptions,
) {
  const shapeOf = new Map(shapes.map((shape) => [shape.name, shape]));
  for (const [index, group] of groups.entries()) {
    options.progress?.(`Copying group ${index + 1} of ${groups.length}: ${group.join(', ')}`);
    await target.query('begin');
    let table = '';
    try {
      for (table of group) {
        const shape = shapeOf.get(table);
        if (shape && !BUILT_BY_TRIGGERS.has(table))
          await copyTableRows(source, target, shape, options.batchRows ?? DEFAULT_BATCH_ROWS);
      }
      await target.query('commit');
    } catch (error) {
      await target.query('rollback').catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      const committed =
        index === 0
          ? 'Nothing was committed to the target.'
          : `${index === 1 ? 'Group 1 was' : `Groups 1 to ${index} were`} committed: drop the ` +
            'target database and create it again before retrying.';
      throw new Error(`Copying ${table} failed: ${reason}. ${committed}`);
    }
  }
}

async function compareSides(
  source: SqlClient,
  target: SqlClient,
  shapes: readonly TableShape[],
): Promise<TableOutcome[]> {
  const outcomes: TableOutcome[] = [];
  for (const { name } of shapes) {
    const before = await tallyTable(source, name);
    const after = await tallyTable(target, name);
    outcomes.push({
      table: name,
      sourceRows: before.rows,
      targetRows: after.rows,
      ok: before.rows === after.rows && before.checksum === after.checksum,
    });
  }
  return outcomes;
}

/** Copies every row of DATA_DIR's embedded database into `targetUrl`; see the file comment. */
export async function moveEmbeddedDatabase(options: MoveOptions): Promise<MoveReport> {
  refuseMissingSource(options.dataDir);
  const lock = lockDataDir(options.dataDir, 'db:move');
  let source: PGlite | undefined;
  let target: pg.Client | undefined;
  try {
    options.progress?.(`Opening and migrating the embedded database in ${options.dataDir}`);
    source = await openSource(options.dataDir);
    options.progress?.('Migrating the target database');
    target = await openTarget(options.targetUrl);
    await useCanonicalTextForms(source);
    await useCanonicalTextForms(target);

    const shapes = await readTableShapes(source);
    const differences = describeShapeDifferences(shapes, await readTableShapes(target));
    if (differences.length > 0) {
      throw new MoveRefused(
        `The two databases have different schemas after migrating: ${differences.join('; ')}.`,
      );
    }
    const groups = groupByDependencyLevel(
      shapes.map((shape) => shape.name),
      await readTableReferences(source),
    );
    await refuseNonEmptyTarget(target, shapes);

    // One snapshot of the source for the whole copy (nothing else can write it: it is locked).
    await source.query('begin isolation level repeatable read read only');
    try {
      await copyGroups(source, target, shapes, groups, options);
      await copySequenceStates(source, target, await readSequenceNames(source));
      options.progress?.('Comparing every table on both sides');
      const tables = await compareSides(source, target, shapes);
      // The planner's statistics, as after any bulk load; the first requests need them.
      await target.query('analyze');
      return { groups, tables, ok: tables.every((table) => table.ok) };
    } finally {
      await source.query('rollback').catch(() => {});
    }
  } finally {
    await target?.end().catch(() => {});
    await source?.close().catch(() => {});
    lock.release();
  }
}
