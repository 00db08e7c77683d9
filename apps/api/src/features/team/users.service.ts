import {
  CONTACT_ROLE_NAMES,
  type CurrentUser,
  type inviteUserSchema,
  MARKET_SCOPE_MESSAGES,
  marketScopeOf,
  ROLE_NAMES,
  TEAM_MESSAGES,
  type TeamUser,
  type updateUserSchema,
} from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  credentials,
  markets,
  roles,
  sessions,
  users,
  verifications,
} from '../../db/schema/index.js';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  stale,
  unauthenticated,
} from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { invitationMail } from '../auth/mails.js';
import { fullName, recordAudit, userSubject } from './audit.js';
import { invitationLink, issueInvitation } from './invitation-token.js';
import {
  checkDefaultWithin,
  checkLimitsGrantable,
  describeLimits,
  limitsOf,
  namesOfMarkets,
  replaceLimits,
} from './market-limits.js';
import { lockedStaff, lockTeamRows } from './user-locks.js';
import { findTeamUser } from './users.read.js';

export interface UsersServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const scopeOf = (caller: CurrentUser) => marketScopeOf(caller.limitedToMarketIds);

const isSuperAdmin = (user: { role: { name: string } }) => user.role.name === ROLE_NAMES.superAdmin;

async function findRole(db: Db, roleId: string) {
  const [role] = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!role) throw badRequest(TEAM_MESSAGES.unknownRole);
  return role;
}

/** Staff get staff roles, and only a Super Admin hands out Super Admin. */
function checkGrantable(role: { name: string }, caller: CurrentUser) {
  if (CONTACT_ROLE_NAMES.includes(role.name)) throw badRequest(TEAM_MESSAGES.contactRole);
  if (role.name === ROLE_NAMES.superAdmin && !isSuperAdmin(caller))
    throw forbidden(TEAM_MESSAGES.onlySuperAdminGrants);
}

/** The market's name, or null for none; 400 for an unknown market. */
async function marketName(db: Db, marketId: string | null): Promise<string | null> {
  if (!marketId) return null;
  const [market] = await db
    .select({ name: markets.name })
    .from(markets)
    .where(eq(markets.id, marketId));
  if (!market) throw badRequest(TEAM_MESSAGES.unknownMarket);
  return market.name;
}

async function teamUser(db: Db, id: string): Promise<TeamUser> {
  const user = await findTeamUser(db, id);
  if (!user) throw notFound(TEAM_MESSAGES.userNotFound);
  return user;
}

