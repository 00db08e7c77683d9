import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A throwaway database for crash runs: a new DATA_DIR, or a new database on a server. */
export interface CrashDatabase {
  kind: 'pglite' | 'postgres';
  /** What the server's environment gets: DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export type DatabaseKind = CrashDatabase['kind'];

async function createDataDir(): Promise<CrashDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'catering-crash-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A database beside `serverUrl`'s (same server and user), dropped by dispose(). */
async function createServerDatabase(serverUrl: string): Promise<CrashDatabase> {
  const name = `catering_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    async dispose() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export function createCrashDatabase(
  kind: DatabaseKind,
  serverUrl: string | undefined,
): Promise<CrashDatabase> {
  if (kind === 'pglite') return createDataDir();
  if (!serverUrl) throw new Error('PostgreSQL runs need DATABASE_URL (or --database-url).');
  return createServerDatabase(serverUrl);
}
