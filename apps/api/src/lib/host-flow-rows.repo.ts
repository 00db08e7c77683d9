import type { hostFlowElementInputSchema } from '@catering/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { menuElements, scheduledElements } from '../db/schema/index.js';
import { badRequest, stale } from './errors.js';

type HostFlowRow = z.output<typeof hostFlowElementInputSchema>;

/** Master and scheduled menus keep the host's serving details on their element rows. */
const HOST_FLOW_ROWS = {
  menu: { table: menuElements, parent: menuElements.menuId, field: 'elements' },
  scheduledMenu: {
    table: scheduledElements,
    parent: scheduledElements.scheduledMenuId,
    field: 'scheduledElements',
  },
} as const;

/**
 * Writes each row's directionals, order, utensil and vessel when its `updatedAt` is still
 * current. A row changed meanwhile is `stale`; a row of another menu is a 400. Run it in
 * the caller's transaction, so one refused row leaves every row as it was.
 */
export async function writeHostFlowRows(
  db: Db,
  kind: keyof typeof HOST_FLOW_ROWS,
  menuId: string,
  rows: readonly HostFlowRow[],
  now: Date,
): Promise<void> {
  // Both row tables name these columns alike; the spec object picks the table.
  const { table, parent, field } = HOST_FLOW_ROWS[kind] as unknown as {
    table: typeof menuElements;
    parent: typeof menuElements.menuId;
    field: string;
  };
  for (const row of rows) {
    const updated = await db
      .update(table)
      .set({
        directionals: row.directionals.trim(),
        hostFlowOrder: row.hostFlowOrder,
        servingUtensilId: row.servingUtensilId,
        servingVesselId: row.servingVesselId,
        updatedAt: now,
      })
      .where(
        and(eq(table.id, row.id), eq(parent, menuId), eq(table.updatedAt, new Date(row.updatedAt))),
      )
      .returning({ id: table.id });
    if (updated.length) continue;
    const [onMenu] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, row.id), eq(parent, menuId)));
    if (onMenu) throw stale();
    throw badRequest(`${field}: ${row.id} is not an element of this menu.`);
  }
}
