import {
  type ContainerCalculation,
  type PortionLine,
  PURCHASING_MESSAGES,
  type PurchasableIngredient,
  type PurchasingNeeds,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { addOnNumbers, containerNumbers } from '../calculations/index.js';
import {
  findOriginalElements,
  findPurchasableIngredients,
  findRecipeLines,
  findScheduledAddOnSlots,
  findScheduledMenus,
  marketExists,
  type PurchasingRange,
} from './purchasing.repo.js';

/**
 * The inputs of the purchasing rules (packages/domain/src/purchasing.ts, issue #27): what the
 * kitchen cooks on each scheduled day of a market, as the Chef numbers count it, with the
 * recipe of each dish, and what each ingredient's vendors sell.
 */

type Recipe = PortionLine['ingredients'];

/** A dish cooked in a slot, before its recipe is looked up. */
interface Cooked extends Omit<PortionLine, 'elementId' | 'ingredients'> {
  /** The catalogue element whose recipe applies; null when there is none (see below). */
  masterElementId: string | null;
  scheduledElementId: string;
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
  requireMarketInScope(range.scope, range.marketId);
  const [menus, addOnSlots] = await Promise.all([
    findScheduledMenus(db, range),
    findScheduledAddOnSlots(db, range),
  ]);
  const slotOf = (row: { date: string; serviceLineId: string }) => ({
    marketId: range.marketId,
    serviceLineId: row.serviceLineId,
    date: row.date,
    scope: range.scope,
  });
  const addOnDays = [
    ...new Map(addOnSlots.map((row) => [`${row.date}|${row.serviceLineId}`, row])).values(),
  ];
  const [menuNumbers, addOnOrders] = await Promise.all([
    Promise.all(menus.map((menu) => containerNumbers(db, slotOf(menu)))),
    Promise.all(addOnDays.map((day) => addOnNumbers(db, slotOf(day)))),
  ]);

  const origins = await findOriginalElements(db, [
    ...new Set(
      menuNumbers.flatMap((numbers) => numbers.containerTotals.map((t) => t.scheduledElementId)),
    ),
  ]);
  const cookedOfMenus = menus.flatMap((menu, index) =>
    menuLines(menu, menuNumbers[index]!.containerTotals, origins),
  );

  const ordered = new Map(
    addOnOrders.flatMap((numbers) =>
      numbers.addOns.flatMap((addOn) =>
        addOn.slots.map((slot) => [`${addOn.scheduledAddOnId}|${slot.addOnSlotId}`, slot.quantity]),
      ),
    ),
  );
  const cookedOfAddOns = addOnSlots.map(
    (row): Cooked => ({
      date: row.date,
      serviceLine: row.serviceLineName,
      source: `${row.elementName} (${row.typeName}, ${row.serviceLineName})`,
      masterElementId: row.originalElementId,
      scheduledElementId: row.scheduledElementId,
      // What the accounts ordered of the slot: nothing ordered, nothing cooked.
      portions: ordered.get(`${row.scheduledAddOnId}|${row.addOnSlotId}`) ?? 0,
    }),
  );

  const cooked = [...cookedOfMenus, ...cookedOfAddOns];
  const recipes = await recipesOf(db, cooked);
  return cooked.map(({ masterElementId, scheduledElementId, ...line }) => ({
    ...line,
    elementId: masterElementId ?? scheduledElementId,
    ingredients: (masterElementId && recipes.get(masterElementId)) || [],
  }));
}

/** The lines the Chef numbers count for one menu, with the catalogue element of each. */
function menuLines(
  menu: Awaited<ReturnType<typeof findScheduledMenus>>[number],
  totals: ContainerCalculation['containerTotals'],
  origins: Map<string, string | null>,
): Cooked[] {
  const where = `${menu.name}, ${menu.serviceLineName}`;
  return totals.map((total) => {
    const row = totals.find(
      (t) => t.scheduledElementId === total.scheduledElementId && !t.isAlternative,
    );
    return {
      date: menu.date,
      serviceLine: menu.serviceLineName,
      source: total.isAlternative
        ? `${total.name}, alternative dish of ${row?.name ?? 'a row'} (${where})`
        : `${total.name} (${where})`,
      masterElementId: total.isAlternative ? null : (origins.get(total.scheduledElementId) ?? null),
      scheduledElementId: total.scheduledElementId,
      // What the rounded containers hold, in people's portions. A row served at 0 per person
      // feeds nobody however many containers it fills: 0 portions, not a division by 0.
      portions: total.portionPerPerson > 0 ? total.roundedPortion / total.portionPerPerson : 0,
    };
  });
}

/** Each element's ingredient lines, read in one query. */
async function recipesOf(db: Db, cooked: Cooked[]): Promise<Map<string, Recipe>> {
  const elementIds = [
    ...new Set(cooked.flatMap((line) => (line.masterElementId ? [line.masterElementId] : []))),
  ];
  const recipes = new Map<string, Recipe>();
  for (const line of await findRecipeLines(db, elementIds)) {
    const recipe = recipes.get(line.elementId) ?? [];
    recipe.push({
      ingredientId: line.ingredientId,
      amountPerPortion: line.amount,
      unit: line.unit,
    });
    recipes.set(line.elementId, recipe);
  }
  return recipes;
}

/** The ingredients with their unit and their vendors in order of preference (1 first). */
export async function purchasableIngredients(
  db: Db,
  ingredientIds: string[],
): Promise<Map<string, PurchasableIngredient>> {
  const { ingredientRows, vendorRows } = await findPurchasableIngredients(db, [
    ...new Set(ingredientIds),
  ]);
  const purchasable = new Map<string, PurchasableIngredient>(
    ingredientRows.map((row) => [row.id, { ...row, vendors: [] }]),
  );
  for (const { ingredientId, productId, ...vendor } of vendorRows)
    purchasable.get(ingredientId)?.vendors.push({ ...vendor, itemId: productId });
  return purchasable;
}

/**
 * What a range needs, counted: the lines the kitchen cooks and the ingredients their
 * recipes use. 404 for a market that does not exist (403 outside the caller's, first).
 */
export async function purchasingNeeds(db: Db, range: PurchasingRange): Promise<PurchasingNeeds> {
  requireMarketInScope(range.scope, range.marketId);
  if (!(await marketExists(db, range.marketId))) throw notFound(PURCHASING_MESSAGES.noMarket);
  const lines = await portionLinesOf(db, range);
  const used = lines.flatMap((line) => line.ingredients.map((i) => i.ingredientId));
  return {
    portionLines: lines.length,
    ingredients: (await purchasableIngredients(db, used)).size,
  };
}
