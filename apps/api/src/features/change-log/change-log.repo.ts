import {
  type ChangeLogEntry,
  type ChangeLogQuery,
  type ChangeMethod,
  MARKET_FREE_ENTITY_TYPES,
  type MarketScope,
} from '@catering/domain';
import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  changeLog,
  hostSurveys,
  scheduledAddOns,
  scheduledMenus,
  users,
} from '../../db/schema/index.js';
import { iso, type Page } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { preparedOnce } from '../../lib/prepared.js';

/** A line of the log; `change` is the body as JSON text (change-log.plugin.ts). */
export type ChangeRecord = Omit<typeof changeLog.$inferInsert, 'id' | 'at' | 'change'> & {
  change: string | null;
};

/**
 * The log's insert, prepared: every accepted write adds a line, so building and planning
 * the statement again each time would cost every write.
 */
function prepareRecordChange(db: Db, name: string) {
  const value = sql.placeholder;
  return db
    .insert(changeLog)
    .values({
      actorUserId: value('actorUserId'),
      method: value('method'),
      route: value('route'),
      entityType: value('entityType'),
      entityId: value('entityId'),
      accountId: value('accountId'),
      marketId: value('marketId'),
      summary: value('summary'),
      // Sent as JSON text: the driver would write an array as a PostgreSQL array.
      change: sql`${value('change')}::jsonb`,
      facts: sql`${value('facts')}::jsonb`,
      status: value('status'),
      requestId: value('requestId'),
    })
    .prepare(name);
}

const jsonText = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);

export async function recordChange(db: Db, record: ChangeRecord): Promise<void> {
  const name = 'change_log_insert';
  await preparedOnce(db, name, () => prepareRecordChange(db, name)).execute({
    actorUserId: record.actorUserId ?? null,
    method: record.method,
    route: record.route,
    entityType: record.entityType,
    entityId: record.entityId ?? null,
    accountId: record.accountId ?? null,
    marketId: record.marketId ?? null,
    summary: record.summary,
    change: record.change,
    facts: jsonText(record.facts),
    status: record.status,
    requestId: record.requestId,
  });
}

/** Kinds of record that carry their market themselves. */
const MARKET_TABLES = {
  accounts,
  'scheduled-menus': scheduledMenus,
  'scheduled-add-ons': scheduledAddOns,
  'host-surveys': hostSurveys,
} as const;

/** The market of a record of one of MARKET_TABLES' kinds, as it is now. */
export async function marketOfRecord(
  db: Db,
  entityType: string,
  id: string,
): Promise<string | undefined> {
  const table = MARKET_TABLES[entityType as keyof typeof MARKET_TABLES];
  if (!table) return undefined;
  const [row] = await db.select({ marketId: table.marketId }).from(table).where(eq(table.id, id));
  return row?.marketId ?? undefined;
}

/**
 * What a user limited to markets reads of the log: changes in their markets, and changes
 * of the catalogue and the team, which belong to no market. A market-bound change whose
 * market could not be told (a delete that named none) stays hidden from them.
 */
function visibleUnder(scope: MarketScope): SQL | undefined {
  if (scope === null) return undefined;
  return or(
    withinMarkets(changeLog.marketId, scope),
    and(isNull(changeLog.marketId), inArray(changeLog.entityType, [...MARKET_FREE_ENTITY_TYPES])),
  );
}

/** The day after a calendar date, so `to` includes its whole day. */
const dayAfter = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

/** An entry as stored: its sentence and fields are made from its facts by the service. */
export type LoggedChange = Omit<ChangeLogEntry, 'fields'> & { facts: unknown };

export type ChangeLogListQuery = Omit<ChangeLogQuery, 'q' | 'page' | 'perPage'> & {
  page?: number;
  perPage?: number;
};

function whereOf(query: ChangeLogListQuery, scope: MarketScope) {
  const filters: SQL[] = [];
  const visible = visibleUnder(scope);
  if (visible) filters.push(visible);
  if (query.entityType) filters.push(eq(changeLog.entityType, query.entityType));
  if (query.actorUserId) filters.push(eq(changeLog.actorUserId, query.actorUserId));
  if (query.accountId) filters.push(eq(changeLog.accountId, query.accountId));
  // Days are read in UTC: the log spans markets, and its times are shown in the reader's zone.
  if (query.from) filters.push(gte(changeLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(changeLog.at, dayAfter(query.to)));
  return filters.length ? and(...filters) : undefined;
}

/** The entries matching the filters, newest first; without paging, at most `limit`. */
export async function listChanges(
  db: Db,
  query: ChangeLogListQuery,
  scope: MarketScope,
  limit = 100,
): Promise<Page<LoggedChange>> {
  const where = whereOf(query, scope);
  const perPage = query.perPage ?? limit;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: changeLog, firstName: users.firstName, lastName: users.lastName })
      .from(changeLog)
      .leftJoin(users, eq(users.id, changeLog.actorUserId))
      .where(where)
      .orderBy(desc(changeLog.at), desc(changeLog.id))
      .limit(perPage)
      .offset(((query.page ?? 1) - 1) * perPage),
    db.select({ count: sql<number>`count(*)::int` }).from(changeLog).where(where),
  ]);
  return {
    count: total?.count ?? 0,
    rows: rows.map(({ entry, firstName, lastName }) => ({
      id: entry.id,
      at: iso(entry.at),
      actor:
        entry.actorUserId && firstName !== null
          ? { id: entry.actorUserId, name: `${firstName} ${lastName ?? ''}`.trim() }
          : null,
      method: entry.method as ChangeMethod,
      route: entry.route,
      entityType: entry.entityType,
      entityId: entry.entityId,
      accountId: entry.accountId,
      summary: entry.summary,
      change: entry.change ?? null,
      facts: entry.facts ?? null,
      status: entry.status,
      requestId: entry.requestId,
    })),
  };
}

/** Everyone who changed an account, by name, for its Audit Trail's Person filter. */
export async function listAccountChangers(db: Db, accountId: string) {
  const rows = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(changeLog)
    .innerJoin(users, eq(users.id, changeLog.actorUserId))
    .where(eq(changeLog.accountId, accountId));
  return rows
    .map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName ?? ''}`.trim() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
