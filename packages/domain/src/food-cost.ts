import { z } from 'zod';
import { COSTING_PROBLEMS, ingredientCostPerUnit } from './costing.js';
import { uuid } from './ids.js';
import {
  amountInIngredientUnit,
  PURCHASING_PROBLEMS,
  type UnplacedLine,
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

export const roundToCent = (value: number) => Math.round(value * 100) / 100;

/** What one portion line costs, exact (rounded by whoever sums it). */
export interface LineCost {
  /** portions x each costed recipe line's amount x its cost per unit. */
  cost: number;
  /** The same for one portion, whatever the portions. */
  perPortion: number;
  /** Some recipe line could be costed (else there is no cost per portion). */
  anyCosted: boolean;
  /** Why each recipe line that could not be costed could not (a dish without a recipe: one). */
  uncosted: UnplacedLine[];
}

/** Costs each line; `uncosted` is filled whatever the portions (callers skip 0 portions). */
export function costOfLines(
  lines: readonly PortionLine[],
  ingredients: ReadonlyMap<string, PurchasableIngredient>,
): LineCost[] {
  const costPerUnit = new Map<string, number | null>();
  const costOf = (ingredient: PurchasableIngredient) => {
    if (!costPerUnit.has(ingredient.id)) {
      costPerUnit.set(ingredient.id, ingredientCostPerUnit(ingredient.vendors));
    }
    return costPerUnit.get(ingredient.id)!;
  };
  return lines.map((line) => {
    const { date, source } = line;
    if (line.ingredients.length === 0) {
      const reason = PURCHASING_PROBLEMS.noRecipe;
      return {
        cost: 0,
        perPortion: 0,
        anyCosted: false,
        uncosted: [{ date, source, ingredientId: null, ingredientName: null, reason }],
      };
    }
    const costed: LineCost = { cost: 0, perPortion: 0, anyCosted: false, uncosted: [] };
    for (const recipe of line.ingredients) {
      const ingredient = ingredients.get(recipe.ingredientId);
      const placed = amountInIngredientUnit(recipe, ingredient);
      const unitCost = ingredient ? costOf(ingredient) : null;
      if ('problem' in placed || unitCost === null) {
        costed.uncosted.push({
          date,
          source,
          ingredientId: recipe.ingredientId,
          ingredientName: ingredient?.name ?? null,
          reason: 'problem' in placed ? placed.problem : COSTING_PROBLEMS.noVendorCost,
        });
        continue;
      }
      costed.cost += line.portions * placed.amount * unitCost;
      costed.perPortion += placed.amount * unitCost;
      costed.anyCosted = true;
    }
    return costed;
  });
}

export function foodCostOfLines(
  lines: readonly PortionLine[],
  ingredients: ReadonlyMap<string, PurchasableIngredient>,
): FoodCost {
  const byElement = new Map<string, number>();
  const uncosted: FoodCost['uncosted'] = [];
  let total = 0;
  const costs = costOfLines(lines, ingredients);
  lines.forEach((line, index) => {
    if (!(line.portions > 0)) return;
    const { cost, uncosted: problems } = costs[index]!;
    uncosted.push(...problems);
    if (!costs[index]!.anyCosted) return;
    total += cost;
    byElement.set(line.elementId, (byElement.get(line.elementId) ?? 0) + cost);
  });
  return {
    cost: roundToCent(total),
    partial: uncosted.length > 0,
    elements: [...byElement]
      .map(([elementId, cost]) => ({ elementId, cost: roundToCent(cost) }))
      .sort((a, b) => b.cost - a.cost || a.elementId.localeCompare(b.elementId)),
    uncosted,
  };
}

/** Cost per eater to the cent; null when nobody eats. */
export function costPerEater(total: number, eaters: number): number | null {
  return eaters > 0 ? roundToCent(total / eaters) : null;
}
