import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { prepareInitialData } from '../src/db/seed/initial-data.js';

/**
 * `npm run bench`: requests through the whole stack (routing, authentication, validation,
 * database, serialization) in process, on the embedded database or on DATABASE_URL.
 * Figures are for comparison between runs on one machine, not promises.
 */
const PASSWORD = 'bench-password-1';

interface Case {
  name: string;
  method?: 'GET' | 'POST';
  url: string;
  payload?: object;
  auth?: boolean;
  requests: number;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function openBenchDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL);
  return openPglite(await PGlite.create());
}

const database = await openBenchDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'catering-bench-'));
await database.migrate();
await prepareInitialData(database.db, {
  adminEmail: 'admin@example.com',
  adminPassword: PASSWORD,
  demoData: true,
  demoPassword: PASSWORD,
});
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const app = await buildApp({ db: database.db, config, logger: false });
await app.ready();

const signIn = await app.inject({
  method: 'POST',
  url: '/v1/auth/sign-in',
  payload: { email: 'admin@example.com', password: PASSWORD },
});
const token = signIn.json().data.token as string;

const cases: Case[] = [
  { name: 'GET /health', url: '/health', requests: 2000 },
  { name: 'GET /me', url: '/me', auth: true, requests: 1000 },
  { name: 'GET /v1/cuisine-types (28 rows)', url: '/v1/cuisine-types', auth: true, requests: 1000 },
  { name: 'GET /v1/brands?q=sif', url: '/v1/brands?q=sif', auth: true, requests: 1000 },
  {
    name: 'GET /v1/maps/container-types',
    url: '/v1/maps/container-types',
    auth: true,
    requests: 1000,
  },
  {
    name: 'POST /v1/auth/sign-in (scrypt)',
    method: 'POST',
    url: '/v1/auth/sign-in',
    payload: { email: 'chef@example.com', password: PASSWORD },
    requests: 9,
  },
];

console.log(`Database: ${database.kind}; concurrency 8 (in-process inject)\n`);
console.log(
  'case'.padEnd(38),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
);
for (const c of cases) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < c.requests) {
      next++;
      const t0 = performance.now();
      const response = await app.inject({
        method: c.method ?? 'GET',
        url: c.url,
        payload: c.payload,
        headers: c.auth ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.statusCode >= 400)
        throw new Error(`${c.name}: ${response.statusCode} ${response.body}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    c.name.padEnd(38),
    (latencies.length / seconds).toFixed(0).padStart(8),
    percentile(latencies, 50).toFixed(1).padStart(8),
    percentile(latencies, 95).toFixed(1).padStart(8),
    percentile(latencies, 99).toFixed(1).padStart(8),
  );
}

await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
