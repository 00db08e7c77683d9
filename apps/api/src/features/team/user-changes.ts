import {
  type CurrentUser,
  isSuperAdmin,
  MARKET_SCOPE_MESSAGES,
  ROLE_NAMES,
  TEAM_MESSAGES,
  type TeamUser,
  type updateUserSchema,
} from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, stale, unauthenticated } from '../../lib/errors.js';
import { recordAudit } from './audit.repo.js';
import {
  checkDefaultWithin,
  checkLimitsGrantable,
  describeLimits,
  namesOfMarkets,
} from './market-limits.js';
import { findUserMarketLimits, replaceUserMarketLimits } from './market-limits.repo.js';
import { userSubject } from './person-names.js';
import {
  checkGrantable,
  findRole,
  lockedStaff,
  marketName,
  scopeOf,
  teamUser,
} from './staff-grants.js';
import { lockTeamRows } from './user-locks.repo.js';
import { markUserRemoved, type UserChanges, updateUserColumns } from './users.repo.js';

/** Changing a staff member who is already on the Users page, and removing one. */

/** Role and default market (spec 7); each real change is one history entry. */
export async function updateUser(
  db: Db,
  caller: CurrentUser,
  id: string,
  input: z.output<typeof updateUserSchema>,
): Promise<TeamUser> {
  await db.transaction(async (tx) => {
    // A role change may demote a Super Admin: every Super Admin is locked, as for a removal.
    const locked = await lockTeamRows(tx, [caller.id, id], {
      superAdmins: input.roleId !== undefined,
    });
    const target = await lockedStaff(tx, id, scopeOf(caller));
    const { user } = target;
    if (
      input.updatedAt !== undefined &&
      new Date(input.updatedAt).getTime() !== user.updatedAt.getTime()
    )
      throw stale();
    const changes: UserChanges = {};
    const audit = (
      action: 'user.role_changed' | 'user.market_changed' | 'user.markets_limited',
      summary: string,
    ) =>
      recordAudit(tx, {
        actorUserId: caller.id,
        action,
        entityType: 'user',
        entityId: id,
        subject: userSubject(user),
        summary,
      });

    if (input.roleId !== undefined && input.roleId !== user.roleId) {
      const role = await findRole(tx, input.roleId);
      if (id === caller.id) throw forbidden(TEAM_MESSAGES.ownRoleFixed);
      if (target.roleName === ROLE_NAMES.superAdmin) checkDemotable(caller, id, locked);
      checkGrantable(role, caller);
      changes.roleId = role.id;
      await audit('user.role_changed', `Role ${target.roleName ?? 'none'} → ${role.name}`);
    }
    const marketId = input.defaultMarketId;
    if (marketId !== undefined && marketId !== user.defaultMarketId) {
      const name = await marketName(tx, marketId);
      changes.defaultMarketId = marketId;
      await audit(
        'user.market_changed',
        `Market ${target.marketName ?? 'none'} → ${name ?? 'none'}`,
      );
    }
    const limitsBefore = await findUserMarketLimits(tx, id);
    const limits = input.limitedToMarketIds ? [...input.limitedToMarketIds].sort() : limitsBefore;
    const limitsChanged = limits.join() !== limitsBefore.join();
    if (limitsChanged) {
      if (id === caller.id) throw forbidden(MARKET_SCOPE_MESSAGES.ownLimitFixed);
      checkLimitsGrantable(caller, limits);
      const [before, after] = [
        await namesOfMarkets(tx, limitsBefore),
        await namesOfMarkets(tx, limits),
      ];
      await replaceUserMarketLimits(tx, id, limits);
      await audit(
        'user.markets_limited',
        `Markets ${describeLimits(before)} → ${describeLimits(after)}`,
      );
    }
    if (limitsChanged || changes.defaultMarketId !== undefined) {
      checkDefaultWithin(
        limits,
        changes.defaultMarketId !== undefined ? changes.defaultMarketId : user.defaultMarketId,
      );
    }
    if (Object.keys(changes).length === 0 && !limitsChanged) return;
    await updateUserColumns(tx, id, changes);
  });
  return teamUser(db, id);
}

/**
 * A Super Admin's role changes only by another Super Admin's hand, and never the last
 * active one's (an invitation may never be accepted). Read from the locked rows: two Super
 * Admins demoting each other at once run one after the other, and the second finds itself
 * the last.
 */
function checkDemotable(
  caller: CurrentUser,
  id: string,
  locked: Awaited<ReturnType<typeof lockTeamRows>>,
) {
  if (!isSuperAdmin(caller)) throw forbidden(TEAM_MESSAGES.onlySuperAdminChangesSuperAdmin);
  const others = locked.filter((row) => row.superAdmin && row.listed && row.id !== id);
  if (!others.some((other) => other.active)) throw conflict(TEAM_MESSAGES.lastSuperAdminDemoted);
  // The caller lost Super Admin while this request waited for the locks.
  if (!locked.find((row) => row.id === caller.id)?.superAdmin)
    throw forbidden(TEAM_MESSAGES.onlySuperAdminChangesSuperAdmin);
}

/**
 * The row stays (account notes keep their author); the address is freed, and every
 * way in (sessions, password, pending links) goes at once.
 */
export async function removeUser(db: Db, caller: CurrentUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Every Super Admin too: two removals at once then run one after the other.
    const locked = await lockTeamRows(tx, [caller.id, id], { superAdmins: true });
    const target = await lockedStaff(tx, id, scopeOf(caller));
    if (id === caller.id) throw forbidden(TEAM_MESSAGES.removeSelf);
    if (target.roleName === ROLE_NAMES.superAdmin) {
      if (!isSuperAdmin(caller)) throw forbidden(TEAM_MESSAGES.onlySuperAdminRemoves);
      // Only active ones count: an invitation may never be accepted.
      const others = locked.filter((row) => row.superAdmin && row.listed && row.id !== id);
      if (!others.some((other) => other.active)) throw conflict(TEAM_MESSAGES.lastSuperAdmin);
    }
    // The caller's own removal committed while this one waited: it acts no more.
    if (!locked.find((row) => row.id === caller.id)?.listed) throw unauthenticated();
    await markUserRemoved(tx, id, new Date());
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'user.removed',
      entityType: 'user',
      entityId: id,
      subject: userSubject(target.user),
      summary: `Removed; was ${target.roleName}`,
    });
  });
}
