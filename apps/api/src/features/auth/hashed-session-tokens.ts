import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth/types';
import { tokenDigest } from '../../lib/token-digest.js';

/*
 * better-auth keeps a session's bearer token as it is sent (`sessions.token`) and has no
 * option to hash it, so its database adapter is wrapped: wherever the provider writes or
 * looks up the `token` of a session, the database sees tokenDigest(token) instead. The
 * provider still generates the token and answers it to the client, and every flow it runs
 * (sign-in, sign-out, revoking a user's sessions on a password reset) keeps working
 * unchanged. Our own per-request lookup (auth.repo.ts findSessionUser) hashes likewise.
 *
 * Rows the provider reads back by their token carry the plain token again, so it never
 * notices. A session read another way (by user) carries the hash; no flow we call then
 * addresses a session by that value (revokeSession and listSessions are not exposed).
 * Why not issue sessions ourselves: sign-in would have to repeat the provider's
 * password check (including its equal-time answer for unknown addresses); this keeps
 * that in one place and hashes at the single point every session query passes.
 */

const SESSION_MODELS = new Set(['session', 'sessions']);

/** The arguments every adapter method takes, as far as the token can appear in them. */
interface AdapterArgs {
  model: string;
  where?: Where[];
  data?: Record<string, unknown>;
  update?: Record<string, unknown>;
  set?: Record<string, unknown>;
}

/** Plain token by its digest, for the tokens one call hashed. */
type PlainByDigest = Map<string, string>;

function digestOf(token: string, plainByDigest: PlainByDigest): string {
  const digest = tokenDigest(token);
  plainByDigest.set(digest, token);
  return digest;
}

function hashWhere(where: Where, plainByDigest: PlainByDigest): Where {
  if (where.field !== 'token') return where;
  const { value } = where;
  if (typeof value === 'string') return { ...where, value: digestOf(value, plainByDigest) };
  if (Array.isArray(value)) {
    return {
      ...where,
      value: value.map((v) => (typeof v === 'string' ? digestOf(v, plainByDigest) : v)) as string[],
    };
  }
  return where;
}

function hashTokenField(fields: Record<string, unknown> | undefined, plainByDigest: PlainByDigest) {
  if (typeof fields?.token !== 'string') return fields;
  return { ...fields, token: digestOf(fields.token, plainByDigest) };
}

function hashArgs(args: AdapterArgs, plainByDigest: PlainByDigest): AdapterArgs {
  if (!SESSION_MODELS.has(args.model)) return args;
  return {
    ...args,
    where: args.where?.map((where) => hashWhere(where, plainByDigest)),
    data: hashTokenField(args.data, plainByDigest),
    update: hashTokenField(args.update, plainByDigest),
    set: hashTokenField(args.set, plainByDigest),
  };
}

/** A row (or rows) as the provider expects it back: with the token it asked for. */
function restoreTokens(result: unknown, plainByDigest: PlainByDigest): unknown {
  if (plainByDigest.size === 0 || result === null || typeof result !== 'object') return result;
  if (Array.isArray(result)) return result.map((row) => restoreTokens(row, plainByDigest));
  const row = result as Record<string, unknown>;
  const plain = typeof row.token === 'string' ? plainByDigest.get(row.token) : undefined;
  return plain === undefined ? row : { ...row, token: plain };
}

const TOKEN_METHODS = [
  'create',
  'findOne',
  'findMany',
  'count',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'consumeOne',
  'incrementOne',
] as const;

type AnyMethod = (args: AdapterArgs) => Promise<unknown>;

function hashingMethods(adapter: DBTransactionAdapter) {
  const methods: Record<string, AnyMethod> = {};
  for (const name of TOKEN_METHODS) {
    const method = (adapter[name] as unknown as AnyMethod).bind(adapter);
    methods[name] = async (args) => {
      const plainByDigest: PlainByDigest = new Map();
      return restoreTokens(await method(hashArgs(args, plainByDigest)), plainByDigest);
    };
  }
  return methods as unknown as Pick<DBTransactionAdapter, (typeof TOKEN_METHODS)[number]>;
}

/** `adapter`, storing and finding sessions by the digest of their token (see above). */
export function withHashedSessionTokens(adapter: DBAdapter): DBAdapter {
  return {
    ...adapter,
    ...hashingMethods(adapter),
    transaction: (callback) =>
      adapter.transaction((trx) => callback({ ...trx, ...hashingMethods(trx) })),
  };
}
