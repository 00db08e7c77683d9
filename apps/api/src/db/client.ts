import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';
import { retryingTransactions } from './transaction-retry.js';

export type Schema = typeof schema;
/** The one database type every repository takes, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any number would do; it only has to be the same in every process of this app. */
const MIGRATION_LOCK_KEY = 727_401;

/** Connections one API process holds to PostgreSQL at most. */
export const POSTGRES_POOL_SIZE = 10;

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: POSTGRES_POOL_SIZE });
  // An idle connection dropped by the server (restart, failover) must not crash the
  // process; the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = retryingTransactions(drizzleNodePg(pool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several API processes may start together: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Where the embedded database keeps its cluster inside DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/**
 * PostgreSQL when `databaseUrl` is set; else the embedded database in `dataDir`, locked
 * against a second process and synced to disk at every commit (see durable-pglite.ts).
 */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string },
  purpose = path.basename(process.argv[1] ?? 'node'),
): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  const lock = lockDataDir(options.dataDir, purpose);
  try {
    // Loaded only here: a PostgreSQL deployment never pays PGlite's memory (~40 MB).
    const [{ openDurablePglite }, { openPglite }] = await Promise.all([
      import('./durable-pglite.js'),
      import('./pglite-database.js'),
    ]);
    const database = openPglite(await openDurablePglite(pgliteDirOf(options.dataDir)));
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
