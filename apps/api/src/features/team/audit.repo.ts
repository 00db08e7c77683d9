import type { AuditAction, AuditEntry } from '@catering/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema/index.js';
import { iso, type Page } from '../../lib/list.js';
import { fullName } from './person-names.js';

/** Queries of the history of Manage Team: written in the transaction of the change it records. */

export interface AuditRecord {
  /** Null when the person acted on their own invitation link. */
  actorUserId: string | null;
  action: AuditAction;
  entityType: 'user' | 'role';
  entityId: string;
  subject: string;
  summary: string;
}

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values(record);
}

export async function listAudit(
  db: Db,
  query: { page: number; perPage: number },
): Promise<Page<AuditEntry>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        event: auditEvents,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ count: sql<number>`count(*)::int` }).from(auditEvents),
  ]);
  return {
    count: total?.count ?? 0,
    rows: rows.map(({ event, actorFirstName, actorLastName }) => ({
      id: event.id,
      at: iso(event.at),
      action: event.action as AuditAction,
      actor:
        event.actorUserId && actorFirstName !== null
          ? {
              id: event.actorUserId,
              name: fullName({ firstName: actorFirstName, lastName: actorLastName ?? '' }),
            }
          : null,
      subject: event.subject,
      summary: event.summary,
    })),
  };
}
