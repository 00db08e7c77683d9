import { type AuditEntry, type CurrentUser, TEAM_MESSAGES, type TeamUser } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildInvitedUser } from '../../../test/factories/index.js';
import { invite, joinedPerson, marketId, roleId, userIdOf } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { createUsersService } from './users.service.js';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '1000',
    SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: '1000',
  });
  admin = await t.signInAs('admin');
  manager = await t.signInAs('manager');
  await buildInvitedUser(t.database.db, {
    role: 'Culinary',
    email: 'new.hire@example.com',
    firstName: 'Jamie',
    lastName: 'Alvarez',
  });
  await buildContact(t.database.db, { email: 'dana.whitfield@saguaro-analytics.example' });
});
afterAll(() => t.close());

const list = async (query = '', token = admin) =>
  t.app.inject({ url: `/v1/users${query}`, headers: bearer(token) });
const update = (token: string, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v1/users/${id}`, headers: bearer(token), payload });
const audit = async () =>
  body<AuditEntry[]>(
    await t.app.inject({ url: '/v1/team/audit?perPage=100', headers: bearer(admin) }),
  ).data;
const me = async (token: string) =>
  body<CurrentUser>(await t.app.inject({ url: '/me', headers: bearer(token) })).data;

function expectError(
  response: Awaited<ReturnType<typeof list>>,
  status: number,
  code: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error).toMatchObject({ code, messages: [message] });
}

describe('GET /v1/users', () => {
  it('lists staff only, by last then first name, with status; a new hire is invited', async () => {
    const response = await list('?perPage=100');
    expect(response.statusCode).toBe(200);
    const { data, meta } = body<TeamUser[]>(response);
    expect(meta.count).toBe(data.length);
    const emails = data.map((user) => user.email);
    expect(emails).toContain('admin@example.com');
    expect(emails).not.toContain('consumer@example.com');
    expect(emails.some((email) => email.endsWith('.example'))).toBe(false); // contacts
    const lastNames = data.map((user) => user.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    const hire = data.find((user) => user.email === 'new.hire@example.com');
    expect(hire).toMatchObject({
      status: 'invited',
      role: { name: 'Culinary' },
      defaultMarket: { name: 'Phoenix' },
    });
    expect(Date.parse(hire?.invitationExpiresAt ?? '')).toBeGreaterThan(Date.now());
    expect(data.find((user) => user.email === 'chef@example.com')).toMatchObject({
      status: 'active',
      invitationExpiresAt: null,
    });
  });

  it('searches first name, last name, full name and e-mail, whatever the letter case', async () => {
    const emails = async (q: string) =>
      body<TeamUser[]>(await list(`?q=${encodeURIComponent(q)}`)).data.map((u) => u.email);
    expect(await emails('CASEY')).toEqual(['culinary@example.com']);
    expect(await emails('nguyen')).toEqual(['culinary@example.com']);
    expect(await emails('casey nguyen')).toEqual(['culinary@example.com']);
    expect(await emails('SCHEDULER@')).toEqual(['scheduler@example.com']);
    expect(await emails('%')).toEqual([]);
    const paged = body<TeamUser[]>(await list('?perPage=2&page=2'));
    expect(paged.data).toHaveLength(2);
    expect(paged.meta.count).toBeGreaterThan(4);
  });
});

describe('POST /v1/users', () => {
  it('refuses an address any user has, in any letter case, contacts included', async () => {
    const payload = async (email: string) => ({
      email,
      firstName: 'Dup',
      lastName: 'Licate',
      roleId: await roleId(t, 'Chef'),
    });
    expectError(
      await invite(t, admin, await payload('Culinary@Example.COM')),
      409,
      'conflict',
      TEAM_MESSAGES.emailUsed('culinary@example.com'),
    );
    expectError(
      await invite(t, admin, await payload('DANA.Whitfield@saguaro-analytics.example')),
      409,
      'conflict',
      TEAM_MESSAGES.emailUsed('dana.whitfield@saguaro-analytics.example'),
    );
    expectError(
      await invite(t, admin, await payload('consumer@example.com')),
      409,
      'conflict',
      TEAM_MESSAGES.emailUsed('consumer@example.com'),
    );
  });

  it('answers missing fields with the spec message, and refuses contact, unknown and Super Admin roles', async () => {
    for (const payload of [{}, { email: 'x@example.com', firstName: ' ', lastName: 'Y' }]) {
      expectError(
        await invite(t, admin, payload),
        400,
        'validation_failed',
        TEAM_MESSAGES.inviteRequired,
      );
    }
    const base = { email: 'role.test@example.com', firstName: 'Role', lastName: 'Test' };
    expectError(
      await invite(t, admin, { ...base, roleId: await roleId(t, 'Point of Contact') }),
      400,
      'validation_failed',
      TEAM_MESSAGES.contactRole,
    );
    expectError(
      await invite(t, admin, { ...base, roleId: '00000000-0000-4000-8000-000000000000' }),
      400,
      'validation_failed',
      TEAM_MESSAGES.unknownRole,
    );
    expectError(
      await invite(t, admin, {
        ...base,
        roleId: await roleId(t, 'Chef'),
        defaultMarketId: '00000000-0000-4000-8000-000000000000',
      }),
      400,
      'validation_failed',
      TEAM_MESSAGES.unknownMarket,
    );
    const superAdmin = await roleId(t, 'Super Admin');
    expectError(
      await invite(t, manager, { ...base, roleId: superAdmin }),
      403,
      'forbidden',
      TEAM_MESSAGES.onlySuperAdminGrants,
    );
    expect((await invite(t, admin, { ...base, roleId: superAdmin })).statusCode).toBe(201);
  });
});

describe('PUT /v1/users/:id', () => {
  it('changes a role and a market, records each, and ignores a no-op', async () => {
    const { user } = await joinedPerson(t, admin, { email: 'mover@example.com', firstName: 'Mo' });
    const scheduler = await roleId(t, 'Scheduler');
    const denver = await marketId(t, 'Denver');
    const response = await update(manager, user.id, {
      roleId: scheduler,
      defaultMarketId: denver,
      updatedAt: (await teamUserById(user.id)).updatedAt,
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = body<TeamUser>(response).data;
    expect(changed).toMatchObject({
      role: { name: 'Scheduler' },
      defaultMarket: { name: 'Denver' },
    });
    const entries = (await audit()).filter(
      (e) => e.subject === 'Mo Doe (mover@example.com)' && e.action.endsWith('_changed'),
    );
    expect(entries.map((e) => e.summary).sort()).toEqual(
      ['Market Phoenix → Denver', 'Role Culinary → Scheduler'].sort(),
    );
    expect(entries.find((e) => e.action === 'user.role_changed')?.actor?.name).toBe('Morgan Reyes');

    const cleared = await update(manager, user.id, { defaultMarketId: null });
    expect(body<TeamUser>(cleared).data.defaultMarket).toBeNull();
    expect((await audit())[0]?.summary).toBe('Market Denver → none');

    const before = (await audit()).length;
    const same = await update(manager, user.id, { roleId: scheduler, defaultMarketId: null });
    expect(same.statusCode).toBe(200);
    expect(body<TeamUser>(same).data.updatedAt).toBe(body<TeamUser>(cleared).data.updatedAt);
    expect((await audit()).length).toBe(before);
  });

  it('answers a stale updatedAt with 409 stale and changes nothing', async () => {
    const id = await userIdOf(t, 'chef@example.com');
    const response = await update(admin, id, {
      defaultMarketId: null,
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(409);
    expect(body(response).error?.code).toBe('stale');
    expect((await teamUserById(id)).defaultMarket?.name).toBe('Phoenix');
  });

  it("protects Super Admin roles and one's own role; a market change of oneself is fine", async () => {
    const adminId = (await me(admin)).id;
    const managerId = (await me(manager)).id;
    const chef = await roleId(t, 'Chef');
    expectError(
      await update(manager, adminId, { roleId: chef }),
      403,
      'forbidden',
      TEAM_MESSAGES.onlySuperAdminChangesSuperAdmin,
    );
    expectError(
      await update(admin, adminId, { roleId: chef }),
      403,
      'forbidden',
      TEAM_MESSAGES.ownRoleFixed,
    );
    expectError(
      await update(manager, managerId, { roleId: chef }),
      403,
      'forbidden',
      TEAM_MESSAGES.ownRoleFixed,
    );
    const hostId = await userIdOf(t, 'host@example.com');
    expectError(
      await update(manager, hostId, { roleId: await roleId(t, 'Super Admin') }),
      403,
      'forbidden',
      TEAM_MESSAGES.onlySuperAdminGrants,
    );
    expectError(
      await update(manager, hostId, { roleId: await roleId(t, 'Consumer') }),
      400,
      'validation_failed',
      TEAM_MESSAGES.contactRole,
    );
    const own = await update(manager, managerId, {
      roleId: await roleId(t, 'Admin'),
      defaultMarketId: await marketId(t, 'Dallas'),
    });
    expect(own.statusCode).toBe(200);
    expect(body<TeamUser>(own).data.defaultMarket?.name).toBe('Dallas');
    const consumerId = await userIdOf(t, 'consumer@example.com');
    expectError(
      await update(admin, consumerId, { roleId: chef }),
      404,
      '1000',
      TEAM_MESSAGES.userNotFound,
    );
  });
});

describe('PUT /v1/users/:id, demoting a Super Admin', () => {
  const usersService = () =>
    createUsersService({
      db: t.database.db,
      mailer: { usesOutbox: true, send: async () => {} },
      publicUrl: 'http://localhost',
      log: t.app.log,
    });

  it('lets a Super Admin demote another, never themselves, and an Admin neither', async () => {
    const second = await joinedPerson(t, admin, {
      email: 'second.super@example.com',
      role: 'Super Admin',
    });
    const adminId = (await me(admin)).id;
    const adminRole = await roleId(t, 'Admin');
    expectError(
      await update(manager, second.user.id, { roleId: adminRole }),
      403,
      'forbidden',
      TEAM_MESSAGES.onlySuperAdminChangesSuperAdmin,
    );
    expectError(
      await update(second.token, second.user.id, { roleId: adminRole }),
      403,
      'forbidden',
      TEAM_MESSAGES.ownRoleFixed,
    );
    expect((await me(second.token)).role?.name).toBe('Super Admin');

    const demoted = await update(second.token, adminId, { roleId: adminRole });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(body<TeamUser>(demoted).data.role?.name).toBe('Admin');
    expect((await me(admin)).role?.name).toBe('Admin');
    const restored = await update(second.token, adminId, {
      roleId: await roleId(t, 'Super Admin'),
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await audit()).slice(0, 2)).toMatchObject([
      {
        action: 'user.role_changed',
        actor: { name: 'Pat Doe' },
        summary: 'Role Admin → Super Admin',
      },
      {
        action: 'user.role_changed',
        actor: { name: 'Pat Doe' },
        summary: 'Role Super Admin → Admin',
      },
    ]);
  });

  it('keeps the last Super Admin, even when two demote each other', async () => {
    const other = await joinedPerson(t, admin, {
      email: 'third.super@example.com',
      role: 'Super Admin',
    });
    const otherAsCaller = await me(other.token);
    const adminId = (await me(admin)).id;
    const adminRole = await roleId(t, 'Admin');
    const second = await userIdOf(t, 'second.super@example.com');
    expect((await update(admin, second, { roleId: adminRole })).statusCode).toBe(200);
    expect((await update(admin, other.user.id, { roleId: adminRole })).statusCode).toBe(200);
    // The other's request passed its sign-in check before its own demotion committed.
    await expect(
      usersService().update(otherAsCaller, adminId, { roleId: adminRole }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'conflict',
      messages: [TEAM_MESSAGES.lastSuperAdminDemoted],
    });
    expect((await me(admin)).role?.name).toBe('Super Admin');
  });
});

async function teamUserById(id: string): Promise<TeamUser> {
  const all = body<TeamUser[]>(await list('?perPage=100')).data;
  const found = all.find((user) => user.id === id);
  if (!found) throw new Error(`user ${id} not listed`);
  return found;
}
