import {
  type AuditEntry,
  type CurrentUser,
  type InvitationInfo,
  type SignInResult,
  TEAM_MESSAGES,
  type TeamUser,
} from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptInvitation,
  invitationTokenFor,
  invitePerson,
  marketId,
  roleId,
  teamUser,
} from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { credentials, verifications } from '../../db/schema/index.js';
import { invitationIdentifier } from './invitation-token.js';
import { createUsersService } from './users.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs('admin');
});
afterAll(() => t.close());

const info = (token: string) =>
  t.app.inject({ url: `/v1/auth/invitation?token=${encodeURIComponent(token)}` });

const expectInvalid = (response: Awaited<ReturnType<typeof info>>) => {
  expect(response.statusCode).toBe(400);
  expect(body(response).error).toMatchObject({
    code: 'validation_failed',
    messages: [TEAM_MESSAGES.invitationInvalid],
  });
};

describe('invitation link', () => {
  it('mails a link; its page names the person; accepting signs them in; it works once', async () => {
    const invited = await invitePerson(t, admin, {
      email: 'jo.invited@example.com',
      firstName: 'Jo',
      lastName: 'Invited',
    });
    expect(invited).toMatchObject({ status: 'invited', email: 'jo.invited@example.com' });
    expect(Date.parse(invited.invitationExpiresAt ?? '') - Date.now()).toBeGreaterThan(
      6.9 * 24 * 3600 * 1000,
    );

    const mail = (await t.readOutbox()).at(-1) ?? '';
    expect(mail).toContain('To: jo.invited@example.com');
    expect(mail).toContain('Subject: You are invited to the Catering Console');
    expect(mail).toContain('Avery Admin invited you');
    expect(mail).toContain('valid for 7 days and works once');
    const token = await invitationTokenFor(t, 'jo.invited@example.com');
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(verifications);
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);
    expect(stored.some((row) => row.identifier === invitationIdentifier(token))).toBe(true);

    const page = await info(token);
    expect(page.statusCode).toBe(200);
    expect(body<InvitationInfo>(page).data).toMatchObject({
      email: 'jo.invited@example.com',
      firstName: 'Jo',
      lastName: 'Invited',
      expiresAt: invited.invitationExpiresAt,
    });

    expect((await acceptInvitation(t, token, 'short')).statusCode).toBe(400);
    const accepted = await acceptInvitation(t, token, 'jo-chooses-a-password');
    expect(accepted.statusCode).toBe(200);
    const { data } = body<SignInResult>(accepted);
    expect(data.user).toMatchObject({ email: 'jo.invited@example.com', userType: 'User' });
    expect(data.user.role?.name).toBe('Culinary');
    const me = await t.app.inject({ url: '/me', headers: bearer(data.token) });
    expect(body<CurrentUser>(me).data.id).toBe(invited.id);
    // The password is the provider's hash, and sign-in takes it.
    const [credential] = await t.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.userId, invited.id));
    expect(credential?.password).not.toContain('jo-chooses-a-password');
    expect(await t.signIn('jo.invited@example.com', 'jo-chooses-a-password')).toBeTruthy();

    expectInvalid(await info(token));
    expectInvalid(await acceptInvitation(t, token, 'another-password-2'));
    const listed = await teamUser(t, admin, invited.id);
    expect(listed).toMatchObject({ status: 'active', invitationExpiresAt: null });

    const audit = await t.app.inject({ url: '/v1/team/audit', headers: bearer(admin) });
    const [joined, invitedEntry] = body<AuditEntry[]>(audit).data;
    expect(joined).toMatchObject({
      action: 'user.joined',
      actor: null,
      subject: 'Jo Invited (jo.invited@example.com)',
    });
    expect(invitedEntry).toMatchObject({
      action: 'user.invited',
      actor: { name: 'Avery Admin' },
      summary: 'Invited as Culinary, market Phoenix',
    });
  });

  it('refuses unknown and expired links alike', async () => {
    expectInvalid(await info('no-such-token'));
    expectInvalid(await acceptInvitation(t, 'no-such-token', 'whatever-password'));
    await invitePerson(t, admin, { email: 'late.comer@example.com' });
    const token = await invitationTokenFor(t, 'late.comer@example.com');
    expect((await info(token)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second'
          where identifier = ${invitationIdentifier(token)}`,
    );
    expectInvalid(await info(token));
    expectInvalid(await acceptInvitation(t, token, 'a-good-password-1'));
  });

  it('resends only while pending: a new link works, the old one does not', async () => {
    const person = await invitePerson(t, admin, { email: 'twice@example.com' });
    const first = await invitationTokenFor(t, 'twice@example.com');
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/users/${person.id}/invitation`,
        headers: bearer(admin),
      });
    const resent = await resend();
    expect(resent.statusCode).toBe(200);
    expect(body<TeamUser>(resent).data.status).toBe('invited');
    const second = await invitationTokenFor(t, 'twice@example.com');
    expect(second).not.toBe(first);
    expectInvalid(await info(first));
    expect((await acceptInvitation(t, second, 'a-good-password-1')).statusCode).toBe(200);

    const again = await resend();
    expect(again.statusCode).toBe(409);
    expect(body(again).error).toMatchObject({
      code: 'conflict',
      messages: [TEAM_MESSAGES.notPending],
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/users/00000000-0000-4000-8000-000000000000/invitation',
      headers: bearer(admin),
    });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).error?.messages).toEqual([TEAM_MESSAGES.userNotFound]);
  });

  it('keeps the person invited when the mail cannot be sent, so a resend can follow', async () => {
    const errors: unknown[] = [];
    const service = createUsersService({
      db: t.database.db,
      publicUrl: 'http://localhost:3000',
      mailer: {
        usesOutbox: false,
        send: async () => {
          throw new Error('SMTP server down');
        },
      },
      log: { ...t.app.log, info: () => {}, error: (entry: unknown) => errors.push(entry) } as never,
    });
    const me = body<CurrentUser>(await t.app.inject({ url: '/me', headers: bearer(admin) })).data;
    const user = await service.invite(me, {
      email: 'no.mail@example.com',
      firstName: 'No',
      lastName: 'Mail',
      roleId: await roleId(t, 'Host'),
      defaultMarketId: await marketId(t, 'Phoenix'),
    });
    expect(user.status).toBe('invited');
    expect(errors).toHaveLength(1);
    expect((await teamUser(t, admin, user.id)).status).toBe('invited');
  });

  it('refuses the link of a user removed meanwhile', async () => {
    const person = await invitePerson(t, admin, { email: 'gone.soon@example.com' });
    const token = await invitationTokenFor(t, 'gone.soon@example.com');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/users/${person.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expectInvalid(await info(token));
  });
});
