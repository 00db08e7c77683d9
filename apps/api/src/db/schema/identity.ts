import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { markets } from './reference.js';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    /** Permission names of packages/domain PERMISSIONS. */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [uniqueIndex('roles_name_key').on(sql`lower(${t.name})`)],
);

/**
 * People who can sign in. The columns name, email, emailVerified and image are the
 * ones better-auth reads; the rest are the console's.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /**
     * Null for a person who arrived by single sign-on from an allowed domain and has not
     * been given a role yet (docs/single-sign-on.md): they may sign in and nothing more.
     */
    roleId: uuid('role_id').references(() => roles.id),
    userType: text('user_type', { enum: ['User', 'Consumer', 'Point of Contact'] })
      .notNull()
      .default('User'),
    defaultMarketId: uuid('default_market_id').references(() => markets.id, {
      onDelete: 'set null',
    }),
    /**
     * Set when a staff member is removed (docs/team.md): the row stays so notes keep their
     * author, the e-mail is replaced and sessions and credentials are gone.
     */
    removedAt: timestamp('removed_at', { withTimezone: true, precision: 3 }),
    /**
     * The password no longer meets the policy (docs/permissions.md, "Password policy"): set
     * at sign-in, where the server last sees the plain text; cleared by a password change.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // better-auth looks a user up by `email = $1` (it lowercases first, as we store it).
    index('users_email_idx').on(t.email),
    check('users_user_type_check', sql`${t.userType} in ('User', 'Consumer', 'Point of Contact')`),
  ],
);

/**
 * The markets a staff member is limited to (docs/permissions.md 8). No row: every market.
 * A market cannot be deleted while someone is limited to it (restrict): a user losing
 * their last market would otherwise see every market.
 */
export const userMarketLimits = pgTable(
  'user_market_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.marketId] })],
);

/**
 * Sign-in sessions (better-auth "session"): `token` is the SHA-256 (hex) of the bearer
 * token, which only the client holds (features/auth/hashed-session-tokens.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Credentials (better-auth "account"): the password hash lives here, never in users. */
export const credentials = pgTable(
  'credentials',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps(),
  },
  (t) => [index('credentials_user_id_idx').on(t.userId)],
);

/**
 * Single-use tokens (better-auth "verification"): password resets
 * (`reset-password-sha256:<sha256 of the token>`, value the user's id) and invitations
 * (`invitation:<sha256 of the token>`, value the invited user's id).
 */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    ...timestamps(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
