import {
  AUTH_MESSAGES,
  type CurrentUser,
  type PasswordResetConfirmInput,
  type SignInInput,
  type SignInResult,
} from '@catering/domain';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, unauthenticated } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { findCurrentUser, findSessionUser } from './auth.repo.js';
import { createBetterAuth } from './better-auth.js';
import { passwordResetMail } from './mails.js';

export interface AuthServiceOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

export interface Authenticated {
  user: CurrentUser;
  token: string;
}

const bearerHeaders = (token: string) => new Headers({ authorization: `Bearer ${token}` });

export function createAuthService(options: AuthServiceOptions) {
  const { db, mailer, log, publicUrl } = options;

  const auth = createBetterAuth({
    db,
    secret: options.secret,
    baseUrl: publicUrl,
    async sendPasswordReset(user, token) {
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send(passwordResetMail(user, link));
      // Without SMTP the operator has no other way to reach the link.
      if (mailer.usesOutbox) log.info({ to: user.email, link }, 'password reset link');
    },
  });

  async function userOrFail(userId: string): Promise<CurrentUser> {
    const user = await findCurrentUser(db, userId);
    if (!user) throw unauthenticated();
    return user;
  }

  return {
    async signIn(input: Required<SignInInput>): Promise<SignInResult> {
      try {
        const result = await auth.api.signInEmail({ body: input, headers: new Headers() });
        return { token: result.token, user: await userOrFail(result.user.id) };
      } catch (error) {
        // Unknown address and wrong password answer alike, so addresses cannot be probed.
        if (error instanceof APIError && error.statusCode === 401) {
          throw new AppError(401, 'auth/wrong-password', [AUTH_MESSAGES.wrongPassword]);
        }
        if (error instanceof APIError && error.statusCode === 400) {
          throw badRequest(error.message);
        }
        throw error;
      }
    },

    async signOut(token: string): Promise<void> {
      await auth.api.signOut({ headers: bearerHeaders(token) });
    },

    /**
     * The user behind a bearer token, or undefined for a revoked or expired one. The
     * provider issues and revokes sessions; reading one is a single query of ours, as it
     * runs on every request. A session lives SESSION_TTL_SECONDS from sign-in.
     */
    async authenticate(token: string): Promise<Authenticated | undefined> {
      const user = await findSessionUser(db, token);
      return user ? { user, token } : undefined;
    },

    /** A password hash as the provider makes and checks them (scrypt); never stored here. */
    async hashPassword(password: string): Promise<string> {
      return (await auth.$context).password.hash(password);
    },

    async requestPasswordReset(email: string): Promise<void> {
      await auth.api.requestPasswordReset({ body: { email }, headers: new Headers() });
    },

    async confirmPasswordReset(input: Required<PasswordResetConfirmInput>): Promise<void> {
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
      } catch (error) {
        if (error instanceof APIError && error.statusCode === 400) {
          throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
        }
        throw error;
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
