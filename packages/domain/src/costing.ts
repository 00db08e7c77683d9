import type { ElementCosting } from './element.js';

/**
 * Costing (docs/costing.md). An ingredient is bought by the case: its cost per portion
 * unit is cost per case / units per case of the preferred vendor that has both figures.
 * An element's cost per portion adds up its ingredient amounts at those costs, converting
 * between units of one kind (weight, volume); anything else is named, not guessed.
 */

export interface VendorCostFigures {
  preference: number;
  unitsPerCase: number | null;
  costPerCase: number | null;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function ingredientCostPerUnit(vendors: readonly VendorCostFigures[]): number | null {
  const costed = [...vendors]
    .sort((a, b) => a.preference - b.preference)
    .find((v) => v.costPerCase !== null && v.unitsPerCase !== null && v.unitsPerCase > 0);
  return costed ? round4(costed.costPerCase! / costed.unitsPerCase!) : null;
}

/** Units of one kind, in a base unit of that kind (ounces of weight, fluid ounces). */
const UNIT_FACTORS: Record<string, { kind: 'weight' | 'volume'; toBase: number }> = {
  oz: { kind: 'weight', toBase: 1 },
  lb: { kind: 'weight', toBase: 16 },
  g: { kind: 'weight', toBase: 1 / 28.349523125 },
  'fl. oz': { kind: 'volume', toBase: 1 },
  qt: { kind: 'volume', toBase: 32 },
  cup: { kind: 'volume', toBase: 8 },
  tbsp: { kind: 'volume', toBase: 0.5 },
};

/** `amount` of unit `from` expressed in unit `to`; null when the two cannot be converted. */
export function convertAmount(amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  const a = UNIT_FACTORS[from];
  const b = UNIT_FACTORS[to];
  if (!a || !b || a.kind !== b.kind) return null;
  return (amount * a.toBase) / b.toBase;
}

export interface CostableIngredient {
  id: string;
  name: string;
  unitAbbreviation: string;
  costPerUnit: number | null;
}

export interface ElementIngredientLine {
  ingredientId: string;
  amount: number | null;
  unitAbbreviation: string | null;
}

export const COSTING_PROBLEMS = {
  noAmount: 'no amount',
  noUnit: 'no unit',
  noVendorCost: 'no vendor cost',
  unitMismatch: (from: string, to: string) => `unit mismatch (${from} vs ${to})`,
} as const;

export function costElement(
  lines: readonly ElementIngredientLine[],
  ingredients: ReadonlyMap<string, CostableIngredient>,
): ElementCosting {
  let total = 0;
  let anyCosted = false;
  const costLines = lines.map((line) => {
    const ingredient = ingredients.get(line.ingredientId);
    const name = ingredient?.name ?? '[ERROR GETTING INGREDIENT]';
    const uncosted = (problem: string) => ({
      ingredientId: line.ingredientId,
      name,
      cost: null,
      problem,
    });
    if (!ingredient || ingredient.costPerUnit === null)
      return uncosted(COSTING_PROBLEMS.noVendorCost);
    if (line.amount === null) return uncosted(COSTING_PROBLEMS.noAmount);
    if (line.unitAbbreviation === null) return uncosted(COSTING_PROBLEMS.noUnit);
    const amount = convertAmount(line.amount, line.unitAbbreviation, ingredient.unitAbbreviation);
    if (amount === null) {
      return uncosted(
        COSTING_PROBLEMS.unitMismatch(line.unitAbbreviation, ingredient.unitAbbreviation),
      );
    }
    const cost = round4(amount * ingredient.costPerUnit);
    total += cost;
    anyCosted = true;
    return { ingredientId: line.ingredientId, name, cost, problem: null };
  });
  return {
    costPerPortion: anyCosted ? round4(total) : null,
    lines: costLines,
    uncosted: costLines.filter((line) => line.problem !== null).map((line) => line.name),
  };
}
