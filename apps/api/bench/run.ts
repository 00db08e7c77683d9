import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { prepareInitialData } from '../src/db/seed/initial-data.js';
import { openBenchDatabase } from './bench-database.js';
import {
  BENCH_DAY,
  seedChefNumbersDay,
  timeEngine,
  timePdfWhileServing,
} from './chef-numbers-day.js';
import { type Case, printCaseHeader, runCase } from './run-case.js';

/**
 * `npm run bench:inprocess`: requests through the whole stack (routing, authentication, validation,
 * database, serialization) in process, on a new embedded database or, with DATABASE_URL,
 * on a new database of that PostgreSQL server (dropped at the end).
 * Figures are for comparison between runs on one machine, not promises.
 */
const PASSWORD = 'bench-password-1';

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
const monthMenus = await app.inject({
  url: `/v1/scheduled-menus?marketId=${account?.marketId}&month=${month}&year=${year}`,
  headers: { authorization: `Bearer ${token}` },
});
const scheduled = (monthMenus.json().data as { id: string; date: string }[])[0];
const scheduledDay = Number(scheduled?.date.slice(8, 10));
const chefDay = await seedChefNumbersDay(database.db);
const chefQuery = {
  marketId: chefDay.marketId,
  serviceLineId: chefDay.serviceLineId,
  mealDate: BENCH_DAY,
};
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
    name: 'GET /v1/scheduled-menus (calendar month)',
    url: `/v1/scheduled-menus?marketId=${account?.marketId}&month=${month}&year=${year}`,
    auth: true,
    requests: 300,
  },
  {
    name: 'GET /v1/scheduled-menus/:id (headcounts)',
    url: `/v1/scheduled-menus/${scheduled?.id}`,
    auth: true,
    requests: 500,
  },
  {
    name: 'GET /v1/scheduled-add-ons (a day)',
    url: `/v1/scheduled-add-ons?marketId=${account?.marketId}&month=${month}&year=${year}&day=${scheduledDay}`,
    auth: true,
    requests: 500,
  },
  {
    name: 'GET /v1/portion-modifiers/scheduled-menus/:id',
    url: `/v1/portion-modifiers/scheduled-menus/${scheduled?.id}`,
    auth: true,
    requests: 500,
  },
  {
    name: 'POST /v2/calculations/containers (500 accounts × 20 rows)',
    method: 'POST',
    url: '/v2/calculations/containers',
    payload: chefQuery,
    auth: true,
    requests: 100,
  },
  {
    name: '  the same, one request at a time',
    method: 'POST',
    url: '/v2/calculations/containers',
    payload: chefQuery,
    auth: true,
    requests: 50,
    concurrency: 1,
  },
  {
    name: 'POST /v1/calculations/add-ons (500 accounts)',
    method: 'POST',
    url: '/v1/calculations/add-ons',
    payload: chefQuery,
    auth: true,
    requests: 200,
  },
  {
    name: "GET /v1/hosts/services (the picker's day)",
    url: `/v1/hosts/services?marketId=${chefQuery.marketId}&date=${BENCH_DAY}`,
    auth: true,
    requests: 300,
  },
  {
    name: 'GET /v1/hosts/daily (500 services, containers)',
    url: `/v1/hosts/daily?marketId=${chefQuery.marketId}&serviceLineId=${chefQuery.serviceLineId}&date=${BENCH_DAY}`,
    auth: true,
    requests: 50,
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

console.log(`Database: ${database.kind}; concurrency 8 unless said (in-process inject)\n`);
const engine = await timeEngine(database.db, chefDay);
console.log(
  `Chef numbers engine alone: ${engine.ms.toFixed(2)} ms per run (${engine.accounts} accounts × ${engine.rows} rows)\n`,
);
printCaseHeader();
for (const c of cases) await runCase(app, token, c);

console.log('');
for (const document of [
  { name: 'Chef numbers PDF', url: '/v1/pdf/chefnumbers' },
  { name: 'Labels PDF', url: '/v1/pdf/labels' },
])
  console.log(await timePdfWhileServing(app, token, chefQuery, document));

await app.close();
await database.close();
await drop();
await rm(dataDir, { recursive: true, force: true });
