import type { ImportMapping } from '@catering/domain';
import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * The column mapping a person last chose for a kind of import (docs/spreadsheets.md,
 * Imports): offered for the next file of that kind, field by field where its column is there.
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
