import type { MenuValues } from '@catering/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menuElements, menuKeywordTags, menuServiceLines, menus } from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Queries that write master menus and their rows, and the lookups their rules need. */

function menuColumns(values: MenuValues) {
  return {
    name: values.name,
    menuElementClassId: values.menuElementClassId,
    brandId: values.brandId,
    cuisineTypeId: values.cuisineTypeId,
    description: values.description,
    isDescriptionAutomated: values.isDescriptionAutomated,
  };
}

async function replaceLinks(db: Db, menuId: string, values: MenuValues) {
  await db.delete(menuServiceLines).where(eq(menuServiceLines.menuId, menuId));
  await db.delete(menuKeywordTags).where(eq(menuKeywordTags.menuId, menuId));
  if (values.serviceLines.length) {
    await db
      .insert(menuServiceLines)
      .values(values.serviceLines.map((serviceLineId) => ({ menuId, serviceLineId })));
  }
  if (values.tags.length) {
    await db.insert(menuKeywordTags).values(values.tags.map((tagId) => ({ menuId, tagId })));
  }
}

/** A new menu with its service lines and keywords; its rows are written apart. */
export async function insertMenu(db: Db, values: MenuValues): Promise<string> {
  const [row] = await db.insert(menus).values(menuColumns(values)).returning({ id: menus.id });
  await replaceLinks(db, row!.id, values);
  return row!.id;
}

/**
 * Writes the menu and its links when `updatedAt` is still the one the caller read (or
 * always, with `force`); false when no row matched. Its rows are written apart.
 */
export async function updateMenuIfCurrent(
  db: Db,
  id: string,
  values: MenuValues,
  updatedAt: Date | 'force',
): Promise<boolean> {
  const updated = await db
    .update(menus)
    .set({ ...menuColumns(values), updatedAt: nextUpdatedAt(menus.updatedAt) })
    .where(
      updatedAt === 'force'
        ? eq(menus.id, id)
        : and(eq(menus.id, id), eq(menus.updatedAt, updatedAt)),
    )
    .returning({ id: menus.id });
  if (!updated.length) return false;
  await replaceLinks(db, id, values);
  return true;
}

/** Moves the menu's `updatedAt` when it is still `token`; false when no row matched. */
export async function touchMenuIfCurrent(db: Db, id: string, token: Date): Promise<boolean> {
  const touched = await db
    .update(menus)
    .set({ updatedAt: nextUpdatedAt(menus.updatedAt) })
    .where(and(eq(menus.id, id), eq(menus.updatedAt, token)))
    .returning({ id: menus.id });
  return touched.length > 0;
}

export function findMenuRows(db: Db, menuId: string) {
  return db.select().from(menuElements).where(eq(menuElements.menuId, menuId));
}

export type MenuRow = Awaited<ReturnType<typeof findMenuRows>>[number];

export async function deleteMenuRows(db: Db, ids: string[]) {
  await db.delete(menuElements).where(inArray(menuElements.id, ids));
}

export async function insertMenuRow(db: Db, values: typeof menuElements.$inferInsert) {
  await db.insert(menuElements).values(values);
}

export async function updateMenuRow(
  db: Db,
  id: string,
  values: Partial<typeof menuElements.$inferInsert>,
) {
  await db.update(menuElements).set(values).where(eq(menuElements.id, id));
}

/** A copy of the menu under another name or tag, with every row and its host flow. */
export async function insertMenuCopy(
  db: Db,
  sourceId: string,
  target: { name: string; menuElementClassId: string },
): Promise<string> {
  const [source] = await db.select().from(menus).where(eq(menus.id, sourceId));
  if (!source) throw new Error(`Menu ${sourceId} vanished during its copy`);
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = source;
  const [row] = await db
    .insert(menus)
    .values({ ...rest, ...target })
    .returning({ id: menus.id });
  const copyId = row!.id;
  // In turn, not at once: this runs inside the copy's transaction, on one connection.
  const rows = await db.select().from(menuElements).where(eq(menuElements.menuId, sourceId));
  const lines = await db
    .select()
    .from(menuServiceLines)
    .where(eq(menuServiceLines.menuId, sourceId));
  const keywords = await db
    .select()
    .from(menuKeywordTags)
    .where(eq(menuKeywordTags.menuId, sourceId));
  if (rows.length) {
    await db.insert(menuElements).values(
      rows.map(({ id: _r, createdAt: _rc, updatedAt: _ru, ...row }) => ({
        ...row,
        menuId: copyId,
      })),
    );
  }
  if (lines.length)
    await db.insert(menuServiceLines).values(lines.map((line) => ({ ...line, menuId: copyId })));
  if (keywords.length)
    await db.insert(menuKeywordTags).values(keywords.map((k) => ({ ...k, menuId: copyId })));
  return copyId;
}

export async function menuExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, id));
  return Boolean(row);
}

export async function deleteMenu(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(menus).where(eq(menus.id, id)).returning({ id: menus.id });
  return rows.length > 0;
}
