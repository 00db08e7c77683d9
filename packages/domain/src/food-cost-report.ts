import { z } from 'zod';
import { costOfLines, costPerEater, roundToCent } from './food-cost.js';
import { uuid } from './ids.js';
import { type UnplacedLine, unplacedLineSchema } from './ingredient-needs.js';
import type { AccountParts, PortionLine, PurchasableIngredient } from './purchasing.js';

/**
 * The Food Cost report and a scheduled menu's food cost (issue #27 point 3;
 * docs/purchasing.md 6): what the cooked portions cost, over the eaters the Chef numbers
 * count, per service line, account and scheduled menu. Exact sums, rounded to the cent
 * once, at the end; anything that cannot be costed is named and makes its figures partial.
 */

/** A scheduled menu's eaters as its Chef numbers count them, per account. */
export interface ScheduledMenuEaters {
  id: string;
  date: string;
  name: string;
  serviceLineId: string;
  serviceLine: string;
  /** Each account served, with its head count (the numbers' `accountSummaries`). */
  accounts: { accountId: string; accountName: string; headCount: number }[];
  /**
   * What the numbers say they could not count (the rows they left out for want of a type,
   * container or portion): cooked but not costed, so the menu's cost is partial.
   */
  notCounted: string[];
}

const figureFields = {
  /** Head counts of the scheduled menus (add-ons add none). */
  eaters: z.number().int(),
  /** Dollars to the cent. */
  cost: z.number(),
  /** cost / eaters to the cent; null when nobody eats. */
  costPerEater: z.number().nullable(),
  /** Something in it could not be costed: the answer's `uncosted` names it. */
  partial: z.boolean(),
};
export const foodCostFigureSchema = z.object(figureFields);
export type FoodCostFigure = z.infer<typeof foodCostFigureSchema>;

/** `GET /v1/purchasing/food-cost`: a market's food cost over a date range and service lines. */
export const foodCostReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: foodCostFigureSchema,
  /** By name. `id` is null only for lines missing their id (not from the API). */
  serviceLines: z.array(z.object({ id: uuid.nullable(), name: z.string(), ...figureFields })),
  /** By name; an account's cost is each line's cost times its part of the line. */
  accounts: z.array(z.object({ id: uuid, name: z.string(), ...figureFields })),
  /** By date, then service line. */
  scheduledMenus: z.array(
    z.object({
      id: uuid,
      date: z.string(),
      serviceLine: z.string(),
      name: z.string(),
      ...figureFields,
    }),
  ),
  /** The ten most costly elements over the range (menus and add-ons), most costly first. */
  topElements: z.array(
    z.object({
      elementId: uuid,
      name: z.string(),
      portions: z.number(),
      cost: z.number(),
      partial: z.boolean(),
    }),
  ),
  uncosted: z.array(unplacedLineSchema),
});
export type FoodCostReport = z.infer<typeof foodCostReportSchema>;

/** `GET /v1/scheduled-menus/{id}/food-cost`: one menu's cost, line by line. */
export const scheduledMenuFoodCostSchema = z.object({
  scheduledMenuId: uuid,
  ...figureFields,
  /** The Chef numbers' lines, in their order; a row and its alternative dish share the row id. */
  lines: z.array(
    z.object({
      scheduledElementId: uuid,
      name: z.string(),
      isAlternative: z.boolean(),
      /** Portions cooked, to the thousandth. */
      portions: z.number(),
      /** Dollars to 4 decimals (docs/costing.md); null when no recipe line can be costed. */
      costPerPortion: z.number().nullable(),
      cost: z.number(),
      /** Some recipe line of it cannot be costed (even at 0 portions). */
      partial: z.boolean(),
    }),
  ),
  uncosted: z.array(unplacedLineSchema),
});
export type ScheduledMenuFoodCost = z.infer<typeof scheduledMenuFoodCostSchema>;

export const TOP_ELEMENTS = 10;

interface Tally {
  eaters: number;
  cost: number;
  partial: boolean;
}
const tally = (): Tally => ({ eaters: 0, cost: 0, partial: false });
const figureOf = ({ eaters, cost, partial }: Tally): FoodCostFigure => ({
  eaters,
  cost: roundToCent(cost),
  costPerEater: costPerEater(cost, eaters),
  partial,
});
const roundThousandth = (value: number) => Math.round(value * 1000) / 1000;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const eatersOf = (menu: ScheduledMenuEaters) =>
  menu.accounts.reduce((sum, account) => sum + account.headCount, 0);
const notCountedOf = (menu: ScheduledMenuEaters): UnplacedLine[] =>
  menu.notCounted.map((reason) => ({
    date: menu.date,
    source: `${menu.name} (${menu.serviceLine})`,
    ingredientId: null,
    ingredientName: null,
    reason,
  }));
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Keeps one tally per key, made on first use. */
function tallies<T extends Tally>(make: (key: string) => T) {
  const map = new Map<string, T>();
  const of = (key: string) => {
    if (!map.has(key)) map.set(key, make(key));
    return map.get(key)!;
  };
  return { of, all: () => [...map.values()] };
}

