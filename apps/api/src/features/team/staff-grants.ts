import {
  CONTACT_ROLE_NAMES,
  type CurrentUser,
  isSuperAdmin,
  marketScopeOf,
  ROLE_NAMES,
  TEAM_MESSAGES,
  type TeamUser,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markets, roles } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { findTeamUser } from './users.repo.js';

/** Rules and look-ups that inviting a person and changing one share. */

export const scopeOf = (caller: CurrentUser) => marketScopeOf(caller.limitedToMarketIds);

/** 400 for an unknown role. */
export async function findRole(db: Db, roleId: string) {
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.id, roleId));
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
  const [market] = await db
    .select({ name: markets.name })
    .from(markets)
    .where(eq(markets.id, marketId));
  if (!market) throw badRequest(TEAM_MESSAGES.unknownMarket);
  return market.name;
}

/** The person as the Users list shows them; 404 when there is none. */
export async function teamUser(db: Db, id: string): Promise<TeamUser> {
  const user = await findTeamUser(db, id);
  if (!user) throw notFound(TEAM_MESSAGES.userNotFound);
  return user;
}
