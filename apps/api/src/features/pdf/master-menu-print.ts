import type { Db } from '../../db/client.js';
import { dietaryNoteOf, masterMenuNames, servingNames } from '../../lib/reference-names.repo.js';
import { getMenu } from '../menus/index.js';
import type { DishCardsPrint } from './documents/dish-cards.js';
import type { HostFlowPrint } from './documents/host-flow.js';

/**
 * A master menu's documents (menu editor, master host flow): it has no market and no
 * service date, so they name the applicable lines and the day they were printed.
 */
async function masterMenuContext(db: Db, menuId: string, printedOn: string) {
  const menu = await getMenu(db, menuId);
  const names = await masterMenuNames(db, menu);
  const context = {
    marketName: null,
    serviceLineName: names.serviceLineNames.join(', '),
    date: printedOn,
    dateIsPrintDate: true,
  };
  return { menu, names, context };
}

export async function masterHostFlowPrint(
  db: Db,
  menuId: string,
  printedOn: string,
): Promise<HostFlowPrint> {
  const { menu, names, context } = await masterMenuContext(db, menuId, printedOn);
  const rows = [...menu.elements].sort(
    (a, b) => (a.hostFlowOrder ?? a.order) - (b.hostFlowOrder ?? b.order),
  );
  const serving = await servingNames(db, rows);
  return {
    ...context,
    name: menu.name,
    cuisineName: names.cuisineName,
    description: menu.description,
    allergenNames: menu.allergenNames,
    // Notes belong to a scheduled service; the master menu has none.
    butcherPaperNotes: '',
    clientNotes: '',
    talkingPoints: '',
    rows: rows.map((row) => ({
      name: row.labelName || row.element.name,
      // Alternatives belong to a scheduled day's rows; a master menu has none.
      alternativeFor: null,
      servingTemp: row.servingTemp,
      utensil: serving.utensil(row.servingUtensilId),
      vessel: serving.vessel(row.servingVesselId),
      directionals: row.directionals,
      allergenNames: row.element.allergenNames,
    })),
  };
}

export async function masterDishCardsPrint(
  db: Db,
  menuId: string,
  printedOn: string,
): Promise<DishCardsPrint> {
  const { menu, names, context } = await masterMenuContext(db, menuId, printedOn);
  return {
    ...context,
    menuName: menu.name,
    cards: menu.elements.map((row) => ({
      name: row.labelName || row.element.name,
      alternativeFor: null,
      allergenNames: row.element.allergenNames,
      dietaryNote: dietaryNoteOf(names.elementType(row.elementTypeId)),
      servingTemp: row.servingTemp,
    })),
  };
}
