import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';

/** One statement as the app handed it to the driver. */
export interface SentStatement {
  sql: string;
  params: unknown[];
}

/**
 * The same connection pool (or embedded client) behind a second Drizzle instance that
 * tells `logger` every statement: the product opens its database without a logger, and
 * the app under test must send exactly what it sends in production.
 */
export function withQueryLogger(database: Database, logger: Logger): Db {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const db =
    database.kind === 'postgres'
      ? drizzleNodePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  return db as unknown as Db;
}

/** Keeps the statements sent while `during` runs; everything else the app sends is ignored. */
export function createQueryRecorder() {
  let recording: SentStatement[] | undefined;
  const logger: Logger = {
    logQuery(sql, params) {
      recording?.push({ sql, params });
    },
  };
  return {
    logger,
    async during<T>(action: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
      if (recording) throw new Error('one recording at a time');
      const statements: SentStatement[] = [];
      recording = statements;
      try {
        return { result: await action(), statements };
      } finally {
        recording = undefined;
      }
    },
  };
}
