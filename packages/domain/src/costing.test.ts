import { describe, expect, it } from 'vitest';
import { COSTING_PROBLEMS, convertAmount, costElement, ingredientCostPerUnit } from './costing.js';

describe('ingredient cost per unit', () => {
  it('divides cost per case by units per case of the preferred costed vendor', () => {
    expect(
      ingredientCostPerUnit([
        { preference: 2, unitsPerCase: 160, costPerCase: 40 },
        { preference: 1, unitsPerCase: 640, costPerCase: 89.6 },
      ]),
    ).toBe(0.14);
  });

  it('skips a vendor without both figures, and answers null when none has them', () => {
    expect(
      ingredientCostPerUnit([
        { preference: 1, unitsPerCase: 100, costPerCase: null },
        { preference: 2, unitsPerCase: 50, costPerCase: 25 },
      ]),
    ).toBe(0.5);
    expect(ingredientCostPerUnit([{ preference: 1, unitsPerCase: 0, costPerCase: 10 }])).toBeNull();
    expect(ingredientCostPerUnit([])).toBeNull();
  });
});

describe('unit conversion', () => {
  it('converts within weight and within volume only', () => {
    expect(convertAmount(2, 'lb', 'oz')).toBe(32);
    expect(convertAmount(1, 'qt', 'fl. oz')).toBe(32);
    expect(convertAmount(3, 'tbsp', 'cup')).toBeCloseTo(0.1875);
    expect(convertAmount(100, 'g', 'oz')).toBeCloseTo(3.5274, 4);
    expect(convertAmount(1, 'cup', 'oz')).toBeNull();
    expect(convertAmount(1, 'ea', 'pc')).toBeNull();
    expect(convertAmount(4, 'ea', 'ea')).toBe(4);
  });
});

describe('element cost per portion', () => {
  const ingredients = new Map([
    [
      'chicken',
      { id: 'chicken', name: 'Chicken Thigh', unitAbbreviation: 'oz', costPerUnit: 0.14 },
    ],
    ['rice', { id: 'rice', name: 'Jasmine Rice', unitAbbreviation: 'lb', costPerUnit: 1.2 }],
    ['cream', { id: 'cream', name: 'Heavy Cream', unitAbbreviation: 'qt', costPerUnit: null }],
    [
      'tortilla',
      { id: 'tortilla', name: 'Flour Tortilla', unitAbbreviation: 'ea', costPerUnit: 0.25 },
    ],
  ]);

  it('adds the costed lines, converting units of one kind', () => {
    const costing = costElement(
      [
        { ingredientId: 'chicken', amount: 6, unitAbbreviation: 'oz' },
        { ingredientId: 'rice', amount: 4, unitAbbreviation: 'oz' },
      ],
      ingredients,
    );
    // 6 oz x 0.14 = 0.84; 4 oz = 0.25 lb x 1.20 = 0.30
    expect(costing.costPerPortion).toBe(1.14);
    expect(costing.uncosted).toEqual([]);
  });

  it('names every ingredient it could not cost, and why', () => {
    const costing = costElement(
      [
        { ingredientId: 'chicken', amount: 5, unitAbbreviation: 'oz' },
        { ingredientId: 'cream', amount: 1, unitAbbreviation: 'fl. oz' },
        { ingredientId: 'tortilla', amount: 2, unitAbbreviation: 'oz' },
        { ingredientId: 'rice', amount: null, unitAbbreviation: 'oz' },
        { ingredientId: 'rice', amount: 3, unitAbbreviation: null },
      ],
      ingredients,
    );
    expect(costing.costPerPortion).toBe(0.7);
    expect(costing.lines.map((line) => line.problem)).toEqual([
      null,
      COSTING_PROBLEMS.noVendorCost,
      COSTING_PROBLEMS.unitMismatch('oz', 'ea'),
      COSTING_PROBLEMS.noAmount,
      COSTING_PROBLEMS.noUnit,
    ]);
    expect(costing.uncosted).toEqual([
      'Heavy Cream',
      'Flour Tortilla',
      'Jasmine Rice',
      'Jasmine Rice',
    ]);
  });

  it('answers no cost at all when nothing could be costed', () => {
    expect(costElement([], ingredients).costPerPortion).toBeNull();
    expect(
      costElement([{ ingredientId: 'cream', amount: 1, unitAbbreviation: 'qt' }], ingredients)
        .costPerPortion,
    ).toBeNull();
  });
});
