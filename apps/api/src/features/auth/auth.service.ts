import {
  AUTH_MESSAGES,
  type CurrentUser,
  isSuperAdmin,
  type PasswordChangeInput,
  type PasswordChangeResult,
  type PasswordResetConfirmInput,
  type SignInInput,
  type SignInMethods,
  type SignInResult,
} from '@catering/domain';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { SsoConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, forbidden, unauthenticated } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { findCurrentUser, findSessionUser, isSuperAdminAddress } from './auth.repo.js';
import { createBetterAuth } from './better-auth.js';
import { passwordResetMail } from './mails.js';
import { setPasswordChangeRequired } from './password-change.repo.js';
import { assertPasswordAllowed, notePasswordPolicy } from './password-policy.js';
import type { FirstSingleSignOn } from './single-sign-on.js';
import { createSingleSignOn } from './single-sign-on.service.js';

export interface AuthServiceOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Single sign-on, when the OIDC_ settings are given. */
  sso?: SsoConfig;
  onFirstSingleSignOn?: FirstSingleSignOn;
  /** False with PASSWORD_SIGN_IN=off: only Super Admins may still use a password. */
  passwordSignIn?: boolean;
}

export interface Authenticated {
  user: CurrentUser;
  token: string;
}

const bearerHeaders = (token: string) => new Headers({ authorization: `Bearer ${token}` });

export function createAuthService(options: AuthServiceOptions) {
  const { db, mailer, log, publicUrl, sso } = options;
  const passwordSignIn = options.passwordSignIn ?? true;

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
    sso,
    onFirstSingleSignOn: options.onFirstSingleSignOn,
  });

  async function userOrFail(userId: string): Promise<CurrentUser> {
    const user = await findCurrentUser(db, userId);
    if (!user) throw unauthenticated();
    return user;
  }

  /** Passwords are off and this session is not a Super Admin's: it ends at once. */
  async function refusePasswordSession(token: string): Promise<never> {
    await auth.api.signOut({ headers: bearerHeaders(token) });
    throw forbidden(AUTH_MESSAGES.passwordSignInOff);
  }

  return {
    methods: (): SignInMethods => ({
      password: passwordSignIn,
      singleSignOn: sso ? { name: sso.name } : null,
    }),

    /** Undefined unless the OIDC_ settings are given. */
    singleSignOn: sso ? createSingleSignOn(db, auth, publicUrl) : undefined,

    async signIn(input: Required<SignInInput>): Promise<SignInResult> {
      try {
        const result = await auth.api.signInEmail({ body: input, headers: new Headers() });
        const user = await notePasswordPolicy(db, await userOrFail(result.user.id), input.password);
        // Asked only after the password proved right, so the answer tells a stranger nothing.
        if (!passwordSignIn && !isSuperAdmin(user)) await refusePasswordSession(result.token);
        return { token: result.token, user };
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
      // With passwords off only a Super Admin may need one; the answer is the same for all.
      if (!passwordSignIn && !(await isSuperAdminAddress(db, email))) return;
      await auth.api.requestPasswordReset({ body: { email }, headers: new Headers() });
    },

    async confirmPasswordReset(input: Required<PasswordResetConfirmInput>): Promise<void> {
      await assertPasswordAllowed(input.password);
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
      } catch (error) {
        if (error instanceof APIError && error.statusCode === 400) {
          throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
        }
        throw error;
      }
    },

    /**
     * The signed-in user's own change: the current password proves it is them. Every
     * session ends (a weak password may have been guessed), and this one is replaced.
     */
    async changePassword(
      token: string,
      userId: string,
      input: Required<PasswordChangeInput>,
    ): Promise<PasswordChangeResult> {
      await assertPasswordAllowed(input.password);
      let newToken: string | null;
      try {
        const body = {
          currentPassword: input.currentPassword,
          newPassword: input.password,
          revokeOtherSessions: true,
        };
        newToken = (await auth.api.changePassword({ body, headers: bearerHeaders(token) })).token;
      } catch (error) {
        if (error instanceof APIError && error.statusCode === 400) {
          throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
        }
        throw error;
      }
      if (!newToken) throw new Error('the provider answered no session after a password change');
      await setPasswordChangeRequired(db, userId, false);
      return { token: newToken };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
