import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';

/** The tables the generator fills, in the order it fills them. */
export const GENERATED_TABLES: PgTable[] = [
  t.markets,
  t.vendors,
  t.brands,
  t.tags,
  t.ingredients,
  t.ingredientVendors,
  t.ingredientAllergens,
  t.elements,
  t.elementIngredients,
  t.elementAllergens,
  t.menus,
  t.menuElements,
  t.menuServiceLines,
  t.menuKeywordTags,
  t.accounts,
  t.accountAddresses,
  t.accountPortionModifiers,
  t.servingSchedules,
  t.servingScheduleDays,
  t.scheduledMenus,
  t.scheduledElements,
  t.scheduledElementAllergens,
  t.serviceEvents,
  t.hostSurveys,
  t.hostSurveyElements,
];

export async function countRows(db: Db): Promise<{ table: string; rows: number }[]> {
  const counts = [];
  for (const table of GENERATED_TABLES) {
    const [row] = await db.select({ rows: sql<number>`count(*)::int` }).from(table);
    counts.push({ table: getTableName(table), rows: Number(row?.rows ?? 0) });
  }
  return counts;
}

/** Rows a person would have typed: catalogue or accounts mean this is no fresh database. */
export async function holdsOperatorData(db: Db): Promise<boolean> {
  for (const table of [t.ingredients, t.elements, t.menus, t.accounts]) {
    const [row] = await db.select({ one: sql<number>`1` }).from(table).limit(1);
    if (row) return true;
  }
  return false;
}
