import { type ListQuery, pageOffset } from '@catering/domain';
import { asc, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** An ILIKE pattern matching `q` anywhere; LIKE wildcards in `q` are literal. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `q` matches anywhere in the name, letter case ignored; LIKE wildcards are literal. */
export function nameMatches(column: PgColumn, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return ilike(column, containsPattern(q));
}

export interface Page<T> {
  rows: T[];
  count: number;
}

/** One page of rows and the total count of rows matching the same filter. */
export async function selectPage<T>(
  db: Db,
  options: {
    table: PgTable;
    columns: SelectedFields;
    where: SQL | undefined;
    orderBy: (PgColumn | SQL)[];
    query: Pick<ListQuery, 'page' | 'perPage'>;
  },
): Promise<Page<T>> {
  const { table, columns, where, orderBy, query } = options;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ count: sql<number>`count(*)::int` }).from(table).where(where),
  ]);
  return { rows: rows as T[], count: total?.count ?? 0 };
}

/** Dates leave the API as ISO strings. */
export const iso = (date: Date) => date.toISOString();

/** Lists read in name order whatever the letter case, on every server collation. */
export const byName = (column: PgColumn) => asc(sql`lower(${column})`);
