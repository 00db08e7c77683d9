import type { ScheduledElementValues } from '@catering/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  scheduledElementAllergens,
  scheduledElements,
  scheduledMenus,
} from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Queries that write scheduled menus and their rows (the row plan: scheduled-rows.ts). */

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

/** The menu's rows as stored, to compare the sent rows with. */
export function findMenuRows(db: Db, menuId: string) {
  return db.select().from(scheduledElements).where(eq(scheduledElements.scheduledMenuId, menuId));
}

export type StoredRow = Awaited<ReturnType<typeof findMenuRows>>[number];
export type RowColumns = Partial<typeof scheduledElements.$inferInsert>;

export async function deleteRows(db: Db, ids: string[]) {
  await db.delete(scheduledElements).where(inArray(scheduledElements.id, ids));
}

export async function insertRow(
  db: Db,
  values: typeof scheduledElements.$inferInsert,
): Promise<string> {
  const [inserted] = await db
    .insert(scheduledElements)
    .values(values)
    .returning({ id: scheduledElements.id });
  return inserted!.id;
}

export async function updateRow(db: Db, id: string, values: RowColumns) {
  await db.update(scheduledElements).set(values).where(eq(scheduledElements.id, id));
}

/** The allergen snapshot of the rows, rewritten whole. */
export async function replaceRowAllergens(
  db: Db,
  rowIds: string[],
  allergenRows: { scheduledElementId: string; allergenId: string }[],
) {
  if (rowIds.length)
    await db
      .delete(scheduledElementAllergens)
      .where(inArray(scheduledElementAllergens.scheduledElementId, rowIds));
  if (allergenRows.length) await db.insert(scheduledElementAllergens).values(allergenRows);
}

/** A new scheduled menu's header; its rows are written apart. */
export async function insertScheduledMenu(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string; originalMenuId: string },
  header: HeaderToWrite & { menuElementClassId: string },
): Promise<string> {
  const [row] = await db
    .insert(scheduledMenus)
    .values({ ...slot, ...header })
    .returning({ id: scheduledMenus.id });
  return row!.id;
}

/** Moves the menu's `updatedAt` (and sets `set`) when it is still `token`; else false. */
export async function touchIfCurrent(
  db: Db,
  id: string,
  token: Date,
  set: Partial<typeof scheduledMenus.$inferInsert> = {},
): Promise<boolean> {
  const updated = await db
    .update(scheduledMenus)
    .set({ ...set, updatedAt: nextUpdatedAt(scheduledMenus.updatedAt) })
    .where(and(eq(scheduledMenus.id, id), eq(scheduledMenus.updatedAt, token)))
    .returning({ id: scheduledMenus.id });
  return updated.length > 0;
}

export async function deleteScheduledMenu(db: Db, id: string) {
  await db.delete(scheduledMenus).where(eq(scheduledMenus.id, id));
}
