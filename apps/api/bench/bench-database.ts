import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPostgres } from '../src/db/client.js';
import { openPglite } from '../src/db/pglite-database.js';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.js';

/** The bench's database and its arithmetic. */

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A throwaway database: on PostgreSQL one created beside DATABASE_URL's, dropped after. */
export async function openBenchDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl)
    return {
      database: openPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS })),
      drop: async () => {},
    };
  const name = `catering_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    database: openPostgres(url.toString()),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
