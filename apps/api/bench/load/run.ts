import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  type DatabaseEnv,
  type DatabaseKind,
  type LargeDataOptions,
  prepareLargeDatabase,
} from './large-database.js';
import { type DatabaseRun, resultsMarkdown, targetLines } from './results.js';
import { runDatabase } from './run-database.js';

/**
 * `npm run bench`: the hot paths under load from this process (autocannon) against the
 * product's API on the large operator, and against a bare Fastify + SQL server answering
 * the same requests (bench/bare/), on PGlite and, with DATABASE_URL, on PostgreSQL.
 * Writes bench/results.md. The in-process bench of earlier issues is `npm run bench:inprocess`.
 */
const USAGE = `npm run bench -- [--db pglite|postgres|both] [--seconds N] [--scale S] [--only TEXT] [--fresh]`;
const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    seconds: { type: 'string', default: '3' },
    scale: { type: 'string', default: '1' },
    only: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const CONNECTIONS = [1, 4, 32];
const seconds = Number(values.seconds);
const options: LargeDataOptions = {
  seed: 1,
  scale: Number(values.scale),
  year: new Date().getUTCFullYear(),
};
const kinds: DatabaseKind[] =
  values.db === 'pglite'
    ? ['PGlite']
    : values.db === 'postgres'
      ? ['PostgreSQL']
      : process.env.DATABASE_URL
        ? ['PostgreSQL', 'PGlite']
        : ['PGlite'];
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

async function versionOf(kind: DatabaseKind, env: DatabaseEnv) {
  if (kind === 'PGlite') {
    // The package does not export its package.json; its entry sits in dist/.
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const manifest = path.join(path.dirname(entry), '..', 'package.json');
    const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
    return `PGlite ${version}`;
  }
  const client = new pg.Client({
    connectionString: (env as { DATABASE_URL: string }).DATABASE_URL,
  });
  await client.connect();
  const { rows } = await client.query<{ v: string }>(
    "select current_setting('server_version') as v",
  );
  await client.end();
  return `PostgreSQL ${rows[0]?.v}`;
}

async function runOn(kind: DatabaseKind): Promise<DatabaseRun> {
  const env = await prepareLargeDatabase(kind, options, values.fresh);
  console.log(`\n${kind}`);
  const measured = await runDatabase(kind, env, {
    options,
    connections: CONNECTIONS,
    seconds,
    only: values.only,
  });
  return { kind, version: await versionOf(kind, env), ...measured };
}

const runs: DatabaseRun[] = [];
// Written after each database, so a failure later keeps what was measured.
for (const kind of kinds) {
  runs.push(await runOn(kind));
  await writeResults(runs);
}
for (const run of runs) console.log(`\n${run.kind}\n${targetLines(run).join('\n')}`);

async function writeResults(measured: DatabaseRun[]) {
  const markdown = resultsMarkdown(measured, {
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    seconds,
    connections: CONNECTIONS,
    dataLine: `npm run gen:large, seed ${options.seed}, scale ${options.scale}, year ${options.year}`,
  });
  await mkdir(path.join(REPO_ROOT, 'bench'), { recursive: true });
  const file = values.only ? 'results-partial.md' : 'results.md';
  await writeFile(path.join(REPO_ROOT, 'bench', file), markdown);
}
