import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
} from '@catering/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { BetterAuthOptions as ProviderOptions } from 'better-auth/types';
import type { SsoConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { credentials, sessions, users, verifications } from '../../db/schema/index.js';
import { tokenDigest } from '../../lib/token-digest.js';
import { withHashedSessionTokens } from './hashed-session-tokens.js';
import { boundedPasswordHashing } from './password-hashing.js';
import { type FirstSingleSignOn, singleSignOnHooks, singleSignOnPlugin } from './single-sign-on.js';

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;

/** How the provider names a password reset: `reset-password:<token>`. */
const RESET_IDENTIFIER = 'reset-password:';

/**
 * What the verifications table keeps of a password reset: the token's SHA-256, as for
 * invitations. The prefix must not be RESET_IDENTIFIER: for a hashed identifier it does
 * not find, the provider also tries the plain `reset-password:<token>`, so a stored
 * `reset-password:<digest>` would let the digest itself, read from a leaked backup, serve
 * as a token.
 */
export const resetIdentifier = (token: string) => `reset-password-sha256:${tokenDigest(token)}`;

export interface BetterAuthOptions {
  db: Db;
  secret: string;
  baseUrl: string;
  /** Called with the single-use token of a password reset. */
  sendPasswordReset: (user: { email: string; name: string }, token: string) => Promise<void>;
  /** Single sign-on, when the operator set it up. */
  sso?: SsoConfig;
  onFirstSingleSignOn?: FirstSingleSignOn;
}

/**
 * better-auth is the identity provider: password hashing (scrypt), sessions whose token
 * is the bearer token, and single-use password reset tokens. Our routes call its server
 * API; its own HTTP handler is not mounted. The database holds only the SHA-256 of
 * session and reset tokens (hashed-session-tokens.ts, `verification.storeIdentifier`).
 */
export function createBetterAuth(options: BetterAuthOptions) {
  const { sso } = options;
  return betterAuth({
    appName: 'Catering Console',
    baseURL: options.baseUrl,
    basePath: '/v1/auth/provider',
    secret: options.secret,
    telemetry: { enabled: false },
    database: (authOptions: ProviderOptions) =>
      withHashedSessionTokens(
        drizzleAdapter(options.db, {
          provider: 'pg',
          schema: { users, sessions, credentials, verifications },
        })(authOptions),
      ),
    user: {
      modelName: 'users',
      // The console's own columns; declared so the provider knows who writes them (we do).
      additionalFields: {
        // Given by the identity provider's profile on a first single sign-on; no endpoint
        // that takes user input is mounted (e-mail sign-up is off).
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        roleId: { type: 'string', required: false, input: false },
        userType: { type: 'string', required: false, input: false },
        defaultMarketId: { type: 'string', required: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_TTL_SECONDS,
      // A fixed lifetime: sessions are read by our own query, which does not extend them.
      disableSessionRefresh: true,
    },
    account: {
      modelName: 'credentials',
      // An invited person is matched by the address the identity provider verified; the
      // console's own flag is false until they first sign in, so it cannot be required.
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
    },
    // Single sign-on's callback sends failures to the login page, which explains them.
    onAPIError: { errorURL: `${options.baseUrl}/login` },
    databaseHooks:
      sso && options.onFirstSingleSignOn
        ? singleSignOnHooks(sso, options.onFirstSingleSignOn)
        : undefined,
    verification: {
      modelName: 'verifications',
      storeIdentifier: {
        default: 'plain',
        overrides: {
          [RESET_IDENTIFIER]: {
            hash: async (identifier) => resetIdentifier(identifier.slice(RESET_IDENTIFIER.length)),
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: boundedPasswordHashing,
      sendResetPassword: ({ user, token }) => options.sendPasswordReset(user, token),
    },
    // Our own limiter (PostgreSQL-backed, per address) guards sign-in.
    rateLimit: { enabled: false },
    advanced: { database: { generateId: 'uuid' } },
    logger: { level: 'error' },
    plugins: sso ? [bearer(), singleSignOnPlugin(sso)] : [bearer()],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
