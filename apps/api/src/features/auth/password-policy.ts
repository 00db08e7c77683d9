import { type CurrentUser, passwordPolicyProblem } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { setPasswordChangeRequired } from './password-change.repo.js';

/**
 * Every path that sets a password calls this first (invitation, reset link, own change):
 * the route schemas check the length, the common-password list needs its dictionary.
 */
export async function assertPasswordAllowed(password: string): Promise<void> {
  const problem = await passwordPolicyProblem(password);
  if (problem) throw badRequest(problem);
}

/**
 * Sign-in is the only moment the server sees an existing password in plain text: a
 * password the policy now refuses (set before it, or a seed's ADMIN_PASSWORD) marks the
 * user, and the web app asks for a stronger one before the console. A later sign-in with
 * a good password (after a reset, say) clears the mark.
 */
export async function notePasswordPolicy(
  db: Db,
  user: CurrentUser,
  password: string,
): Promise<CurrentUser> {
  const required = (await passwordPolicyProblem(password)) !== undefined;
  if (required === user.passwordChangeRequired) return user;
  await setPasswordChangeRequired(db, user.id, required);
  return { ...user, passwordChangeRequired: required };
}
