import { existsSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteDirOf } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { openDurablePglite } from './durable-pglite.js';

/*
 * Backups of the embedded database: PGlite's `dumpDataDir()`, a gzipped tarball of the
 * whole cluster, taken after a checkpoint. PGlite runs inside one process and cannot be
 * reached from another while the server has it open, so a backup (and a restore) takes
 * DATA_DIR's lock: the server must be stopped for the few seconds it takes. A PostgreSQL
 * server is backed up online with pg_dump instead (README, "Backups").
 */

export interface RowCounts {
  /** `schema.table` -> rows. */
  [table: string]: number;
}

export interface BackupResult {
  file: string;
  bytes: number;
  rows: RowCounts;
}

/** Rows of every table of the app's schemas (public, and drizzle's migration journal). */
export async function countRows(client: PGlite): Promise<RowCounts> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: RowCounts = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

export const totalRows = (counts: RowCounts) =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

/** Writes `data` to `file` so that `file` is either absent or complete, and on disk. */
async function writeFileDurably(file: string, data: Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const handle = await open(partial, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  const dir = await open(path.dirname(file), 'r');
  await dir.sync().finally(() => dir.close());
}

export function defaultBackupFile(dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join(dataDir, 'backups', `catering-${stamp}.tar.gz`);
}

/** A consistent copy of DATA_DIR's database in `file`; refuses while the server runs. */
export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<BackupResult> {
  const lock = lockDataDir(dataDir, 'backup');
  try {
    const clusterDir = pgliteDirOf(dataDir);
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      throw new Error(`There is no embedded database in ${dataDir}.`);
    }
    const client = await openDurablePglite(clusterDir);
    try {
      // Everything committed goes into the data files, so a restore replays no WAL.
      await client.exec('checkpoint');
      const rows = await countRows(client);
      const dump = await client.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      await writeFileDurably(file, bytes);
      return { file, bytes: bytes.length, rows };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
