import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  allergens,
  ingredientAllergens,
  ingredients,
  portionUnits,
} from '../../db/schema/index.js';
import { findIngredientVendors } from '../../lib/ingredient-costs.repo.js';
import { byName, nameMatches } from '../../lib/list.js';

export type ExportedVendor = Awaited<ReturnType<typeof findIngredientVendors>>[number];

export interface ExportedIngredient {
  id: string;
  name: string;
  type: string;
  proteinType: string | null;
  unit: string;
  noAllergens: boolean;
  /** Allergen names joined "; " in name order, or null when it has none. */
  allergenNames: string | null;
  vendors: ExportedVendor[];
}

/** Every ingredient the list's search matches, in the list's order, with allergens and vendors. */
export async function findIngredientsToExport(
  db: Db,
  query: { q?: string },
): Promise<ExportedIngredient[]> {
  const rows = await db
    .select({
      id: ingredients.id,
      name: ingredients.name,
      type: ingredients.type,
      proteinType: ingredients.proteinType,
      unit: portionUnits.abbreviation,
      noAllergens: ingredients.noAllergens,
      allergenNames: sql<string | null>`(
        select string_agg(${allergens.name}, '; ' order by lower(${allergens.name}))
        from ${ingredientAllergens}
        join ${allergens} on ${allergens.id} = ${ingredientAllergens.allergenId}
        where ${ingredientAllergens.ingredientId} = ${ingredients.id})`,
    })
    .from(ingredients)
    .innerJoin(portionUnits, eq(portionUnits.id, ingredients.portionUnitId))
    .where(nameMatches(ingredients.name, query.q))
    .orderBy(byName(ingredients.name));
  const vendorRows = await findIngredientVendors(
    db,
    rows.map((row) => row.id),
  );
  const vendorsOf = new Map<string, ExportedVendor[]>();
  for (const vendor of vendorRows) {
    vendorsOf.set(vendor.ingredientId, [...(vendorsOf.get(vendor.ingredientId) ?? []), vendor]);
  }
  return rows.map((row) => ({ ...row, vendors: vendorsOf.get(row.id) ?? [] }));
}
