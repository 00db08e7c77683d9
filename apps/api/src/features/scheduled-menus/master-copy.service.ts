import {
  baseMenuRows,
  copyMasterMenu,
  type MarketScope,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound, stale } from '../../lib/errors.js';
import { findMenu, updateMenu } from '../menus/index.js';
import { findMenuToSave, saveWithHeader } from './scheduled-menu-save.repo.js';
import { touchScheduledMenu } from './scheduled-menu-writes.repo.js';
import { type Caller, checkLock, getScheduledMenu, write } from './scheduled-menus.service.js';
import { planRowWrites } from './scheduled-rows.js';

/** A scheduled menu and its master: Revert Menu pulls, Update Base Menu pushes. */

/** Revert Menu: the master's current content, by the copy rule, rows updated in place. */
export async function revertScheduledMenu(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  id: string,
  updatedAt: string,
): Promise<ScheduledMenu> {
  const slot = await findMenuToSave(db, id, scope);
  if (!slot) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  checkLock(caller, slot.timeZone, slot.date);
  const master = slot.originalMenuId ? await findMenu(db, slot.originalMenuId) : undefined;
  if (!master) throw notFound(SCHEDULED_MENU_MESSAGES.revertNoBase);
  const { elements, ...header } = copyMasterMenu(master);
  const touch = touchScheduledMenu(db, id, new Date(updatedAt), header);
  const saved = await write(() => saveWithHeader(db, touch, planRowWrites(slot.rows, elements)));
  if (!saved) throw stale();
  return getScheduledMenu(db, id, scope);
}

/**
 * Update Base Menu: the scheduled header (name, brand, cuisine, description) and rows
 * written to the master, whose tag, service lines, keywords and host flow stay. The
 * scheduled menu itself does not change, so its lock does not apply; it must lie in the
 * caller's markets (the master menu is shared).
 */
export async function updateBaseMenu(db: Db, scope: MarketScope, id: string, updatedAt: string) {
  const scheduled = await getScheduledMenu(db, id, scope);
  if (scheduled.updatedAt !== new Date(updatedAt).toISOString()) throw stale();
  const master = scheduled.originalMenuId ? await findMenu(db, scheduled.originalMenuId) : null;
  if (!master) throw notFound(SCHEDULED_MENU_MESSAGES.baseMenuGone);
  const { rows, missing } = baseMenuRows(scheduled.scheduledElements);
  if (missing.length) throw badRequest(...missing.map(SCHEDULED_MENU_MESSAGES.elementWithoutBase));
  return updateMenu(
    db,
    master.id,
    {
      name: scheduled.name,
      menuElementClassId: master.menuElementClassId,
      brandId: scheduled.brandId,
      cuisineTypeId: scheduled.cuisineTypeId,
      description: scheduled.description,
      isDescriptionAutomated: scheduled.isDescriptionAutomated,
      serviceLines: master.serviceLines,
      tags: master.tags,
      elements: rows,
    },
    master.updatedAt,
  );
}
