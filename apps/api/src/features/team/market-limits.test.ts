import type { AuditEntry, CurrentUser, Market, TeamUser } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invite, limitToMarkets, marketId, roleId, userIdOf } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

/** Manage Team's "limited to markets" (docs/permissions.md 8). */
let t: TestApp;
let admin: string;
let dallas: string;
let austin: string;
let phoenix: string;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
  admin = await t.signInAs('admin');
  dallas = await marketId(t, 'Dallas');
  austin = await marketId(t, 'Austin');
  phoenix = await marketId(t, 'Phoenix');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const update = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v1/users/${id}`, headers: bearer(token), payload });
const teamUser = async (email: string) => {
  const users = body<TeamUser[]>(await get(`/v1/users?q=${email}`, admin)).data;
  const user = users.find((row) => row.email === email);
  if (!user) throw new Error(`no ${email}`);
  return user;
};
function errorOf(response: Awaited<ReturnType<typeof get>>) {
  const error = body(response).error as { code: string; messages: string[] } | null;
  return { status: response.statusCode, code: error?.code, messages: error?.messages };
}

describe('limiting a user to markets', () => {
  it('sets, shows, records and lifts the limit; it applies to the next request', async () => {
    const host = await teamUser('host@example.com');
    const hostToken = await t.signInAs('host');
    expect(host.limitedToMarkets).toEqual([]);
    const limited = await update(admin, host.id, {
      limitedToMarketIds: [dallas, austin, dallas],
      defaultMarketId: dallas,
      updatedAt: host.updatedAt,
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(body<TeamUser>(limited).data.limitedToMarkets).toEqual([
      { id: austin, name: 'Austin' },
      { id: dallas, name: 'Dallas' },
    ]);
    // The session already open carries the limit from its next request on.
    const me = body<CurrentUser>(await get('/me', hostToken)).data;
    expect([...me.limitedToMarketIds].sort()).toEqual([austin, dallas].sort());
    const markets = body<Market[]>(await get('/v1/markets', hostToken)).data;
    expect(markets.map((market) => market.name)).toEqual(['Austin', 'Dallas']);

    const audit = body<AuditEntry[]>(await get('/v1/team/audit?perPage=5', admin)).data;
    expect(audit.find((entry) => entry.action === 'user.markets_limited')).toMatchObject({
      summary: 'Markets every market → Austin, Dallas',
    });

    const current = await teamUser('host@example.com');
    const lifted = await update(admin, host.id, {
      limitedToMarketIds: [],
      updatedAt: current.updatedAt,
    });
    expect(body<TeamUser>(lifted).data.limitedToMarkets).toEqual([]);
    expect(body<Market[]>(await get('/v1/markets', hostToken)).data).toHaveLength(4);
  });

  it('keeps the default market within the limit and refuses unknown markets', async () => {
    const chef = await teamUser('chef@example.com');
    expect(chef.defaultMarket?.name).toBe('Phoenix');
    expect(errorOf(await update(admin, chef.id, { limitedToMarketIds: [dallas] }))).toEqual({
      status: 400,
      code: 'validation_failed',
      messages: ['The default market must be one of the markets the user is limited to.'],
    });
    const unknown = await update(admin, chef.id, {
      limitedToMarketIds: ['00000000-0000-4000-8000-0000000000ff'],
    });
    expect(errorOf(unknown)).toMatchObject({ status: 400, messages: ['Unknown market.'] });
    expect((await teamUser('chef@example.com')).limitedToMarkets).toEqual([]);
  });

  it('a limited editor manages only people within their markets and never widens access', async () => {
    const managerId = await userIdOf(t, 'manager@example.com');
    const limitManager = await update(admin, managerId, {
      limitedToMarketIds: [dallas],
      defaultMarketId: dallas,
    });
    expect(limitManager.statusCode, limitManager.body).toBe(200);
    const manager = await t.signInAs('manager');

    // The new person is limited to the inviter's markets unless narrowed further.
    const invited = await invite(t, manager, {
      email: 'dallas.cook@example.com',
      firstName: 'Dal',
      lastName: 'Cook',
      roleId: await roleId(t, 'Chef'),
      defaultMarketId: dallas,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(body<TeamUser>(invited).data.limitedToMarkets).toEqual([{ id: dallas, name: 'Dallas' }]);

    const wider = await invite(t, manager, {
      email: 'everywhere@example.com',
      firstName: 'Eve',
      lastName: 'Where',
      roleId: await roleId(t, 'Chef'),
      limitedToMarketIds: [dallas, phoenix],
    });
    expect(errorOf(wider)).toEqual({
      status: 403,
      code: 'forbidden',
      messages: ['You can only limit users to markets you have access to.'],
    });
    const cook = body<TeamUser>(invited).data;
    expect(errorOf(await update(manager, cook.id, { limitedToMarketIds: [] }))).toMatchObject({
      status: 403,
      messages: ['You can only limit users to markets you have access to.'],
    });
    expect(
      errorOf(await update(admin, managerId, { limitedToMarketIds: [dallas, austin] })),
    ).toEqual(expect.objectContaining({ status: 200 }));
    expect(
      errorOf(await update(manager, managerId, { limitedToMarketIds: [dallas] })).messages,
    ).toEqual(['You cannot change your own markets.']);

    // The list holds only people limited within the manager's markets; others are not found.
    const listed = body<TeamUser[]>(await get('/v1/users?perPage=100', manager)).data;
    expect(listed.map((user) => user.email).sort()).toEqual(
      ['dallas.cook@example.com', 'manager@example.com'].sort(),
    );
    const chef = await teamUser('chef@example.com');
    const chefChange = await update(manager, chef.id, { roleId: await roleId(t, 'Host') });
    expect(errorOf(chefChange)).toMatchObject({ status: 404, messages: ['User not found.'] });
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/v1/users/${chef.id}`,
      headers: bearer(manager),
    });
    expect(removal.statusCode).toBe(404);
    expect((await teamUser('chef@example.com')).role?.name).toBe('Chef');
    await limitToMarkets(t, 'manager@example.com', []);
  });

  it('a user limited by the table alone (no default check) still changes role freely', async () => {
    // The default market is checked only when it or the limit changes.
    await limitToMarkets(t, 'culinary@example.com', ['Austin']);
    const culinary = await teamUser('culinary@example.com');
    expect(culinary.defaultMarket?.name).not.toBe('Austin');
    const changed = await update(admin, culinary.id, { roleId: await roleId(t, 'Scheduler') });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
