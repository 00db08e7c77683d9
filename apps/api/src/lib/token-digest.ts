import { createHash } from 'node:crypto';

/**
 * What the database keeps of a bearer secret (session, invitation or reset token): its
 * SHA-256 in hex, so a leaked table or backup opens nothing. The tokens carry at least
 * 190 random bits, so a plain hash (no salt, no slow KDF) cannot be reversed, and lookups
 * stay one indexed equality. The hash_tokens migration computes the same value in SQL:
 * `encode(sha256(convert_to(token, 'UTF8')), 'hex')`.
 */
export const tokenDigest = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
