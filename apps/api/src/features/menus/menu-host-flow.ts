import type { Menu, MenuHostFlow, menuHostFlowUpdateSchema } from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { stale } from '../../lib/errors.js';
import { writeHostFlowRows } from '../../lib/host-flow-rows.repo.js';
import { menuExists, touchMenuIfCurrent } from './menu-writes.repo.js';

/**
 * The host flow of a master menu: how hosts set up and serve it (utensil, vessel,
 * directionals) and in which order. Scheduling copies it into the scheduled menu.
 */

/** The rows in host-flow order; a row that never had one falls back to its table order. */
export function hostFlowOf(menu: Menu): MenuHostFlow {
  const rows = [...menu.elements].sort(
    (a, b) =>
      (a.hostFlowOrder ?? Number.MAX_SAFE_INTEGER) - (b.hostFlowOrder ?? Number.MAX_SAFE_INTEGER) ||
      a.order - b.order,
  );
  return {
    id: menu.id,
    name: menu.name,
    description: menu.description,
    cuisineTypeId: menu.cuisineTypeId,
    serviceLines: menu.serviceLines,
    allergenNames: menu.allergenNames,
    elements: rows.map((row, index) => ({
      id: row.id,
      name: row.element.name,
      elementTypeId: row.elementTypeId,
      allergenNames: row.element.allergenNames,
      servingTemp: row.servingTemp,
      directionals: row.directionals,
      hostFlowOrder: row.hostFlowOrder ?? index,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
    })),
    updatedAt: menu.updatedAt,
  };
}

/**
 * Writes the listed rows when the menu and every row are still as the caller read them;
 * any difference rolls the whole update back as `stale`. Returns false for no menu.
 */
export async function writeHostFlow(
  db: Db,
  menuId: string,
  input: z.output<typeof menuHostFlowUpdateSchema>,
): Promise<boolean> {
  const now = new Date();
  if (!(await touchMenuIfCurrent(db, menuId, new Date(input.updatedAt)))) {
    if (await menuExists(db, menuId)) throw stale();
    return false;
  }
  await writeHostFlowRows(db, 'menu', menuId, input.elements, now);
  return true;
}
