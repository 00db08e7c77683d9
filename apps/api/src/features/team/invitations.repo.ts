import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credentials, users, verifications } from '../../db/schema/index.js';
import { isListedStaff } from './users.repo.js';

/**
 * Queries of invitations: verifications whose identifier is the prefix and the token's
 * digest, and whose value is the invited user's id.
 */

export const INVITATION_PREFIX = 'invitation:';

/** The invitations of one user, whatever their token (to replace or revoke them). */
const invitationsOf = (userId: string) =>
  and(like(verifications.identifier, `${INVITATION_PREFIX}%`), eq(verifications.value, userId));

/** Replaces the user's invitations by one. */
export async function replaceInvitations(
  db: Db,
  userId: string,
  invitation: { identifier: string; expiresAt: Date },
) {
  await db.delete(verifications).where(invitationsOf(userId));
  await db.insert(verifications).values({ ...invitation, value: userId });
}

export async function deleteInvitationsOf(db: Db, userId: string) {
  await db.delete(verifications).where(invitationsOf(userId));
}

/** The invitation of an identifier: live, for a listed staff member without a password. */
export async function findPendingInvitation(db: Db, identifier: string) {
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
        eq(verifications.identifier, identifier),
        gt(verifications.expiresAt, sql`now()`),
        isListedStaff,
        sql`not exists (select 1 from ${credentials}
          where ${credentials.userId} = ${users.id} and ${credentials.providerId} = 'credential')`,
      ),
    );
  return row;
}

/** Deletes the live invitation of an identifier; answers whom it was for, if it was there. */
export async function useInvitation(db: Db, identifier: string): Promise<string | undefined> {
  const [used] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, sql`now()`)))
    .returning({ userId: verifications.value });
  return used?.userId;
}

/** A listed staff member, locked until the transaction ends. */
export async function lockListedStaff(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.id, userId), isListedStaff))
    .for('update');
  return user;
}

export async function hasPasswordCredential(db: Db, userId: string): Promise<boolean> {
  const [password] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(eq(credentials.userId, userId), eq(credentials.providerId, 'credential')));
  return password !== undefined;
}

/** The password's hash as the identity provider stores it; the e-mail counts as verified. */
export async function setFirstPassword(db: Db, userId: string, hash: string) {
  await db.insert(credentials).values({
    accountId: userId,
    providerId: 'credential',
    userId,
    password: hash,
  });
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
