import {
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLE_NAMES,
  type RouteAccess,
  STAFF_USER_TYPE,
  type UserType,
} from '@catering/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles as rolesTable } from '../src/db/schema/index.js';
import { DEFAULT_ROLES } from '../src/db/seed/roles.js';
import { createUserWithPassword } from '../src/db/seed/seed.js';
import { isValidAccess } from '../src/plugins/access.js';
import { TEST_DEMO_PASSWORD } from './fixtures.js';
import { documentedRoles, documentedRoutes, readPermissionsDoc } from './permissions-doc.js';
import { accessKey, concretePath, type RegisteredRoute, routeKey } from './route-registry.js';
import { bearer, body, createTestApp, type TestApp } from './test-app.js';

/** Who calls: every role, the two account-contact user types, nobody, and a forged token. */
interface Caller {
  name: string;
  headers: Record<string, string>;
  identity?: { role: string; userType: UserType };
}

const POINT_OF_CONTACT_EMAIL = 'matrix.contact@example.com';

/**
 * Routes where a caller holding the route's access may still get a 403 from a finer rule
 * in the service, with the error code that rule answers and why. None is reached today:
 * the finer rules (the scheduled-menu lock, `locked`; a note deleted by its author or a
 * Super Admin; changing a completed host survey with `editHostSurvey`; the Super Admin
 * protections of the users routes) look at a row, and the probes send `{}` and ids that
 * name no row, so a 400 or 404 comes first.
 */
const FINER_RULES: Record<string, { code: string; reason: string }> = {};

let t: TestApp;
let callers: Caller[];
let registered: RegisteredRoute[];
let headTwins: RegisteredRoute[];
let markdown: string;

beforeAll(async () => {
  // Eight sign-ins from one test must never meet the sign-in limit, however it is keyed.
  t = await createTestApp({
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '1000',
    SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: '1000',
  });
  ({ routes: registered, headTwins } = t.apiRoutes());
  markdown = await readPermissionsDoc();
  // The test world has no Point of Contact who can sign in; accounts create them without a password.
  await createUserWithPassword(t.database.db, {
    email: POINT_OF_CONTACT_EMAIL,
    firstName: 'Pat',
    lastName: 'Contact',
    role: ROLE_NAMES.pointOfContact,
    userType: 'Point of Contact',
    password: TEST_DEMO_PASSWORD,
  });
  const signedIn = async (name: string, token: Promise<string>, role: string, type: UserType) => ({
    name,
    headers: bearer(await token),
    identity: { role, userType: type },
  });
  callers = [
    await signedIn('Super Admin', t.signInAs('admin'), ROLE_NAMES.superAdmin, STAFF_USER_TYPE),
    await signedIn('Admin', t.signInAs('manager'), ROLE_NAMES.admin, STAFF_USER_TYPE),
    await signedIn('Culinary', t.signInAs('culinary'), ROLE_NAMES.culinary, STAFF_USER_TYPE),
    await signedIn('Scheduler', t.signInAs('scheduler'), ROLE_NAMES.scheduler, STAFF_USER_TYPE),
    await signedIn('Chef', t.signInAs('chef'), ROLE_NAMES.chef, STAFF_USER_TYPE),
    await signedIn('Host', t.signInAs('host'), ROLE_NAMES.host, STAFF_USER_TYPE),
    await signedIn(
      'Point of Contact',
      t.signIn(POINT_OF_CONTACT_EMAIL),
      ROLE_NAMES.pointOfContact,
      'Point of Contact',
    ),
    await signedIn('Consumer', t.signInAs('consumer'), ROLE_NAMES.consumer, 'Consumer'),
    { name: 'anonymous', headers: {} },
    { name: 'invalid token', headers: bearer('not-a-session-token-of-this-server') },
  ];
});
afterAll(() => t.close());

/** Permissions in PERMISSIONS order, so two lists compare whatever order they were written in. */
const inOrder = (permissions: readonly string[]) =>
  PERMISSIONS.filter((p) => permissions.includes(p));

describe('route registry', () => {
  it('records every API route, each with a valid access declaration', () => {
    expect(registered.length).toBeGreaterThan(100);
    const undeclared = registered.filter((r) => !isValidAccess(r.access));
    expect(
      undeclared.map((r) => `${routeKey(r)} (${accessKey(r.access)})`),
      'API routes without a valid config.access',
    ).toEqual([]);
  });

  it("gives each GET's HEAD twin the same access", () => {
    const getAccess = new Map(
      registered.filter((r) => r.method === 'GET').map((r) => [r.url, accessKey(r.access)]),
    );
    const differing = headTwins
      .filter((head) => getAccess.get(head.url) !== accessKey(head.access))
      .map(routeKey);
    expect(differing).toEqual([]);
  });
});

