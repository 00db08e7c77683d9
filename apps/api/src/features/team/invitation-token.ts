import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_SECONDS } from '@catering/domain';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verifications } from '../../db/schema/index.js';
import { tokenDigest } from '../../lib/token-digest.js';

/**
 * Invitation tokens: 32 random bytes (base64url) that only travel in the mailed link. The
 * database keeps their SHA-256, so a leaked table opens no account; the verification's
 * value is the invited user's id.
 */
const PREFIX = 'invitation:';

export const invitationIdentifier = (token: string) => `${PREFIX}${tokenDigest(token)}`;

/** The invitations of one user, whatever their token (to replace or revoke them). */
export const invitationsOf = (userId: string) =>
  and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId));

/** Replaces the user's invitations by a new one valid INVITATION_TTL_SECONDS; answers its token. */
export async function issueInvitation(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000);
  await db.delete(verifications).where(invitationsOf(userId));
  await db
    .insert(verifications)
    .values({ identifier: invitationIdentifier(token), value: userId, expiresAt });
  return { token, expiresAt };
}

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
