import { describe, expect, it } from 'vitest';
import { costPerEater, foodCostOfLines, foodCostSchema } from './food-cost.js';
import { EXAMPLE_INGREDIENTS, EXAMPLE_LINES, IDS } from './purchasing.example.js';

/** Monday 2025-03-10 of purchasing.example.ts, costed by hand (docs/costing.md costs). */
describe('food cost', () => {
  const monday = EXAMPLE_LINES.filter((line) => line.date === '2025-03-10');
  const result = foodCostOfLines(monday, EXAMPLE_INGREDIENTS);

  it('costs what is cooked at the preferred costed vendor, naming what it cannot cost', () => {
    // Chicken Tikka, 100 portions: 500 oz x $0.14 (89.60 / 640) = 70.00, plus 200 g of
    // garam masala = 7.05479 oz x $0.7813 (12.50 / 16, to 4 decimals) = 5.5119; the lemons
    // have no case cost. Steamed Rice: 400 oz x $0.0563 (45 / 800; Sysco's $40 has no
    // case size) = 22.52. Total 98.0319 -> $98.03.
    expect(result.cost).toBe(98.03);
    expect(result.partial).toBe(true);
    expect(result.elements).toEqual([
      { elementId: IDS.tikka, cost: 75.51 },
      { elementId: IDS.steamedRice, cost: 22.52 },
    ]);
    expect(result.uncosted.map((u) => [u.source, u.ingredientName, u.reason])).toEqual([
      ['Chicken Tikka (Taste of India, Lunch)', 'Lemon', 'no vendor cost'],
      ['Raita (Taste of India, Lunch)', 'Plain Yogurt', 'unit mismatch (cup vs oz)'],
      ['Raita (Taste of India, Lunch)', 'Cilantro', 'no amount'],
      ['Naan (Taste of India, Lunch)', 'Naan', 'no vendor cost'],
    ]);
    expect(foodCostSchema.parse(result)).toEqual(result);
  });

  it('is partial when a dish is cooked without a recipe, and names it', () => {
    const noRecipe = {
      ...EXAMPLE_LINES[0]!,
      source: 'Chickpea Curry (alternative)',
      ingredients: [],
    };
    const costed = foodCostOfLines([noRecipe], EXAMPLE_INGREDIENTS);
    expect(costed).toMatchObject({ cost: 0, partial: true });
    expect(costed.uncosted.map((line) => [line.source, line.reason])).toEqual([
      ['Chickpea Curry (alternative)', 'no recipe: nothing of it is in the needs'],
    ]);
  });

  it('is whole and zero when nothing is cooked', () => {
    const none = foodCostOfLines(
      EXAMPLE_LINES.filter((line) => line.portions === 0),
      EXAMPLE_INGREDIENTS,
    );
    expect(none).toEqual({ cost: 0, partial: false, elements: [], uncosted: [] });
  });

  it('divides by the eaters, to the cent', () => {
    expect(costPerEater(98.03, 100)).toBe(0.98);
    expect(costPerEater(10, 3)).toBe(3.33);
    expect(costPerEater(10, 0)).toBeNull();
  });
});
