import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import {
  AUTH_MESSAGES,
  type CurrentUser,
  PASSWORD_MAX_LENGTH,
  type Permission,
  STAFF_USER_TYPE,
} from '@catering/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenDigest } from '../../src/lib/token-digest.js';
import type { BareDb } from './db.js';
import { badRequest, HttpError, ok } from './http.js';

/** Sign-in, GET /me, and the session check every other bare route makes. */

/** SESSION_TTL_SECONDS of features/auth/better-auth.ts (that module loads better-auth). */
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** better-auth's scrypt (@better-auth/utils/password.node): `hexSalt:hexKey`, the salt as text. */
const SCRYPT = { N: 16384, r: 16, p: 1, keyLength: 64 };

function scryptKey(password: string, salt: string): Promise<Buffer> {
  const { N, r, p, keyLength } = SCRYPT;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (e, k) =>
      e ? reject(e) : resolve(k),
    ),
  );
}

async function passwordMatches(stored: string, password: string): Promise<boolean> {
  const [salt, key] = stored.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await scryptKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 32 characters of [a-zA-Z0-9], unbiased: better-auth's session token (stored as its digest). */
function sessionToken(): string {
  let token = '';
  while (token.length < 32) {
    for (const byte of randomBytes(48)) {
      // 248 = 4 x 62: bytes above it would favour the first letters.
      if (byte < 248 && token.length < 32) token += TOKEN_ALPHABET[byte % 62];
    }
  }
  return token;
}

const USER_COLUMNS = `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName",
  u.user_type as "userType", u.default_market_id as "defaultMarketId",
  u.password_change_required as "passwordChangeRequired",
  json_build_object('id', r.id, 'name', r.name, 'permissions', r.permissions) as role`;

const SESSION_USER = `select ${USER_COLUMNS}
  from sessions s join users u on u.id = s.user_id join roles r on r.id = u.role_id
  where s.token = $1 and s.expires_at > now() and u.removed_at is null`;

const BEARER = /^Bearer\s+(\S{1,512})$/i;

/**
 * The caller of a request, in one query, holding `permission` when one is named (the
 * product's access plugin: 401 without a live session, 403 for other user types and
 * missing permissions).
 */
export async function authorize(
  db: BareDb,
  request: FastifyRequest,
  permission: Permission | 'signedIn',
): Promise<CurrentUser> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const [user] = token ? await db.query<CurrentUser>(SESSION_USER, [tokenDigest(token)]) : [];
  if (!user) throw new HttpError(401, 'unauthenticated', 'Please sign in.');
  if (permission === 'signedIn') return user;
  if (user.userType !== STAFF_USER_TYPE)
    throw new HttpError(
      403,
      'forbidden',
      'You do not have access to this platform. Please contact the tech team.',
    );
  if (!user.role?.permissions.includes(permission))
    throw new HttpError(403, 'forbidden', 'You do not have permission to do this.');
  return user;
}

/** A hash nobody's password matches, checked when the address is unknown (same timing). */
const DECOY = `${randomBytes(16).toString('hex')}:${randomBytes(64).toString('hex')}`;

function signInBody(body: unknown): { email: string; password: string } {
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || !email.trim()) throw badRequest(AUTH_MESSAGES.emailRequired);
  if (typeof password !== 'string' || !password) throw badRequest(AUTH_MESSAGES.passwordRequired);
  if (password.length > PASSWORD_MAX_LENGTH) throw badRequest(AUTH_MESSAGES.passwordTooLong);
  return { email: email.trim().toLowerCase(), password };
}

export async function authRoutes(app: FastifyInstance, { db }: { db: BareDb }) {
  app.post('/v1/auth/sign-in', async (request) => {
    const { email, password } = signInBody(request.body);
    // lower(email) is what users_email_key indexes.
    const [found] = await db.query<CurrentUser & { password: string | null }>(
      `select ${USER_COLUMNS}, c.password
       from users u join roles r on r.id = u.role_id
       left join credentials c
         on c.user_id = u.id and c.provider_id = 'credential' and c.account_id = u.id::text
       where lower(u.email) = $1`,
      [email],
    );
    const matches = await passwordMatches(found?.password ?? DECOY, password);
    if (!found?.password || !matches)
      throw new HttpError(401, 'auth/wrong-password', AUTH_MESSAGES.wrongPassword);
    const { password: _hash, ...user } = found;
    const token = sessionToken();
    const now = new Date();
    await db.query(
      `insert into sessions (token, user_id, expires_at, ip_address, user_agent, created_at, updated_at)
       values ($1, $2, $3, '', '', $4, $4)`,
      [tokenDigest(token), user.id, new Date(now.getTime() + SESSION_TTL_MS), now],
    );
    return ok({ token, user });
  });

  app.get('/me', async (request) => {
    const user = await authorize(db, request, 'signedIn');
    return ok(user, { userType: user.userType });
  });
}
