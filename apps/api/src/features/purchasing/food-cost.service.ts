import {
  type FoodCostReport,
  foodCostReport,
  type MarketScope,
  PURCHASING_MESSAGES,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenuFoodCost,
  scheduledMenuFoodCost,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { marketExists } from '../../lib/market-time-zone.repo.js';
import { findScheduledMenuSlot, type PurchasingRange } from './purchasing.repo.js';
import { cookedOf } from './purchasing.service.js';

/**
 * Food cost (issue #27 point 3; docs/purchasing.md 6): the portions the Chef numbers cook,
 * at the ingredients' costs, over the eaters the same numbers count.
 */

/**
 * The Food Cost report of a market's range and lines. 403 outside the caller's markets,
 * then 404 for a market that does not exist.
 */
export async function purchasingFoodCost(db: Db, range: PurchasingRange): Promise<FoodCostReport> {
  requireMarketInScope(range.scope, range.marketId);
  if (!(await marketExists(db, range.marketId))) throw notFound(PURCHASING_MESSAGES.noMarket);
  const { lines, menus, ingredients } = await cookedOf(db, range);
  return foodCostReport({ from: range.from, to: range.to, lines, ingredients, menus });
}

/**
 * One scheduled menu's food cost, line by line, for its editor; 404 with the scheduled
 * menus' message for an unknown id or one outside the caller's markets.
 */
export async function foodCostOfScheduledMenu(
  db: Db,
  id: string,
  scope: MarketScope,
): Promise<ScheduledMenuFoodCost> {
  const slot = await findScheduledMenuSlot(db, id, scope);
  if (!slot) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  const { lines, menus, ingredients } = await cookedOf(db, {
    marketId: slot.marketId,
    from: slot.date,
    to: slot.date,
    serviceLineIds: [slot.serviceLineId],
    scope,
  });
  const menu = menus.find((found) => found.id === id);
  if (!menu) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  const own = lines.filter((line) => line.scheduledMenuId === id);
  return scheduledMenuFoodCost(menu, own, ingredients);
}
