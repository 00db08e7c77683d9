import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * A statement built once per database and shape, then only executed. On the hot paths,
 * building a query through the ORM costs more CPU than PostgreSQL spends answering it;
 * a prepared statement is also parsed and planned once per connection. `name` is the
 * shape: a list with optional filters has one name per set of filters present.
 */
const statements = new WeakMap<Db, Map<string, unknown>>();

export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    byName.set(name, statement);
  }
  return statement;
}

/** Turns a `sql` template into text and parameters; it holds no state of any database. */
const dialect = new PgDialect();

/**
 * A raw statement (a `sql` template whose values are `sql.placeholder`s) as the query
 * builders' `.prepare(name)` makes one: named, PostgreSQL parses and plans it once per
 * connection; unnamed, it is only run. `execute` answers the driver's result (`rows`).
 */
export function prepareStatement(db: Db, statement: SQL, name?: string) {
  return db._.session.prepareQuery<{
    execute: { rows: Record<string, unknown>[] };
    all: unknown;
    values: unknown;
  }>(dialect.sqlToQuery(statement), undefined, name, false);
}
