import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_SECONDS } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { tokenDigest } from '../../lib/token-digest.js';
import { INVITATION_PREFIX, replaceInvitations } from './invitations.repo.js';

/**
 * Invitation tokens: 32 random bytes (base64url) that only travel in the mailed link. The
 * database keeps their SHA-256, so a leaked table opens no account; the verification's
 * value is the invited user's id.
 */

export const invitationIdentifier = (token: string) => `${INVITATION_PREFIX}${tokenDigest(token)}`;

/** Replaces the user's invitations by a new one valid INVITATION_TTL_SECONDS; answers its token. */
export async function issueInvitation(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000);
  await replaceInvitations(db, userId, { identifier: invitationIdentifier(token), expiresAt });
  return { token, expiresAt };
}

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
