import { describe, expect, it } from 'vitest';
import { ingredientNeeds, ingredientNeedsSchema, roundUpThousandth } from './ingredient-needs.js';
import { EXAMPLE_INGREDIENTS, EXAMPLE_LINES, IDS } from './purchasing.example.js';
import type { PortionLine } from './purchasing.js';

/** The week of purchasing.example.ts, counted by hand (docs/purchasing.md, worked example). */
describe('ingredient needs', () => {
  const { needs, unplaced } = ingredientNeeds(EXAMPLE_LINES, EXAMPLE_INGREDIENTS);

  it('sums portions x amount per ingredient and date, converted to the ingredient unit', () => {
    expect(needs.map((n) => [n.date, n.ingredientName, n.quantity, n.unit])).toEqual([
      // Chicken Tikka 100 portions x 5 oz.
      ['2025-03-10', 'Chicken Thigh', 500, 'oz'],
      // 100 x 2 g = 200 g / 28.349523125 = 7.05479… oz, up to the thousandth.
      ['2025-03-10', 'Garam Masala', 7.055, 'oz'],
      // Steamed Rice 100 x 0.25 lb = 25 lb = 400 oz.
      ['2025-03-10', 'Jasmine Rice', 400, 'oz'],
      ['2025-03-10', 'Lemon', 10, 'ea'],
      ['2025-03-10', 'Naan', 100, 'ea'],
      ['2025-03-11', 'Chicken Thigh', 300, 'oz'],
      // 120 g = 4.23287… oz.
      ['2025-03-11', 'Garam Masala', 4.233, 'oz'],
      ['2025-03-11', 'Lemon', 6, 'ea'],
      // Wednesday cooks 0 portions: nothing, and nothing listed apart.
      ['2025-03-13', 'Chicken Thigh', 400, 'oz'],
      // 160 g = 5.64383… oz.
      ['2025-03-13', 'Garam Masala', 5.644, 'oz'],
      ['2025-03-13', 'Lemon', 8, 'ea'],
    ]);
    expect(needs[0]!.ingredientId).toBe(IDS.chicken);
  });

  it('lists apart, with the reason, every recipe line it cannot place', () => {
    expect(unplaced).toEqual([
      {
        date: '2025-03-10',
        source: 'Raita (Taste of India, Lunch)',
        ingredientId: IDS.yogurt,
        ingredientName: 'Plain Yogurt',
        reason: 'unit mismatch (cup vs oz)',
      },
      {
        date: '2025-03-10',
        source: 'Raita (Taste of India, Lunch)',
        ingredientId: IDS.cilantro,
        ingredientName: 'Cilantro',
        reason: 'no amount',
      },
      {
        date: '2025-03-11',
        source: 'Mystery Dish (Taste of India, Lunch)',
        ingredientId: IDS.unknown,
        ingredientName: null,
        reason: 'unknown ingredient',
      },
    ]);
  });

  it('answers the payload the API sends', () => {
    expect(ingredientNeedsSchema.parse({ needs, unplaced })).toEqual({ needs, unplaced });
  });

  it('sums two services of one ingredient on a date before rounding, and names a missing unit', () => {
    const lines: PortionLine[] = [1, 2].map((n) => ({
      date: '2025-03-10',
      serviceLine: n === 1 ? 'Lunch' : 'Dinner',
      source: `Curry ${n}`,
      elementId: IDS.tikka,
      portions: 3,
      ingredients: [
        { ingredientId: IDS.chicken, amountPerPortion: 0.1, unit: 'lb' },
        { ingredientId: IDS.cilantro, amountPerPortion: 0.2, unit: null },
      ],
    }));
    const result = ingredientNeeds(lines, EXAMPLE_INGREDIENTS);
    // 2 x 3 x 0.1 lb x 16 = 9.6 oz (a float 9.600000000000001 is not 9.601).
    expect(result.needs.map((n) => n.quantity)).toEqual([9.6]);
    expect(result.unplaced.map((u) => [u.source, u.reason])).toEqual([
      ['Curry 1', 'no unit'],
      ['Curry 2', 'no unit'],
    ]);
  });

  it('names a dish cooked without a recipe (an alternative dish), rather than drop it', () => {
    const line: PortionLine = {
      date: '2025-03-10',
      serviceLine: 'Lunch',
      source: 'Chickpea Curry, alternative dish of Chicken Tikka (Taste of India, Lunch)',
      elementId: IDS.tikka,
      portions: 8,
      ingredients: [],
    };
    const result = ingredientNeeds([line, { ...line, portions: 0 }], EXAMPLE_INGREDIENTS);
    expect(result.needs).toEqual([]);
    expect(result.unplaced).toEqual([
      {
        date: '2025-03-10',
        source: line.source,
        ingredientId: null,
        ingredientName: null,
        reason: 'no recipe: nothing of it is in the needs',
      },
    ]);
  });

  it('rounds up to the thousandth, past a float hair', () => {
    expect(roundUpThousandth(7.0547923899)).toBe(7.055);
    expect(roundUpThousandth(2.0000000000000004)).toBe(2);
    expect(roundUpThousandth(0.0001)).toBe(0.001);
  });
});
