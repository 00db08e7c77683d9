import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  scheduledAddOns,
  scheduledElementAllergens,
  scheduledElements,
} from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Queries that write scheduled add-ons and their slot rows (the plan: add-on-rows.ts). */

export async function insertScheduledAddOn(
  db: Db,
  slot: { marketId: string; serviceLineId: string; addOnTypeId: string; date: string },
): Promise<string> {
  const [created] = await db
    .insert(scheduledAddOns)
    .values(slot)
    .returning({ id: scheduledAddOns.id });
  return created!.id;
}

/** Moves the add-on's `updatedAt` when it is still `token`; false when no row matched. */
export async function touchAddOnIfCurrent(db: Db, id: string, token: Date): Promise<boolean> {
  const touched = await db
    .update(scheduledAddOns)
    .set({ updatedAt: nextUpdatedAt(scheduledAddOns.updatedAt) })
    .where(and(eq(scheduledAddOns.id, id), eq(scheduledAddOns.updatedAt, token)))
    .returning({ id: scheduledAddOns.id });
  return touched.length > 0;
}

export async function deleteScheduledAddOn(db: Db, id: string) {
  await db.delete(scheduledAddOns).where(eq(scheduledAddOns.id, id));
}

export async function deleteAddOnRows(db: Db, ids: string[]) {
  await db.delete(scheduledElements).where(inArray(scheduledElements.id, ids));
}

export async function insertAddOnRow(
  db: Db,
  values: typeof scheduledElements.$inferInsert,
): Promise<string> {
  const [inserted] = await db
    .insert(scheduledElements)
    .values(values)
    .returning({ id: scheduledElements.id });
  return inserted!.id;
}

/** Rewrites a slot row; its allergen snapshot is dropped, to be inserted anew. */
export async function updateAddOnRow(
  db: Db,
  id: string,
  values: Partial<typeof scheduledElements.$inferInsert>,
) {
  await db.update(scheduledElements).set(values).where(eq(scheduledElements.id, id));
  await db
    .delete(scheduledElementAllergens)
    .where(eq(scheduledElementAllergens.scheduledElementId, id));
}

export async function insertRowAllergens(
  db: Db,
  rows: { scheduledElementId: string; allergenId: string }[],
) {
  if (rows.length) await db.insert(scheduledElementAllergens).values(rows);
}
