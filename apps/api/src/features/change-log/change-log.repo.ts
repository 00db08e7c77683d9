import type { ChangeLogEntry, ChangeLogQuery, ChangeMethod } from '@catering/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { changeLog, users } from '../../db/schema/index.js';
import { iso, type Page } from '../../lib/list.js';

export type ChangeRecord = typeof changeLog.$inferInsert;

export async function recordChange(db: Db, record: ChangeRecord): Promise<void> {
  await db.insert(changeLog).values(record);
}

/** The day after a calendar date, so `to` includes its whole day. */
const dayAfter = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

export async function listChanges(
  db: Db,
  query: Omit<ChangeLogQuery, 'q'> & { q?: string },
): Promise<Page<ChangeLogEntry>> {
  const filters: SQL[] = [];
  if (query.entityType) filters.push(eq(changeLog.entityType, query.entityType));
  if (query.actorUserId) filters.push(eq(changeLog.actorUserId, query.actorUserId));
  if (query.accountId) filters.push(eq(changeLog.accountId, query.accountId));
  // Days are read in UTC: the log spans markets, and its times are shown in the reader's zone.
  if (query.from) filters.push(gte(changeLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(changeLog.at, dayAfter(query.to)));
  const where = filters.length ? and(...filters) : undefined;

  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: changeLog, firstName: users.firstName, lastName: users.lastName })
      .from(changeLog)
      .leftJoin(users, eq(users.id, changeLog.actorUserId))
      .where(where)
      .orderBy(desc(changeLog.at), desc(changeLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
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
      status: entry.status,
      requestId: entry.requestId,
    })),
  };
}
