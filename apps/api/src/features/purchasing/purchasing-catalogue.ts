import type { PortionLine, PurchasableIngredient } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { findPurchasableIngredients, findRecipeLines } from './purchasing.repo.js';

/** The catalogue rows purchasing reads, as the purchasing rules take them. */

type Recipe = PortionLine['ingredients'];

/** Each element's ingredient lines, in their order. */
function recipesOf(rows: Awaited<ReturnType<typeof findRecipeLines>>) {
  const recipes = new Map<string, Recipe>();
  for (const line of rows) {
    const recipe = recipes.get(line.elementId) ?? [];
    recipe.push({
      ingredientId: line.ingredientId,
      amountPerPortion: line.amount,
      unit: line.unit,
    });
    recipes.set(line.elementId, recipe);
  }
  return recipes;
}

/** The ingredients with their unit and their vendors in order of preference (1 first). */
function purchasableOf({
  ingredientRows,
  vendorRows,
}: Awaited<ReturnType<typeof findPurchasableIngredients>>) {
  const purchasable = new Map<string, PurchasableIngredient>(
    ingredientRows.map((row) => [row.id, { ...row, vendors: [] }]),
  );
  for (const { ingredientId, productId, ...vendor } of vendorRows)
    purchasable.get(ingredientId)?.vendors.push({ ...vendor, itemId: productId });
  return purchasable;
}

/** The ingredients of `ingredientIds`, as `purchasableOf` makes them. */
export async function purchasableIngredients(
  db: Db,
  ingredientIds: string[],
): Promise<Map<string, PurchasableIngredient>> {
  return purchasableOf(await findPurchasableIngredients(db, [...new Set(ingredientIds)]));
}

/**
 * The recipes of the catalogue elements (null: a row with none) and the ingredients they
 * use, read one after the other (the ingredients are those of the recipes).
 */
export async function catalogueOf(
  db: Db,
  elementIds: (string | null)[],
): Promise<{ recipes: Map<string, Recipe>; ingredients: Map<string, PurchasableIngredient> }> {
  const ids = [...new Set(elementIds)].filter((id): id is string => id !== null);
  const recipes = recipesOf(await findRecipeLines(db, ids));
  const used = [...recipes.values()].flatMap((recipe) => recipe.map((line) => line.ingredientId));
  return { recipes, ingredients: await purchasableIngredients(db, used) };
}
