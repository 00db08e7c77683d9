import { BENCH_ADMIN_PASSWORD, type LargeDataOptions } from './large-database.js';
import type { BodyPool, LoadRequest } from './measure.js';

/**
 * The hot paths under load, resolved against the product on the large operator: the ids
 * come from the API's own answers, so the same case runs on any generated database.
 */
export interface LoadCase {
  name: string;
  /** List and calendar reads: the p99 and throughput-ratio targets apply. */
  listOrCalendar?: boolean;
  request: LoadRequest;
  /** False where the answers cannot be compared byte for byte (a new session, a PDF). */
  comparable: boolean;
  /** A p50 target at 1 connection, in ms (results.ts checks it). */
  p50TargetMs?: number;
  /**
   * The connections to measure at, where not the run's: a month's report is one
   * purchaser's request, and 32 of them at once would leave the server seconds of queued
   * work that the next case's figures would pay for.
   */
  connections?: number[];
  /**
   * False where the bare server has no counterpart (bench/bare/): the product alone is
   * measured, against its own target, with no ratio.
   */
  bare?: false;
  /** Issue #30's share of the bare route at 32 connections (else issue #12's 0.7 for lists). */
  ratioTarget?: number;
  /** A p99 target at that many connections, in ms. */
  p99Target?: { connections: number; ms: number };
  /**
   * Load sent at the same time as the measured one, to each server in its turn (issue #30:
   * the calendar read while scheduled menus are saved); its own figures are kept apart.
   */
  background?: { name: string; request: LoadRequest; connections: number };
}

type Json = Record<string, unknown>;

async function call(baseUrl: string, token: string | undefined, path: string, init?: RequestInit) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await response.json()) as Json;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const named = (rows: unknown, name: string) => {
  const found = (rows as { id: string; name: string }[]).find((row) => row.name === name);
  if (!found) throw new Error(`no ${name} in the large data`);
  return found.id;
};

/** Every PUT takes its own scheduled menu and sends back what it read, one field changed. */
function updatePool(ids: string[], token: string): BodyPool {
  let idle: Json[] = [];
  let edits = 0;
  return {
    async refresh(baseUrl) {
      // Requests cut off at the end of the last run may still be committing.
      await new Promise((resolve) => setTimeout(resolve, 500));
      idle = await Promise.all(
        ids.map(
          async (id) => (await call(baseUrl, token, `/v1/scheduled-menus/${id}`)).data as Json,
        ),
      );
    },
    take() {
      const menu = idle.shift();
      if (!menu) throw new Error('more connections than scheduled menus to update');
      edits += 1;
      const body = { ...menu, description: `Bench edit ${edits}`, isDescriptionAutomated: false };
      return { path: `/v1/scheduled-menus/${menu.id}`, body };
    },
    giveBack(sent, status, answer) {
      const menu = sent.body as Json;
      const updated = status === 200 ? (JSON.parse(answer) as { data: Json }).data : undefined;
      idle.push(updated ? { ...menu, updatedAt: updated.updatedAt } : menu);
    },
  };
}

export const UPDATE_POOL_SIZE = 40;

