import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCrashCycles } from '../reliability/crash-cycles.js';
import { createCrashDatabase } from '../reliability/crash-database.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock.js';
import { tags } from '../src/db/schema/index.js';

/*
 * The small, in-CI version of `npm run crash-test`: the real server in a child process on
 * the run's database (PGlite, or PostgreSQL with DATABASE_URL), killed with -9 during a
 * burst of writes twice and stopped with SIGTERM once. The 20-cycle run is the script's.
 */

const onPglite = !process.env.DATABASE_URL;

describe('the server killed during a burst of writes', () => {
  it('keeps every write answered 2xx; on SIGTERM answers what it took and exits 0', async () => {
    const database = await createCrashDatabase(
      onPglite ? 'pglite' : 'postgres',
      process.env.DATABASE_URL,
    );
    try {
      const report = await runCrashCycles({
        database,
        killCycles: 2,
        sigtermCycles: 1,
        seed: Date.now() % 2 ** 31,
        maxSignalDelayMs: 500,
      });
      console.log(
        `durability (${database.kind}): ${report.killCycles} kill -9 + ` +
          `${report.sigtermCycles} SIGTERM cycles, ` +
          `${report.acknowledged} writes acknowledged, ${report.lost} lost, ` +
          `${report.answeredAfterSignal} answered after SIGTERM, ${report.cutInFlight} cut`,
      );
      expect(report.failures).toEqual([]);
      expect(report.acknowledged).toBeGreaterThan(0);
      expect(report.lost).toBe(0);
      expect(report.restarts).toBe(3);
      expect(report.cleanExits).toBe(1);
      expect(report.cutInFlight).toBe(0);
      // Requests were in flight when the signal came, and they were answered.
      expect(report.answeredAfterSignal).toBeGreaterThan(0);
    } finally {
      await database.dispose();
    }
  }, 180_000);
});

describe.skipIf(!onPglite)('the embedded database in DATA_DIR', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'catering-durable-'));
    database = await openDatabase({ dataDir });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs with fsync on and syncs the WAL to disk at each commit', async () => {
    const setting = async (name: string) =>
      ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: object[] })
        .rows[0];
    expect(await setting('fsync')).toEqual({ fsync: 'on' });
    expect(await setting('wal_sync_method')).toEqual({ wal_sync_method: 'fsync' });

    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      await database.db.insert(tags).values({ name: 'synced-on-commit' });
      expect(fsync).toHaveBeenCalled();
    } finally {
      fsync.mockRestore();
    }
  });

  it('refuses a second process or connection on the same DATA_DIR while it is open', async () => {
    await expect(openDatabase({ dataDir }, 'second opener')).rejects.toThrow(
      /is in use by process/,
    );
  });

  it('opens over the lock file a killed process left behind', async () => {
    await database.close();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const stale = {
      pid: gone,
      host: hostname(),
      purpose: 'server',
      since: new Date().toISOString(),
    };
    await writeFile(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(stale));

    database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(tags);
    expect(rows.map((row) => row.name)).toContain('synced-on-commit');
  });
});