export function foodCostReport(input: {
  from: string;
  to: string;
  lines: readonly PortionLine[];
  ingredients: ReadonlyMap<string, PurchasableIngredient>;
  menus: readonly ScheduledMenuEaters[];
}): FoodCostReport {
  const total = tally();
  const lineNames = new Map<string, { id: string | null; name: string }>();
  const serviceLines = tallies((key) => ({ ...tally(), ...lineNames.get(key)! }));
  const serviceLineOf = (id: string | undefined, name: string) => {
    const key = id ?? name;
    if (!lineNames.has(key)) lineNames.set(key, { id: id ?? null, name });
    return serviceLines.of(key);
  };
  const accountNames = new Map<string, string>();
  const accounts = tallies((id) => ({ ...tally(), id, name: accountNames.get(id)! }));
  const accountOf = (id: string, name: string) => {
    if (!accountNames.has(id)) accountNames.set(id, name);
    return accounts.of(id);
  };
  // The tallies of a menu's accounts, found once for all its lines.
  const talliedAccounts = new Map<AccountParts['accounts'], Tally[]>();
  const talliesOf = (list: AccountParts['accounts']) => {
    const found = talliedAccounts.get(list);
    if (found) return found;
    const tallied = list.map((a) => accountOf(a.id, a.name));
    talliedAccounts.set(list, tallied);
    return tallied;
  };
  const menus = new Map<string, Tally>();
  const elements = tallies((elementId) => ({ elementId, name: '', portions: 0, ...tally() }));
  const uncosted: UnplacedLine[] = [];

  for (const menu of input.menus) {
    const own = { ...tally(), eaters: eatersOf(menu), partial: menu.notCounted.length > 0 };
    menus.set(menu.id, own);
    const line = serviceLineOf(menu.serviceLineId, menu.serviceLine);
    const served = menu.accounts.map((a) => {
      const account = accountOf(a.accountId, a.accountName);
      account.eaters += a.headCount;
      return account;
    });
    for (const t of [total, line]) t.eaters += own.eaters;
    if (!own.partial) continue;
    uncosted.push(...notCountedOf(menu));
    for (const t of [total, line, ...served]) t.partial = true;
  }

  const costs = costOfLines(input.lines, input.ingredients);
  input.lines.forEach((line, index) => {
    if (!(line.portions > 0)) return;
    const { cost, anyCosted, uncosted: problems } = costs[index]!;
    const partial = problems.length > 0;
    uncosted.push(...problems);
    const menu = line.scheduledMenuId ? menus.get(line.scheduledMenuId) : undefined;
    for (const t of [total, serviceLineOf(line.serviceLineId, line.serviceLine), menu]) {
      if (!t) continue;
      t.cost += cost;
      t.partial ||= partial;
    }
    const shares = line.accountParts;
    if (shares) {
      const tallied = talliesOf(shares.accounts);
      shares.parts.forEach((part, i) => {
        if (!(part > 0)) return;
        tallied[i]!.cost += cost * part;
        tallied[i]!.partial ||= partial;
      });
    }
    if (!anyCosted) return;
    const element = elements.of(line.elementId);
    element.name ||= line.name ?? line.source;
    element.portions += line.portions;
    element.cost += cost;
    element.partial ||= partial;
  });

  return {
    from: input.from,
    to: input.to,
    total: figureOf(total),
    serviceLines: serviceLines
      .all()
      .sort(byName)
      .map(({ id, name, ...t }) => ({ id, name, ...figureOf(t) })),
    accounts: accounts
      .all()
      .sort(byName)
      .map(({ id, name, ...t }) => ({ id, name, ...figureOf(t) })),
    scheduledMenus: input.menus.map((menu) => ({
      id: menu.id,
      date: menu.date,
      serviceLine: menu.serviceLine,
      name: menu.name,
      ...figureOf(menus.get(menu.id)!),
    })),
    topElements: elements
      .all()
      .sort((a, b) => b.cost - a.cost || byName(a, b))
      .slice(0, TOP_ELEMENTS)
      .map(({ elementId, name, portions, cost, partial }) => ({
        elementId,
        name,
        portions: roundThousandth(portions),
        cost: roundToCent(cost),
        partial,
      })),
    // Stable: by date, each day in the order it was found.
    uncosted: uncosted.sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** One scheduled menu's food cost for its editor: the lines of `lines` cooked for it. */
export function scheduledMenuFoodCost(
  menu: ScheduledMenuEaters,
  lines: readonly PortionLine[],
  ingredients: ReadonlyMap<string, PurchasableIngredient>,
): ScheduledMenuFoodCost {
  const own = lines.filter((line) => line.scheduledMenuId === menu.id);
  const costs = costOfLines(own, ingredients);
  const eaters = eatersOf(menu);
  const uncosted = notCountedOf(menu);
  let cost = 0;
  const costedLines = own.map((line, index) => {
    const costed = costs[index]!;
    if (line.portions > 0) {
      cost += costed.cost;
      uncosted.push(...costed.uncosted);
    }
    return {
      scheduledElementId: line.scheduledElementId ?? line.elementId,
      name: line.name ?? line.source,
      isAlternative: line.isAlternative ?? false,
      portions: roundThousandth(line.portions),
      costPerPortion: costed.anyCosted ? round4(costed.perPortion) : null,
      cost: roundToCent(costed.cost),
      partial: costed.uncosted.length > 0,
    };
  });
  return {
    scheduledMenuId: menu.id,
    eaters,
    cost: roundToCent(cost),
    costPerEater: costPerEater(cost, eaters),
    partial: uncosted.length > 0,
    lines: costedLines,
    uncosted,
  };
}