describe('docs/permissions.md', () => {
  it('section 1 states exactly the seeded roles, their permissions and labels', async () => {
    const { permissionsByRole, labels } = documentedRoles(markdown);
    const seeded = Object.fromEntries(DEFAULT_ROLES.map((r) => [r.name, inOrder(r.permissions)]));
    const documented = Object.fromEntries(
      Object.entries(permissionsByRole).map(([role, list]) => [role, inOrder(list)]),
    );
    expect(documented).toEqual(seeded);
    expect(labels).toEqual(PERMISSION_LABELS);

    // The callers' roles come from the database: it must hold the same lists.
    const stored = await t.database.db
      .select({ name: rolesTable.name, permissions: rolesTable.permissions })
      .from(rolesTable);
    expect(Object.fromEntries(stored.map((r) => [r.name, inOrder(r.permissions)]))).toEqual(seeded);
  });

  it('section 7 lists every registered route with its access and markets, and no other', () => {
    const documented = documentedRoutes(markdown);
    const docAccess = new Map<string, string>();
    const docMarketsOf = new Map<string, string | undefined>();
    const problems: string[] = [];
    for (const route of documented) {
      const key = routeKey(route);
      if (docAccess.has(key)) problems.push(`documented twice: ${key}`);
      docAccess.set(key, accessKey(route.access));
      docMarketsOf.set(key, route.markets);
    }
    const registeredKeys = new Set(registered.map(routeKey));
    for (const route of registered) {
      const key = routeKey(route);
      const doc = docAccess.get(key);
      if (doc === undefined) problems.push(`not documented: ${key} (${accessKey(route.access)})`);
      else if (doc !== accessKey(route.access)) {
        problems.push(`${key}: the doc says ${doc}, the code declares ${accessKey(route.access)}`);
      }
      const docMarkets = docMarketsOf.get(key);
      if (doc !== undefined && docMarkets !== route.markets) {
        problems.push(`${key}: the doc says markets ${docMarkets}, the code ${route.markets}`);
      }
    }
    for (const key of docAccess.keys()) {
      if (!registeredKeys.has(key)) problems.push(`documented but not registered: ${key}`);
    }
    expect(problems).toEqual([]);
  });
});

/** What the doc's section 2 promises a caller: through (any answer but 401/403), or refused. */
function expectedAnswer(
  access: RouteAccess,
  caller: Caller,
  permissionsByRole: Record<string, string[]>,
): 'through' | 401 | 403 {
  if (access === 'public') return 'through';
  if (!caller.identity) return 401;
  if (access === 'signedIn') return 'through';
  if (caller.identity.userType !== STAFF_USER_TYPE) return 403;
  if (access === 'staff') return 'through';
  if (access === 'superAdmin') {
    return caller.identity.role === ROLE_NAMES.superAdmin ? 'through' : 403;
  }
  const held = permissionsByRole[caller.identity.role] ?? [];
  const anyOf: readonly string[] = typeof access === 'string' ? [access] : access;
  return anyOf.some((permission) => held.includes(permission)) ? 'through' : 403;
}

const REFUSAL_CODES = { 401: 'unauthenticated', 403: 'forbidden' } as const;

/** Why an answer breaks the expectation, or undefined when it keeps it. */
function mismatch(
  route: RegisteredRoute,
  expected: 'through' | 401 | 403,
  response: LightMyRequestResponse,
): string | undefined {
  const status = response.statusCode;
  const code = status >= 400 ? body(response).error?.code : undefined;
  const got = `${status}${code ? ` ${code}` : ''}`;
  if (expected !== 'through') {
    return status === expected && code === REFUSAL_CODES[expected]
      ? undefined
      : `expected ${expected} ${REFUSAL_CODES[expected]}, got ${got}`;
  }
  // A 500 is a bug whoever calls (DESIGN.md 3); a 503 from /health would be one too here.
  if (status >= 500) return `expected an answer, got ${got}`;
  if (status !== 401 && status !== 403) return undefined;
  const finer = FINER_RULES[routeKey(route)];
  return finer && status === 403 && code === finer.code
    ? undefined
    : `expected to pass the access check, got ${got}`;
}

const call = (route: RegisteredRoute, caller: Caller, index: number) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concretePath(route.url),
    headers: caller.headers,
    // Each caller from its own address, so the per-address limits of the public routes
    // count each caller once and a 429 hides no answer.
    remoteAddress: `10.0.0.${index + 1}`,
    ...(route.method === 'POST' || route.method === 'PUT' ? { payload: {} } : {}),
  });

describe('authorization matrix', () => {
  it('answers every caller on every route as docs/permissions.md says', async () => {
    const { permissionsByRole } = documentedRoles(markdown);
    const docAccess = new Map(documentedRoutes(markdown).map((r) => [routeKey(r), r.access]));
    // Signing out revokes the caller's token, so it goes last.
    const isSignOut = (route: RegisteredRoute) => route.url === '/v1/auth/sign-out';
    const ordered = [
      ...registered.filter((r) => !isSignOut(r)),
      ...registered.filter((r) => isSignOut(r)),
    ];

    const mismatches: string[] = [];
    for (const route of ordered) {
      // An undocumented route is reported by the doc test; here it is held to its own access.
      const access = docAccess.get(routeKey(route)) ?? route.access ?? 'public';
      const answers = await Promise.all(callers.map((caller, index) => call(route, caller, index)));
      answers.forEach((response, index) => {
        const caller = callers[index] as Caller;
        const problem = mismatch(
          route,
          expectedAnswer(access, caller, permissionsByRole),
          response,
        );
        if (problem) mismatches.push(`${routeKey(route)} as ${caller.name}: ${problem}`);
      });
    }

    const calls = ordered.length * callers.length;
    console.info(
      `authorization matrix: ${ordered.length} routes x ${callers.length} callers = ${calls} calls, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  }, 120_000);
});
