import { describe, expect, it } from 'vitest';
import { type IngredientNeed, ingredientNeeds } from './ingredient-needs.js';
import { casesFor, orderGuide, orderGuideSchema, splitDeliveries } from './order-guide.js';
import { EXAMPLE_INGREDIENTS, EXAMPLE_LINES, IDS } from './purchasing.example.js';

/**
 * The week of purchasing.example.ts, ordered on Saturday 2025-03-08 (docs/purchasing.md,
 * worked example). Lead times are calendar days: weekends count, nobody skips them.
 */
describe('order guide', () => {
  const { needs } = ingredientNeeds(EXAMPLE_LINES, EXAMPLE_INGREDIENTS);
  const guide = orderGuide(needs, EXAMPLE_INGREDIENTS, { today: '2025-03-08' });
  const rows = (vendorName: string) =>
    guide.vendors
      .find((v) => v.vendorName === vendorName)!
      .days.flatMap((day) =>
        day.lines.map((l) => [
          day.orderBy,
          l.ingredientName,
          l.itemId,
          l.deliveryDate,
          l.quantity,
          l.cases,
          l.lineCost,
          l.late,
        ]),
      );

  it('buys from the preferred vendor, in deliveries that keep within the shelf life', () => {
    expect(guide.vendors.map((v) => v.vendorName)).toEqual(['Sysco', 'US Foods']);
    expect(rows('Sysco')).toEqual([
      // Chicken, 640 oz a case at $89.60, 3 days' shelf life, 2 days' lead time.
      // Monday 500 + Tuesday 300 = 800 oz -> 2 cases; Monday minus 2 days is Saturday.
      ['2025-03-08', 'Chicken Thigh', 'SY-1001', '2025-03-10', 800, 2, 179.2, false],
      // No shelf life: one delivery of 7.055 + 4.233 + 5.644 = 16.932 oz -> 2 cases of 16.
      ['2025-03-08', 'Garam Masala', 'SY-2040', '2025-03-10', 16.932, 2, 25, false],
      // Thursday is 3 days after Monday's delivery: not < 3, so a second delivery.
      ['2025-03-11', 'Chicken Thigh', 'SY-1001', '2025-03-13', 400, 1, 89.6, false],
    ]);
    expect(rows('US Foods')).toEqual([
      // Sysco has no case size for rice: US Foods, 800 oz a case, 3 days' lead time, so
      // Monday's rice is ordered by Friday, already past on Saturday.
      ['2025-03-07', 'Jasmine Rice', 'US-210', '2025-03-10', 400, 1, 45, true],
      // 10 + 6 + 8 lemons, 115 a case, no case cost.
      ['2025-03-07', 'Lemon', 'US-500', '2025-03-10', 24, 1, null, true],
    ]);
    const chicken = guide.vendors[0]!.days[0]!.lines[0]!;
    expect(chicken.serviceDates).toEqual(['2025-03-10', '2025-03-11']);
    expect(chicken).toMatchObject({ unit: 'oz', unitsPerCase: 640, costPerCase: 89.6 });
  });

  it('totals per vendor and per order-by day, partial where a line has no cost', () => {
    const [sysco, usFoods] = guide.vendors;
    expect(sysco!.days.map((d) => [d.orderBy, d.total])).toEqual([
      ['2025-03-08', { cost: 204.2, partial: false }],
      ['2025-03-11', { cost: 89.6, partial: false }],
    ]);
    expect(sysco!.total).toEqual({ cost: 293.8, partial: false });
    expect(usFoods!.total).toEqual({ cost: 45, partial: true });
    expect(guide.days).toEqual([
      { orderBy: '2025-03-07', total: { cost: 45, partial: true } },
      { orderBy: '2025-03-08', total: { cost: 204.2, partial: false } },
      { orderBy: '2025-03-11', total: { cost: 89.6, partial: false } },
    ]);
    expect(guide.total).toEqual({ cost: 338.8, partial: true });
  });

  it('lists apart what no vendor sells by the case', () => {
    expect(guide.notOrderable).toEqual([
      {
        ingredientId: IDS.naan,
        ingredientName: 'Naan',
        date: '2025-03-10',
        quantity: 100,
        unit: 'ea',
        reason: 'no vendor with units per case',
      },
    ]);
  });

  it('gives each vendor the rows its order portal imports', () => {
    expect(guide.vendors[1]!.csv).toEqual([
      { itemId: 'US-210', description: 'Jasmine Rice', cases: 1, deliveryDate: '2025-03-10' },
      { itemId: 'US-500', description: 'Lemon', cases: 1, deliveryDate: '2025-03-10' },
    ]);
    expect(guide.vendors[0]!.csv.map((r) => [r.itemId, r.cases, r.deliveryDate])).toEqual([
      ['SY-1001', 2, '2025-03-10'],
      ['SY-2040', 2, '2025-03-10'],
      ['SY-1001', 1, '2025-03-13'],
    ]);
  });

  it('answers the payload the API sends', () => {
    expect(orderGuideSchema.parse(guide)).toEqual(guide);
  });

  it('orders on the order-by day without being late, and names an unknown ingredient', () => {
    const need: IngredientNeed = {
      ingredientId: IDS.chicken,
      ingredientName: 'Chicken Thigh',
      date: '2025-03-10',
      quantity: 1,
      unit: 'oz',
    };
    const onTime = orderGuide([need], EXAMPLE_INGREDIENTS, { today: '2025-03-08' });
    expect(onTime.vendors[0]!.days[0]!.lines[0]!.late).toBe(false);
    const unknown = orderGuide([{ ...need, ingredientId: IDS.unknown }], EXAMPLE_INGREDIENTS, {
      today: '2025-03-08',
    });
    expect(unknown.vendors).toEqual([]);
    expect(unknown.notOrderable.map((n) => n.reason)).toEqual(['unknown ingredient']);
  });
});

describe('cases and deliveries', () => {
  it('rounds up to whole cases, past a float hair', () => {
    expect(casesFor(12.0000001, 1)).toBe(12);
    expect(casesFor(1.1, 0.1)).toBe(11);
    expect(casesFor(641, 640)).toBe(2);
    expect(casesFor(0, 640)).toBe(0);
  });

  it('starts a delivery when a need is expDays or more after the current one', () => {
    const dates = ['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14'];
    const split = (expDays: number | null) =>
      splitDeliveries(
        dates.map((date) => ({ date })),
        expDays,
      ).map((d) => [d.date, d.needs.length]);
    expect(split(3)).toEqual([
      ['2025-03-10', 3],
      ['2025-03-13', 2],
    ]);
    // 0 days: nothing keeps overnight, a delivery per service date.
    expect(split(0)).toHaveLength(5);
    expect(split(null)).toEqual([['2025-03-10', 5]]);
  });
});
