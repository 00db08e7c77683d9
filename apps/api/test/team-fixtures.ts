import type { SignInResult, TeamRole, TeamUser } from '@catering/domain';
import { eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { bearer, body, type TestApp } from './test-app.js';

/** Helpers of the Users and Manage Team tests. */

export async function roleId(t: TestApp, name: string): Promise<string> {
  const [role] = await t.database.db
    .select({ id: s.roles.id })
    .from(s.roles)
    .where(eq(s.roles.name, name));
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

export async function marketId(t: TestApp, name: string): Promise<string> {
  const [market] = await t.database.db
    .select({ id: s.markets.id })
    .from(s.markets)
    .where(eq(s.markets.name, name));
  if (!market) throw new Error(`no market ${name}`);
  return market.id;
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.database.db
    .select({ id: s.users.id })
    .from(s.users)
    .where(eq(s.users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** `client` is the caller's address: invitations are limited to 30 a minute per client. */
export const invite = (t: TestApp, token: string, payload: object, client?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/users',
    headers: bearer(token),
    payload,
    ...(client ? { remoteAddress: client } : {}),
  });

type Person = { email: string; firstName?: string; lastName?: string; role?: string };

export async function invitePerson(
  t: TestApp,
  token: string,
  person: Person,
  client?: string,
): Promise<TeamUser> {
  const response = await invite(
    t,
    token,
    {
      email: person.email,
      firstName: person.firstName ?? 'Pat',
      lastName: person.lastName ?? 'Doe',
      roleId: await roleId(t, person.role ?? 'Culinary'),
      defaultMarketId: await marketId(t, 'Phoenix'),
    },
    client,
  );
  if (response.statusCode !== 201) throw new Error(`invite: ${response.body}`);
  return body<TeamUser>(response).data;
}

/** The token of the newest invitation link mailed to `email` (from the outbox). */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const mails = (await t.readOutbox()).filter((mail) => mail.includes(`To: ${email}`));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  // Quoted-printable mails fold long lines with "=\n" and escape "=" as "=3D".
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/accept-invitation\?token=[\w%-]+/.exec(unfolded);
  if (!match) throw new Error(`no invitation link in mail:\n${mail}`);
  return new URL(match[0]).searchParams.get('token') ?? '';
}

export const acceptInvitation = (t: TestApp, token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/invitation/accept',
    payload: { token, password },
  });

/** Invites someone and accepts for them: answers the user and their bearer token. */
export async function joinedPerson(
  t: TestApp,
  adminToken: string,
  person: Person,
  client?: string,
): Promise<{ user: TeamUser; token: string }> {
  const user = await invitePerson(t, adminToken, person, client);
  const accepted = await acceptInvitation(
    t,
    await invitationTokenFor(t, person.email),
    'a-good-password-1',
  );
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);
  return { user, token: body<SignInResult>(accepted).data.token };
}

export async function teamRoles(t: TestApp, token: string): Promise<TeamRole[]> {
  const response = await t.app.inject({ url: '/v1/team/roles', headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`roles: ${response.body}`);
  return body<TeamRole[]>(response).data;
}

export async function teamUser(t: TestApp, token: string, id: string): Promise<TeamUser> {
  const response = await t.app.inject({
    url: '/v1/users?perPage=100',
    headers: bearer(token),
  });
  const found = body<TeamUser[]>(response).data.find((user) => user.id === id);
  if (!found) throw new Error(`user ${id} not listed`);
  return found;
}

/**
 * Limits a user to markets by name (docs/permissions.md 8), straight in the table: the
 * tests of market scope sign in as a demo user limited this way.
 */
export async function limitToMarkets(t: TestApp, email: string, marketNames: string[]) {
  const userId = await userIdOf(t, email);
  await t.database.db.delete(s.userMarketLimits).where(eq(s.userMarketLimits.userId, userId));
  for (const name of marketNames) {
    await t.database.db
      .insert(s.userMarketLimits)
      .values({ userId, marketId: await marketId(t, name) });
  }
}
