import {
  type AccountParts,
  CALCULATION_MESSAGES,
  type ContainerCalculation,
  type PortionLine,
  PURCHASING_MESSAGES,
  type PurchasableIngredient,
  type PurchasingNeeds,
  type ScheduledMenuEaters,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { marketExists } from '../../lib/market-time-zone.repo.js';
import {
  addOnNumbersOfRange,
  containerNumbersOfRangeLazily,
  type SlotAddOns,
} from '../calculations/index.js';
import {
  findOriginalElements,
  findScheduledAddOnSlots,
  type PurchasingRange,
} from './purchasing.repo.js';
import { catalogueOf } from './purchasing-catalogue.js';

/**
 * The inputs of the purchasing rules (packages/domain/src/purchasing.ts, issue #27): what the
 * kitchen cooks on each scheduled day of a market, as the Chef numbers count it, with the
 * recipe of each dish, and what each ingredient's vendors sell.
 */

/** A dish cooked in a slot, before its recipe is looked up. */
interface Cooked extends Omit<PortionLine, 'elementId' | 'ingredients'> {
  /** The catalogue element whose recipe applies; null when there is none (see below). */
  masterElementId: string | null;
}

/**
 * Every line the Chef numbers count for the menus of the range, and every slot of the
 * range's scheduled add-ons, each with the recipe of its catalogue element: the scheduled
 * row's own element (an Is Alt row is a row of its own, so its own element). A dish with no
 * catalogue element, so no recipe (a row's alternative dish, which exists only on the day's
 * row; a row whose catalogue element was deleted), comes with no ingredients and the
 * scheduled row's id as `elementId`, so that it is listed, not lost. Elements the numbers
 * leave out (no type, container or portion) are not cooked by them and are not here.
 */
export async function portionLinesOf(db: Db, range: PurchasingRange): Promise<PortionLine[]> {
  return (await cookedOf(db, range, { accountParts: false })).lines;
}

/**
 * The portion lines of `portionLinesOf` and, from the same Chef numbers, each scheduled
 * menu's eaters per account (the food cost's denominators, issue #27 point 3). Each menu's
 * numbers are let go once its lines are made; `accountParts: false` leaves out each line's
 * accounts, which only the food cost reads (a month holds ~150,000 of them).
 */
export async function cookedOf(
  db: Db,
  range: PurchasingRange,
  options: { accountParts: boolean } = { accountParts: true },
): Promise<Cooking> {
  requireMarketInScope(range.scope, range.marketId);
  const rowsRead = Promise.all([
    findOriginalElements(db, range),
    findScheduledAddOnSlots(db, range),
  ]);
  // The recipes of the rows' catalogue elements and their ingredients are read while the
  // numbers are counted (some for nothing: a row the numbers leave out is not cooked).
  const catalogueRead = rowsRead.then(([origins, addOnSlots]) =>
    catalogueOf(db, [...origins.values(), ...addOnSlots.map((row) => row.originalElementId)]),
  );
  catalogueRead.catch(() => {}); // Answered below; not an unhandled rejection meanwhile.
  const [menuNumbers, [origins, addOnSlots], addOnOrders] = await Promise.all([
    containerNumbersOfRangeLazily(db, range),
    rowsRead,
    addOnNumbersOfRange(db, range),
  ]);
  const cookedOfMenus: Cooked[] = [];
  const menus: ScheduledMenuEaters[] = [];
  for (const numbers of menuNumbers) {
    cookedOfMenus.push(...menuLines(numbers, origins, options.accountParts));
    menus.push(eatersOf(numbers));
  }

  const ordered = addOnOrdersBySlot(addOnOrders);
  const cookedOfAddOns = addOnSlots.map((row): Cooked => {
    // What the accounts ordered of the slot: nothing ordered, nothing cooked.
    const orders = ordered.get(
      `${row.date}|${row.serviceLineId}|${row.scheduledAddOnId}|${row.addOnSlotId}`,
    );
    const portions = orders?.reduce((sum, order) => sum + order.quantity, 0) ?? 0;
    return {
      date: row.date,
      serviceLine: row.serviceLineName,
      serviceLineId: row.serviceLineId,
      source: `${row.elementName} (${row.typeName}, ${row.serviceLineName})`,
      name: row.elementName,
      scheduledMenuId: null,
      masterElementId: row.originalElementId,
      scheduledElementId: row.scheduledElementId,
      isAlternative: false,
      portions,
      ...partsOfOrders(orders ?? []),
    };
  });

  const { recipes, ingredients } = await catalogueRead;
  const lines = [...cookedOfMenus, ...cookedOfAddOns].map(({ masterElementId, ...line }) => ({
    ...line,
    elementId: masterElementId ?? line.scheduledElementId!,
    ingredients: (masterElementId && recipes.get(masterElementId)) || [],
  }));
  return { lines, menus, ingredients };
}

/**
 * What purchasing counts from: the lines cooked, each menu's eaters, and the ingredients of
 * the range's recipes (some of elements not cooked: the rules only look ingredients up).
 */
export interface Cooking {
  lines: PortionLine[];
  menus: ScheduledMenuEaters[];
  ingredients: Map<string, PurchasableIngredient>;
}

/** The start of the numbers' warning naming the rows they left out (the names follow). */
const LEFT_OUT = CALCULATION_MESSAGES.someElementsMissing([]).slice(0, -1);

/** A menu's head count per account, and the rows its numbers could not count. */
function eatersOf(numbers: ContainerCalculation): ScheduledMenuEaters {
  return {
    id: numbers.scheduledMenu.id,
    date: numbers.date,
    name: numbers.scheduledMenu.name,
    serviceLineId: numbers.serviceLine.id,
    serviceLine: numbers.serviceLine.name,
    accounts: numbers.accountSummaries.map(({ account, headCount }) => ({
      accountId: account.id,
      accountName: account.name,
      headCount,
    })),
    notCounted: numbers.warnings.filter((warning) => warning.startsWith(LEFT_OUT)),
  };
}

/** Each account's part of a line: its amount over the sum (none when the sum is 0). */
function partsOf(
  accounts: AccountParts['accounts'],
  amounts: readonly number[],
): AccountParts | undefined {
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  if (!(sum > 0)) return undefined;
  return { accounts, parts: amounts.map((amount) => amount / sum) };
}

type AddOnOrder = { account: { id: string; name: string }; quantity: number };

/** An add-on slot's accounts' parts: what each ordered of it. */
function partsOfOrders(orders: AddOnOrder[]): Pick<PortionLine, 'accountParts'> {
  const accountParts = partsOf(
    orders.map((order) => order.account),
    orders.map((order) => order.quantity),
  );
  return accountParts ? { accountParts } : {};
}

/** What each account ordered of each add-on slot, keyed by date, line, scheduled add-on and slot. */
function addOnOrdersBySlot(days: SlotAddOns[]): Map<string, AddOnOrder[]> {
  const orders = new Map<string, AddOnOrder[]>();
  for (const day of days) {
    const { addOns, summaries } = day.numbers;
    for (const summary of summaries)
      for (const own of summary.addOns) {
        const scheduledAddOnId = addOns.find(
          (a) => a.addOnTypeId === own.addOnTypeId,
        )?.scheduledAddOnId;
        for (const slot of own.slots) {
          const key = `${day.date}|${day.serviceLineId}|${scheduledAddOnId}|${slot.addOnSlotId}`;
          orders.set(key, [
            ...(orders.get(key) ?? []),
            { account: summary.account, quantity: slot.quantity },
          ]);
        }
      }
  }
  return orders;
}

/** The lines the Chef numbers count for one menu, with the catalogue element of each. */
function menuLines(
  numbers: ContainerCalculation,
  origins: Map<string, string | null>,
  withAccountParts: boolean,
): Cooked[] {
  const menu = numbers.scheduledMenu;
  const where = `${menu.name}, ${numbers.serviceLine.name}`;
  const parts = withAccountParts ? accountPartsByLine(numbers) : new Map<string, AccountParts>();
  const totals = numbers.containerTotals;
  return totals.map((total) => {
    const row = totals.find(
      (t) => t.scheduledElementId === total.scheduledElementId && !t.isAlternative,
    );
    return {
      date: numbers.date,
      serviceLine: numbers.serviceLine.name,
      serviceLineId: numbers.serviceLine.id,
      source: total.isAlternative
        ? `${total.name}, alternative dish of ${row?.name ?? 'a row'} (${where})`
        : `${total.name} (${where})`,
      name: total.name,
      scheduledMenuId: menu.id,
      isAlternative: total.isAlternative,
      masterElementId: total.isAlternative ? null : (origins.get(total.scheduledElementId) ?? null),
      scheduledElementId: total.scheduledElementId,
      // By what each account's eaters need of the line (modifiers included).
      ...(parts.has(total.key) && { accountParts: parts.get(total.key) }),
      // What the rounded containers hold, in people's portions. A row served at 0 per person
      // feeds nobody however many containers it fills: 0 portions, not a division by 0.
      portions: total.portionPerPerson > 0 ? total.roundedPortion / total.portionPerPerson : 0,
    };
  });
}

/**
 * Each line's accounts and parts of a menu, by the line's key: by what each account's
 * eaters need of it (modifiers included), accounts in the numbers' order and shared by the
 * menu's lines. One pass: a month holds a hundred menus of a hundred accounts.
 */
function accountPartsByLine(numbers: ContainerCalculation): Map<string, AccountParts> {
  const summaries = numbers.accountSummaries;
  const accounts = summaries.map((summary) => summary.account);
  const needs = new Map<string, number[]>();
  summaries.forEach(({ elements }, index) => {
    for (const { key, portion } of elements) {
      const ofLine = needs.get(key) ?? new Array<number>(accounts.length);
      needs.set(key, ofLine);
      // An account's first figure for a line, should it have two.
      ofLine[index] ??= portion;
    }
  });
  const parts = new Map<string, AccountParts>();
  for (const [key, portions] of needs) {
    const ofLine = partsOf(
      accounts,
      Array.from(portions, (portion) => portion ?? 0),
    );
    if (ofLine) parts.set(key, ofLine);
  }
  return parts;
}

/**
 * What a range needs, counted: the lines the kitchen cooks and the ingredients their
 * recipes use. 404 for a market that does not exist (403 outside the caller's, first).
 */
export async function purchasingNeeds(db: Db, range: PurchasingRange): Promise<PurchasingNeeds> {
  requireMarketInScope(range.scope, range.marketId);
  if (!(await marketExists(db, range.marketId))) throw notFound(PURCHASING_MESSAGES.noMarket);
  const { lines, ingredients } = await cookedOf(db, range, { accountParts: false });
  const used = new Set(lines.flatMap((line) => line.ingredients.map((i) => i.ingredientId)));
  return {
    portionLines: lines.length,
    ingredients: [...used].filter((id) => ingredients.has(id)).length,
  };
}
