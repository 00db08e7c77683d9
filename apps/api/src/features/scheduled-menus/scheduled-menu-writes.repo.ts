import type { ScheduledElementValues } from '@catering/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scheduledMenus } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/**
 * Queries that write scheduled menus' headers. A save's rows go with its header in one
 * statement (scheduled-menu-save.repo.ts); the row plan is scheduled-rows.ts.
 */

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

/** A new scheduled menu's header, answering its id (run as part of a save). */
export function insertScheduledMenu(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string; originalMenuId: string },
  header: HeaderToWrite & { menuElementClassId: string },
) {
  return db
    .insert(scheduledMenus)
    .values({ ...slot, ...header })
    .returning({ id: scheduledMenus.id });
}

/**
 * Moves the menu's `updatedAt` (and sets `set`) when it is still `token`, answering its id;
 * none when the menu changed meanwhile.
 */
export function touchScheduledMenu(
  db: Db,
  id: string,
  token: Date,
  set: Partial<typeof scheduledMenus.$inferInsert> = {},
) {
  return db
    .update(scheduledMenus)
    .set({ ...set, updatedAt: nextUpdatedAt(scheduledMenus.updatedAt) })
    .where(and(eq(scheduledMenus.id, id), eq(scheduledMenus.updatedAt, token)))
    .returning({ id: scheduledMenus.id });
}

/** `touchScheduledMenu` on its own: false when the menu changed meanwhile. */
export async function touchIfCurrent(
  db: Db,
  id: string,
  token: Date,
  set: Partial<typeof scheduledMenus.$inferInsert> = {},
): Promise<boolean> {
  const updated = await touchScheduledMenu(db, id, token, set);
  return updated.length > 0;
}

export async function deleteScheduledMenu(db: Db, id: string) {
  await db.delete(scheduledMenus).where(eq(scheduledMenus.id, id));
}
