import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPglite, openPostgres } from '../src/db/client.js';
import { prepareInitialData } from '../src/db/seed/initial-data.js';

/**
 * `npm run bench`: requests through the whole stack (routing, authentication, validation,
 * database, serialization) in process, on a new embedded database or, with DATABASE_URL,
 * on a new database of that PostgreSQL server (dropped at the end).
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

/** A throwaway database: on PostgreSQL one created beside DATABASE_URL's, dropped after. */
async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { database: openPglite(await PGlite.create()), drop: async () => {} };
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

const { database, drop } = await openBenchDatabase();
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

const listed = await app.inject({
  url: '/v1/elements?perPage=25',
  headers: { authorization: `Bearer ${token}` },
});
const elementIds = (listed.json().data as { id: string }[]).map((row) => row.id);
const menuList = await app.inject({
  url: '/v1/menus?q=taste',
  headers: { authorization: `Bearer ${token}` },
});
const menuId = (menuList.json().data as { id: string }[])[0]?.id;
const accountList = await app.inject({
  url: '/v1/accounts?perPage=1',
  headers: { authorization: `Bearer ${token}` },
});
const account = (accountList.json().data as { id: string; marketId: string }[])[0];
const reference = async (url: string, name: string) => {
  const rows = (await app.inject({ url, headers: { authorization: `Bearer ${token}` } })).json()
    .data as { id: string; name: string }[];
  return rows.find((row) => row.name === name)?.id;
};
const lunchId = await reference('/v1/service-lines', 'Lunch');
const serviceTypeId = (
  (
    await app.inject({ url: '/v1/service-types', headers: { authorization: `Bearer ${token}` } })
  ).json().data as { id: string }[]
)[0]?.id;
const now = new Date();
const month = now.getUTCMonth() + 1;
const year = now.getUTCFullYear();
const isoDay = (offset: number) =>
  new Date(Date.UTC(year, now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

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
    name: 'GET /v1/ingredients (25 with costs)',
    url: '/v1/ingredients',
    auth: true,
    requests: 500,
  },
  { name: 'GET /v1/elements?q=chicken', url: '/v1/elements?q=chicken', auth: true, requests: 500 },
  {
    name: 'GET /v1/elements/:id (with costing)',
    url: `/v1/elements/${elementIds[0]}`,
    auth: true,
    requests: 500,
  },
  {
    name: 'POST /v1/elements/full (25 ids)',
    method: 'POST',
    url: '/v1/elements/full',
    payload: { elementIds },
    auth: true,
    requests: 200,
  },
  { name: 'GET /v1/menus (25 of the list)', url: '/v1/menus', auth: true, requests: 500 },
  { name: 'GET /v1/menus?q=bowl', url: '/v1/menus?q=bowl', auth: true, requests: 500 },
  {
    name: 'GET /v1/menus/:id (rows, allergens)',
    url: `/v1/menus/${menuId}`,
    auth: true,
    requests: 500,
  },
  {
    name: 'POST /v1/menus/description (built-in)',
    method: 'POST',
    url: '/v1/menus/description',
    payload: { name: 'Bench', elements: [{ name: 'Rice' }, { name: 'Chicken' }] },
    auth: true,
    requests: 500,
  },
  { name: 'GET /v1/accounts (25 of 64)', url: '/v1/accounts', auth: true, requests: 500 },
  {
    name: 'GET /v1/accounts/:id',
    url: `/v1/accounts/${account?.id}`,
    auth: true,
    requests: 500,
  },
  {
    name: 'GET /v1/service-events (a month)',
    url: `/v1/service-events?accountId=${account?.id}&month=${month}&year=${year}`,
    auth: true,
    requests: 500,
  },
  {
    name: 'GET /v1/service-events/notes (market)',
    url: `/v1/service-events/notes?marketId=${account?.marketId}&month=${month}&year=${year}`,
    auth: true,
    requests: 500,
  },
  {
    name: 'POST /v2/serving-schedules (90 days)',
    method: 'POST',
    url: `/v2/serving-schedules?accountId=${account?.id}&serviceLineId=${lunchId}`,
    payload: {
      startDate: isoDay(1),
      endDate: isoDay(90),
      data: weekdays.map((day, i) => ({
        day,
        shouldServeOnDay: true,
        meatEaters: 40 + i,
        nonMeatEaters: 10,
        pricePerEater: 12.5,
        serviceTime: '12:00',
        serviceTypeId,
      })),
    },
    auth: true,
    requests: 100,
  },
  { name: 'GET /v1/users (25 staff)', url: '/v1/users', auth: true, requests: 500 },
  { name: 'GET /v1/users?q=pat', url: '/v1/users?q=pat', auth: true, requests: 500 },
  { name: 'GET /v1/team/roles (with counts)', url: '/v1/team/roles', auth: true, requests: 500 },
  { name: 'GET /v1/team/audit', url: '/v1/team/audit', auth: true, requests: 500 },
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
    c.name.padEnd(40),
    (latencies.length / seconds).toFixed(0).padStart(8),
    percentile(latencies, 50).toFixed(1).padStart(8),
    percentile(latencies, 95).toFixed(1).padStart(8),
    percentile(latencies, 99).toFixed(1).padStart(8),
  );
}

await app.close();
await database.close();
await drop();
await rm(dataDir, { recursive: true, force: true });
