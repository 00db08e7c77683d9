import type { ScheduledElementValues } from '@catering/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  scheduledElementAllergens,
  scheduledElements,
  scheduledMenus,
} from '../../db/schema/index.js';
import { badRequest, stale } from '../../lib/errors.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Queries that write scheduled menus and their rows. */

/** A row to write; host-flow fields, when present, are written too (copy, revert). */
export type RowToWrite = ScheduledElementValues & {
  directionals?: string;
  hostFlowOrder?: number | null;
  servingUtensilId?: string | null;
  servingVesselId?: string | null;
};

export interface HeaderToWrite {
  name: string;
  menuElementClassId?: string;
  brandId: string | null;
  cuisineTypeId: string | null;
  description: string;
  isDescriptionAutomated: boolean;
}

function snapshotColumns(row: RowToWrite) {
  return {
    originalElementId: row.originalElementId,
    name: row.name,
    labelName: row.labelName,
    menuElementClassId: row.menuElementClassId,
    elementTypeId: row.elementTypeId,
    isAlternate: row.isAlternate,
    share: row.share,
    ingredients: row.ingredients,
    method: row.method,
    containerTypeId: row.containerTypeId,
    portionUnitId: row.portionUnitId,
    portionPerPerson: row.portionPerPerson ?? null,
    portionPerContainer: row.portionPerContainer ?? null,
    servingTemp: row.servingTemp,
    alternative: row.alternative,
  };
}

function hostFlowColumns(row: RowToWrite) {
  const columns: Partial<typeof scheduledElements.$inferInsert> = {};
  if (row.directionals !== undefined) columns.directionals = row.directionals;
  if (row.hostFlowOrder !== undefined) columns.hostFlowOrder = row.hostFlowOrder;
  if (row.servingUtensilId !== undefined) columns.servingUtensilId = row.servingUtensilId;
  if (row.servingVesselId !== undefined) columns.servingVesselId = row.servingVesselId;
  return columns;
}

// jsonb gives an object's keys back in its own order (shortest first), not as they were
// sent: compared as written, a row with an alternative would be rewritten on every save.
const keysInOrder = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null, keysInOrder) === JSON.stringify(b ?? null, keysInOrder);

/**
 * Brings the menu's rows to `rows` in place (docs/data-model.md): a row sent with its id is
 * updated only when something changed; a row without id takes over an existing row of the
 * same catalogue element (keeping its host flow and portion modifiers); the rest are
 * inserted; rows no longer listed are deleted. The allergen snapshot is rewritten whole.
 */
export async function writeRows(db: Db, menuId: string, rows: RowToWrite[]) {
  const existing = await db
    .select()
    .from(scheduledElements)
    .where(eq(scheduledElements.scheduledMenuId, menuId));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const claimed = new Set<string>();
  const plan = rows.map((row, sortOrder) => {
    let current = row.id ? byId.get(row.id) : undefined;
    if (row.id && !current)
      throw badRequest('An element of this menu changed while you edited it.');
    current ??= existing.find(
      (e) =>
        row.originalElementId &&
        e.originalElementId === row.originalElementId &&
        !claimed.has(e.id),
    );
    if (current) claimed.add(current.id);
    return { row, sortOrder, current };
  });
  const removed = existing.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  if (removed.length)
    await db.delete(scheduledElements).where(inArray(scheduledElements.id, removed));

  let nextHostFlowOrder =
    Math.max(-1, ...existing.filter((e) => claimed.has(e.id)).map((e) => e.hostFlowOrder ?? -1)) +
    1;
  const now = new Date();
  const ids: { id: string; allergenIds: string[] }[] = [];
  for (const { row, sortOrder, current } of plan) {
    const values = { ...snapshotColumns(row), ...hostFlowColumns(row), sortOrder };
    if (!current) {
      const [inserted] = await db
        .insert(scheduledElements)
        .values({ hostFlowOrder: nextHostFlowOrder++, ...values, scheduledMenuId: menuId })
        .returning({ id: scheduledElements.id });
      ids.push({ id: inserted!.id, allergenIds: row.allergenIds });
      continue;
    }
    ids.push({ id: current.id, allergenIds: row.allergenIds });
    const changed = Object.entries(values).some(
      ([key, value]) => !same(current[key as keyof typeof current], value),
    );
    if (changed)
      await db
        .update(scheduledElements)
        .set({ ...values, updatedAt: now })
        .where(eq(scheduledElements.id, current.id));
  }
  const rowIds = ids.map((row) => row.id);
  if (rowIds.length)
    await db
      .delete(scheduledElementAllergens)
      .where(inArray(scheduledElementAllergens.scheduledElementId, rowIds));
  const allergenRows = ids.flatMap((row) =>
    [...new Set(row.allergenIds)].map((allergenId) => ({ scheduledElementId: row.id, allergenId })),
  );
  if (allergenRows.length) await db.insert(scheduledElementAllergens).values(allergenRows);
}

export async function insertScheduledMenu(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string; originalMenuId: string },
  header: HeaderToWrite & { menuElementClassId: string },
  rows: RowToWrite[],
): Promise<string> {
  const [row] = await db
    .insert(scheduledMenus)
    .values({ ...slot, ...header })
    .returning({ id: scheduledMenus.id });
  await writeRows(db, row!.id, rows);
  return row!.id;
}

/** Moves the menu's `updatedAt` when it is still `token`; else `stale` (exists) or false. */
export async function touchIfCurrent(
  db: Db,
  id: string,
  token: Date,
  set: Partial<typeof scheduledMenus.$inferInsert> = {},
): Promise<void> {
  const updated = await db
    .update(scheduledMenus)
    .set({ ...set, updatedAt: nextUpdatedAt(scheduledMenus.updatedAt) })
    .where(and(eq(scheduledMenus.id, id), eq(scheduledMenus.updatedAt, token)))
    .returning({ id: scheduledMenus.id });
  if (!updated.length) throw stale();
}
