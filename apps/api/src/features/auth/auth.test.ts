import { AUTH_MESSAGES, SIGN_IN_ATTEMPTS_PER_MINUTE } from '@catering/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from '../../../test/fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { tokenDigest } from '../../lib/token-digest.js';
import { resetIdentifier } from './better-auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: payload as object });

function resetLinkFrom(mail: string): string {
  // Quoted-printable mails fold long lines with "=\n" and escape "=" as "=3D".
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(unfolded);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return match[0];
}

describe('sign-in', () => {
  it('answers a token and the user with role permissions, whatever the letter case of the address', async () => {
    const response = await signIn({ email: 'Admin@Example.com', password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data } = body<{
      token: string;
      user: { email: string; role: { name: string; permissions: string[] } };
    }>(response);
    expect(data.token.length).toBeGreaterThan(20);
    expect(data.user.email).toBe('admin@example.com');
    expect(data.user.role.name).toBe('Super Admin');
    expect(data.user.role.permissions).toContain('editLockedScheduleMenu');
  });

  it('answers a wrong password and an unknown address alike: 401 auth/wrong-password', async () => {
    for (const payload of [
      { email: 'chef@example.com', password: 'not-the-password' },
      { email: 'nobody@example.com', password: 'whatever-it-is' },
    ]) {
      const response = await signIn(payload);
      expect(response.statusCode).toBe(401);
      expect(body(response).error).toMatchObject({
        code: 'auth/wrong-password',
        messages: [AUTH_MESSAGES.wrongPassword],
      });
    }
  });

  it('refuses empty and malformed sign-ins with 400 and the messages', async () => {
    const empty = await signIn({});
    expect(empty.statusCode).toBe(400);
    expect(body(empty).error?.code).toBe('validation_failed');
    expect(body(empty).error?.messages).toEqual(
      expect.arrayContaining([AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.passwordRequired]),
    );
    const malformed = await signIn({ email: 'not-an-address', password: 'x' });
    expect(body(malformed).error?.messages).toContain(`email: ${AUTH_MESSAGES.invalidEmail}`);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(body(notJson).error?.code).toBe('validation_failed');
  });

  it(`answers 429 after ${SIGN_IN_ATTEMPTS_PER_MINUTE} tries a minute for one address, not for others`, async () => {
    const email = 'scheduler@example.com';
    for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_MINUTE; i++) {
      expect((await signIn({ email, password: 'wrong-password' })).statusCode).toBe(401);
    }
    const limited = await signIn({ email, password: TEST_DEMO_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(body(limited).error?.code).toBe('rate_limited');
    expect(
      (await signIn({ email: email.toUpperCase(), password: TEST_DEMO_PASSWORD })).statusCode,
    ).toBe(429);
    expect(
      (await signIn({ email: 'culinary@example.com', password: TEST_DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('tokens', () => {
  it('sign-out revokes the token', async () => {
    const token = await t.signInAs('culinary');
    expect((await t.app.inject({ url: '/me', headers: bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-out',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(body(after).error?.code).toBe('unauthenticated');
  });

  it('answers 401 to a missing, malformed or unknown token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('unknown-token-value')]) {
      const response = await t.app.inject({ url: '/v1/brands', headers });
      expect(response.statusCode).toBe(401);
      expect(body(response).error?.requestId).toBeTruthy();
    }
  });

  it('answers 401 to an expired session', async () => {
    const token = await t.signInAs('chef');
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where token = ${tokenDigest(token)}`,
    );
    expect((await t.app.inject({ url: '/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('GET /me and user types', () => {
  it('answers every user type, with the type in the body and in meta', async () => {
    const token = await t.signInAs('consumer');
    const response = await t.app.inject({ url: '/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const envelope = body<{ userType: string; defaultMarketId: string | null }>(response);
    expect(envelope.data.userType).toBe('Consumer');
    expect(envelope.meta.userType).toBe('Consumer');
  });

  it('refuses a Consumer every other console route with 403 forbidden', async () => {
    const token = await t.signInAs('consumer');
    for (const url of ['/v1/brands', '/v1/markets', '/v1/tags']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(body(response).error?.code).toBe('forbidden');
    }
  });

  it('gives staff their default market and role', async () => {
    const token = await t.signInAs('host');
    const { data } = body<{
      role: { name: string; permissions: string[] };
      defaultMarketId: string;
    }>(await t.app.inject({ url: '/me', headers: bearer(token) }));
    expect(data.role.name).toBe('Host');
    expect(data.role.permissions).not.toContain('editMenu');
    expect(data.defaultMarketId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('password reset', () => {
  const resetRequest = (email: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email } });
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/password-reset/confirm',
      payload: { token, password },
    });

  it('answers 200 for an unknown address and sends nothing', async () => {
    const before = (await t.readOutbox()).length;
    expect((await resetRequest('stranger@example.com')).statusCode).toBe(200);
    expect((await t.readOutbox()).length).toBe(before);
  });

  it('refuses a malformed address with the spec message', async () => {
    const response = await resetRequest('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.messages).toContain(`email: ${AUTH_MESSAGES.invalidEmail}`);
  });

  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const email = 'manager@example.com';
    const oldSession = await t.signIn(email);
    expect((await resetRequest(email)).statusCode).toBe(200);
    const mails = await t.readOutbox();
    const mail = mails.at(-1) ?? '';
    expect(mail).toContain(`To: ${email}`);
    const link = new URL(resetLinkFrom(mail));
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token') ?? '';

    expect((await confirm(token, 'short')).statusCode).toBe(400);
    expect((await confirm(token, 'a-brand-new-password')).statusCode).toBe(200);
    const reused = await confirm(token, 'another-new-password');
    expect(reused.statusCode).toBe(400);
    expect(body(reused).error?.messages).toEqual([AUTH_MESSAGES.resetLinkInvalid]);

    expect((await signIn({ email, password: TEST_DEMO_PASSWORD })).statusCode).toBe(401);
    expect((await signIn({ email, password: 'a-brand-new-password' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/me', headers: bearer(oldSession) })).statusCode).toBe(401);
  });

  it('refuses a link older than one hour', async () => {
    const email = 'host@example.com';
    await resetRequest(email);
    const token =
      new URL(resetLinkFrom((await t.readOutbox()).at(-1) ?? '')).searchParams.get('token') ?? '';
    await t.database.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second' where identifier = ${resetIdentifier(token)}`,
    );
    const response = await confirm(token, 'a-brand-new-password');
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.messages).toEqual([AUTH_MESSAGES.resetLinkInvalid]);
  });
});
