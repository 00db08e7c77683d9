import {
  buildMenuDescription,
  COPY_SUFFIX,
  type CopyMenuInput,
  MENU_MESSAGES,
  type Menu,
  type MenuHostFlow,
  type MenuListItem,
  type MenuValues,
  type menuHostFlowUpdateSchema,
} from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  answeringConstraintErrors,
  missingReference,
  type ReferenceMessages,
} from '../../lib/constraint-errors.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { firstFreeTag } from '../../lib/free-tags.repo.js';
import type { Page } from '../../lib/list.js';
import { elementTypeNames } from '../../lib/reference-names.repo.js';
import { findMenusToExport, type MenuExportFilters } from './menu-export.repo.js';
import { hostFlowOf, writeHostFlow } from './menu-host-flow.js';
import {
  findElementNames,
  findMenu,
  findMenus,
  type MenuListQuery,
  serviceLineExists,
} from './menu-reads.repo.js';
import { writeMenuRows } from './menu-rows.js';
import {
  deleteMenu,
  insertMenu,
  insertMenuCopy,
  menuExists,
  updateMenuIfCurrent,
} from './menu-writes.repo.js';

const NOT_FOUND = 'Menu not found.';

/** Foreign keys a menu's payload names, as the field and thing a person can fix. */
const REFERENCES: ReferenceMessages = [
  ['menu_element_class', 'menuElementClassId: The chosen tag does not exist.'],
  ['brand', 'brandId: The chosen brand does not exist.'],
  ['cuisine_type', 'cuisineTypeId: The chosen cuisine does not exist.'],
  ['element_type', 'elements: A chosen element type does not exist.'],
  ['container_type', 'elements: A chosen container type does not exist.'],
  ['portion_unit', 'elements: A chosen portion unit does not exist.'],
  ['serving_utensil', 'elements: A chosen serving utensil does not exist.'],
  ['serving_vessel', 'elements: A chosen serving vessel does not exist.'],
  ['service_line', 'serviceLines: A chosen service line does not exist.'],
  ['tag_id', 'tags: A chosen keyword does not exist.'],
  ['element_id', 'elements: A chosen element does not exist.'],
];

/** Unique name per tag and existing references, as messages a person can act on. */
function write<T>(values: { name: string }, run: () => Promise<T>): Promise<T> {
  return answeringConstraintErrors(
    {
      unique: () => conflict(MENU_MESSAGES.conflict(values.name)),
      foreignKey: (constraint) => missingReference(constraint, REFERENCES),
    },
    run,
  );
}

/**
 * With automation on and no text sent, the server writes the built-in description, so a
 * menu saved while the generator was away still has one (the editor normally sends it).
 */
async function withDescription(db: Db, values: MenuValues): Promise<MenuValues> {
  if (!values.isDescriptionAutomated || values.description || !values.elements.length)
    return values;
  const elementIds = values.elements.map((row) => row.elementId);
  const typeIds = values.elements.flatMap((row) => (row.elementTypeId ? [row.elementTypeId] : []));
  const [names, typeName] = await Promise.all([
    findElementNames(db, elementIds),
    elementTypeNames(db, typeIds),
  ]);
  const description = buildMenuDescription(
    values.elements.map((row) => ({
      name: names.find((e) => e.id === row.elementId)?.name ?? '',
      typeName: typeName(row.elementTypeId),
      isAlternate: row.isAlternate,
    })),
  );
  return { ...values, description };
}

/** The list; a ranking for a line that does not exist would silently rank nothing. */
/**
 * Every master menu the list's filters match, for its spreadsheet; `serviceLine` only
 * ranks the list on screen, so a file is in name order.
 */
export function listMenusToExport(db: Db, query: MenuExportFilters) {
  return findMenusToExport(db, query);
}

export async function listMenus(db: Db, query: MenuListQuery): Promise<Page<MenuListItem>> {
  if (query.serviceLine && !(await serviceLineExists(db, query.serviceLine)))
    throw badRequest(MENU_MESSAGES.unknownServiceLine);
  return findMenus(db, query);
}

export async function getMenu(db: Db, id: string): Promise<Menu> {
  const menu = await findMenu(db, id);
  if (!menu) throw notFound(NOT_FOUND);
  return menu;
}

export async function createMenu(db: Db, input: MenuValues): Promise<Menu> {
  const values = await withDescription(db, input);
  const id = await write(values, () =>
    db.transaction(async (tx) => {
      const menuId = await insertMenu(tx, values);
      await writeMenuRows(tx, menuId, values.elements, false);
      return menuId;
    }),
  );
  return getMenu(db, id);
}

/** `updatedAt` as read, or 'force' once the person chose to overwrite a newer save. */
export async function updateMenu(
  db: Db,
  id: string,
  input: MenuValues,
  updatedAt: string | 'force',
): Promise<Menu> {
  const values = await withDescription(db, input);
  const token = updatedAt === 'force' ? 'force' : new Date(updatedAt);
  const written = await write(values, () =>
    db.transaction(async (tx) => {
      if (!(await updateMenuIfCurrent(tx, id, values, token))) return false;
      await writeMenuRows(tx, id, values.elements, token === 'force');
      return true;
    }),
  );
  if (!written) throw (await menuExists(db, id)) ? stale() : notFound(NOT_FOUND);
  return getMenu(db, id);
}

/** Scheduled menus are snapshots, so a master menu can go whatever was scheduled from it. */
export async function removeMenu(db: Db, id: string): Promise<void> {
  if (!(await deleteMenu(db, id))) throw notFound(NOT_FOUND);
}

/**
 * Copy and create (spec section 4): the same menu for the first tag its name does not use
 * yet, or a new menu named with the copy suffix in the same tag. Rows keep their host flow.
 */
export async function copyMenu(db: Db, input: CopyMenuInput): Promise<Menu> {
  const source = await getMenu(db, input.id);
  let target = { name: source.name, menuElementClassId: source.menuElementClassId };
  if (input.mode === 'new') {
    target = { ...target, name: `${source.name}${COPY_SUFFIX}` };
  } else {
    const tag = await firstFreeTag(db, 'menu', source.name);
    if (!tag) throw conflict(MENU_MESSAGES.noFreeTag);
    target = { ...target, menuElementClassId: tag.id };
  }
  const id = await write(target, () =>
    db.transaction((tx) => insertMenuCopy(tx, source.id, target)),
  );
  return getMenu(db, id);
}

export async function getMenuHostFlow(db: Db, id: string): Promise<MenuHostFlow> {
  return hostFlowOf(await getMenu(db, id));
}

export async function updateMenuHostFlow(
  db: Db,
  id: string,
  input: z.output<typeof menuHostFlowUpdateSchema>,
): Promise<MenuHostFlow> {
  const written = await write({ name: '' }, () =>
    db.transaction((tx) => writeHostFlow(tx, id, input)),
  );
  if (!written) throw notFound(NOT_FOUND);
  return getMenuHostFlow(db, id);
}
