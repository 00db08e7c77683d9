import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  foodCostReport,
  foodCostReportSchema,
  type ScheduledMenuEaters,
  scheduledMenuFoodCost,
  scheduledMenuFoodCostSchema,
} from './food-cost-report.js';
import { EXAMPLE_INGREDIENTS, EXAMPLE_LINES, IDS } from './purchasing.example.js';
import type { AccountParts, PortionLine } from './purchasing.js';

/*
 * Monday to Wednesday of purchasing.example.ts, as scheduled menus of two accounts, costed
 * by hand (docs/purchasing.md 6). Costs per portion (docs/costing.md, 4 decimals a unit):
 * Chicken Tikka 5 oz x $0.14 = $0.70 plus 2 g = 0.0705479 oz of garam masala x $0.7813 =
 * $0.0551191, so $0.7551191 (the lemon has no cost: partial); Steamed Rice 4 oz x $0.0563 =
 * $0.2252; Raita and Naan cannot be costed at all.
 *
 * - Monday, Taste of India (Lunch): Acme 60 eaters, Beta 40. Tikka 100 portions = $75.51191,
 *   Acme 0.6 and Beta 0.4 of it; Rice 100 = $22.52, half each; Raita, Naan 100 each.
 * - Monday, a soup add-on in Lunch, ordered by Beta only: 20 portions of 2 oz chicken = $5.60.
 * - Tuesday, Taste of India (Dinner): Acme 50 eaters. Tikka 60 = $45.307145; the Mystery Dish
 *   names an unknown ingredient.
 * - Wednesday, Taste of India (Lunch): nobody eats; the Chef numbers left a row out.
 */

const id = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const ACME = { accountId: id(1), accountName: 'Acme' };
const BETA = { accountId: id(2), accountName: 'Beta' };
const LUNCH = id(3);
const DINNER = id(4);
const MENUS = { monday: id(11), tuesday: id(12), wednesday: id(13) };
const SOUP = id(21);

const LEFT_OUT =
  'Some Scheduled Elements are missing type/container/portion information and were left out: Dal.';
const menus: ScheduledMenuEaters[] = [
  {
    id: MENUS.monday,
    date: '2025-03-10',
    name: 'Taste of India',
    serviceLineId: LUNCH,
    serviceLine: 'Lunch',
    accounts: [
      { ...ACME, headCount: 60 },
      { ...BETA, headCount: 40 },
    ],
    notCounted: [],
  },
  {
    id: MENUS.tuesday,
    date: '2025-03-11',
    name: 'Taste of India',
    serviceLineId: DINNER,
    serviceLine: 'Dinner',
    accounts: [{ ...ACME, headCount: 50 }],
    notCounted: [],
  },
  {
    id: MENUS.wednesday,
    date: '2025-03-12',
    name: 'Taste of India',
    serviceLineId: LUNCH,
    serviceLine: 'Lunch',
    accounts: [],
    notCounted: [LEFT_OUT],
  },
];

const parts = (acme: number): AccountParts => ({
  accounts: [
    { id: ACME.accountId, name: ACME.accountName },
    { id: BETA.accountId, name: BETA.accountName },
  ],
  parts: [acme, 1 - acme],
});
const menuOfDay = { '2025-03-10': 0, '2025-03-11': 1, '2025-03-12': 2 } as Record<string, number>;
const lines: PortionLine[] = [
  ...EXAMPLE_LINES.filter((line) => line.date in menuOfDay).map((line, index): PortionLine => {
    const menu = menus[menuOfDay[line.date]!]!;
    return {
      ...line,
      source: line.source.replace('Lunch', menu.serviceLine),
      serviceLine: menu.serviceLine,
      serviceLineId: menu.serviceLineId,
      name: line.source.split(' (')[0],
      scheduledMenuId: menu.id,
      scheduledElementId: id(100 + index),
      isAlternative: false,
      accountParts:
        menu.id !== MENUS.monday
          ? { accounts: [{ id: ACME.accountId, name: ACME.accountName }], parts: [1] }
          : line.elementId === IDS.steamedRice
            ? parts(0.5)
            : parts(0.6),
    };
  }),
  {
    date: '2025-03-10',
    serviceLine: 'Lunch',
    serviceLineId: LUNCH,
    source: 'Tomato Soup (Soup, Lunch)',
    elementId: SOUP,
    name: 'Tomato Soup',
    scheduledMenuId: null,
    scheduledElementId: id(200),
    portions: 20,
    accountParts: { accounts: [{ id: BETA.accountId, name: BETA.accountName }], parts: [1] },
    ingredients: [{ ingredientId: IDS.chicken, amountPerPortion: 2, unit: 'oz' }],
  },
];

