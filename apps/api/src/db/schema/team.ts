import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { users } from './identity.js';

/**
 * What Manage Team changed, who changed it and when (docs/team.md, "History"). Rows are
 * only ever added; subject and summary are written as they read at the time, so a later
 * rename or removal does not rewrite history.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Null when the person acted on their own invitation link, or the actor row is gone. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One of packages/domain AUDIT_ACTIONS. */
    action: text('action').notNull(),
    entityType: text('entity_type', { enum: ['user', 'role'] }).notNull(),
    entityId: uuid('entity_id').notNull(),
    subject: text('subject').notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc()),
    check('audit_events_entity_type_check', sql`${t.entityType} in ('user', 'role')`),
  ],
);
