import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roles, users } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import { isListedStaff } from './users.repo.js';

/** Queries of roles and their permissions. */

export async function findRoleSummary(db: Db, roleId: string) {
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.id, roleId));
  return role;
}

/** Every role, or the one of `id`, with its permissions and version. */
export async function findRoleRows(db: Db, id?: string) {
  return db
    .select({
      id: roles.id,
      name: roles.name,
      permissions: roles.permissions,
      updatedAt: roles.updatedAt,
    })
    .from(roles)
    .where(id ? eq(roles.id, id) : undefined);
}

/** Staff holding each role, invited ones included, removed ones not. */
export async function countStaffByRole(db: Db) {
  return db
    .select({ roleId: users.roleId, count: sql<number>`count(*)::int` })
    .from(users)
    .where(isListedStaff)
    .groupBy(users.roleId);
}

/** The role, locked until the transaction ends. */
export async function lockRole(db: Db, id: string) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id)).for('update');
  return role;
}

export async function updateRolePermissionsRow(db: Db, id: string, permissions: string[]) {
  await db
    .update(roles)
    .set({ permissions, updatedAt: nextUpdatedAt(roles.updatedAt) })
    .where(eq(roles.id, id));
}
