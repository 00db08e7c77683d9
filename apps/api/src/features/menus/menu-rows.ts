import type { MenuElementValues } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import {
  deleteMenuRows,
  findMenuRows,
  insertMenuRow,
  type MenuRow,
  updateMenuRow,
} from './menu-writes.repo.js';

/** What a row says about how the menu serves its element (host-flow fields excluded). */
function servingColumns(row: MenuElementValues) {
  return {
    elementTypeId: row.elementTypeId,
    isAlternate: row.isAlternate,
    share: row.share,
    containerTypeId: row.containerTypeId,
    portionPerPerson: row.portionPerPerson ?? null,
    portionPerContainer: row.portionPerContainer ?? null,
    portionUnitId: row.portionUnitId,
    servingTemp: row.servingTemp,
    labelName: row.labelName,
  };
}

type ServingColumns = ReturnType<typeof servingColumns>;
const SERVING_KEYS = Object.keys(
  servingColumns({} as MenuElementValues),
) as (keyof ServingColumns)[];

/** Which stored row each sent row becomes (none: a new row), in the sent order. */
function planRows(existing: MenuRow[], rows: MenuElementValues[], force: boolean) {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const claimed = new Set<string>();
  const plan = rows.map((row, sortOrder) => {
    let current = row.id ? byId.get(row.id) : undefined;
    if (row.id && (!current || current.elementId !== row.elementId)) {
      if (!force) throw badRequest('An element of this menu changed while you edited it.');
      current = undefined;
    }
    current ??= existing.find((e) => e.elementId === row.elementId && !claimed.has(e.id));
    if (current) claimed.add(current.id);
    return { row, sortOrder, current };
  });
  return { plan, claimed };
}

/**
 * Brings the menu's rows to `rows` without rewriting them wholesale (docs/data-model.md):
 * a row sent with its id is updated in place, and only when something changed (its
 * `updatedAt` guards the host flow); a row without id takes over an existing row of the
 * same element (a removed and re-added element keeps its host flow); the rest are
 * inserted; rows no longer listed are deleted. `force` treats ids that no longer exist as
 * new rows instead of refusing them.
 */
export async function writeMenuRows(
  db: Db,
  menuId: string,
  rows: MenuElementValues[],
  force: boolean,
) {
  const existing = await findMenuRows(db, menuId);
  const { plan, claimed } = planRows(existing, rows, force);

  const removed = existing.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  if (removed.length) await deleteMenuRows(db, removed);

  let nextHostFlowOrder =
    Math.max(-1, ...existing.filter((e) => claimed.has(e.id)).map((e) => e.hostFlowOrder ?? -1)) +
    1;
  const now = new Date();
  for (const { row, sortOrder, current } of plan) {
    const serving = servingColumns(row);
    if (!current) {
      await insertMenuRow(db, {
        menuId,
        elementId: row.elementId,
        sortOrder,
        hostFlowOrder: nextHostFlowOrder++,
        ...serving,
      });
      continue;
    }
    const changed =
      current.sortOrder !== sortOrder || SERVING_KEYS.some((key) => current[key] !== serving[key]);
    if (changed) await updateMenuRow(db, current.id, { ...serving, sortOrder, updatedAt: now });
  }
}
