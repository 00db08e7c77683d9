import {
  type CurrentUser,
  type inviteUserSchema,
  TEAM_MESSAGES,
  type TeamUser,
} from '@catering/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors } from '../../lib/constraint-errors.js';
import { conflict } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { invitationMail } from '../auth/index.js';
import { recordAudit } from './audit.repo.js';
import { invitationLink, issueInvitation } from './invitation-token.js';
import { checkDefaultWithin, checkLimitsGrantable, namesOfMarkets } from './market-limits.js';
import { replaceUserMarketLimits } from './market-limits.repo.js';
import { fullName, userSubject } from './person-names.js';
import {
  checkGrantable,
  findRole,
  lockedStaff,
  marketName,
  scopeOf,
  teamUser,
} from './staff-grants.js';
import { lockTeamRows } from './user-locks.repo.js';
import { findUserIdByEmail, insertInvitedUser } from './users.repo.js';

/** Inviting a person from the Users page, and resending; accepting is invitations.service.ts. */

export interface InvitationDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** With passwords off (PASSWORD_SIGN_IN=off), the provider's name the invited person signs in with. */
  singleSignOnOnly?: string;
}

export function createUserInvitations(deps: InvitationDeps) {
  const { db, mailer, publicUrl, log, singleSignOnOnly } = deps;
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
      await mailer.send(invitationMail(to, fullName(by), link, singleSignOnOnly));
      // Without SMTP the operator has no other way to reach the link.
      if (mailer.usesOutbox) log.info({ to: to.email, link }, 'invitation link');
    } catch (error) {
      log.error({ err: error, to: to.email }, 'invitation mail not sent; resend it from Users');
    }
  }

  return {
    async invite(caller: CurrentUser, input: z.output<typeof inviteUserSchema>): Promise<TeamUser> {
      const name = `${input.firstName} ${input.lastName}`;
      const invited = await answeringConstraintErrors(
        { unique: () => conflict(TEAM_MESSAGES.emailUsed(input.email)) },
        () =>
          db.transaction(async (tx) => {
            const role = await findRole(tx, input.roleId);
            checkGrantable(role, caller);
            const market = await marketName(tx, input.defaultMarketId ?? null);
            // A limited inviter's people are limited to the inviter's markets unless narrowed.
            const limits = input.limitedToMarketIds ?? scopeOf(caller) ?? [];
            checkLimitsGrantable(caller, limits);
            checkDefaultWithin(limits, input.defaultMarketId ?? null);
            const limitNames = await namesOfMarkets(tx, limits);
            // Any user row counts, contacts and consumers too: one address, one person.
            if (await findUserIdByEmail(tx, input.email))
              throw conflict(TEAM_MESSAGES.emailUsed(input.email));
            const userId = await insertInvitedUser(tx, {
              name,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              roleId: role.id,
              defaultMarketId: input.defaultMarketId ?? null,
            });
            await replaceUserMarketLimits(tx, userId, limits);
            const { token } = await issueInvitation(tx, userId);
            await recordAudit(tx, {
              actorUserId: caller.id,
              action: 'user.invited',
              entityType: 'user',
              entityId: userId,
              subject: userSubject(input),
              summary: `Invited as ${role.name}, market ${market ?? 'none'}${
                limitNames.length ? `, limited to ${limitNames.join(', ')}` : ''
              }`,
            });
            return { id: userId, token };
          }),
      );
      await mailInvitation({ email: input.email, name }, caller, invited.token);
      return teamUser(db, invited.id);
    },

    /** A new link for a pending invitation; the old links stop working. */
    async resendInvitation(caller: CurrentUser, id: string): Promise<TeamUser> {
      const { user, token } = await db.transaction(async (tx) => {
        await lockTeamRows(tx, [caller.id, id]);
        const target = await lockedStaff(tx, id, scopeOf(caller));
        if (target.hasSignedIn) throw conflict(TEAM_MESSAGES.notPending);
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
  };
}