describe('foodCostReport', () => {
  const report = foodCostReport({
    from: '2025-03-10',
    to: '2025-03-12',
    lines,
    ingredients: EXAMPLE_INGREDIENTS,
    menus,
  });

  it('costs the range over the eaters, rounding once at the end', () => {
    // 98.031909 (Monday) + 5.60 (soup) + 45.307145 (Tuesday) = 148.939055 for 150 eaters.
    expect(report.total).toEqual({ eaters: 150, cost: 148.94, costPerEater: 0.99, partial: true });
    expect(report.scheduledMenus).toEqual([
      {
        id: MENUS.monday,
        date: '2025-03-10',
        serviceLine: 'Lunch',
        name: 'Taste of India',
        // The soup is not the menu's: 98.031909 for 100.
        eaters: 100,
        cost: 98.03,
        costPerEater: 0.98,
        partial: true,
      },
      expect.objectContaining({ eaters: 50, cost: 45.31, costPerEater: 0.91, partial: true }),
      // Nobody eats: no cost per eater; the row the numbers left out makes it partial.
      expect.objectContaining({ eaters: 0, cost: 0, costPerEater: null, partial: true }),
    ]);
    expect(foodCostReportSchema.parse(report)).toEqual(report);
  });

  it('gives add-ons to their service line and accounts, but no eaters', () => {
    expect(report.serviceLines).toEqual([
      { id: DINNER, name: 'Dinner', eaters: 50, cost: 45.31, costPerEater: 0.91, partial: true },
      // 98.031909 + 5.60 = 103.631909 for Monday's 100 (Wednesday has none).
      { id: LUNCH, name: 'Lunch', eaters: 100, cost: 103.63, costPerEater: 1.04, partial: true },
    ]);
    // Acme: 0.6 x 75.51191 + 0.5 x 22.52 + 45.307145 = 101.874291 for 60 + 50 eaters.
    // Beta: 0.4 x 75.51191 + 0.5 x 22.52 + 5.60 (its soup) = 47.064764 for 40.
    // Rounded apart, they sum to 148.93: a cent short of the total, not a cent lost.
    expect(report.accounts).toEqual([
      {
        id: ACME.accountId,
        name: 'Acme',
        eaters: 110,
        cost: 101.87,
        costPerEater: 0.93,
        partial: true,
      },
      {
        id: BETA.accountId,
        name: 'Beta',
        eaters: 40,
        cost: 47.06,
        costPerEater: 1.18,
        partial: true,
      },
    ]);
  });

  it('names the most costly elements and everything it could not cost', () => {
    expect(report.topElements).toEqual([
      { elementId: IDS.tikka, name: 'Chicken Tikka', portions: 160, cost: 120.82, partial: true },
      {
        elementId: IDS.steamedRice,
        name: 'Steamed Rice',
        portions: 100,
        cost: 22.52,
        partial: false,
      },
      { elementId: SOUP, name: 'Tomato Soup', portions: 20, cost: 5.6, partial: false },
    ]);
    expect(report.uncosted.map((u) => [u.date, u.source, u.ingredientName, u.reason])).toEqual([
      ['2025-03-10', 'Chicken Tikka (Taste of India, Lunch)', 'Lemon', 'no vendor cost'],
      ['2025-03-10', 'Raita (Taste of India, Lunch)', 'Plain Yogurt', 'unit mismatch (cup vs oz)'],
      ['2025-03-10', 'Raita (Taste of India, Lunch)', 'Cilantro', 'no amount'],
      ['2025-03-10', 'Naan (Taste of India, Lunch)', 'Naan', 'no vendor cost'],
      ['2025-03-11', 'Chicken Tikka (Taste of India, Dinner)', 'Lemon', 'no vendor cost'],
      ['2025-03-11', 'Mystery Dish (Taste of India, Dinner)', null, 'unknown ingredient'],
      ['2025-03-12', 'Taste of India (Lunch)', null, LEFT_OUT],
    ]);
  });

  it('keeps ten elements, and is whole when everything is costed', () => {
    const many = Array.from(
      { length: 12 },
      (_, i): PortionLine => ({
        ...lines.at(-1)!,
        elementId: id(300 + i),
        name: `Soup ${i}`,
        portions: i + 1,
      }),
    );
    const whole = foodCostReport({
      from: '2025-03-10',
      to: '2025-03-10',
      lines: many,
      ingredients: EXAMPLE_INGREDIENTS,
      menus: [],
    });
    expect(whole.topElements.map((e) => e.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Soup ${11 - i}`),
    );
    // 78 soups x $0.28, nobody's eaters (add-ons only).
    expect(whole.total).toEqual({ eaters: 0, cost: 21.84, costPerEater: null, partial: false });
    expect(whole.uncosted).toEqual([]);
  });
});

describe('scheduledMenuFoodCost', () => {
  it("gives the editor each line's portions, cost per portion and cost", () => {
    const monday = scheduledMenuFoodCost(menus[0]!, lines, EXAMPLE_INGREDIENTS);
    expect(monday).toMatchObject({
      scheduledMenuId: MENUS.monday,
      eaters: 100,
      cost: 98.03,
      costPerEater: 0.98,
      partial: true,
    });
    expect(
      monday.lines.map((l) => [l.name, l.portions, l.costPerPortion, l.cost, l.partial]),
    ).toEqual([
      ['Chicken Tikka', 100, 0.7551, 75.51, true],
      ['Steamed Rice', 100, 0.2252, 22.52, false],
      ['Raita', 100, null, 0, true],
      ['Naan', 100, null, 0, true],
    ]);
    expect(monday.uncosted).toHaveLength(4);
    expect(scheduledMenuFoodCostSchema.parse(monday)).toEqual(monday);
  });

  it('shows what a line would cost a portion even when nothing is cooked of it', () => {
    const wednesday = scheduledMenuFoodCost(menus[2]!, lines, EXAMPLE_INGREDIENTS);
    expect(wednesday.lines.map((l) => [l.name, l.portions, l.costPerPortion, l.cost])).toEqual([
      ['Chicken Tikka', 0, 0.7551, 0],
    ]);
    // The lemon is not bought for 0 portions; the row the numbers left out is named.
    expect(wednesday.uncosted.map((u) => u.reason)).toEqual([LEFT_OUT]);
    expect(wednesday).toMatchObject({ eaters: 0, cost: 0, costPerEater: null, partial: true });
  });
});

describe('food cost properties', () => {
  const recipes = EXAMPLE_LINES.map((line) => line.ingredients);
  const lineArb = fc.record({
    recipe: fc.integer({ min: 0, max: recipes.length - 1 }),
    portions: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 500 }),
      fc.double({ min: 0.1, max: 500, noNaN: true }),
    ),
    menu: fc.option(fc.constantFrom(MENUS.monday, MENUS.tuesday)),
    acme: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  it('loses no cent: accounts add up to the total, and lines to their menu', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 15 }), (drawn) => {
        const random = drawn.map(
          ({ recipe, portions, menu, acme }, i): PortionLine => ({
            date: menu === MENUS.tuesday ? '2025-03-11' : '2025-03-10',
            serviceLine: menu === MENUS.tuesday ? 'Dinner' : 'Lunch',
            source: `Dish ${i}`,
            elementId: id(400 + i),
            scheduledMenuId: menu,
            scheduledElementId: id(500 + i),
            portions,
            accountParts: parts(acme),
            ingredients: recipes[recipe]!,
          }),
        );
        const args = { from: '2025-03-10', to: '2025-03-11', ingredients: EXAMPLE_INGREDIENTS };
        const report = foodCostReport({ ...args, lines: random, menus });
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        // Each figure is rounded once: at most half a cent off each.
        const slack = (n: number) => 0.005 * (n + 1) + 1e-9;
        const accounts = report.accounts.map((a) => a.cost);
        expect(Math.abs(sum(accounts) - report.total.cost)).toBeLessThanOrEqual(
          slack(accounts.length),
        );
        const lineTotals = report.serviceLines.map((l) => l.cost);
        expect(Math.abs(sum(lineTotals) - report.total.cost)).toBeLessThanOrEqual(
          slack(lineTotals.length),
        );
        for (const menu of menus.slice(0, 2)) {
          const one = scheduledMenuFoodCost(menu, random, EXAMPLE_INGREDIENTS);
          const costs = one.lines.map((l) => l.cost);
          expect(Math.abs(sum(costs) - one.cost)).toBeLessThanOrEqual(slack(costs.length));
          expect(report.scheduledMenus.find((m) => m.id === menu.id)?.cost).toBe(one.cost);
          // Partial exactly when something it cooks is named.
          expect(one.partial).toBe(one.uncosted.length > 0);
        }
        expect(report.total.partial).toBe(report.uncosted.length > 0);
      }),
    );
  });
});
