import {
  CONTACT_ROLE_NAMES,
  type CurrentUser,
  isSuperAdmin,
  type MarketScope,
  marketScopeOf,
  ROLE_NAMES,
  TEAM_MESSAGES,
  type TeamUser,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { findMarketName } from './market-limits.repo.js';
import { findRoleSummary } from './roles.repo.js';
import { lockStaffRow } from './user-locks.repo.js';
import { findTeamUser } from './users.repo.js';

/** Rules and look-ups that inviting a person and changing one share. */

export const scopeOf = (caller: CurrentUser) => marketScopeOf(caller.limitedToMarketIds);

/** 400 for an unknown role. */
export async function findRole(db: Db, roleId: string) {
  const role = await findRoleSummary(db, roleId);
  if (!role) throw badRequest(TEAM_MESSAGES.unknownRole);
  return role;
}

/** Staff get staff roles, and only a Super Admin hands out Super Admin. */
export function checkGrantable(role: { name: string }, caller: CurrentUser) {
  if (CONTACT_ROLE_NAMES.includes(role.name)) throw badRequest(TEAM_MESSAGES.contactRole);
  if (role.name === ROLE_NAMES.superAdmin && !isSuperAdmin(caller))
    throw forbidden(TEAM_MESSAGES.onlySuperAdminGrants);
}

/** The market's name, or null for none; 400 for an unknown market. */
export async function marketName(db: Db, marketId: string | null): Promise<string | null> {
  if (!marketId) return null;
  const name = await findMarketName(db, marketId);
  if (name === undefined) throw badRequest(TEAM_MESSAGES.unknownMarket);
  return name;
}

/** The person as the Users list shows them; 404 when there is none. */
export async function teamUser(db: Db, id: string): Promise<TeamUser> {
  const user = await findTeamUser(db, id);
  if (!user) throw notFound(TEAM_MESSAGES.userNotFound);
  return user;
}

/**
 * A listed staff member the caller manages, with role and market, locked as `lockTeamRows`
 * locks them (user-locks.repo.ts); 404 otherwise.
 */
export async function lockedStaff(db: Db, id: string, scope: MarketScope) {
  const row = await lockStaffRow(db, id, scope);
  if (!row) throw notFound(TEAM_MESSAGES.userNotFound);
  return row;
}
