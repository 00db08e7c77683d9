import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupEmbeddedDatabase, totalRows } from '../src/db/backup.js';
import { type Database, openDatabase, pgliteDirOf } from '../src/db/client.js';
import { openDurablePglite } from '../src/db/durable-pglite.js';
import { restoreEmbeddedDatabase } from '../src/db/restore.js';
import { tags } from '../src/db/schema/index.js';
import {
  compareSnapshots,
  listTables,
  snapshotTables,
  type TableSnapshot,
} from './table-digest.js';

/*
 * `npm run backup` and `npm run restore` on the embedded database: a backup of the seeded
 * demo database, restored into a new DATA_DIR, holds every row of every table. PostgreSQL
 * servers are backed up with pg_dump (README), so this file runs on PGlite only.
 */

async function snapshotOf(database: Database) {
  const tables = await listTables(database.db);
  return snapshotTables(database.db, tables);
}

const rowsIn = (snapshot: TableSnapshot) =>
  [...snapshot.values()].reduce((sum, rows) => sum + rows.length, 0);

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of DATA_DIR', () => {
  let work: string;
  let source: string;
  let backupFile: string;
  let before: TableSnapshot;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'catering-backup-'));
    source = path.join(work, 'source');
    backupFile = path.join(work, 'backups', 'catering.tar.gz');
    // The seeded demo database every API test starts from, as a real DATA_DIR ...
    const template = new Blob([await readFile(inject('pgliteTemplateFiles').demo)]);
    await (await openDurablePglite(pgliteDirOf(source), { loadDataDir: template })).close();
    // ... plus a write of its own since then.
    const database = await openDatabase({ dataDir: source });
    await database.db.insert(tags).values({ name: 'written-before-the-backup' });
    before = await snapshotOf(database);
    await database.close();
  }, 120_000);
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('restores into a new DATA_DIR every row of every table, unchanged', async () => {
    const backup = await backupEmbeddedDatabase(source, backupFile);
    expect(backup.bytes).toBeGreaterThan(0);

    const target = path.join(work, 'restored');
    const restored = await restoreEmbeddedDatabase(target, backupFile);
    expect(restored.previous).toBeUndefined();
    expect(totalRows(restored.rows)).toBe(totalRows(backup.rows));

    const database = await openDatabase({ dataDir: target });
    try {
      const after = await snapshotOf(database);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [table, rows] of before) expect(after.get(table)?.length, table).toBe(rows.length);
      expect(compareSnapshots(before, after)).toEqual({ total: 0, byTable: {} });
      expect(rowsIn(after)).toBeGreaterThan(1000);
      console.log(
        `backup/restore: ${after.size} tables, ${rowsIn(after)} rows compared, ` +
          `${compareSnapshots(before, after).total} differ`,
      );
    } finally {
      await database.close();
    }
  }, 120_000);

  it('leaves a DATA_DIR that holds a database alone without --force', async () => {
    const target = path.join(work, 'restored');
    await expect(restoreEmbeddedDatabase(target, backupFile)).rejects.toThrow(
      /already holds a database/,
    );
    expect((await readdir(target)).sort()).toEqual(['pgdata']);
  });

  it('with --force keeps the database it replaces aside', async () => {
    const target = path.join(work, 'restored');
    const restored = await restoreEmbeddedDatabase(target, backupFile, { force: true });
    expect(restored.previous).toMatch(/pgdata\.before-restore-/);
    expect(existsSync(path.join(restored.previous!, 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('refuses to back up while the server has the database open', async () => {
    const running = await openDatabase({ dataDir: source });
    try {
      await expect(backupEmbeddedDatabase(source, path.join(work, 'other.tar.gz'))).rejects.toThrow(
        /is in use by process/,
      );
    } finally {
      await running.close();
    }
  }, 60_000);
});
