import {
  CHANGE_METHODS,
  type ChangeMethod,
  describeChange,
  entityTypeOfRoute,
  IDEMPOTENT_REPLAY_HEADER,
} from '@catering/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { writesRecords } from '../../lib/write-routes.js';
import { isApiPath } from '../../plugins/access.js';
import { changeTextOf, wroteOwnChangeLine } from './change-line.js';
import { marketOfRecord, recordChange } from './change-log.repo.js';
import { type BeforeWrite, factsOfWrite, readBeforeWrite } from './change-log-facts.js';

/**
 * Sign-in and the like (the server log has them); survey drafts, saved as the host types;
 * a person's own pinned accounts, a preference rather than a change of the operator's
 * records (an account's Audit Trail does not list who pinned it, docs/hosts.md).
 */
const NOT_LOGGED = [
  /^\/v1\/auth\//,
  /^\/v1\/host-surveys\/:id\/draft$/,
  /^\/v1\/hosts\/pinned-accounts\//,
  // An import records each ingredient it writes, as the editor's save would (docs/spreadsheets.md).
  /^\/v1\/imports\/apply$/,
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isMethod = (method: string): method is ChangeMethod =>
  (CHANGE_METHODS as readonly string[]).includes(method);
const asUuid = (value: unknown) =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

function answeredData(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const data = (JSON.parse(payload) as { data?: unknown }).data;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

type Fields = Record<string, unknown> | undefined;

/** Whose account a write touches: the route's own, or the one its body, query or answer names. */
function accountOf(
  entityType: string,
  entityId: string | undefined,
  request: FastifyRequest,
  data: Fields,
) {
  if (entityType === 'accounts') return entityId;
  const body = request.body as Fields;
  const query = request.query as Fields;
  const account = data?.account as Fields;
  return (
    asUuid(body?.accountId) ??
    asUuid(query?.accountId) ??
    asUuid(data?.accountId) ??
    asUuid(account?.id)
  );
}

/**
 * The market of the record written (docs/permissions.md 8): as answered, as sent, the
 * record's own, or its account's. A user limited to markets reads the change only in one
 * of theirs.
 */
async function marketOf(
  db: Db,
  request: FastifyRequest,
  data: Fields,
  record: { entityType: string; entityId?: string; accountId?: string },
) {
  const body = request.body as Fields;
  const query = request.query as Fields;
  const market = data?.market as Fields;
  const named =
    asUuid(data?.marketId) ??
    asUuid(market?.id) ??
    asUuid(body?.marketId) ??
    asUuid(query?.marketId);
  if (named) return named;
  const own = record.entityId && (await marketOfRecord(db, record.entityType, record.entityId));
  if (own) return own;
  return record.accountId ? marketOfRecord(db, 'accounts', record.accountId) : undefined;
}

/** A write the log records: its route and method. */
type LoggedWrite = { route: string; method: ChangeMethod };

/** The write the request makes, when the log records it; undefined for one it leaves out. */
function loggedWrite(request: FastifyRequest): LoggedWrite | undefined {
  const { method } = request;
  const route = request.routeOptions.url;
  if (!isMethod(method) || !route || !isApiPath(route)) return undefined;
  if (request.routeOptions.config.access === 'public') return undefined;
  if (NOT_LOGGED.some((pattern) => pattern.test(route))) return undefined;
  if (!writesRecords(method, route)) return undefined;
  return { route, method };
}

/**
 * Records every accepted write (2xx to POST, PUT, PATCH, DELETE) in the change log,
 * once the route has answered. Left out: public routes and sign-in / sign-out (the
 * server log has them), and the POST routes that only compute (PDFs, numbers, lookups).
 * A route that wrote its own line with its write (change-line.ts) is left alone.
 */
export const changeLogPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  /** What a write is about to change or remove, read before its route runs. */
  const beforeWrites = new WeakMap<FastifyRequest, BeforeWrite>();

  // `done`, not async: every request passes here, and only writes have work to do
  // (plugins/envelope.ts says why).
  app.addHook('preHandler', (request, _reply, done) => {
    const write = loggedWrite(request);
    if (!write) return done();
    rememberBeforeWrite(request, write).then(() => done(), done);
  });

  async function rememberBeforeWrite(request: FastifyRequest, { route, method }: LoggedWrite) {
    const params = request.params as Fields;
    try {
      const before = await readBeforeWrite(db, method, route, params, request.body as Fields);
      if (before) beforeWrites.set(request, before);
    } catch (error) {
      request.log.error({ err: error }, 'change log: could not read the record before a write');
    }
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const write = loggedWrite(request);
    if (!write) return done(null, payload);
    recordWrite(request, reply, write, payload).then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  async function recordWrite(
    request: FastifyRequest,
    reply: FastifyReply,
    { route, method }: LoggedWrite,
    payload: unknown,
  ) {
    if (reply.statusCode < 200 || reply.statusCode > 299) return;
    // A submit sent again with its Idempotency-Key changed nothing the second time.
    if (reply.getHeader(IDEMPOTENT_REPLAY_HEADER)) return;
    if (wroteOwnChangeLine(request)) return;
    const data = answeredData(payload);
    const params = request.params as Fields;
    const entityType = entityTypeOfRoute(route);
    const entityId = asUuid(params?.id) ?? asUuid(data?.id);
    try {
      const written = await factsOfWrite(db, {
        method,
        route,
        entityId,
        before: beforeWrites.get(request),
        params,
        body: request.body as Fields,
        query: request.query as Fields,
        data,
      });
      // A deletion answers only an id: its account is the one read before the row went.
      const accountId = written?.accountId ?? accountOf(entityType, entityId, request, data);
      await recordChange(db, {
        actorUserId: request.currentUser?.id ?? null,
        method,
        route,
        entityType,
        entityId: entityId ?? null,
        accountId: accountId ?? null,
        marketId: (await marketOf(db, request, data, { entityType, entityId, accountId })) ?? null,
        summary: describeChange(method, route),
        change: method === 'DELETE' ? null : changeTextOf(request.body),
        facts: written?.facts ?? null,
        status: reply.statusCode,
        requestId: String(request.id),
      });
    } catch (error) {
      // The write itself is done and answered; a missing log line must not turn it into a 500.
      request.log.error({ err: error }, 'change log: could not record the change');
    }
  }
});
