import { AUTH_MESSAGES, type SignInMethods } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_DEMO_PASSWORD,
} from '../../../test/fixtures.js';
import { invitePerson } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { ConfigError, loadConfig } from '../../config.js';
import { mayArriveUninvited } from './single-sign-on.js';

/*
 * Single sign-on's rules that need no identity provider (docs/single-sign-on.md); the whole
 * flow against a real provider is the browser journey e2e/journeys/single-sign-on.e2e.ts.
 */

// Nothing listens there: discovery fails at once, as with a provider that is down.
const SSO_ENV = {
  OIDC_ISSUER: 'http://127.0.0.1:9',
  OIDC_CLIENT_ID: 'console',
  OIDC_CLIENT_SECRET: 'secret-of-the-console-client',
  OIDC_NAME: 'Okta',
  OIDC_ALLOWED_DOMAINS: 'Example.com, kitchen.example.org',
};

const signIn = (t: TestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/sign-in', payload: { email, password } });

describe('single sign-on settings', () => {
  it('needs the issuer, client id and secret together, and passwords off needs it', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(
      /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: single sign-on needs/,
    );
    expect(() => loadConfig({ PASSWORD_SIGN_IN: 'off' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...SSO_ENV, OIDC_ISSUER: 'id.example.com' })).toThrow(ConfigError);
    const config = loadConfig(SSO_ENV);
    expect(config.sso?.allowedDomains).toEqual(['example.com', 'kitchen.example.org']);
    expect(config.passwordSignIn).toBe(true);
    expect(loadConfig({}).sso).toBeUndefined();
  });

  it('lets an uninvited address in only from an allowed domain, in any letter case', () => {
    const allowed = ['example.com'];
    expect(mayArriveUninvited('ana@EXAMPLE.com', allowed)).toBe(true);
    expect(mayArriveUninvited('ana@mail.example.com', allowed)).toBe(false);
    expect(mayArriveUninvited('ana@example.com.evil.test', allowed)).toBe(false);
    expect(mayArriveUninvited('ana@example.com', [])).toBe(false);
  });
});

describe('without single sign-on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { template: 'demo' });
  });
  afterAll(() => t.close());

  it('offers the password form only, and has no single sign-on to start', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/v1/auth/methods' });
    expect(body<SignInMethods>(methods).data).toEqual({ password: true, singleSignOn: null });
    expect((await t.app.inject({ method: 'GET', url: '/v1/auth/sso/start' })).statusCode).toBe(404);
    const exchange = await t.app.inject({ method: 'POST', url: '/v1/auth/sso/session' });
    expect(exchange.statusCode).toBe(404);
  });
});

describe('with single sign-on and passwords off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...SSO_ENV, PASSWORD_SIGN_IN: 'off' }, { template: 'demo' });
  });
  afterAll(() => t.close());

  it('names the provider for the login page and says passwords are off', async () => {
    const methods = await t.app.inject({ method: 'GET', url: '/v1/auth/methods' });
    expect(body<SignInMethods>(methods).data).toEqual({
      password: false,
      singleSignOn: { name: 'Okta' },
    });
  });

  it('refuses a password to everyone but a Super Admin, who keeps a way in', async () => {
    const chef = await signIn(t, 'chef@example.com', TEST_DEMO_PASSWORD);
    expect(chef.statusCode).toBe(403);
    expect(body(chef).error?.messages).toEqual([AUTH_MESSAGES.passwordSignInOff]);
    // A wrong password still answers as before: the 403 tells only who knew the password.
    expect((await signIn(t, 'chef@example.com', 'not-the-password-1')).statusCode).toBe(401);
    const admin = await signIn(t, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(admin.statusCode, admin.body).toBe(200);
  });

  it('mails a reset link to a Super Admin only, answering every address alike', async () => {
    for (const email of ['chef@example.com', TEST_ADMIN_EMAIL]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/password-reset',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
    }
    const mails = await t.readOutbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(TEST_ADMIN_EMAIL);
  });

  it('invites by mail to sign in with the provider, not to choose a password', async () => {
    const admin = await t.signInAs('admin');
    await invitePerson(t, admin, {
      email: 'sam.sso@example.com',
      firstName: 'Sam',
      lastName: 'Sso',
    });
    const mail = (await t.readOutbox()).find((text) => text.includes('To: sam.sso@example.com'));
    expect(mail).toContain('Open this link and sign in with Okta, using your work account:');
    expect(mail).not.toContain('choose your password');
  });

  it('answers 401 to a session exchange without the cookie, and clears it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/sso/session' });
    expect(response.statusCode).toBe(401);
    expect(body(response).error?.messages).toEqual([AUTH_MESSAGES.ssoFailed]);
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=; Max-Age=0/);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sso/session',
      headers: { cookie: 'better-auth.session_token=forged.token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
