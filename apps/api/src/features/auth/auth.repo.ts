import { type CurrentUser, ROLE_NAMES } from '@catering/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSettings, roles, sessions, userMarketLimits, users } from '../../db/schema/index.js';
import { preparedOnce } from '../../lib/prepared.js';
import { tokenDigest } from '../../lib/token-digest.js';

/**
 * The markets a user is limited to (none: every market), sorted, in the user's own row.
 * Read as JSON: the driver's parser of PostgreSQL arrays costs more than JSON.parse, and
 * this runs with every request's session.
 */
export const marketLimitsOfUser = () => sql<string[]>`(
  select coalesce(json_agg(${userMarketLimits.marketId} order by ${userMarketLimits.marketId}), '[]'::json)
  from ${userMarketLimits} where ${userMarketLimits.userId} = ${users.id})`;

const currentUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  defaultMarketId: users.defaultMarketId,
  // Read with the session on every request, so a changed limit applies to the next call.
  limitedToMarketIds: marketLimitsOfUser(),
  passwordChangeRequired: users.passwordChangeRequired,
  roleId: roles.id,
  roleName: roles.name,
  // As JSON too (see marketLimitsOfUser); null without a role.
  permissions: sql<string[] | null>`to_json(${roles.permissions})`,
};

function toCurrentUser(
  row: {
    roleId: string | null;
    roleName: string | null;
    permissions: string[] | null;
  } & Omit<CurrentUser, 'role'>,
): CurrentUser {
  const { roleId, roleName, permissions, ...user } = row;
  // No role yet (an arrival by single sign-on): signed in, allowed nothing.
  const role =
    roleId !== null && roleName !== null
      ? { id: roleId, name: roleName, permissions: permissions ?? [] }
      : null;
  return { ...user, role };
}

/** The session lookup: it runs on every request, so it is prepared (lib/prepared.ts). */
function prepareSessionUserQuery(db: Db) {
  return db
    .select(currentUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.token, sql.placeholder('token')),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.removedAt),
      ),
    )
    .prepare('find_session_user');
}

/**
 * The user behind a live session token, with the role's current permissions, in one
 * query: this runs on every request, so a role change shows on the next call. Sessions
 * are stored by the digest of their token (hashed-session-tokens.ts).
 */
export async function findSessionUser(db: Db, token: string): Promise<CurrentUser | undefined> {
  const query = preparedOnce(db, 'find_session_user', () => prepareSessionUserQuery(db));
  const [row] = await query.execute({ token: tokenDigest(token) });
  return row ? toCurrentUser(row) : undefined;
}

export async function findCurrentUser(db: Db, userId: string): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select(currentUserColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return row ? toCurrentUser(row) : undefined;
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

/** Whether the address is an active Super Admin's (the only password users when off). */
export async function isSuperAdminAddress(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        eq(roles.name, ROLE_NAMES.superAdmin),
        isNull(users.removedAt),
      ),
    );
  return row !== undefined;
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
