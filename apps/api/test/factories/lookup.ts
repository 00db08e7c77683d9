import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';

type NamedTable = PgTable & { id: PgColumn; name: PgColumn };

/** The id of the row named `name` (any letter case); throws when there is none. */
export async function idByName(db: Db, table: NamedTable, name: string): Promise<string> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(sql`lower(${table.name}) = lower(${name})`);
  if (!row) throw new Error(`no row named ${name}`);
  return row.id as string;
}

/** Portion units are named by abbreviation in tests ('oz', 'ea'), as the screens show them. */
export async function portionUnitId(db: Db, abbreviation: string): Promise<string> {
  const [row] = await db
    .select({ id: t.portionUnits.id })
    .from(t.portionUnits)
    .where(eq(t.portionUnits.abbreviation, abbreviation));
  if (!row) throw new Error(`no portion unit ${abbreviation}`);
  return row.id;
}
