import { type MarketScope, ROLE_NAMES } from '@catering/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markets, roles, users } from '../../db/schema/index.js';
import { managedBy } from './market-limits.repo.js';
import { hasSignedIn, isListedStaff } from './users.repo.js';

/**
 * Locks, in one statement and in id order, every user row a team write touches: the caller
 * (the history entry names them, and inserting it takes a lock on their row), the target,
 * and with `superAdmins` every listed Super Admin (a removal keeps the last active one).
 * Taken before anything else, so two writes wait for each other instead of each holding a
 * row the other needs: two Super Admins removing each other deadlocked (issue #21).
 */
export async function lockTeamRows(
  db: Db,
  ids: string[],
  { superAdmins = false }: { superAdmins?: boolean } = {},
) {
  const superAdminRole = eq(roles.name, ROLE_NAMES.superAdmin);
  return db
    .select({
      id: users.id,
      superAdmin: sql<boolean>`${superAdminRole}`,
      listed: sql<boolean>`${isListedStaff}`,
      active: hasSignedIn,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(or(inArray(users.id, ids), superAdmins ? and(superAdminRole, isListedStaff) : undefined))
    .orderBy(users.id)
    .for('update', { of: users });
}

/**
 * A listed staff member the caller manages (market-limits.repo.ts), with role and market,
 * locked as `lockTeamRows` locks them; undefined otherwise.
 */
export async function lockStaffRow(db: Db, id: string, scope: MarketScope) {
  const [row] = await db
    .select({
      user: users,
      roleName: roles.name,
      marketName: markets.name,
      hasSignedIn,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(markets, eq(markets.id, users.defaultMarketId))
    .where(and(eq(users.id, id), isListedStaff, managedBy(scope)))
    .for('update', { of: users });
  return row;
}
