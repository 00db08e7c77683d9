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
