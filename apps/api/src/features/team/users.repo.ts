import type { ListQuery, MarketScope, TeamUser } from '@catering/domain';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  credentials,
  markets,
  roles,
  sessions,
  userMarketLimits,
  users,
  verifications,
} from '../../db/schema/index.js';
import { containsPattern, iso, type Page } from '../../lib/list.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import { managedBy } from './market-limits.repo.js';

/**
 * Queries of staff: the Users page's reads (removed and non-staff users are not there)
 * and the writes of inviting, changing and removing a person.
 */

/**
 * Active once the person set a password from the invitation link or signed in by single
 * sign-on (either leaves a credentials row). Only in queries that join another table:
 * drizzle leaves a lone table's columns unqualified.
 */
export const hasSignedIn = sql<boolean>`exists (
  select 1 from ${credentials} where ${credentials.userId} = ${users.id})`;

/** When the newest invitation of the user stops working (null without one). */
const invitationExpiresAt = sql`(
  select max(${verifications.expiresAt}) from ${verifications}
  where ${verifications.value} = ${users.id}::text
    and ${verifications.identifier} like 'invitation:%')`.mapWith(verifications.expiresAt);

/** The markets the user is limited to, by name (docs/permissions.md 8); [] for every market. */
const limitedToMarkets = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'name', m.name) order by lower(m.name), m.id)
  from ${userMarketLimits} l join ${markets} m on m.id = l.market_id
  where l.user_id = ${users.id}), '[]'::json)`;

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roleId: roles.id,
  roleName: roles.name,
  defaultMarketId: users.defaultMarketId,
  marketName: markets.name,
  limitedToMarkets,
  hasSignedIn,
  invitationExpiresAt,
  updatedAt: users.updatedAt,
};

/** Staff that the Users page shows: type User, not removed. */
export const isListedStaff = and(eq(users.userType, 'User'), isNull(users.removedAt));

function selectUsers(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(markets, eq(markets.id, users.defaultMarketId))
    .where(and(isListedStaff, where));
}

type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function toTeamUser(row: Row): TeamUser {
  const invited = !row.hasSignedIn;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleId: row.roleId,
    role: row.roleId && row.roleName ? { id: row.roleId, name: row.roleName } : null,
    defaultMarketId: row.defaultMarketId,
    defaultMarket:
      row.defaultMarketId && row.marketName
        ? { id: row.defaultMarketId, name: row.marketName }
        : null,
    limitedToMarkets: row.limitedToMarkets,
    status: invited ? 'invited' : 'active',
    invitationExpiresAt: invited && row.invitationExpiresAt ? iso(row.invitationExpiresAt) : null,
    updatedAt: iso(row.updatedAt),
  };
}

/** `q` matches the first name, the last name, both together or the e-mail. */
function userMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
  );
}

const byLastName = [
  asc(sql`lower(${users.lastName})`),
  asc(sql`lower(${users.firstName})`),
  asc(users.id),
];

/** Every user the Users page's search matches, in its order, for its spreadsheet. */
export async function findTeamUsersToExport(
  db: Db,
  query: { q?: string },
  scope: MarketScope,
): Promise<TeamUser[]> {
  const rows = await selectUsers(db, and(userMatches(query.q), managedBy(scope))).orderBy(
    ...byLastName,
  );
  return rows.map(toTeamUser);
}

/** The page of users; a caller limited to markets sees those limited within them. */
export async function findTeamUsers(
  db: Db,
  query: ListQuery,
  scope: MarketScope,
): Promise<Page<TeamUser>> {
  const where = and(userMatches(query.q), managedBy(scope));
  const [rows, [total]] = await Promise.all([
    selectUsers(db, where)
      .orderBy(...byLastName)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ count: sql<number>`count(*)::int` }).from(users).where(and(isListedStaff, where)),
  ]);
  return { count: total?.count ?? 0, rows: rows.map(toTeamUser) };
}

export async function findTeamUser(
  db: Db,
  id: string,
  scope: MarketScope = null,
): Promise<TeamUser | undefined> {
  const [row] = await selectUsers(db, and(eq(users.id, id), managedBy(scope)));
  return row ? toTeamUser(row) : undefined;
}

/** Any user row with this e-mail, whatever its case: contacts and consumers too. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return taken?.id;
}

/** A staff member who has not set a password yet; answers their id. */
export async function insertInvitedUser(
  db: Db,
  values: {
    name: string;
    email: string;
    firstName: string;
    lastName: string;
    roleId: string;
    defaultMarketId: string | null;
  },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      emailVerified: false,
      firstName: values.firstName,
      lastName: values.lastName,
      roleId: values.roleId,
      userType: 'User',
      defaultMarketId: values.defaultMarketId,
    })
    .returning({ id: users.id });
  return user!.id;
}

/** The columns a change of a staff member may write. */
export type UserChanges = Partial<typeof users.$inferInsert>;

export async function updateUserColumns(db: Db, id: string, changes: UserChanges) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: nextUpdatedAt(users.updatedAt) })
    .where(eq(users.id, id));
}

/**
 * The row stays with its address freed; every way in (sessions, password, pending
 * invitation and password-reset links, which both name the user by id) goes.
 */
export async function markUserRemoved(db: Db, id: string, now: Date) {
  await db
    .update(users)
    .set({ removedAt: now, email: `removed-${id}@removed.invalid`, updatedAt: now })
    .where(eq(users.id, id));
  await db.delete(sessions).where(eq(sessions.userId, id));
  await db.delete(credentials).where(eq(credentials.userId, id));
  await db.delete(verifications).where(eq(verifications.value, id));
}
