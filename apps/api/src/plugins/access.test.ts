import type { CurrentUser, RouteAccess } from '@catering/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, body } from '../../test/test-app.js';
import { accessPlugin, isValidAccess } from './access.js';
import { envelopePlugin } from './envelope.js';

const DALLAS = '00000000-0000-4000-8000-00000000da11';

/** The access plugin alone, with users made up per token instead of a database. */
const USERS: Record<string, CurrentUser> = {
  super: user('Super Admin', ['inviteUser', 'editUser', 'removeUser', 'viewMenu']),
  admin: user('Admin', ['inviteUser', 'editUser', 'removeUser', 'viewMenu']),
  editor: user('Admin', ['editUser']),
  host: user('Host', ['viewScheduleMenu']),
  contact: { ...user('Super Admin', ['inviteUser']), userType: 'Point of Contact' },
  dallasHost: { ...user('Host', ['viewScheduleMenu']), limitedToMarketIds: [DALLAS] },
};

function user(roleName: string, permissions: string[]): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'someone@example.com',
    firstName: 'Some',
    lastName: 'One',
    userType: 'User',
    defaultMarketId: null,
    limitedToMarketIds: [],
    role: { id: '00000000-0000-4000-8000-000000000002', name: roleName, permissions },
    passwordChangeRequired: false,
  };
}

async function appWith(routes: Record<string, RouteAccess>) {
  const app = Fastify({ logger: false });
  await app.register(envelopePlugin);
  await app.register(accessPlugin, {
    auth: {
      authenticate: async (token: string) => {
        const found = USERS[token];
        return found ? { user: found, token } : undefined;
      },
    },
  });
  for (const [url, access] of Object.entries(routes)) {
    app.get(url, { config: { access, markets: 'shared' } }, async () => ({
      data: 'ok',
      error: null,
      meta: {},
    }));
  }
  await app.ready();
  return app;
}

const ROUTES: Record<string, RouteAccess> = {
  '/v1/super': 'superAdmin',
  '/v1/any-user-permission': ['inviteUser', 'editUser', 'removeUser'],
  '/v1/one-permission': 'viewMenu',
};

describe('route access', () => {
  it("'superAdmin' admits only staff whose role is Super Admin", async () => {
    const app = await appWith(ROUTES);
    const status = async (token: string) =>
      (await app.inject({ url: '/v1/super', headers: bearer(token) })).statusCode;
    expect(await status('super')).toBe(200);
    expect(await status('admin')).toBe(403);
    expect(await status('host')).toBe(403);
    // The role's name alone does not open the console to another user type.
    expect(await status('contact')).toBe(403);
    expect((await app.inject({ url: '/v1/super' })).statusCode).toBe(401);
    await app.close();
  });

  it('a list of permissions admits a holder of any one of them', async () => {
    const app = await appWith(ROUTES);
    const answer = async (token: string) =>
      app.inject({ url: '/v1/any-user-permission', headers: bearer(token) });
    expect((await answer('admin')).statusCode).toBe(200);
    expect((await answer('editor')).statusCode).toBe(200);
    const refused = await answer('host');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.code).toBe('forbidden');
    expect((await answer('contact')).statusCode).toBe(403);
    await app.close();
  });

  it('a single permission still admits exactly its holders', async () => {
    const app = await appWith(ROUTES);
    const status = async (token: string) =>
      (await app.inject({ url: '/v1/one-permission', headers: bearer(token) })).statusCode;
    expect(await status('admin')).toBe(200);
    expect(await status('editor')).toBe(403);
    await app.close();
  });

  it('stops the start when a route declares an empty list, an unknown name or nothing', async () => {
    expect(isValidAccess(['inviteUser'])).toBe(true);
    expect(isValidAccess('superAdmin')).toBe(true);
    for (const access of [[], ['inviteUser', 'noSuchPermission'], 'superUser', undefined]) {
      expect(isValidAccess(access)).toBe(false);
      await expect(appWith({ '/v1/bad': access as RouteAccess })).rejects.toThrow(
        /declares no valid access/,
      );
    }
  });

  it('closes an API route that escaped the start-up check by being registered first', async () => {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    app.get('/v1/early', async () => ({ data: 'open', error: null, meta: {} }));
    app.get('/page.html', async () => 'static');
    await app.register(accessPlugin, { auth: { authenticate: async () => undefined } });
    await app.ready();
    expect((await app.inject({ url: '/v1/early' })).statusCode).toBe(403);
    expect((await app.inject({ url: '/page.html' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a user limited to markets on a route that has not said how it treats markets', async () => {
    const app = Fastify({ logger: false });
    await app.register(envelopePlugin);
    await app.register(accessPlugin, {
      auth: { authenticate: async (token: string) => ({ user: USERS[token]!, token }) },
    });
    const scopeOf = async (request: { marketScope: unknown }) => ({
      data: request.marketScope,
      error: null,
      meta: {},
    });
    // An API route cannot start undeclared (below); any other route is still closed.
    app.get('/internal/undeclared', { config: { access: 'viewScheduleMenu' } }, scopeOf);
    const scoped = { access: 'viewScheduleMenu', markets: 'scoped' } as const;
    app.get('/v1/scoped', { config: scoped }, scopeOf);
    const shared = { access: 'viewScheduleMenu', markets: 'shared' } as const;
    app.get('/v1/shared', { config: shared }, scopeOf);
    await app.ready();
    const get = (url: string, token: string) => app.inject({ url, headers: bearer(token) });

    const refused = await get('/internal/undeclared', 'dallasHost');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error).toMatchObject({
      code: 'forbidden',
      messages: ['This is not available to users limited to markets.'],
    });
    expect(body(await get('/v1/scoped', 'dallasHost')).data).toEqual([DALLAS]);
    expect(body(await get('/v1/shared', 'dallasHost')).data).toEqual([DALLAS]);
    // Nothing changes for a user who is not limited.
    expect((await get('/internal/undeclared', 'host')).statusCode).toBe(200);
    expect(body(await get('/v1/scoped', 'host')).data).toBeNull();
    await app.close();
  });

  it('stops the start when an API route does not say how it treats markets', async () => {
    const app = Fastify({ logger: false });
    await app.register(accessPlugin, { auth: { authenticate: async () => undefined } });
    app.get('/v1/open', { config: { access: 'public' } }, async () => 'ok');
    expect(() =>
      app.get('/v1/undeclared', { config: { access: 'viewMenu' } }, async () => 'ok'),
    ).toThrow(/declares no markets/);
    await app.close();
  });
});
