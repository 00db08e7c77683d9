import { ROLE_NAMES } from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { createUserWithPassword, type NewUser } from '../../src/db/seed/seed.js';
import { TEST_DEMO_PASSWORD } from '../fixtures.js';
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
