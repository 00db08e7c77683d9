import { AUTH_MESSAGES, type CurrentUser, type PasswordChangeResult } from '@catering/domain';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '../../../test/fixtures.js';
import {
  acceptInvitation,
  invitationTokenFor,
  invitePerson,
  userIdOf,
} from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { credentials, users } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_SHORT = AUTH_MESSAGES.passwordTooShort;
/** Twelve characters or more, and still among the first guesses of any attacker. */
const COMMON = ['123456789012', 'password1234', 'qwertyuiop12'];
const STRONG = 'plum-orchard-quietly-41';

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

function expectRefused(response: Response, message: string) {
  expect(response.statusCode).toBe(400);
  expect(body(response).error).toMatchObject({ code: 'validation_failed', messages: [message] });
}

const me = async (token: string) =>
  body<CurrentUser>(await t.app.inject({ url: '/me', headers: bearer(token) })).data;

const changePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/password', headers: bearer(token), payload });

async function setStoredPassword(email: string, password: string) {
  const userId = await userIdOf(t, email);
  await t.database.db
    .update(credentials)
    .set({ password: await hashPassword(password) })
    .where(eq(credentials.userId, userId));
}

describe('every path that sets a password applies the policy', () => {
  it('accepting an invitation refuses short and common passwords, then takes a strong one', async () => {
    const admin = await t.signInAs('admin');
    await invitePerson(t, admin, { email: 'new.cook@example.com' });
    const token = await invitationTokenFor(t, 'new.cook@example.com');

    expectRefused(await acceptInvitation(t, token, 'short-pw1'), TOO_SHORT);
    for (const common of COMMON) {
      expectRefused(await acceptInvitation(t, token, common), AUTH_MESSAGES.passwordTooCommon);
    }
    const accepted = await acceptInvitation(t, token, STRONG);
    expect(accepted.statusCode).toBe(200);
    expect(body<{ user: CurrentUser }>(accepted).data.user.passwordChangeRequired).toBe(false);
  });

  it('a reset link refuses short and common passwords and stays usable', async () => {
    const email = 'culinary@example.com';
    await t.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email } });
    const mail = ((await t.readOutbox()).at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([\w%-]+)/.exec(mail)?.[1] ?? '';
    const confirm = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/password-reset/confirm',
        payload: { token: decodeURIComponent(token), password },
      });

    expectRefused(await confirm('12345678'), TOO_SHORT);
    for (const common of COMMON)
      expectRefused(await confirm(common), AUTH_MESSAGES.passwordTooCommon);
    expect((await confirm(STRONG)).statusCode).toBe(200);
  });

  it('changing one’s own password refuses short and common ones and a wrong current one', async () => {
    const token = await t.signInAs('chef');
    const change = (password: string, currentPassword = TEST_DEMO_PASSWORD) =>
      changePassword(token, { currentPassword, password });

    expectRefused(await change('password'), TOO_SHORT);
    for (const common of COMMON)
      expectRefused(await change(common), AUTH_MESSAGES.passwordTooCommon);
    expectRefused(await change(STRONG, 'not-my-password'), AUTH_MESSAGES.currentPasswordWrong);
    // Nothing changed: the old password still signs in.
    expect((await t.signIn('chef@example.com')).length).toBeGreaterThan(20);
  });

  it('needs a session to change a password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/password',
      payload: { currentPassword: TEST_DEMO_PASSWORD, password: STRONG },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('an existing weak password', () => {
  const email = 'manager@example.com';

  it('is flagged at sign-in, and the flag shows in /me', async () => {
    await setStoredPassword(email, 'password1234');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email, password: 'password1234' },
    });
    expect(signIn.statusCode).toBe(200);
    const { token, user } = body<{ token: string; user: CurrentUser }>(signIn).data;
    expect(user.passwordChangeRequired).toBe(true);
    expect((await me(token)).passwordChangeRequired).toBe(true);
  });

  it('is cleared by changing it, which ends the old sessions and answers a new token', async () => {
    const old = await t.signIn(email, 'password1234');
    const other = await t.signIn(email, 'password1234');
    const response = await changePassword(old, {
      currentPassword: 'password1234',
      password: STRONG,
    });
    expect(response.statusCode).toBe(200);
    const { token } = body<PasswordChangeResult>(response).data;

    expect((await me(token)).passwordChangeRequired).toBe(false);
    for (const ended of [old, other]) {
      expect((await t.app.inject({ url: '/me', headers: bearer(ended) })).statusCode).toBe(401);
    }
    expect((await t.signIn(email, STRONG)).length).toBeGreaterThan(20);
    const [row] = await t.database.db
      .select({ required: users.passwordChangeRequired })
      .from(users)
      .where(sql`${users.email} = ${email}`);
    expect(row?.required).toBe(false);
  });

  it('is cleared by signing in with a strong password (after a reset, say)', async () => {
    const email = 'host@example.com';
    await setStoredPassword(email, 'iloveyou1234');
    expect((await me(await t.signIn(email, 'iloveyou1234'))).passwordChangeRequired).toBe(true);
    await setStoredPassword(email, STRONG);
    expect((await me(await t.signIn(email, STRONG))).passwordChangeRequired).toBe(false);
  });
});
