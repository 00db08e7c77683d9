import { z } from 'zod';
import { COSTING_PROBLEMS, ingredientCostPerUnit } from './costing.js';
import { uuid } from './ids.js';
import {
  amountInIngredientUnit,
  PURCHASING_PROBLEMS,
  unplacedLineSchema,
} from './ingredient-needs.js';
import type { PortionLine, PurchasableIngredient } from './purchasing.js';

/**
 * Food cost (issue #27 point 3; docs/purchasing.md 6): what the cooked portions cost at
 * the ingredients' costs per unit (docs/costing.md), the recipe read as the needs read it.
 * A recipe line that cannot be costed is named with its reason; the total is then partial.
 */

export const foodCostSchema = z.object({
  /** Dollars to the cent: the costed recipe lines only. */
  cost: z.number(),
  /** Some recipe line could not be costed: `uncosted` names it. */
  partial: z.boolean(),
  /** Per element, most costly first (the report's ten most costly elements). */
  elements: z.array(z.object({ elementId: uuid, cost: z.number() })),
  uncosted: z.array(unplacedLineSchema),
});
export type FoodCost = z.infer<typeof foodCostSchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function foodCostOfLines(
  lines: readonly PortionLine[],
  ingredients: ReadonlyMap<string, PurchasableIngredient>,
): FoodCost {
  const costPerUnit = new Map<string, number | null>();
  const costOf = (ingredient: PurchasableIngredient) => {
    if (!costPerUnit.has(ingredient.id)) {
      costPerUnit.set(ingredient.id, ingredientCostPerUnit(ingredient.vendors));
    }
    return costPerUnit.get(ingredient.id)!;
  };
  const byElement = new Map<string, number>();
  const uncosted: FoodCost['uncosted'] = [];
  let total = 0;
  for (const line of lines) {
    if (!(line.portions > 0)) continue;
    if (line.ingredients.length === 0) {
      const { date, source } = line;
      const reason = PURCHASING_PROBLEMS.noRecipe;
      uncosted.push({ date, source, ingredientId: null, ingredientName: null, reason });
      continue;
    }
    for (const recipe of line.ingredients) {
      const ingredient = ingredients.get(recipe.ingredientId);
      const placed = amountInIngredientUnit(recipe, ingredient);
      const unitCost = ingredient ? costOf(ingredient) : null;
      if ('problem' in placed || unitCost === null) {
        uncosted.push({
          date: line.date,
          source: line.source,
          ingredientId: recipe.ingredientId,
          ingredientName: ingredient?.name ?? null,
          reason: 'problem' in placed ? placed.problem : COSTING_PROBLEMS.noVendorCost,
        });
        continue;
      }
      const cost = line.portions * placed.amount * unitCost;
      total += cost;
      byElement.set(line.elementId, (byElement.get(line.elementId) ?? 0) + cost);
    }
  }
  return {
    cost: round2(total),
    partial: uncosted.length > 0,
    elements: [...byElement]
      .map(([elementId, cost]) => ({ elementId, cost: round2(cost) }))
      .sort((a, b) => b.cost - a.cost || a.elementId.localeCompare(b.elementId)),
    uncosted,
  };
}

/** Cost per eater to the cent; null when nobody eats. */
export function costPerEater(total: number, eaters: number): number | null {
  return eaters > 0 ? round2(total / eaters) : null;
}
