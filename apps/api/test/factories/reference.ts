import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { uniqueName } from './unique.js';

/** What a test needs of a named row: its id and the name it got. */
export interface NamedRow {
  id: string;
  name: string;
}

type MarketInsert = typeof t.markets.$inferInsert;

export async function buildMarket(
  db: Db,
  overrides: Partial<MarketInsert> = {},
): Promise<NamedRow & { timeZone: string }> {
  const [market] = await db
    .insert(t.markets)
    .values({ name: uniqueName('Market'), timeZone: 'America/Chicago', ...overrides })
    .returning({ id: t.markets.id, name: t.markets.name, timeZone: t.markets.timeZone });
  return market!;
}

async function insertNamed(
  db: Db,
  table: typeof t.brands | typeof t.vendors | typeof t.tags,
  name: string,
): Promise<NamedRow> {
  const [row] = await db
    .insert(table)
    .values({ name })
    .returning({ id: table.id, name: table.name });
  return row!;
}

export const buildBrand = (db: Db, overrides: { name?: string } = {}) =>
  insertNamed(db, t.brands, overrides.name ?? uniqueName('Brand'));

export const buildVendor = (db: Db, overrides: { name?: string } = {}) =>
  insertNamed(db, t.vendors, overrides.name ?? uniqueName('Vendor'));

/** A search keyword (the `tags` table); the product stores keywords lowercased, one word. */
export const buildKeyword = (db: Db, overrides: { name?: string } = {}) =>
  insertNamed(
    db,
    t.tags,
    (overrides.name ?? uniqueName('keyword').replace(' ', '-')).toLowerCase(),
  );
