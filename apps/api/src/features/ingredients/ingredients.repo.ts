import {
  type Ingredient,
  type IngredientListItem,
  type IngredientValues,
  ingredientCostPerUnit,
  type ListQuery,
} from '@catering/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  elementIngredients,
  ingredientAllergens,
  ingredients,
  ingredientVendors,
  portionUnits,
} from '../../db/schema/index.js';
import { findIngredientVendors, ingredientCostsPerUnit } from '../../lib/ingredient-costs.repo.js';
import { byName, iso, nameMatches, type Page } from '../../lib/list.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

const listColumns = {
  id: ingredients.id,
  name: ingredients.name,
  type: ingredients.type,
  proteinType: ingredients.proteinType,
  portionUnitId: ingredients.portionUnitId,
  portionUnitAbbreviation: portionUnits.abbreviation,
  updatedAt: ingredients.updatedAt,
};
type ListRow = Omit<IngredientListItem, 'costPerUnit' | 'updatedAt' | 'type' | 'proteinType'> & {
  type: string;
  proteinType: string | null;
  updatedAt: Date;
};

function toListItem(row: ListRow, costPerUnit: number | null): IngredientListItem {
  return {
    ...row,
    type: row.type as IngredientListItem['type'],
    proteinType: row.proteinType as IngredientListItem['proteinType'],
    costPerUnit,
    updatedAt: iso(row.updatedAt),
  };
}

export async function findIngredients(db: Db, query: ListQuery): Promise<Page<IngredientListItem>> {
  const where = nameMatches(ingredients.name, query.q);
  const rows = await db
    .select(listColumns)
    .from(ingredients)
    .innerJoin(portionUnits, eq(portionUnits.id, ingredients.portionUnitId))
    .where(where)
    .orderBy(byName(ingredients.name))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ingredients)
    .where(where);
  const costs = await ingredientCostsPerUnit(
    db,
    rows.map((row) => row.id),
  );
  return {
    count: total?.count ?? 0,
    rows: rows.map((row) => toListItem(row, costs.get(row.id) ?? null)),
  };
}

export async function findIngredient(db: Db, id: string): Promise<Ingredient | undefined> {
  const [row] = await db
    .select({ ...listColumns, noAllergens: ingredients.noAllergens })
    .from(ingredients)
    .innerJoin(portionUnits, eq(portionUnits.id, ingredients.portionUnitId))
    .where(eq(ingredients.id, id));
  if (!row) return undefined;
  const [vendorRows, allergenRows, [usage]] = await Promise.all([
    findIngredientVendors(db, [id]),
    db
      .select({ allergenId: ingredientAllergens.allergenId })
      .from(ingredientAllergens)
      .where(eq(ingredientAllergens.ingredientId, id)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(elementIngredients)
      .where(eq(elementIngredients.ingredientId, id)),
  ]);
  const { noAllergens, ...listRow } = row;
  return {
    ...toListItem(listRow, ingredientCostPerUnit(vendorRows)),
    noAllergens,
    allergenIds: allergenRows.map((a) => a.allergenId),
    vendors: vendorRows.map(({ ingredientId: _, ...vendor }) => vendor),
    elementCount: usage?.count ?? 0,
  };
}

function ingredientColumns(values: IngredientValues) {
  return {
    name: values.name,
    type: values.type,
    proteinType: values.proteinType,
    portionUnitId: values.portionUnitId,
    noAllergens: values.noAllergens,
  };
}

/** Vendors and allergens are rewritten with their ingredient (no identity of their own). */
async function writeChildren(db: Db, id: string, values: IngredientValues) {
  await db.delete(ingredientVendors).where(eq(ingredientVendors.ingredientId, id));
  await db.delete(ingredientAllergens).where(eq(ingredientAllergens.ingredientId, id));
  if (values.vendors.length) {
    await db.insert(ingredientVendors).values(
      values.vendors.map((vendor, index) => ({
        ingredientId: id,
        preference: index + 1,
        vendorId: vendor.vendorId,
        productId: vendor.productId || null,
        unitsPerCase: vendor.unitsPerCase ?? null,
        costPerCase: vendor.costPerCase ?? null,
        expDays: vendor.expDays ?? null,
        leadTime: vendor.leadTime ?? null,
      })),
    );
  }
  if (values.allergenIds.length) {
    await db
      .insert(ingredientAllergens)
      .values(values.allergenIds.map((allergenId) => ({ ingredientId: id, allergenId })));
  }
}

export async function insertIngredient(db: Db, values: IngredientValues): Promise<string> {
  const [row] = await db
    .insert(ingredients)
    .values(ingredientColumns(values))
    .returning({ id: ingredients.id });
  await writeChildren(db, row!.id, values);
  return row!.id;
}

/** Writes only when `updatedAt` is still the stored one; false otherwise. */
export async function updateIngredientIfCurrent(
  db: Db,
  id: string,
  values: IngredientValues,
  updatedAt: Date,
): Promise<boolean> {
  const updated = await db
    .update(ingredients)
    .set({ ...ingredientColumns(values), updatedAt: nextUpdatedAt(ingredients.updatedAt) })
    .where(and(eq(ingredients.id, id), eq(ingredients.updatedAt, updatedAt)))
    .returning({ id: ingredients.id });
  if (!updated.length) return false;
  await writeChildren(db, id, values);
  return true;
}

export async function ingredientExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ingredients.id })
    .from(ingredients)
    .where(eq(ingredients.id, id));
  return Boolean(row);
}

export async function countElementsUsing(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(elementIngredients)
    .where(eq(elementIngredients.ingredientId, id));
  return row?.count ?? 0;
}

export async function deleteIngredient(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(ingredients)
    .where(eq(ingredients.id, id))
    .returning({ id: ingredients.id });
  return rows.length > 0;
}
