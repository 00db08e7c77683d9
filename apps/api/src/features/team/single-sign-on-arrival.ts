import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials, users, verifications } from '../../db/schema/index.js';
import { recordAudit } from './audit.repo.js';
import { INVITATION_PREFIX } from './invitations.repo.js';
import { userSubject } from './person-names.js';

/**
 * A person's first single sign-on (docs/single-sign-on.md 3), told by the identity provider
 * once it has linked them: an invited person has now joined, so their invitation links stop
 * working and the history says so, as accepting a link would; an uninvited arrival from an
 * allowed domain is recorded too, so a Super Admin sees who is waiting for a role. Someone
 * who already had a password only gains a way to sign in: nothing to record.
 */
export function recordFirstSingleSignOn(db: Db) {
  return async (userId: string, providerId: string) => {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          roleId: users.roleId,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) return;
      const [other] = await tx
        .select({ id: credentials.id })
        .from(credentials)
        .where(and(eq(credentials.userId, userId), ne(credentials.providerId, providerId)))
        .limit(1);
      if (other) return;
      const invitations = await tx
        .delete(verifications)
        .where(
          and(
            sql`${verifications.identifier} like ${`${INVITATION_PREFIX}%`}`,
            eq(verifications.value, userId),
          ),
        )
        .returning({ id: verifications.id });
      await recordAudit(tx, {
        actorUserId: null,
        action: 'user.joined',
        entityType: 'user',
        entityId: userId,
        subject: userSubject(user),
        summary:
          invitations.length > 0
            ? 'Accepted the invitation by single sign-on'
            : user.roleId === null
              ? 'Signed in by single sign-on from an allowed domain; waits for a role'
              : 'Signed in by single sign-on',
      });
    });
  };
}