export function createUsersService({ db, mailer, publicUrl, log }: UsersServiceDeps) {
  /**
   * After the commit: a failed mail leaves the person invited (the list offers a resend),
   * so it is logged, not answered.
   */
  async function mailInvitation(
    to: { email: string; name: string },
    by: CurrentUser,
    token: string,
  ) {
    const link = invitationLink(publicUrl, token);
    try {
      await mailer.send(invitationMail(to, fullName(by), link));
      // Without SMTP the operator has no other way to reach the link.
      if (mailer.usesOutbox) log.info({ to: to.email, link }, 'invitation link');
    } catch (error) {
      log.error({ err: error, to: to.email }, 'invitation mail not sent; resend it from Users');
    }
  }

  return {
    async invite(caller: CurrentUser, input: z.output<typeof inviteUserSchema>): Promise<TeamUser> {
      const name = `${input.firstName} ${input.lastName}`;
      let invited: { id: string; token: string };
      try {
        invited = await db.transaction(async (tx) => {
          const role = await findRole(tx, input.roleId);
          checkGrantable(role, caller);
          const market = await marketName(tx, input.defaultMarketId ?? null);
          // A limited inviter's people are limited to the inviter's markets unless narrowed.
          const limits = input.limitedToMarketIds ?? scopeOf(caller) ?? [];
          checkLimitsGrantable(caller, limits);
          checkDefaultWithin(limits, input.defaultMarketId ?? null);
          const limitNames = await namesOfMarkets(tx, limits);
          // Any user row counts, contacts and consumers too: one address, one person.
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = lower(${input.email})`);
          if (taken) throw conflict(TEAM_MESSAGES.emailUsed(input.email));
          const [user] = await tx
            .insert(users)
            .values({
              name,
              email: input.email,
              emailVerified: false,
              firstName: input.firstName,
              lastName: input.lastName,
              roleId: role.id,
              userType: 'User',
              defaultMarketId: input.defaultMarketId ?? null,
            })
            .returning({ id: users.id });
          await replaceLimits(tx, user!.id, limits);
          const { token } = await issueInvitation(tx, user!.id);
          await recordAudit(tx, {
            actorUserId: caller.id,
            action: 'user.invited',
            entityType: 'user',
            entityId: user!.id,
            subject: userSubject(input),
            summary: `Invited as ${role.name}, market ${market ?? 'none'}${
              limitNames.length ? `, limited to ${limitNames.join(', ')}` : ''
            }`,
          });
          return { id: user!.id, token };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.emailUsed(input.email));
        throw error;
      }
      await mailInvitation({ email: input.email, name }, caller, invited.token);
      return teamUser(db, invited.id);
    },

    /** A new link for a pending invitation; the old links stop working. */
    async resendInvitation(caller: CurrentUser, id: string): Promise<TeamUser> {
      const { user, token } = await db.transaction(async (tx) => {
        await lockTeamRows(tx, [caller.id, id]);
        const target = await lockedStaff(tx, id, scopeOf(caller));
        if (target.hasPassword) throw conflict(TEAM_MESSAGES.notPending);
        const issued = await issueInvitation(tx, id);
        await recordAudit(tx, {
          actorUserId: caller.id,
          action: 'user.invitation_resent',
          entityType: 'user',
          entityId: id,
          subject: userSubject(target.user),
          summary: 'Invitation sent again',
        });
        return { user: target.user, token: issued.token };
      });
      await mailInvitation(user, caller, token);
      return teamUser(db, id);
    },

    /** Role and default market (spec 7); each real change is one history entry. */
    async update(
      caller: CurrentUser,
      id: string,
      input: z.output<typeof updateUserSchema>,
    ): Promise<TeamUser> {
      await db.transaction(async (tx) => {
        await lockTeamRows(tx, [caller.id, id]);
        const target = await lockedStaff(tx, id, scopeOf(caller));
        const { user } = target;
        if (
          input.updatedAt !== undefined &&
          new Date(input.updatedAt).getTime() !== user.updatedAt.getTime()
        )
          throw stale();
        const changes: Partial<typeof users.$inferInsert> = {};
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
          if (target.roleName === ROLE_NAMES.superAdmin)
            throw forbidden(TEAM_MESSAGES.superAdminRoleFixed);
          if (id === caller.id) throw forbidden(TEAM_MESSAGES.ownRoleFixed);
          checkGrantable(role, caller);
          changes.roleId = role.id;
          await audit('user.role_changed', `Role ${target.roleName} → ${role.name}`);
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
        const limitsBefore = await limitsOf(tx, id);
        const limits = input.limitedToMarketIds
          ? [...input.limitedToMarketIds].sort()
          : limitsBefore;
        const limitsChanged = limits.join() !== limitsBefore.join();
        if (limitsChanged) {
          if (id === caller.id) throw forbidden(MARKET_SCOPE_MESSAGES.ownLimitFixed);
          checkLimitsGrantable(caller, limits);
          const [before, after] = [
            await namesOfMarkets(tx, limitsBefore),
            await namesOfMarkets(tx, limits),
          ];
          await replaceLimits(tx, id, limits);
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
        await tx
          .update(users)
          .set({ ...changes, updatedAt: nextUpdatedAt(users.updatedAt) })
          .where(eq(users.id, id));
      });
      return teamUser(db, id);
    },

    /**
     * The row stays (account notes keep their author); the address is freed, and every
     * way in (sessions, password, pending links) goes at once.
     */
    async remove(caller: CurrentUser, id: string): Promise<void> {
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
        const now = new Date();
        await tx
          .update(users)
          .set({ removedAt: now, email: `removed-${id}@removed.invalid`, updatedAt: now })
          .where(eq(users.id, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(credentials).where(eq(credentials.userId, id));
        // Invitation and password-reset links both name the user by id.
        await tx.delete(verifications).where(eq(verifications.value, id));
        await recordAudit(tx, {
          actorUserId: caller.id,
          action: 'user.removed',
          entityType: 'user',
          entityId: id,
          subject: userSubject(target.user),
          summary: `Removed; was ${target.roleName}`,
        });
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
