import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type Db, migrationsFolder } from './client.js';
import * as schema from './schema/index.js';
import { retryingTransactions } from './transaction-retry.js';

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, kept in `dataDir`. A module of
 * its own, loaded by openDatabase only when it is used: a PostgreSQL deployment never loads
 * PGlite or its driver.
 */
export function openPglite(client: PGlite): Database {
  const db = retryingTransactions(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}
