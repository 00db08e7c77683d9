import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The large operator the load bench runs on (`npm run gen:large`), made once per options
 * and kept between runs: generating takes a minute, and a kept database is the same rows.
 */
export interface LargeDataOptions {
  seed: number;
  scale: number;
  year: number;
}

export type DatabaseKind = 'PostgreSQL' | 'PGlite';

/** What a server process needs in its environment to open the large database. */
export type DatabaseEnv = { DATABASE_URL: string } | { DATA_DIR: string };

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PG_DATABASE = 'catering_bench_large';
export const PGLITE_DIR = path.join(tmpdir(), 'catering-bench-large');
const OPTIONS_FILE = 'bench-large-data.json';

export const BENCH_ADMIN_PASSWORD = 'bench-Passw0rd-1';

function generate(env: DatabaseEnv, options: LargeDataOptions): Promise<void> {
  const args = ['--seed', options.seed, '--scale', options.scale, '--year', options.year];
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The server opens DATABASE_URL when it is set, whatever DATA_DIR says: the bench runs with
  // it set for PostgreSQL, and the PGlite copy must not be written there instead.
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'large-data/run.ts', ...args.map(String)],
      {
        cwd: API_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...childEnv, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`gen:large exited with ${code}`)),
    );
  });
}

async function preparePostgres(baseUrl: string, options: LargeDataOptions, fresh: boolean) {
  const url = new URL(baseUrl);
  url.pathname = `/${PG_DATABASE}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [PG_DATABASE]);
    if (exists.rowCount && !fresh) {
      const large = new pg.Client({ connectionString: url.toString() });
      await large.connect();
      const made = await large
        .query(`select value from app_settings where key = 'large-data'`)
        .catch(() => ({ rows: [] }));
      await large.end();
      if (made.rows[0]?.value === JSON.stringify(options)) return url.toString();
    }
    await admin.query(`drop database if exists ${PG_DATABASE} with (force)`);
    await admin.query(`create database ${PG_DATABASE}`);
  } finally {
    await admin.end();
  }
  console.log(`Generating the large operator on PostgreSQL (${PG_DATABASE})…`);
  await generate({ DATABASE_URL: url.toString() }, options);
  return url.toString();
}

async function preparePglite(options: LargeDataOptions, fresh: boolean) {
  const optionsFile = path.join(PGLITE_DIR, OPTIONS_FILE);
  const wanted = JSON.stringify(options);
  if (!fresh && existsSync(optionsFile) && (await readFile(optionsFile, 'utf8')) === wanted)
    return PGLITE_DIR;
  await rm(PGLITE_DIR, { recursive: true, force: true });
  console.log(`Generating the large operator on PGlite (${PGLITE_DIR})…`);
  await generate({ DATA_DIR: PGLITE_DIR }, options);
  await writeFile(optionsFile, wanted);
  return PGLITE_DIR;
}

/** Makes (or finds, when kept from an earlier run with the same options) the database. */
export async function prepareLargeDatabase(
  kind: DatabaseKind,
  options: LargeDataOptions,
  fresh: boolean,
): Promise<DatabaseEnv> {
  if (kind === 'PGlite') return { DATA_DIR: await preparePglite(options, fresh) };
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  return { DATABASE_URL: await preparePostgres(baseUrl, options, fresh) };
}

/**
 * Before each server's turn on PostgreSQL: the previous turn's writes (sessions, updates)
 * would otherwise wake autovacuum in the middle of a measurement, on the same two cores.
 * PGlite is inside the server's process and cleans up as it goes.
 */
export async function settleDatabase(env: DatabaseEnv): Promise<void> {
  if (!('DATABASE_URL' in env)) return;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}
