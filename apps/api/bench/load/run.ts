import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type LoadCase, resolveCases } from './cases.js';
import { compareAnswers, recordAnswers } from './compare-answers.js';
import {
  BENCH_ADMIN_PASSWORD,
  type DatabaseEnv,
  type DatabaseKind,
  type LargeDataOptions,
  prepareLargeDatabase,
} from './large-database.js';
import { type LoadFigures, measure } from './measure.js';
import { type CaseResult, type DatabaseRun, resultsMarkdown, targetLines } from './results.js';
import { type ServerUnderTest, startServer } from './server-process.js';

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

async function load(server: ServerUnderTest, loadCase: LoadCase): Promise<LoadFigures[]> {
  await measure(server.url, loadCase.request, 4, 1); // warm-up: JIT, plans, caches
  const figures: LoadFigures[] = [];
  for (const connections of CONNECTIONS)
    figures.push(await measure(server.url, loadCase.request, connections, seconds));
  return figures;
}

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
  const { rows } = await client.query<{ v: string }>('show server_version');
  await client.end();
  return `PostgreSQL ${rows[0]?.v}`;
}

async function runOn(kind: DatabaseKind): Promise<DatabaseRun> {
  const env = await prepareLargeDatabase(kind, options, values.fresh);
  const scratch = await mkdtemp(path.join(tmpdir(), 'catering-bench-load-'));
  // The Super Admin gen:large made; no demo; the sign-in case signs in thousands of times.
  const productEnv = {
    ADMIN_EMAIL: 'admin@example.com',
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    ...(kind === 'PostgreSQL' ? { DATA_DIR: scratch } : {}),
  };
  const results: CaseResult[] = [];
  console.log(`\n${kind}: the product`);
  const product = await startServer('src/server.ts', env, productEnv);
  let cases: LoadCase[];
  let answers: Map<string, string>;
  let productMemoryMb: number | undefined;
  try {
    cases = (await resolveCases(product.url, options)).filter(
      (c) => !values.only || c.name.includes(values.only),
    );
    answers = await recordAnswers(product.url, cases);
    for (const loadCase of cases) {
      const figures = await load(product, loadCase);
      results.push({ loadCase, product: figures, bare: [], sameAnswer: 'not compared' });
      console.log(`  ${loadCase.name}: ${figures.map(brief).join(' · ')}`);
    }
    productMemoryMb = await product.peakMemoryMb();
  } finally {
    await product.stop();
  }
  console.log(`${kind}: the bare server`);
  const bare = await startServer('bench/bare/server.ts', env);
  let bareMemoryMb: number | undefined;
  try {
    for (const result of results) {
      result.sameAnswer = await compareAnswers(bare.url, result.loadCase, answers);
      result.bare = await load(bare, result.loadCase);
      console.log(
        `  ${result.loadCase.name}: ${result.bare.map(brief).join(' · ')} (${result.sameAnswer})`,
      );
    }
    bareMemoryMb = await bare.peakMemoryMb();
  } finally {
    await bare.stop();
    await rm(scratch, { recursive: true, force: true });
  }
  return { kind, version: await versionOf(kind, env), results, productMemoryMb, bareMemoryMb };
}

const brief = (f: LoadFigures) =>
  `${f.connections}c ${Math.round(f.requestsPerSecond)}/s p50 ${f.p50} p99 ${f.p99}${f.failures ? ` (${f.failures} failed)` : ''}`;

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
