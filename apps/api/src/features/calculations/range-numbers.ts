import {
  type AddOnCalculation,
  CALCULATION_MESSAGES,
  type ContainerCalculation,
  calculateContainers,
  type EngineElement,
  type EngineInput,
  isScheduledMenuLocked,
  todayIn,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { addOnCalculationOf } from './add-on-numbers.js';
import { findAddOnOrdersOfRange } from './add-on-orders.repo.js';
import type { SlotRange } from './calculations.repo.js';
import {
  engineElementsOfRange,
  findMarketOfRange,
  findMenusOfRange,
  modifiersOfRange,
  servedAccountsOfRange,
} from './calculations-range.repo.js';

/**
 * The Chef numbers of every slot of a range (the order guide's and the food cost's month),
 * read in a fixed number of queries however many days it holds: each slot's numbers are
 * those `containerNumbers` and `addOnNumbers` answer for it, counted by the same engine.
 */

const slotKey = (date: string, serviceLineId: string) => `${date}|${serviceLineId}`;

/** Rows grouped by a key, each group in the rows' order. */
function groupBy<T, V>(rows: T[], keyOf: (row: T) => string, pick: (row: T) => V) {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(pick(row));
    else groups.set(key, [pick(row)]);
  }
  return groups;
}

/**
 * `containerNumbers` of each scheduled menu of the range, by date and line name. 403 for a
 * market outside the caller's, 404 for a market that does not exist.
 */
export async function containerNumbersOfRange(
  db: Db,
  range: SlotRange,
): Promise<ContainerCalculation[]> {
  return [...(await containerNumbersOfRangeLazily(db, range))];
}

/**
 * The same numbers, each menu's counted only when the caller comes to it: a month's
 * reader that keeps only what it needs of each menu lets the rest go at once (a month of a
 * large market is ~150,000 account figures, too many to hold through a request).
 */
export async function containerNumbersOfRangeLazily(
  db: Db,
  range: SlotRange,
): Promise<Iterable<ContainerCalculation>> {
  requireMarketInScope(range.scope, range.marketId);
  if (!range.serviceLineIds.length) return [];
  const [market, menus, served, elements, modifiers] = await Promise.all([
    findMarketOfRange(db, range),
    findMenusOfRange(db, range),
    servedAccountsOfRange(db, range),
    engineElementsOfRange(db, range),
    modifiersOfRange(db, range),
  ]);
  if (!market) throw notFound(CALCULATION_MESSAGES.noMarket);
  const today = todayIn(market.timeZone);
  const elementsOf = groupBy(
    elements,
    (row) => row.scheduledMenuId,
    (row): EngineElement => row.element,
  );
  const byAccount = groupBy(
    modifiers.typeModifiers,
    (m) => m.accountId,
    (m) => m,
  );
  const byElement = groupBy(
    modifiers.elementModifiers,
    (m) => m.scheduledElementId,
    (m) => m,
  );
  const numbersOf = (menu: (typeof menus)[number]): ContainerCalculation => {
    const input: EngineInput = {
      accounts: served.get(slotKey(menu.date, menu.serviceLine.id)) ?? [],
      elements: elementsOf.get(menu.id) ?? [],
      typeModifiers: [],
      elementModifiers: [],
    };
    input.typeModifiers = input.accounts.flatMap((a) => byAccount.get(a.id) ?? []);
    input.elementModifiers = input.elements.flatMap((e) => byElement.get(e.id) ?? []);
    return {
      scheduledMenu: {
        id: menu.id,
        name: menu.name,
        isLocked: isScheduledMenuLocked(menu.date, today),
      },
      market: { id: market.id, name: market.name },
      serviceLine: menu.serviceLine,
      date: menu.date,
      ...calculateContainers(input),
    };
  };
  return (function* () {
    for (const menu of menus) yield numbersOf(menu);
  })();
}

/** The add-on numbers of one slot of a range. */
export interface SlotAddOns {
  date: string;
  serviceLineId: string;
  numbers: AddOnCalculation;
}

/**
 * `addOnNumbers` of each slot of the range in which some account ordered add-ons, by date
 * and line. 403 for a market outside the caller's.
 */
export async function addOnNumbersOfRange(db: Db, range: SlotRange): Promise<SlotAddOns[]> {
  requireMarketInScope(range.scope, range.marketId);
  const bySlot = groupBy(
    await findAddOnOrdersOfRange(db, range),
    (row) => slotKey(row.date, row.serviceLineId),
    (row) => row,
  );
  return [...bySlot.values()].map((rows) => ({
    date: rows[0]!.date,
    serviceLineId: rows[0]!.serviceLineId,
    numbers: addOnCalculationOf(rows),
  }));
}
