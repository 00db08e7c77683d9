import type { CurrentUser } from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings, roles, users } from '../../db/schema/index.js';

export async function findCurrentUser(db: Db, userId: string): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      defaultMarketId: users.defaultMarketId,
      roleId: roles.id,
      roleName: roles.name,
      permissions: roles.permissions,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { roleId, roleName, permissions, ...user } = row;
  return { ...user, role: { id: roleId, name: roleName, permissions } };
}

/** Reads a shared setting, creating it with `create()` when no process has yet. */
export async function getOrCreateSetting(
  db: Db,
  key: string,
  create: () => string,
): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} missing after insert`);
  return row.value;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
