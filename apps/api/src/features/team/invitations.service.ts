import {
  type acceptInvitationSchema,
  type InvitationInfo,
  type SignInResult,
  TEAM_MESSAGES,
} from '@catering/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { credentials, users, verifications } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { AuthService } from '../auth/auth.service.js';
import { assertPasswordAllowed } from '../auth/password-policy.js';
import { recordAudit, userSubject } from './audit.repo.js';
import { invitationIdentifier, invitationsOf } from './invitation-token.js';
import { isListedStaff } from './users.repo.js';

/**
 * The invitation link's page: who is invited, then the password that makes them active.
 * Every refusal is the same 400, so a link tells nothing about why it stopped working.
 */

const invalid = () => badRequest(TEAM_MESSAGES.invitationInvalid);

/** The pending invitation behind a token: live, for a listed staff member without a password. */
async function pendingInvitation(db: Db, token: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      expiresAt: verifications.expiresAt,
    })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(
      and(
        eq(verifications.identifier, invitationIdentifier(token)),
        gt(verifications.expiresAt, sql`now()`),
        isListedStaff,
        sql`not exists (select 1 from ${credentials}
          where ${credentials.userId} = ${users.id} and ${credentials.providerId} = 'credential')`,
      ),
    );
  return row;
}

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
      await assertPasswordAllowed(input.password);
      const hash = await auth.hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Deleting the token is what uses it: of two accepts at once, one finds it gone.
        const [used] = await tx
          .delete(verifications)
          .where(
            and(
              eq(verifications.identifier, invitationIdentifier(input.token)),
              gt(verifications.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: verifications.value });
        if (used?.userId !== pending.userId) throw invalid();
        const [user] = await tx
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(and(eq(users.id, pending.userId), isListedStaff))
          .for('update');
        if (!user) throw invalid();
        const [password] = await tx
          .select({ id: credentials.id })
          .from(credentials)
          .where(and(eq(credentials.userId, user.id), eq(credentials.providerId, 'credential')));
        if (password) throw invalid();
        await tx.insert(credentials).values({
          accountId: user.id,
          providerId: 'credential',
          userId: user.id,
          password: hash,
        });
        await tx
          .update(users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await tx.delete(verifications).where(invitationsOf(user.id));
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
