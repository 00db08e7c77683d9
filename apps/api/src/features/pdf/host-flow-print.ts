import { type MarketScope, SCHEDULED_MENU_MESSAGES, type ScheduledMenu } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { requireRecordInScope } from '../../lib/market-scope.js';
import { dietaryNoteOf, servingNames } from '../../lib/reference-names.repo.js';
import { getScheduledMenu } from '../scheduled-menus/index.js';
import type { DishCardsPrint } from './documents/dish-cards.js';
import type { HostFlowPrint } from './documents/host-flow.js';
import type { TemperaturePrint } from './documents/temperature.js';
import { servedDishes } from './served-dishes.js';

/**
 * The scheduled menu a document prints; another market's, for a caller limited to
 * markets (docs/permissions.md 8), answers 404 as if it did not exist.
 */
export async function printableScheduledMenu(
  db: Db,
  scheduledMenuId: string,
  scope: MarketScope,
): Promise<ScheduledMenu> {
  const menu = await getScheduledMenu(db, scheduledMenuId);
  requireRecordInScope(scope, menu.marketId, SCHEDULED_MENU_MESSAGES.notFound);
  return menu;
}

/**
 * A scheduled menu's host flow with every name the sheet prints (404 when unscheduled);
 * an alternative follows its main dish, served in its place with its serving things.
 */
export async function hostFlowPrint(
  db: Db,
  scheduledMenuId: string,
  scope: MarketScope,
): Promise<HostFlowPrint> {
  const menu = await printableScheduledMenu(db, scheduledMenuId, scope);
  const rows = [...menu.scheduledElements].sort(
    (a, b) => (a.hostFlowOrder ?? a.order) - (b.hostFlowOrder ?? b.order),
  );
  const [names, dishes] = await Promise.all([servingNames(db, rows), servedDishes(db, rows)]);
  return {
    name: menu.name,
    date: menu.date,
    marketName: menu.market.name,
    serviceLineName: menu.serviceLine.name,
    cuisineName: menu.cuisineTypeName,
    description: menu.description,
    allergenNames: menu.allergenNames,
    butcherPaperNotes: menu.butcherPaperNotes,
    clientNotes: menu.clientNotes,
    talkingPoints: menu.talkingPoints,
    rows: dishes.map(({ row, name, alternativeFor, allergenNames }) => ({
      name,
      alternativeFor,
      servingTemp: row.servingTemp,
      utensil: names.utensil(row.servingUtensilId),
      vessel: names.vessel(row.servingVesselId),
      directionals: row.directionals,
      allergenNames,
    })),
  };
}

/** The temperature checklist of a scheduled menu: its host flow's dishes, in that order. */
export async function temperaturePrint(db: Db, scheduledMenuId: string, scope: MarketScope) {
  const flow = await hostFlowPrint(db, scheduledMenuId, scope);
  const print: TemperaturePrint = {
    menuName: flow.name,
    marketName: flow.marketName,
    serviceLineName: flow.serviceLineName,
    date: flow.date,
    rows: flow.rows.map(({ name, servingTemp, alternativeFor }) => ({
      name,
      servingTemp,
      alternativeFor,
    })),
  };
  return print;
}

/**
 * The dish cards of a scheduled menu: the name eaters see (label name when set), an
 * alternative's card after its main dish's.
 */
export async function dishCardsPrint(db: Db, menu: ScheduledMenu): Promise<DishCardsPrint> {
  const dishes = await servedDishes(db, menu.scheduledElements);
  return {
    menuName: menu.name,
    marketName: menu.market.name,
    serviceLineName: menu.serviceLine.name,
    date: menu.date,
    cards: dishes.map(({ row, name, alternativeFor, allergenNames }) => ({
      name,
      alternativeFor,
      allergenNames,
      dietaryNote: dietaryNoteOf(row.elementTypeName),
      servingTemp: row.servingTemp,
    })),
  };
}
