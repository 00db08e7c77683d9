import type { ScheduledMenu } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { dietaryNoteOf, servingNames } from '../../lib/reference-names.js';
import { getScheduledMenu } from '../scheduled-menus/scheduled-menus.service.js';
import type { DishCardsPrint } from './documents/dish-cards.js';
import type { HostFlowPrint } from './documents/host-flow.js';

/** A scheduled menu's host flow with every name the sheet prints (404 when unscheduled). */
export async function hostFlowPrint(db: Db, scheduledMenuId: string): Promise<HostFlowPrint> {
  const menu = await getScheduledMenu(db, scheduledMenuId);
  const rows = [...menu.scheduledElements].sort(
    (a, b) => (a.hostFlowOrder ?? a.order) - (b.hostFlowOrder ?? b.order),
  );
  const names = await servingNames(db, rows);
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
    rows: rows.map((row) => ({
      name: row.labelName || row.name,
      servingTemp: row.servingTemp,
      utensil: names.utensil(row.servingUtensilId),
      vessel: names.vessel(row.servingVesselId),
      directionals: row.directionals,
      allergenNames: row.allergenNames,
    })),
  };
}

/** The dish cards of a scheduled menu: the name eaters see (label name when set). */
export function dishCardsPrint(menu: ScheduledMenu): DishCardsPrint {
  return {
    menuName: menu.name,
    marketName: menu.market.name,
    serviceLineName: menu.serviceLine.name,
    date: menu.date,
    cards: menu.scheduledElements.map((row) => ({
      name: row.labelName || row.name,
      allergenNames: row.allergenNames,
      dietaryNote: dietaryNoteOf(row.elementTypeName),
      servingTemp: row.servingTemp,
    })),
  };
}
