import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, openPostgres, pgliteDirOf } from '../src/db/client.js';
import { openDurablePglite } from '../src/db/durable-pglite.js';
import { moveEmbeddedDatabase } from '../src/db/move/move-database.js';
import { tags } from '../src/db/schema/index.js';
import { TEST_DEMO_PASSWORD } from './fixtures.js';
import { databaseUrlFor } from './global-setup.js';

/*
 * `npm run db:move`: the seeded demo database, as a real DATA_DIR, moved into a new
 * database on a PostgreSQL server, then every table compared on both sides by its own
 * query here (not the command's). The source is always the embedded database, so this
 * runs in the PGlite project; the server is 127.0.0.1:5432 (CI has one), or
 * MOVE_TEST_POSTGRES_URL.
 */

const SERVER_URL =
  process.env.MOVE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_DIR = path.resolve(import.meta.dirname, '..');
const MANAGER = 'manager@example.com';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const inPostgresProject = Boolean(process.env.DATABASE_URL);
const serverAnswers = !inPostgresProject && (await postgresAnswers(SERVER_URL));
if (!inPostgresProject && !serverAnswers) {
  console.warn(`db:move test skipped: no PostgreSQL answers at ${SERVER_URL}.`);
}

interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** Per table: rows and the md5 of all of them as text, in one order on both sides. */
async function fingerprint(client: SqlClient): Promise<Map<string, string>> {
  await client.query(`set timezone to 'UTC'`);
  await client.query(`set datestyle to 'ISO, YMD'`);
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const prints = new Map<string, string>();
  for (const { name } of tables) {
    // collate "C": the server's default collation may sort text unlike PGlite's.
    const { rows } = await client.query<{ n: string; md5: string | null }>(
      `select count(*)::text as n, md5(string_agg(x::text, E'\\n' order by x::text collate "C")) as md5
       from public."${name}" x`,
    );
    prints.set(name, `${rows[0]?.n} rows, md5 ${rows[0]?.md5}`);
  }
  return prints;
}

/** `npm run db:move` as an operator runs it, in a process of its own. */
function runMoveCommand(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/run-move.ts', ...args], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe.skipIf(!serverAnswers)('npm run db:move', () => {
  let work: string;
  let dataDir: string;
  let admin: pg.Client;
  const targetName = `catering_move_${randomBytes(4).toString('hex')}`;
  const targetUrl = databaseUrlFor(SERVER_URL, targetName);
  /** Signed in on the embedded database, before the move. */
  let tokenFromBefore: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'catering-move-'));
    dataDir = path.join(work, 'data');
    const template = new Blob([await readFile(inject('pgliteTemplateFiles').demo)]);
    await (await openDurablePglite(pgliteDirOf(dataDir), { loadDataDir: template })).close();

    // A session and the generated auth secret exist only once someone has signed in.
    const source = await openDatabase({ dataDir });
    const app = await buildApp({
      db: source.db,
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      logger: false,
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email: MANAGER, password: TEST_DEMO_PASSWORD },
    });
    tokenFromBefore = signIn.json().data.token;
    // Text that a careless copy would mangle: quotes, a backslash, a newline, braces, accents.
    await source.db.insert(tags).values({ name: 'Crème "brûlée" \\ {a,b}\nsecond line' });
    await app.close();
    await source.close();

    admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`create database ${targetName}`);
  }, 120_000);

  afterAll(async () => {
    await admin?.query(`drop database if exists ${targetName} with (force)`);
    await admin?.end();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('copies every row of every table, unchanged, and reports each table ok', async () => {
    const report = await moveEmbeddedDatabase({ dataDir, targetUrl });
    expect(report.tables.filter((table) => !table.ok)).toEqual([]);
    expect(report.ok).toBe(true);

    const source: PGlite = await openDurablePglite(pgliteDirOf(dataDir));
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      const before = await fingerprint(source);
      const after = await fingerprint(target);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [table, print] of before) expect(after.get(table), table).toBe(print);

      // Every table was in one of the transactions and in the printed comparison.
      expect(report.groups.flat().sort()).toEqual([...before.keys()]);
      expect(report.tables.map((table) => table.table)).toEqual([...before.keys()]);
      const rows = report.tables.reduce((sum, table) => sum + table.targetRows, 0);
      expect(rows).toBeGreaterThan(10_000);
      expect(report.tables.find((table) => table.table === 'sessions')?.targetRows).toBe(1);
      console.log(
        `db:move: ${before.size} tables, ${rows} rows in ${report.groups.length} transactions, ` +
          'same count and md5 on both sides',
      );
    } finally {
      await target.end();
      await source.close();
    }
  }, 180_000);

  it('serves the moved database: a demo user signs in, and a session from before holds', async () => {
    const database = openPostgres(targetUrl);
    const dir = await mkdtemp(path.join(work, 'after-'));
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }),
      logger: false,
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/v1/auth/sign-in',
        payload: { email: MANAGER, password: TEST_DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      const me = await app.inject({
        url: '/me',
        headers: { authorization: `Bearer ${tokenFromBefore}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe(MANAGER);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('refuses to move into a database that holds rows, and leaves it as it was', async () => {
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      const before = await fingerprint(target);
      const run = await runMoveCommand(['--to', targetUrl, '--from-data-dir', dataDir]);
      expect(run.code, run.output).toBe(1);
      expect(run.output).toMatch(
        /The target database is not empty: account_addresses \(\d+ rows\), .* and \d+ more tables/,
      );
      expect(await fingerprint(target)).toEqual(before);
    } finally {
      await target.end();
    }
  }, 120_000);

  it('refuses while the server has the embedded database open', async () => {
    const running = await openDatabase({ dataDir });
    try {
      await expect(moveEmbeddedDatabase({ dataDir, targetUrl })).rejects.toThrow(
        /is in use by process/,
      );
    } finally {
      await running.close();
    }
  }, 60_000);
});
