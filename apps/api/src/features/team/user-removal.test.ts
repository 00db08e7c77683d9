import { type AuditEntry, type CurrentUser, TEAM_MESSAGES } from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitePerson, joinedPerson } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema/index.js';
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
});
afterAll(() => t.close());

const usersService = () =>
  createUsersService({
    db: t.database.db,
    mailer: { usesOutbox: true, send: async () => {} },
    publicUrl: 'http://localhost',
    log: t.app.log,
  });
const remove = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/v1/users/${id}`, headers: bearer(token) });
const me = async (token: string) =>
  body<CurrentUser>(await t.app.inject({ url: '/me', headers: bearer(token) })).data;
const audit = async () =>
  body<AuditEntry[]>(await t.app.inject({ url: '/v1/team/audit', headers: bearer(admin) })).data;

function expectError(
  response: Awaited<ReturnType<typeof remove>>,
  status: number,
  code: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error).toMatchObject({ code, messages: [message] });
}

describe('DELETE /v1/users/:id', () => {
  it("ends the removed user's session at once and frees the address", async () => {
    const { user, token } = await joinedPerson(t, admin, { email: 'leaver@example.com' });
    expect((await t.app.inject({ url: '/me', headers: bearer(token) })).statusCode).toBe(200);
    const removed = await remove(manager, user.id);
    expect(removed.statusCode).toBe(200);
    expect(body(removed).data).toEqual({ id: user.id });
    expect((await t.app.inject({ url: '/me', headers: bearer(token) })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: `removed-${user.id}@removed.invalid`, firstName: 'Pat' });
    expect(row?.removedAt).toBeInstanceOf(Date);
    const entry = (await audit())[0];
    expect(entry).toMatchObject({
      action: 'user.removed',
      subject: 'Pat Doe (leaver@example.com)',
    });
    await expect(t.signIn('leaver@example.com', 'a-good-password-1')).rejects.toThrow();
    const listed = await t.app.inject({ url: '/v1/users?q=leaver', headers: bearer(admin) });
    expect(body(listed).data).toEqual([]);
    expectError(await remove(manager, user.id), 404, '1000', TEAM_MESSAGES.userNotFound);

    const again = await invitePerson(t, admin, { email: 'Leaver@example.com' });
    expect(again).toMatchObject({ status: 'invited', email: 'leaver@example.com' });
    expect(again.id).not.toBe(user.id);
  });

  it('refuses removing oneself, and a Super Admin unless a Super Admin asks', async () => {
    const adminId = (await me(admin)).id;
    expectError(await remove(admin, adminId), 403, 'forbidden', TEAM_MESSAGES.removeSelf);
    expectError(
      await remove(manager, adminId),
      403,
      'forbidden',
      TEAM_MESSAGES.onlySuperAdminRemoves,
    );
  });

  it('never removes the last Super Admin, even when two remove each other', async () => {
    const other = await joinedPerson(t, admin, {
      email: 'second.super@example.com',
      role: 'Super Admin',
    });
    const otherAsCaller = await me(other.token);
    const adminId = (await me(admin)).id;
    expect((await remove(admin, other.user.id)).statusCode).toBe(200);
    // The other's request passed its sign-in check before its own removal committed.
    await expect(usersService().remove(otherAsCaller, adminId)).rejects.toMatchObject({
      statusCode: 409,
      code: 'conflict',
      messages: [TEAM_MESSAGES.lastSuperAdmin],
    });
    expect((await me(admin)).role?.name).toBe('Super Admin');
  });

  it('refuses a removal whose caller was removed while it waited', async () => {
    const removed = await joinedPerson(t, admin, {
      email: 'removed.super@example.com',
      role: 'Super Admin',
    });
    const kept = await joinedPerson(t, admin, {
      email: 'kept.super@example.com',
      role: 'Super Admin',
    });
    const removedAsCaller = await me(removed.token);
    expect((await remove(admin, removed.user.id)).statusCode).toBe(200);
    // Its request passed the sign-in check before its own removal committed.
    await expect(usersService().remove(removedAsCaller, kept.user.id)).rejects.toMatchObject({
      statusCode: 401,
      code: 'unauthenticated',
    });
    expect((await me(kept.token)).role?.name).toBe('Super Admin');
  });
});
