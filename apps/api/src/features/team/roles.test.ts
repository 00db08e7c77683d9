import { type AuditEntry, TEAM_MESSAGES, type TeamRole } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInvitedUser } from '../../../test/factories/index.js';
import { roleId, teamRoles, userIdOf } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { changeSummary } from './roles.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs('admin');
  await buildInvitedUser(t.database.db, { role: 'Culinary' });
});
afterAll(() => t.close());

const putPermissions = (token: string, id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/team/roles/${id}/permissions`,
    headers: bearer(token),
    payload,
  });
const roleNamed = async (name: string) => {
  const role = (await teamRoles(t, admin)).find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
};
const audit = async () =>
  body<AuditEntry[]>(await t.app.inject({ url: '/v1/team/audit', headers: bearer(admin) }));

describe('GET /v1/team/roles', () => {
  it('lists roles in the seed order with staff counts and the fixed ones marked', async () => {
    const roles = await teamRoles(t, admin);
    expect(roles.map((r) => r.name)).toEqual([
      'Super Admin',
      'Admin',
      'Culinary',
      'Scheduler',
      'Chef',
      'Host',
      'Point of Contact',
      'Consumer',
    ]);
    const byName = Object.fromEntries(roles.map((r) => [r.name, r]));
    // Casey Nguyen (test world) and the person invited above; contacts and consumers are not staff.
    expect(byName.Culinary).toMatchObject({ userCount: 2, isFixed: false });
    expect(byName['Super Admin']).toMatchObject({ userCount: 1, isFixed: true });
    expect(byName['Point of Contact']).toMatchObject({ userCount: 0, isFixed: true });
    expect(byName.Consumer?.isFixed).toBe(true);
    expect(byName.Host?.permissions).toEqual(['viewScheduleMenu', 'editHostSurvey']);
  });
});

describe('PUT /v1/team/roles/:id/permissions', () => {
  it("changes what the role's holders may call on their very next call", async () => {
    const culinary = await t.signInAs('culinary');
    const menus = () => t.app.inject({ url: '/v1/menus', headers: bearer(culinary) });
    expect((await menus()).statusCode).toBe(200);

    const role = await roleNamed('Culinary');
    const without = role.permissions.filter((p) => p !== 'viewMenu');
    const saved = await putPermissions(admin, role.id, {
      permissions: [...without, 'inviteUser'],
      updatedAt: role.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = body<TeamRole>(saved).data;
    expect(changed.permissions).not.toContain('viewMenu');
    expect(changed.permissions).toContain('inviteUser');
    expect((await menus()).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/users', headers: bearer(culinary) })).statusCode).toBe(
      200,
    );
    const [entry] = (await audit()).data;
    expect(entry).toMatchObject({
      action: 'role.permissions_changed',
      actor: { name: 'Avery Admin' },
      subject: 'Culinary',
      summary: 'Added Invite a User; removed View Master Menus',
    });

    const restored = await putPermissions(admin, role.id, {
      permissions: role.permissions,
      updatedAt: changed.updatedAt,
    });
    expect(restored.statusCode).toBe(200);
    expect(body<TeamRole>(restored).data.permissions).toEqual(role.permissions);
    expect((await menus()).statusCode).toBe(200);
  });

  it('answers a stale updatedAt with 409 and an unchanged list with 200, writing nothing', async () => {
    const role = await roleNamed('Chef');
    const stale = await putPermissions(admin, role.id, {
      permissions: [],
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).error?.code).toBe('stale');
    const before = (await audit()).meta.count;
    const same = await putPermissions(admin, role.id, {
      permissions: [...role.permissions].reverse(),
      updatedAt: role.updatedAt,
    });
    expect(same.statusCode).toBe(200);
    expect(body<TeamRole>(same).data.updatedAt).toBe(role.updatedAt);
    expect((await audit()).meta.count).toBe(before);
  });

  it('refuses the fixed roles, unknown roles and unknown permissions', async () => {
    for (const name of ['Super Admin', 'Point of Contact', 'Consumer']) {
      const role = await roleNamed(name);
      const response = await putPermissions(admin, role.id, {
        permissions: ['viewMenu'],
        updatedAt: role.updatedAt,
      });
      expect(response.statusCode).toBe(403);
      expect(body(response).error).toMatchObject({
        code: 'forbidden',
        messages: [TEAM_MESSAGES.roleFixed(name)],
      });
    }
    const unknown = await putPermissions(admin, '00000000-0000-4000-8000-000000000000', {
      permissions: [],
      updatedAt: new Date().toISOString(),
    });
    expect(unknown.statusCode).toBe(404);
    const host = await roleNamed('Host');
    const bad = await putPermissions(admin, host.id, {
      permissions: ['flyAPlane'],
      updatedAt: host.updatedAt,
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error?.messages.join(' ')).toContain(TEAM_MESSAGES.unknownPermission);
  });

  it('summarises changes in permission order with their labels', () => {
    expect(changeSummary(['inviteUser', 'editUser'], ['removeMenu'])).toBe(
      'Added Invite a User, Edit a User; removed Remove Master Menus',
    );
    expect(changeSummary([], ['viewMenu'])).toBe('Removed View Master Menus');
  });
});

describe('who may call the team routes', () => {
  it('refuses a Host every route; an Admin lists and invites but not roles or history', async () => {
    const host = await t.signInAs('host');
    const manager = await t.signInAs('manager');
    const someone = await userIdOf(t, 'chef@example.com');
    const culinaryRole = await roleId(t, 'Culinary');
    const invitation = {
      email: 'perm.check@example.com',
      firstName: 'Perm',
      lastName: 'Check',
      roleId: culinaryRole,
    };
    const routes = [
      { method: 'GET', url: '/v1/users' },
      { method: 'POST', url: '/v1/users', payload: invitation },
      { method: 'POST', url: `/v1/users/${someone}/invitation` },
      { method: 'PUT', url: `/v1/users/${someone}`, payload: { defaultMarketId: null } },
      { method: 'DELETE', url: `/v1/users/${someone}` },
      { method: 'GET', url: '/v1/team/roles' },
      { method: 'PUT', url: `/v1/team/roles/${culinaryRole}/permissions`, payload: {} },
      { method: 'GET', url: '/v1/team/audit' },
    ] as const;
    for (const route of routes) {
      const response = await t.app.inject({ ...route, headers: bearer(host) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      const anonymous = await t.app.inject({ ...route });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    const call = (route: (typeof routes)[number]) =>
      t.app.inject({ ...route, headers: bearer(manager) });
    expect((await call(routes[0])).statusCode).toBe(200);
    expect((await call(routes[1])).statusCode).toBe(201);
    for (const route of routes.slice(5)) {
      expect((await call(route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
