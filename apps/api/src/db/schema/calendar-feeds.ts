import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { id } from './columns.js';
import { users } from './identity.js';
import { markets, serviceLines } from './reference.js';

/**
 * A person's secret iCal address (docs/calendar-feeds.md): of one account's services, or of
 * one market and line's scheduled menus. Only the digest of the secret is kept; the address
 * dies with its owner, its account, market or line. One live feed per person and target:
 * creating another replaces the digest, so the old address stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id').references(() => markets.id, { onDelete: 'cascade' }),
    serviceLineId: uuid('service_line_id').references(() => serviceLines.id, {
      onDelete: 'cascade',
    }),
    /** SHA-256 (hex) of the secret in the address (lib/token-digest.ts). */
    tokenDigest: text('token_digest').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_account_key')
      .on(t.userId, t.accountId)
      .where(sql`${t.accountId} is not null`),
    uniqueIndex('calendar_feeds_user_market_line_key')
      .on(t.userId, t.marketId, t.serviceLineId)
      .where(sql`${t.marketId} is not null`),
    index('calendar_feeds_account_id_idx').on(t.accountId),
    index('calendar_feeds_market_line_idx').on(t.marketId, t.serviceLineId),
    check(
      'calendar_feeds_target_check',
      sql`(${t.accountId} is not null and ${t.marketId} is null and ${t.serviceLineId} is null) or (${t.accountId} is null and ${t.marketId} is not null and ${t.serviceLineId} is not null)`,
    ),
  ],
);
