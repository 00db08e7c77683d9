import {
  AUTH_MESSAGES,
  type acceptInvitationSchema,
  type InvitationInfo,
  type SignInResult,
  TEAM_MESSAGES,
} from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { type AuthService, assertPasswordAllowed } from '../auth/index.js';
import { recordAudit } from './audit.repo.js';
import { invitationIdentifier } from './invitation-token.js';
import {
  deleteInvitationsOf,
  findPendingInvitation,
  hasPasswordCredential,
  lockListedStaff,
  setFirstPassword,
  useInvitation,
} from './invitations.repo.js';
import { userSubject } from './person-names.js';

/**
 * The invitation link's page: who is invited, then the password that makes them active.
 * Every refusal is the same 400, so a link tells nothing about why it stopped working.
 */

const invalid = () => badRequest(TEAM_MESSAGES.invitationInvalid);

/** The pending invitation behind a token: live, for a listed staff member without a password. */
const pendingInvitation = (db: Db, token: string) =>
  findPendingInvitation(db, invitationIdentifier(token));

export function createInvitationsService({ db, auth }: { db: Db; auth: AuthService }) {
  return {
    async info(token: string): Promise<InvitationInfo> {
      const pending = await pendingInvitation(db, token);
      if (!pending) throw invalid();
      return {
        email: pending.email,
        firstName: pending.firstName,
        lastName: pending.lastName,
        expiresAt: pending.expiresAt.toISOString(),
      };
    },

    /**
     * Sets the password (hashed by the identity provider), uses the link up, and signs the
     * person in: the answer is the sign-in's.
     */
    async accept(input: z.output<typeof acceptInvitationSchema>): Promise<SignInResult> {
      const pending = await pendingInvitation(db, input.token);
      if (!pending) throw invalid();
      // Passwords off (docs/single-sign-on.md 5): the invited person joins by single sign-on.
      if (!auth.methods().password) throw forbidden(AUTH_MESSAGES.passwordSignInOff);
      await assertPasswordAllowed(input.password);
      const hash = await auth.hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Deleting the token is what uses it: of two accepts at once, one finds it gone.
        const usedBy = await useInvitation(tx, invitationIdentifier(input.token));
        if (usedBy !== pending.userId) throw invalid();
        const user = await lockListedStaff(tx, pending.userId);
        if (!user) throw invalid();
        if (await hasPasswordCredential(tx, user.id)) throw invalid();
        await setFirstPassword(tx, user.id, hash);
        await deleteInvitationsOf(tx, user.id);
        await recordAudit(tx, {
          actorUserId: null,
          action: 'user.joined',
          entityType: 'user',
          entityId: user.id,
          subject: userSubject(user),
          summary: 'Accepted the invitation and set a password',
        });
      });
      return auth.signIn({ email: pending.email, password: input.password });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
