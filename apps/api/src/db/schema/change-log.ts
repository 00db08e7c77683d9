import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { users } from './identity.js';

/**
 * Every accepted write through the API (docs/reliability.md 5): who, when, which route
 * and record, and the body as sent (secrets removed). Rows are only ever added. The
 * account of a change is kept apart so an account's Audit Trail reads one index.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Null for a public write, or once the actor's row is gone. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    route: text('route').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    /** No foreign key: an account's history outlives the account row. */
    accountId: uuid('account_id'),
    /**
     * The market of the record written, when the write names it or its account
     * (docs/permissions.md 8); null for the catalogue, or when it could not be told.
     */
    marketId: uuid('market_id'),
    summary: text('summary').notNull(),
    change: jsonb('change'),
    /**
     * What the write did, read around it with names instead of ids (the service event as it
     * was and became, the counts a serving schedule made): the Audit Trail's sentences and
     * before/after fields are built from it, and it outlives the rows it names.
     */
    facts: jsonb('facts'),
    status: integer('status').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    index('change_log_at_idx').on(t.at.desc()),
    index('change_log_account_at_idx').on(t.accountId, t.at.desc()),
    index('change_log_actor_at_idx').on(t.actorUserId, t.at.desc()),
    index('change_log_market_at_idx').on(t.marketId, t.at.desc()),
    index('change_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
