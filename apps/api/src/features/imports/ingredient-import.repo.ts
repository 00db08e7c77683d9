import type { IngredientValues } from '@catering/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import {
  allergens,
  changeLog,
  ingredientAllergens,
  ingredients,
  ingredientVendors,
  portionUnits,
  vendors,
} from '../../db/schema/index.js';
import { insertMany, type Tx } from '../../db/seed/demo-catalogue/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** An ingredient as stored, in the shape the import compares a row with. */
export interface StoredIngredient {
  id: string;
  name: string;
  type: string;
  proteinType: string | null;
  portionUnitId: string;
  noAllergens: boolean;
  updatedAt: Date;
  allergenIds: string[];
  vendors: {
    vendorId: string;
    productId: string | null;
    unitsPerCase: number | null;
    costPerCase: number | null;
    expDays: number | null;
    leadTime: number | null;
  }[];
}

/** The reference lists a sheet names (units, allergens, vendors) and every ingredient. */
export async function readIngredientCatalogue(tx: Tx) {
  const [units, allergenRows, vendorRows, ingredientRows, slots, allergenLinks] = await Promise.all(
    [
      tx
        .select({
          id: portionUnits.id,
          name: portionUnits.name,
          abbreviation: portionUnits.abbreviation,
        })
        .from(portionUnits),
      tx.select({ id: allergens.id, name: allergens.name }).from(allergens),
      tx.select({ id: vendors.id, name: vendors.name }).from(vendors),
      tx
        .select({
          id: ingredients.id,
          name: ingredients.name,
          type: ingredients.type,
          proteinType: ingredients.proteinType,
          portionUnitId: ingredients.portionUnitId,
          noAllergens: ingredients.noAllergens,
          updatedAt: ingredients.updatedAt,
        })
        .from(ingredients),
      tx.select().from(ingredientVendors).orderBy(asc(ingredientVendors.preference)),
      tx.select().from(ingredientAllergens),
    ],
  );
  const byId = new Map<string, StoredIngredient>(
    ingredientRows.map((row) => [row.id, { ...row, allergenIds: [], vendors: [] }]),
  );
  for (const slot of slots) {
    byId.get(slot.ingredientId)?.vendors.push({
      vendorId: slot.vendorId,
      productId: slot.productId,
      unitsPerCase: slot.unitsPerCase,
      costPerCase: slot.costPerCase,
      expDays: slot.expDays,
      leadTime: slot.leadTime,
    });
  }
  for (const link of allergenLinks) byId.get(link.ingredientId)?.allergenIds.push(link.allergenId);
  return { units, allergens: allergenRows, vendors: vendorRows, ingredients: [...byId.values()] };
}

export interface IngredientWrite {
  /** Absent: a new ingredient. */
  existing?: { id: string; updatedAt: Date };
  values: IngredientValues;
}

const columnsOf = (values: IngredientValues) => ({
  name: values.name,
  type: values.type,
  protein_type: values.proteinType,
  portion_unit_id: values.portionUnitId,
  no_allergens: values.noAllergens,
});

/**
 * Creates and updates many ingredients in a few statements. An update applies only while
 * the ingredient's `updatedAt` is the one the plan read; answers how many updates applied.
 */
export async function writeIngredients(
  tx: Tx,
  writes: (IngredientWrite & { id: string })[],
): Promise<number> {
  const created = writes.filter((write) => !write.existing);
  const updated = writes.filter((write) => write.existing);
  await insertMany(
    tx,
    ingredients,
    created.map(({ id, values }) => ({
      id,
      name: values.name,
      type: values.type,
      proteinType: values.proteinType,
      portionUnitId: values.portionUnitId,
      noAllergens: values.noAllergens,
    })),
  );
  let applied = 0;
  if (updated.length) {
    const rows = updated.map(({ id, existing, values }) => ({
      id,
      updated_at: existing?.updatedAt.toISOString(),
      ...columnsOf(values),
    }));
    const result = await tx.execute(sql`
      update ${ingredients} set name = r.name, type = r.type, protein_type = r.protein_type,
        portion_unit_id = r.portion_unit_id, no_allergens = r.no_allergens,
        updated_at = ${nextUpdatedAt(ingredients.updatedAt)}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, updated_at timestamptz,
        name text, type text, protein_type text, portion_unit_id uuid, no_allergens boolean)
      where ${ingredients.id} = r.id and ${ingredients.updatedAt} = r.updated_at
      returning ${ingredients.id}`);
    applied = (result as unknown as { rows: unknown[] }).rows.length;
    const ids = updated.map((write) => write.id);
    await tx.delete(ingredientVendors).where(inArray(ingredientVendors.ingredientId, ids));
    await tx.delete(ingredientAllergens).where(inArray(ingredientAllergens.ingredientId, ids));
  }
  await insertMany(
    tx,
    ingredientVendors,
    writes.flatMap(({ id, values }) =>
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
    ),
  );
  await insertMany(
    tx,
    ingredientAllergens,
    writes.flatMap(({ id, values }) =>
      values.allergenIds.map((allergenId) => ({ ingredientId: id, allergenId })),
    ),
  );
  return applied;
}

export type ChangeEntry = typeof changeLog.$inferInsert;

/** The change-log entries of an import, as if each row had been saved in its editor. */
export async function recordImportChanges(tx: Tx, entries: ChangeEntry[]): Promise<void> {
  await insertMany(tx, changeLog, entries);
}
