import type { FoodCostFigure, FoodCostReport, ScheduledMenuFoodCost } from '@catering/domain';
import { nextId } from './fixtures';

/** 40 eaters at $1.50: the pesto of the e2e purchase case (docs/purchasing.md 6). */
export const figure = (overrides: Partial<FoodCostFigure> = {}): FoodCostFigure => ({
  eaters: 40,
  cost: 60,
  costPerEater: 1.5,
  partial: false,
  ...overrides,
});

/** A report of `from`..`to` with nothing in it: tests add what they show. */
export function buildFoodCostReport(overrides: Partial<FoodCostReport> = {}): FoodCostReport {
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    total: figure({ eaters: 0, cost: 0, costPerEater: null }),
    serviceLines: [],
    accounts: [],
    scheduledMenus: [],
    topElements: [],
    uncosted: [],
    ...overrides,
  };
}

/** One scheduled menu's food cost: a line of 40 portions at $1.50 unless told. */
export function buildScheduledMenuFoodCost(
  overrides: Partial<ScheduledMenuFoodCost> = {},
): ScheduledMenuFoodCost {
  return {
    scheduledMenuId: nextId(),
    ...figure(),
    lines: [
      {
        scheduledElementId: nextId(),
        name: 'Basil Pesto',
        isAlternative: false,
        portions: 40,
        costPerPortion: 1.5,
        cost: 60,
        partial: false,
      },
    ],
    uncosted: [],
    ...overrides,
  };
}
