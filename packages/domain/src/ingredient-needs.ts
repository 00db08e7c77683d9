import { z } from 'zod';
import { COSTING_PROBLEMS, convertAmount } from './costing.js';
import { uuid } from './ids.js';
import type { PortionLine, PurchasableIngredient } from './purchasing.js';

/**
 * Ingredient needs (issue #27 point 1; docs/purchasing.md 1): what the kitchen's portions
 * take of each ingredient per service date, in the ingredient's own unit. A recipe line
 * that cannot be placed is listed apart with its reason, never dropped.
 */

export const PURCHASING_PROBLEMS = {
  noAmount: COSTING_PROBLEMS.noAmount,
  noUnit: COSTING_PROBLEMS.noUnit,
  unitMismatch: COSTING_PROBLEMS.unitMismatch,
  unknownIngredient: 'unknown ingredient',
  /** A dish cooked with no recipe in the catalogue (an alternative dish, a deleted element). */
  noRecipe: 'no recipe: nothing of it is in the needs',
  /** Order guide: no vendor of the ingredient sells it by a case of known size. */
  noCaseSize: 'no vendor with units per case',
} as const;

export const ingredientNeedSchema = z.object({
  ingredientId: uuid,
  ingredientName: z.string(),
  /** Service date, YYYY-MM-DD. */
  date: z.string(),
  /** In `unit`, rounded up to the thousandth. */
  quantity: z.number(),
  /** The ingredient's own unit. */
  unit: z.string(),
});
export type IngredientNeed = z.infer<typeof ingredientNeedSchema>;

export const unplacedLineSchema = z.object({
  date: z.string(),
  /** The PortionLine's `source`: "Chicken Tikka (Taste of India, Lunch)". */
  source: z.string(),
  /** Null for a dish with no recipe at all. */
  ingredientId: uuid.nullable(),
  /** Null when the ingredient is unknown, or the dish has no recipe. */
  ingredientName: z.string().nullable(),
  reason: z.string(),
});
export type UnplacedLine = z.infer<typeof unplacedLineSchema>;

/** The answer of the ingredient needs of a market and date range. */
export const ingredientNeedsSchema = z.object({
  needs: z.array(ingredientNeedSchema),
  unplaced: z.array(unplacedLineSchema),
});
export type IngredientNeeds = z.infer<typeof ingredientNeedsSchema>;

type RecipeLine = PortionLine['ingredients'][number];

/**
 * One portion's amount of a recipe line in the ingredient's unit, or why it cannot be
 * had. Shared by the needs and the food cost so both read a recipe the same way.
 */
export function amountInIngredientUnit(
  line: RecipeLine,
  ingredient: PurchasableIngredient | undefined,
): { amount: number } | { problem: string } {
  if (!ingredient) return { problem: PURCHASING_PROBLEMS.unknownIngredient };
  if (line.amountPerPortion === null) return { problem: PURCHASING_PROBLEMS.noAmount };
  if (line.unit === null) return { problem: PURCHASING_PROBLEMS.noUnit };
  const amount = convertAmount(line.amountPerPortion, line.unit, ingredient.unit);
  if (amount === null) {
    return { problem: PURCHASING_PROBLEMS.unitMismatch(line.unit, ingredient.unit) };
  }
  return { amount };
}

/**
 * Up to the thousandth, the kitchen's way (never short); a float hair above a thousandth
 * (2.0000000000000004) does not add one.
 */
export const roundUpThousandth = (value: number) => Math.ceil(value * 1000 - 1e-6) / 1000;

/**
 * Sums portions x amount per portion (converted to the ingredient's unit) per ingredient
 * and service date; sorted by date, then ingredient name. A line cooking nothing (zero
 * portions or a zero amount) contributes nothing and is not listed apart.
 */
export function ingredientNeeds(
  lines: readonly PortionLine[],
  ingredients: ReadonlyMap<string, PurchasableIngredient>,
): IngredientNeeds {
  const sums = new Map<string, { ingredient: PurchasableIngredient; date: string; sum: number }>();
  const unplaced: UnplacedLine[] = [];
  for (const line of lines) {
    if (!(line.portions > 0)) continue;
    if (line.ingredients.length === 0) {
      unplaced.push({
        date: line.date,
        source: line.source,
        ingredientId: null,
        ingredientName: null,
        reason: PURCHASING_PROBLEMS.noRecipe,
      });
      continue;
    }
    for (const recipe of line.ingredients) {
      const ingredient = ingredients.get(recipe.ingredientId);
      const placed = amountInIngredientUnit(recipe, ingredient);
      if ('problem' in placed) {
        unplaced.push({
          date: line.date,
          source: line.source,
          ingredientId: recipe.ingredientId,
          ingredientName: ingredient?.name ?? null,
          reason: placed.problem,
        });
        continue;
      }
      const quantity = line.portions * placed.amount;
      if (!(quantity > 0)) continue;
      const key = `${line.date}|${recipe.ingredientId}`;
      const entry = sums.get(key) ?? { ingredient: ingredient!, date: line.date, sum: 0 };
      entry.sum += quantity;
      sums.set(key, entry);
    }
  }
  const needs = [...sums.values()]
    .map(({ ingredient, date, sum }) => ({
      ingredientId: ingredient.id,
      ingredientName: ingredient.name,
      date,
      quantity: roundUpThousandth(sum),
      unit: ingredient.unit,
    }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        a.ingredientName.localeCompare(b.ingredientName) ||
        a.ingredientId.localeCompare(b.ingredientId),
    );
  unplaced.sort((a, b) => a.date.localeCompare(b.date) || a.source.localeCompare(b.source));
  return { needs, unplaced };
}
