import { AUTH_MESSAGES } from '@catering/domain';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_DEMO_PASSWORD,
} from '../../../test/fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  loadConfig,
  SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE,
  SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR,
} from '../../config.js';

/*
 * Password spraying (many addresses from one client) and locking a known account out
 * (many wrong passwords for one address). Clients are told apart by X-Forwarded-For behind
 * TRUST_PROXY, as a load balancer would send it.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const WAIT = /^Too many attempts\. Please wait \d+ seconds and try again\.$/;

function signInFrom(app: TestApp, client: string, email: string, password: string) {
  return app.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in',
    headers: { 'x-forwarded-for': client },
    payload: { email, password },
  });
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const error = body(response).error;
  expect(error?.code).toBe('rate_limited');
  expect(error?.messages).toHaveLength(1);
  expect(error?.messages[0]).toMatch(WAIT);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

function expectWrongPassword(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(body(response).error?.messages).toEqual([AUTH_MESSAGES.wrongPassword]);
}

const sprayed = (i: number) => `sprayed-${i}@example.com`;
// Every attempt checks a password hash (scrypt), unknown addresses too: dozens take a while.
const MANY_SIGN_INS = { timeout: 120_000 };

describe('password spraying from one client', MANY_SIGN_INS, () => {
  it(`refuses failed sign-ins over ${SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR} an hour across 40 addresses; other clients sign in`, async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const response = await signInFrom(t, '203.0.113.7', sprayed(i), 'Summer2024!');
      statuses.push(response.statusCode);
      if (i < SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR) expectWrongPassword(response);
      else expectRefused(response);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    // The spraying client is stopped, even with a right password; another client is not.
    expectRefused(await signInFrom(t, '203.0.113.7', 'chef@example.com', TEST_DEMO_PASSWORD));
    expect(
      (await signInFrom(t, '203.0.113.8', 'chef@example.com', TEST_DEMO_PASSWORD)).statusCode,
    ).toBe(200);
  });

  it('refuses sign-ins over the per-minute cap across addresses, failed or not', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '8' });
    for (const role of ['chef', 'host', 'manager', 'culinary']) {
      const response = await signInFrom(
        t,
        '203.0.113.7',
        `${role}@example.com`,
        TEST_DEMO_PASSWORD,
      );
      expect(response.statusCode).toBe(200);
      expectWrongPassword(await signInFrom(t, '203.0.113.7', sprayed(role.length), 'Summer2024!'));
    }
    const refused = await signInFrom(t, '203.0.113.7', 'scheduler@example.com', TEST_DEMO_PASSWORD);
    expectRefused(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const other = await signInFrom(t, '203.0.113.8', 'scheduler@example.com', TEST_DEMO_PASSWORD);
    expect(other.statusCode).toBe(200);
  });

  it('counts parallel failures exactly: 30 at once from one client, 20 checked and 10 refused', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    const app = t;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signInFrom(app, '203.0.113.7', sprayed(i), 'Winter!')),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('does not count successful sign-ins as failures', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: '2' });
    for (const role of ['chef', 'host', 'manager', 'culinary']) {
      expect(
        (await signInFrom(t, '203.0.113.7', `${role}@example.com`, TEST_DEMO_PASSWORD)).statusCode,
      ).toBe(200);
    }
    expectWrongPassword(await signInFrom(t, '203.0.113.7', sprayed(1), 'nope-nope'));
    expectWrongPassword(await signInFrom(t, '203.0.113.7', sprayed(2), 'nope-nope'));
    expectRefused(await signInFrom(t, '203.0.113.7', 'chef@example.com', TEST_DEMO_PASSWORD));
  });
});

describe('a wrong-password storm on one account', MANY_SIGN_INS, () => {
  it('stops the failing client; the right password from a clean client signs in', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    for (let i = 0; i < 10; i += 1) {
      expectWrongPassword(await signInFrom(t, '198.51.100.66', TEST_ADMIN_EMAIL, `guess-${i}`));
    }
    // The storming client is throttled for this account, right password or not ...
    expectRefused(await signInFrom(t, '198.51.100.66', TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD));
    expectRefused(await signInFrom(t, '198.51.100.66', 'ADMIN@example.com', 'guess-10'));
    // ... while the Super Admin, from their own client, signs in.
    const admin = await signInFrom(t, '203.0.113.20', TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(admin.statusCode).toBe(200);
    expect(body<{ user: { email: string } }>(admin).data.user.email).toBe(TEST_ADMIN_EMAIL);
  });

  it('caps failures per account an hour from all clients together (ASVS 2.2.1), then lets it sign in again', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: '5' });
    for (let i = 0; i < 5; i += 1) {
      expectWrongPassword(await signInFrom(t, `198.51.100.${i + 1}`, TEST_ADMIN_EMAIL, 'guess'));
    }
    const capped = await signInFrom(t, '203.0.113.20', TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expectRefused(capped);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);
    // Other accounts are not affected, from the same clients.
    expect(
      (await signInFrom(t, '198.51.100.1', 'chef@example.com', TEST_DEMO_PASSWORD)).statusCode,
    ).toBe(200);
    // An hour later the count starts again.
    await t.database.db.execute(
      sql`update rate_limit_hits set window_started_at = now() - interval '1 hour' where key like 'sign-in:failures:%'`,
    );
    expect(
      (await signInFrom(t, '203.0.113.20', TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).statusCode,
    ).toBe(200);
  });

  it('allows at most 100 failures per account an hour, by default 100', () => {
    const defaults = loadConfig({});
    expect(defaults.signInFailuresPerAccountPerHour).toBe(100);
    expect(defaults.signInFailuresPerClientPerHour).toBe(SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR);
    expect(defaults.signInAttemptsPerClientPerMinute).toBe(SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE);
    expect(defaults.signInAttemptsPerMinute).toBe(10);
    expect(() => loadConfig({ SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: '101' })).toThrow(
      'SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: At most 100 (ASVS 2.2.1).',
    );
  });
});
