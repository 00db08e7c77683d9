import type { MenuElementValues, MenuValues } from '@catering/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { menuElements, menuKeywordTags, menuServiceLines, menus } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Queries that write master menus, and the lookups their rules need. */

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

async function writeLinks(db: Db, menuId: string, values: MenuValues) {
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

/**
 * Brings the menu's rows to `rows` without rewriting them wholesale (docs/data-model.md):
 * a row sent with its id is updated in place, and only when something changed (its
 * `updatedAt` guards the host flow); a row without id takes over an existing row of the
 * same element (a removed and re-added element keeps its host flow); the rest are
 * inserted; rows no longer listed are deleted. `force` treats ids that no longer exist as
 * new rows instead of refusing them.
 */
async function writeRows(db: Db, menuId: string, rows: MenuElementValues[], force: boolean) {
  const existing = await db.select().from(menuElements).where(eq(menuElements.menuId, menuId));
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

  const removed = existing.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  if (removed.length) await db.delete(menuElements).where(inArray(menuElements.id, removed));

  let nextHostFlowOrder =
    Math.max(-1, ...existing.filter((e) => claimed.has(e.id)).map((e) => e.hostFlowOrder ?? -1)) +
    1;
  const now = new Date();
  for (const { row, sortOrder, current } of plan) {
    const serving = servingColumns(row);
    if (!current) {
      await db.insert(menuElements).values({
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
    if (changed) {
      await db
        .update(menuElements)
        .set({ ...serving, sortOrder, updatedAt: now })
        .where(eq(menuElements.id, current.id));
    }
  }
}

export async function insertMenu(db: Db, values: MenuValues): Promise<string> {
  const [row] = await db.insert(menus).values(menuColumns(values)).returning({ id: menus.id });
  await writeLinks(db, row!.id, values);
  await writeRows(db, row!.id, values.elements, false);
  return row!.id;
}

/**
 * Writes the menu when `updatedAt` is still the one the caller read (or always, with
 * `force`); false when no row matched.
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
  await writeLinks(db, id, values);
  await writeRows(db, id, values.elements, updatedAt === 'force');
  return true;
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
  const [rows, lines, keywords] = await Promise.all([
    db.select().from(menuElements).where(eq(menuElements.menuId, sourceId)),
    db.select().from(menuServiceLines).where(eq(menuServiceLines.menuId, sourceId)),
    db.select().from(menuKeywordTags).where(eq(menuKeywordTags.menuId, sourceId)),
  ]);
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
