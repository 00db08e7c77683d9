import { MARKET_SCOPE_MESSAGES, ROLE_NAMES } from '@catering/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../src/db/seed/seed.js';
import { TEST_DEMO_PASSWORD } from './fixtures.js';
import { leakMarkers, type MarketRows, pathNaming, rowsOfMarket } from './phoenix-rows.js';
import { concretePath, type RegisteredRoute, routeKey } from './route-registry.js';
import { limitToMarkets } from './team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from './test-app.js';

/**
 * The authorization matrix for users limited to markets (docs/permissions.md 8): a
 * limited caller of every staff role, limited to Dallas, against every route. Shared
 * routes answer them as they answer the same role unlimited; scoped routes, called with
 * the ids and market of real Phoenix rows, never answer a write and never let a Phoenix
 * row out.
 */
const STAFF_ROLES = [
  { role: ROLE_NAMES.superAdmin, demo: 'admin' },
  { role: ROLE_NAMES.admin, demo: 'manager' },
  { role: ROLE_NAMES.culinary, demo: 'culinary' },
  { role: ROLE_NAMES.scheduler, demo: 'scheduler' },
  { role: ROLE_NAMES.chef, demo: 'chef' },
  { role: ROLE_NAMES.host, demo: 'host' },
] as const;

interface Pair {
  role: string;
  limited: Record<string, string>;
  unlimited: Record<string, string>;
}

let t: TestApp;
let routes: RegisteredRoute[];
let pairs: Pair[];
let phoenix: MarketRows;

beforeAll(async () => {
  // Every route is aimed at rows of another market: the demo has them in every table.
  t = await createTestApp(
    {
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '1000',
      SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: '1000',
    },
    { template: 'demo' },
  );
  // Signing out revokes the caller's token: it is left out.
  routes = t.apiRoutes().routes.filter((route) => route.url !== '/v1/auth/sign-out');
  phoenix = await rowsOfMarket(t, 'Phoenix');
  pairs = [];
  for (const { role, demo } of STAFF_ROLES) {
    const email = `matrix.dallas.${demo}@example.com`;
    await createUserWithPassword(t.database.db, {
      email,
      firstName: 'Dallas',
      lastName: role,
      role,
      userType: 'User',
      password: TEST_DEMO_PASSWORD,
      defaultMarket: 'Dallas',
    });
    await limitToMarkets(t, email, ['Dallas']);
    pairs.push({
      role,
      limited: bearer(await t.signIn(email)),
      unlimited: bearer(await t.signInAs(demo)),
    });
  }
});
afterAll(() => t.close());

const isWrite = (method: string) => method !== 'GET';
const withBody = (method: string) => method === 'POST' || method === 'PUT';
const described = (response: LightMyRequestResponse) => {
  const error = response.statusCode >= 400 ? body(response).error : null;
  return `${response.statusCode}${error ? ` ${error.code} ${error.messages.join(' ')}` : ''}`;
};

describe('the authorization matrix of users limited to markets', () => {
  it('every route declares whether it is scoped or shared', () => {
    const undeclared = routes.filter((route) => route.access !== 'public' && !route.markets);
    expect(undeclared.map(routeKey)).toEqual([]);
  });

  it('answers a limited caller on a shared route as it answers the same role unlimited', async () => {
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => r.markets === 'shared')) {
      for (const pair of pairs) {
        const send = (headers: Record<string, string>) =>
          t.app.inject({
            method: route.method as 'GET',
            url: concretePath(route.url),
            headers,
            ...(withBody(route.method) ? { payload: {} } : {}),
          });
        const [limited, unlimited] = [await send(pair.limited), await send(pair.unlimited)];
        if (limited.statusCode !== unlimited.statusCode) {
          mismatches.push(
            `${routeKey(route)} as ${pair.role}: limited ${described(limited)}, unlimited ${described(unlimited)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('never writes nor lets out a row of another market on a scoped route', async () => {
    const markers = leakMarkers(phoenix);
    const query = new URLSearchParams({
      marketId: phoenix.marketId,
      accountId: phoenix.account.id,
      scheduledMenuId: phoenix.scheduledMenuId,
    });
    const payload = {
      marketId: phoenix.marketId,
      accountId: phoenix.account.id,
      scheduledMenuId: phoenix.scheduledMenuId,
      serviceEventId: phoenix.serviceEventId,
    };
    const problems: string[] = [];
    let calls = 0;
    for (const route of routes.filter((r) => r.markets === 'scoped')) {
      const path = pathNaming(route.url, phoenix);
      for (const pair of pairs) {
        calls += 1;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.method === 'GET' ? `${path}?${query}` : path,
          headers: pair.limited,
          ...(withBody(route.method) ? { payload } : {}),
        });
        const status = response.statusCode;
        const where = `${route.method} ${path} as ${pair.role} limited to Dallas`;
        if (status >= 500) problems.push(`${where}: ${described(response)}`);
        else if (
          status < 300 &&
          isWrite(route.method) &&
          !route.url.startsWith('/v1/pdf/') &&
          !route.url.startsWith('/v2/calculations') &&
          !route.url.startsWith('/v1/calculations')
        ) {
          problems.push(`${where}: a write answered ${status}`);
        } else if (status < 300) {
          const text = response.body;
          const leaked = markers.filter((marker) => text.includes(marker));
          if (leaked.length) problems.push(`${where}: ${status} holds ${leaked.join(', ')}`);
        }
      }
    }
    console.info(
      `market scope matrix: ${calls} calls on scoped routes, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  }, 180_000);

  it('the Phoenix rows are real: the unlimited caller reads each of them', async () => {
    const superAdmin = pairs[0]?.unlimited ?? {};
    const unread: string[] = [];
    const readers = routes.filter(
      (r) => r.markets === 'scoped' && r.method === 'GET' && r.url.includes(':id'),
    );
    for (const route of readers) {
      // A spreadsheet export needs its format; every other reader takes the path alone.
      const format = route.url.endsWith('/export') ? '?format=csv' : '';
      const response = await t.app.inject({
        url: `${pathNaming(route.url, phoenix)}${format}`,
        headers: superAdmin,
      });
      if (response.statusCode !== 200) unread.push(`${routeKey(route)}: ${described(response)}`);
    }
    expect(readers.length).toBeGreaterThan(10);
    expect(unread).toEqual([]);
    // And the limited caller is told why a market of theirs was not theirs.
    const refused = await t.app.inject({
      url: `/v1/accounts?marketId=${phoenix.marketId}`,
      headers: pairs[3]?.limited ?? {},
    });
    expect(body(refused).error?.messages).toEqual([MARKET_SCOPE_MESSAGES.outsideMarkets]);
  });
});
