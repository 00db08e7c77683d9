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

/**
 * `column` is one of the uuids of `ids`, sent as one array parameter: `inArray` sends one
 * parameter per id, and a list of thousands (a month's ingredients) costs more to build and
 * send than to answer.
 */
export const inIdList = (column: PgColumn, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;

export interface Page<T> {
  rows: T[];
  count: number;
}

/**
 * The number of rows matching a list's filter, as a column of the page's own statement:
 * an uncorrelated subquery runs once, and a list page costs one round trip, not two.
 * Inside it `table` shadows the outer query's table of that name, so `where` counts there.
 */
export const totalColumn = (table: PgTable, where: SQL | undefined) =>
  sql<number>`(select count(*)::int from ${table}${where ? sql` where ${where}` : sql``})`.mapWith(
    Number,
  );

/** A prepared list page's name: one statement per set of filters a request names. */
export const listShapeName = (list: string, query: object, filters: readonly string[]) =>
  `${list}_page_${filters.filter((key) => (query as Record<string, unknown>)[key]).join('_') || 'all'}`;

/** A filter's operand: a placeholder while preparing the page, the value when counting. */
export const filterOperand = (as: 'placeholders' | 'values', key: string, value: string) =>
  as === 'values' ? value : sql.placeholder(key);

/** The values of a prepared page's `limit` and `offset` placeholders. */
export const pageWindow = (query: Pick<ListQuery, 'page' | 'perPage'>) => ({
  limit: query.perPage,
  offset: pageOffset(query),
});

/** The total when a page came back empty: none at all on page 1, else counted apart. */
export async function totalOfEmptyPage(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  query: Pick<ListQuery, 'page'>,
): Promise<number> {
  if (query.page === 1) return 0;
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
  return total?.count ?? 0;
}

/** The page's total, under a key no list's columns use. */
const TOTAL_KEY = '__pageTotal';

/**
 * One page of rows and the total count of rows matching the same filter, in one statement
 * (the total as a column, `totalColumn`): the reference lists are read 16 at once after
 * sign-in, and on the embedded database every statement waits for the one before.
 */
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
  const found = (await db
    .select({ ...columns, [TOTAL_KEY]: totalColumn(table, where) })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(query.perPage)
    .offset(pageOffset(query))) as (Record<string, unknown> & { [TOTAL_KEY]: number })[];
  const first = found[0];
  if (!first) return { rows: [], count: await totalOfEmptyPage(db, table, where, query) };
  const rows = found.map(({ [TOTAL_KEY]: _total, ...row }) => row as T);
  return { rows, count: first[TOTAL_KEY] };
}

/** Dates leave the API as ISO strings. */
export const iso = (date: Date) => date.toISOString();

/** Lists read in name order whatever the letter case, on every server collation. */
export const byName = (column: PgColumn) => asc(sql`lower(${column})`);
