import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { countRows, type RowCounts } from './backup.js';
import { pgliteDirOf } from './client.js';
import { lockDataDir } from './data-dir-lock.js';
import { openDurablePglite } from './durable-pglite.js';

export interface RestoreResult {
  rows: RowCounts;
  /** Where the database that was there before went (only with `force`). */
  previous?: string;
}

const holdsDatabase = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/**
 * Puts the database of `file` (a backup of `npm run backup`) into DATA_DIR. It is loaded
 * beside the current one and opened first; only a backup that opens replaces it, and the
 * one it replaces is kept as `pgdata.before-restore-<time>`, never deleted. Without
 * `force` a DATA_DIR that already holds a database is left alone.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  const tarball = await readFile(file);
  await mkdir(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, 'restore');
  try {
    const clusterDir = pgliteDirOf(dataDir);
    if (holdsDatabase(clusterDir) && !force) {
      throw new Error(
        `${dataDir} already holds a database. Restore into an empty DATA_DIR, or pass --force ` +
          'to keep the current one aside (pgdata.before-restore-<time>) and restore over it.',
      );
    }
    const staging = `${clusterDir}.restoring`;
    await rm(staging, { recursive: true, force: true });
    const client = await openDurablePglite(staging, { loadDataDir: new Blob([tarball]) });
    let rows: RowCounts;
    try {
      rows = await countRows(client);
    } finally {
      await client.close();
    }

    let previous: string | undefined;
    if (holdsDatabase(clusterDir)) {
      previous = `${clusterDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(clusterDir, previous);
    } else {
      await rm(clusterDir, { recursive: true, force: true });
    }
    await rename(staging, clusterDir);
    const dir = await open(dataDir, 'r');
    await dir.sync().finally(() => dir.close());
    return { rows, previous };
  } finally {
    lock.release();
  }
}