export async function resolveCases(apiUrl: string, options: LargeDataOptions): Promise<LoadCase[]> {
  const signIn = { email: 'admin@example.com', password: BENCH_ADMIN_PASSWORD };
  const session = await call(apiUrl, undefined, '/v1/auth/sign-in', {
    method: 'POST',
    body: JSON.stringify(signIn),
  });
  const token = (session.data as { token: string }).token;
  const get = (path: string) => call(apiUrl, token, path);

  const phoenix = named((await get('/v1/markets')).data, 'Phoenix');
  const serviceLines = (await get('/v1/service-lines')).data as Json[];
  const lunch = named(serviceLines, 'Lunch');
  const year = options.year;
  // A Tuesday in March: every account of Phoenix that serves Lunch on Tuesdays eats.
  const mealDate = `${year}-03-10`;
  const searched = (await get('/v1/menus?q=chicken')).data as Json[];
  const sample = searched.find((menu) => menu.cuisineTypeId) ?? {};
  const day = (await get(`/v1/scheduled-menus?marketId=${phoenix}&month=3&year=${year}&day=10`))
    .data as Json[];
  const lunchMenu = day.find((menu) => menu.serviceLineId === lunch) ?? day[0];
  if (!lunchMenu) throw new Error(`no scheduled menu in Phoenix on ${mealDate}`);
  // The update pool: menus late in the year, away from the days the reads use.
  const december = (await get(`/v1/scheduled-menus?marketId=${phoenix}&month=12&year=${year}`))
    .data as Json[];
  const toUpdate = december.slice(0, UPDATE_POOL_SIZE).map((menu) => String(menu.id));
  const dayBody = { marketId: phoenix, serviceLineId: lunch, mealDate };
  const everyLine = ((await get('/v1/service-lines')).data as Json[]).map((line) => line.id);
  const march = new URLSearchParams({
    marketId: phoenix,
    from: `${year}-03-01`,
    to: `${year}-03-31`,
    serviceLineIds: everyLine.join(','),
  });
  const authed = (request: Omit<LoadRequest, 'token'>): LoadRequest => ({ ...request, token });

  return [
    {
      name: 'POST /v1/auth/sign-in (scrypt)',
      comparable: false,
      request: { method: 'POST', path: '/v1/auth/sign-in', body: signIn },
    },
    { name: 'GET /me', comparable: true, request: authed({ method: 'GET', path: '/me' }) },
    {
      name: 'GET /v1/menus (first page)',
      listOrCalendar: true,
      comparable: true,
      request: authed({ method: 'GET', path: '/v1/menus' }),
    },
    {
      name: 'GET /v1/menus?q=chicken',
      listOrCalendar: true,
      comparable: true,
      request: authed({ method: 'GET', path: '/v1/menus?q=chicken' }),
    },
    {
      name: 'GET /v1/menus?cuisine=…&class=…',
      listOrCalendar: true,
      comparable: true,
      request: authed({
        method: 'GET',
        path: `/v1/menus?cuisine=${sample.cuisineTypeId}&class=${sample.menuElementClassId}`,
      }),
    },
    {
      name: 'GET /v1/elements?q=chicken',
      listOrCalendar: true,
      comparable: true,
      request: authed({ method: 'GET', path: '/v1/elements?q=chicken' }),
    },
    {
      name: 'GET /v1/elements?class=…&q=rice',
      listOrCalendar: true,
      comparable: true,
      request: authed({
        method: 'GET',
        path: `/v1/elements?class=${sample.menuElementClassId}&q=rice`,
      }),
    },
    {
      name: 'GET /v1/scheduled-menus (calendar month)',
      listOrCalendar: true,
      ratioTarget: 0.8,
      comparable: true,
      request: authed({
        method: 'GET',
        path: `/v1/scheduled-menus?marketId=${phoenix}&month=3&year=${year}`,
      }),
    },
    {
      name: 'GET /v1/scheduled-menus (daily detail)',
      listOrCalendar: true,
      ratioTarget: 0.8,
      comparable: true,
      request: authed({
        method: 'GET',
        path: `/v1/scheduled-menus?marketId=${phoenix}&month=3&year=${year}&day=10`,
      }),
    },
    {
      name: 'GET /v1/scheduled-menus/:id',
      ratioTarget: 0.8,
      comparable: true,
      request: authed({ method: 'GET', path: `/v1/scheduled-menus/${lunchMenu.id}` }),
    },
    {
      name: 'PUT /v1/scheduled-menus/:id',
      ratioTarget: 0.8,
      comparable: false,
      request: authed({
        method: 'PUT',
        path: '/v1/scheduled-menus/:id',
        bodyPool: updatePool(toUpdate, token),
      }),
    },
    {
      // Issue #30: saves must not stall the calendar. The saves' figures are printed apart.
      name: 'GET /v1/scheduled-menus (calendar month) while 32 connections save menus',
      comparable: false,
      connections: [4],
      p99Target: { connections: 4, ms: 50 },
      request: authed({
        method: 'GET',
        path: `/v1/scheduled-menus?marketId=${phoenix}&month=3&year=${year}`,
      }),
      background: {
        name: 'PUT /v1/scheduled-menus/:id',
        connections: 32,
        request: authed({
          method: 'PUT',
          path: '/v1/scheduled-menus/:id',
          bodyPool: updatePool(toUpdate, token),
        }),
      },
    },
    {
      name: 'POST /v2/calculations/containers (Phoenix Lunch)',
      ratioTarget: 0.8,
      comparable: true,
      request: authed({ method: 'POST', path: '/v2/calculations/containers', body: dayBody }),
    },
    {
      // The Chef numbers of a month (every menu of every line) times the recipes: issue #27.
      name: 'GET /v1/purchasing/order-guide (Phoenix, March, every line)',
      comparable: false,
      bare: false,
      p50TargetMs: 500,
      connections: [1, 4],
      request: authed({ method: 'GET', path: `/v1/purchasing/order-guide?${march}` }),
    },
    {
      // The food cost of a month: the same Chef numbers and recipes, costed (issue #27).
      name: 'GET /v1/purchasing/food-cost (Phoenix, March, every line)',
      comparable: false,
      bare: false,
      p50TargetMs: 300,
      connections: [1, 4],
      request: authed({
        method: 'GET',
        path: `/v1/purchasing/food-cost?${march}`,
      }),
    },
    {
      // The Forecast screen: each Phoenix account's latest surveys of 50,000 (issue #28).
      name: 'GET /v1/forecast (Phoenix)',
      comparable: false,
      bare: false,
      p50TargetMs: 500,
      connections: [1, 4],
      request: authed({ method: 'GET', path: `/v1/forecast?marketId=${phoenix}` }),
    },
    {
      name: 'POST /v1/pdf/chefnumbers',
      comparable: false,
      request: authed({ method: 'POST', path: '/v1/pdf/chefnumbers', body: dayBody }),
    },
  ];
}
