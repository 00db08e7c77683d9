import { ROLE_NAMES } from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { createUserWithPassword, type NewUser } from '../../src/db/seed/seed.js';
import { issueInvitation } from '../../src/features/team/invitation-token.js';
import { TEST_DEMO_PASSWORD } from '../fixtures.js';
import { idByName } from './lookup.js';
import { nextNumber } from './unique.js';

export type RoleName = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];

export interface UserOverrides extends Partial<Omit<NewUser, 'role'>> {
  role: RoleName;
}

export interface BuiltUser {
  id: string;
  email: string;
  /** Plain text, so the test can sign in as this user. */
  password: string;
}

/**
 * A user with a password credential, as the product creates one (the seed's own function);
 * staff get `defaultMarket` Phoenix unless told otherwise, people of other types none.
 */
export async function buildUser(db: Db, overrides: UserOverrides): Promise<BuiltUser> {
  const n = nextNumber();
  const userType = overrides.userType ?? (isStaffRole(overrides.role) ? 'User' : 'Consumer');
  const user: NewUser = {
    email: `user${n}@example.com`,
    firstName: 'Test',
    lastName: `User ${n}`,
    password: TEST_DEMO_PASSWORD,
    defaultMarket: userType === 'User' ? 'Phoenix' : undefined,
    ...overrides,
    userType,
  };
  if (!(await createUserWithPassword(db, user))) throw new Error(`${user.email} is taken`);
  const [row] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, user.email.toLowerCase()));
  return { id: row!.id, email: user.email.toLowerCase(), password: user.password };
}

function isStaffRole(role: RoleName): boolean {
  return role !== ROLE_NAMES.consumer && role !== ROLE_NAMES.pointOfContact;
}

export interface InvitedUserOverrides {
  role: RoleName;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Market name; Phoenix unless told. */
  defaultMarket?: string;
}

/**
 * Staff invited but not yet joined: no password, a pending invitation (the token is not
 * answered; a test reaches it by resending, as a person would).
 */
export async function buildInvitedUser(
  db: Db,
  overrides: InvitedUserOverrides,
): Promise<{ id: string; email: string }> {
  const n = nextNumber();
  const { role, defaultMarket = 'Phoenix', ...names } = overrides;
  const person = {
    email: `invited${n}@example.com`,
    firstName: 'Invited',
    lastName: `Person ${n}`,
    ...names,
  };
  const [user] = await db
    .insert(t.users)
    .values({
      ...person,
      email: person.email.toLowerCase(),
      name: `${person.firstName} ${person.lastName}`,
      roleId: await idByName(db, t.roles, role),
      userType: 'User',
      defaultMarketId: await idByName(db, t.markets, defaultMarket),
    })
    .returning({ id: t.users.id, email: t.users.email });
  await issueInvitation(db, user!.id);
  return user!;
}

/**
 * An account's point of contact as the accounts service makes one: a user of type Point of
 * Contact with the fixed role and no password (contacts never sign in to the console).
 */
export async function buildContact(
  db: Db,
  overrides: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<{ id: string; email: string }> {
  const n = nextNumber();
  const person = {
    email: `contact${n}@client.example`,
    firstName: 'Contact',
    lastName: `${n}`,
    ...overrides,
  };
  const [user] = await db
    .insert(t.users)
    .values({
      ...person,
      email: person.email.toLowerCase(),
      name: `${person.firstName} ${person.lastName}`,
      roleId: await idByName(db, t.roles, ROLE_NAMES.pointOfContact),
      userType: 'Point of Contact',
    })
    .returning({ id: t.users.id, email: t.users.email });
  return user!;
}
