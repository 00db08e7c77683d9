import {
  CHANGE_METHODS,
  type ChangeMethod,
  describeChange,
  entityTypeOfRoute,
} from '@catering/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { changeLog } from '../../db/schema/index.js';

/**
 * A log line written by the route itself, inside the statement of its write (issue #30):
 * one commit instead of two on a hot path, and the line commits or rolls back with the
 * write it records. The plugin (change-log.plugin.ts) then leaves the request alone.
 */

const SECRET_KEY = /password|token|secret/i;
/** A body this long is cut: the log says what changed, it is not a second database. */
const MAX_CHANGE_CHARS = 20_000;

/** Blanks every secret-looking field, at any depth, as the body is written out. */
const blankSecrets = (key: string, value: unknown) => (SECRET_KEY.test(key) ? '[removed]' : value);

/**
 * `text`'s first `length` UTF-16 units, one fewer rather than half a character: a lone
 * surrogate is refused by a jsonb column, and the line goes in the write's statement.
 */
function cutBetweenCharacters(text: string, length: number): string {
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}

/** The body as sent, as JSON, with every secret-looking field blanked; a long one cut. */
export function changeTextOf(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body, blankSecrets);
  return text.length > MAX_CHANGE_CHARS
    ? JSON.stringify({ truncated: cutBetweenCharacters(text, MAX_CHANGE_CHARS) })
    : text;
}

/** The line's fields but its market, which the statement takes from the row it writes. */
export interface ChangeLine {
  actorUserId: string | null;
  method: ChangeMethod;
  route: string;
  entityType: string;
  entityId: string;
  summary: string;
  change: string | null;
  status: number;
  requestId: string;
}

const linedByRoute = new WeakSet<FastifyRequest>();

/**
 * The line of `request`'s write of record `entityId`, as the plugin would have written it
 * (no account, no facts: for records of neither). The request is marked: the plugin writes
 * no second line for it, so the route must pass this line to its write.
 */
export function changeLineOf(request: FastifyRequest, entityId: string, status = 200): ChangeLine {
  const method = CHANGE_METHODS.find((changing) => changing === request.method);
  if (!method) throw new Error(`${request.method} changes nothing: it has no log line`);
  const route = request.routeOptions.url ?? request.url;
  linedByRoute.add(request);
  return {
    actorUserId: request.currentUser?.id ?? null,
    method,
    route,
    entityType: entityTypeOfRoute(route),
    entityId,
    summary: describeChange(method, route),
    change: method === 'DELETE' ? null : changeTextOf(request.body),
    status,
    requestId: String(request.id),
  };
}

/** Whether the route of `request` wrote its log line itself. */
export const wroteOwnChangeLine = (request: FastifyRequest) => linedByRoute.has(request);

const LINE_FIELDS = [
  'actorUserId',
  'method',
  'route',
  'entityType',
  'entityId',
  'summary',
  'change',
  'status',
  'requestId',
] as const satisfies readonly (keyof ChangeLine)[];
const COLUMNS = getTableColumns(changeLog);
const TYPES: Partial<Record<(typeof LINE_FIELDS)[number], string>> = {
  actorUserId: 'uuid',
  entityId: 'uuid',
  change: 'jsonb',
  status: 'integer',
};
const placeholderName = (field: string) => `log_${field}`;

/**
 * A statement's step that inserts the line given in the placeholders `log_*`, with the
 * market of each row of `source` (a step answering `market_id`: the record written); none
 * when the line's route is null, and none when `source` wrote nothing.
 */
export function changeLineInsert(source: string): SQL {
  const columns = [...LINE_FIELDS.map((field) => COLUMNS[field].name), 'market_id'];
  const values = LINE_FIELDS.map((field) => {
    const type = TYPES[field] ?? 'text';
    return sql`${sql.placeholder(placeholderName(field))}::${sql.raw(type)}`;
  });
  return sql`insert into ${changeLog} (${sql.raw(columns.join(', '))})
    select ${sql.join(values, sql`, `)}, ${sql.raw(source)}.market_id from ${sql.raw(source)}
    where ${sql.placeholder(placeholderName('route'))}::text is not null`;
}

/** The placeholders' values of `line` (all null without one: no line written). */
export function changeLineValues(line: ChangeLine | null): Record<string, unknown> {
  return Object.fromEntries(
    LINE_FIELDS.map((field) => [placeholderName(field), line ? line[field] : null]),
  );
}
