import {
  type ListQuery,
  type Menu,
  type MenuElement,
  type MenuListItem,
  type ServingTemperature,
  unionOfAllergens,
} from '@catering/domain';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  allergens,
  brands,
  cuisineTypes,
  elementAllergens,
  elements,
  menuElementClasses,
  menuElements,
  menuKeywordTags,
  menuServiceLines,
  menus,
  serviceLines,
} from '../../db/schema/index.js';
import {
  byName,
  containsPattern,
  filterOperand,
  iso,
  listShapeName,
  type Page,
  pageWindow,
  totalColumn,
  totalOfEmptyPage,
} from '../../lib/list.js';
import { preparedOnce } from '../../lib/prepared.js';

/** Queries that read master menus: the list, whole menus, and what they derive. */

export interface MenuListQuery extends ListQuery {
  brand?: string | null;
  class?: string | null;
  cuisine?: string | null;
  /** Ranks the menus tagged for this line first; filters nothing. */
  serviceLine?: string | null;
}

/** A menu's service line names in the lines' order, as a column of the list's statement. */
const serviceLineNamesColumn = sql<string[]>`(
  select coalesce(json_agg(${serviceLines.name} order by ${serviceLines.sortOrder}), '[]'::json)
  from ${menuServiceLines}
  join ${serviceLines} on ${serviceLines.id} = ${menuServiceLines.serviceLineId}
  where ${menuServiceLines.menuId} = ${menus.id})`;

/** The filters a request names: placeholders for the prepared page, values for a count. */
function menuFilters(query: MenuListQuery, as: 'placeholders' | 'values') {
  const value = (key: string, actual: string) => filterOperand(as, key, actual);
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(menus.name, value('q', containsPattern(query.q))));
  if (query.brand) filters.push(eq(menus.brandId, value('brand', query.brand)));
  if (query.class) filters.push(eq(menus.menuElementClassId, value('class', query.class)));
  if (query.cuisine) filters.push(eq(menus.cuisineTypeId, value('cuisine', query.cuisine)));
  return and(...filters);
}

/** Whether the menu is tagged for the `serviceLine` placeholder's line. */
const matchesServiceLineColumn = sql<boolean>`exists (
  select 1 from ${menuServiceLines}
  where ${menuServiceLines.menuId} = ${menus.id}
    and ${menuServiceLines.serviceLineId} = ${sql.placeholder('serviceLine')})`;

/**
 * One statement: the page, each row's lines and element count, and the total. Ranked for
 * a service line, the menus tagged for it come first, each part in name order, and every
 * row says which part it is in.
 */
function prepareMenuPage(db: Db, where: SQL | undefined, name: string, ranked: boolean) {
  const nameOrder = [byName(menus.name), byName(menuElementClasses.name)];
  return db
    .select({
      id: menus.id,
      name: menus.name,
      menuElementClassId: menus.menuElementClassId,
      menuElementClassName: menuElementClasses.name,
      brandId: menus.brandId,
      brandName: brands.name,
      cuisineTypeId: menus.cuisineTypeId,
      cuisineTypeName: cuisineTypes.name,
      elementCount: sql<number>`(select count(*)::int from ${menuElements} where ${menuElements.menuId} = ${menus.id})`,
      serviceLineNames: serviceLineNamesColumn,
      updatedAt: menus.updatedAt,
      total: totalColumn(menus, where),
      ...(ranked ? { matchesServiceLine: matchesServiceLineColumn } : {}),
    })
    .from(menus)
    .innerJoin(menuElementClasses, eq(menuElementClasses.id, menus.menuElementClassId))
    .leftJoin(brands, eq(brands.id, menus.brandId))
    .leftJoin(cuisineTypes, eq(cuisineTypes.id, menus.cuisineTypeId))
    .where(where)
    .orderBy(...(ranked ? [desc(matchesServiceLineColumn), ...nameOrder] : nameOrder))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

export async function findMenus(db: Db, query: MenuListQuery): Promise<Page<MenuListItem>> {
  const name = listShapeName('menu', query, ['q', 'brand', 'class', 'cuisine', 'serviceLine']);
  const page = preparedOnce(db, name, () =>
    prepareMenuPage(db, menuFilters(query, 'placeholders'), name, Boolean(query.serviceLine)),
  );
  const rows = await page.execute({
    q: query.q ? containsPattern(query.q) : undefined,
    brand: query.brand,
    class: query.class,
    cuisine: query.cuisine,
    serviceLine: query.serviceLine,
    ...pageWindow(query),
  });
  return {
    count:
      rows[0]?.total ?? (await totalOfEmptyPage(db, menus, menuFilters(query, 'values'), query)),
    rows: rows.map(({ total: _total, ...row }) => ({ ...row, updatedAt: iso(row.updatedAt) })),
  };
}

export async function serviceLineExists(db: Db, id: string): Promise<boolean> {
  const [line] = await db
    .select({ id: serviceLines.id })
    .from(serviceLines)
    .where(eq(serviceLines.id, id));
  return Boolean(line);
}

/** The rows of one menu in table order, with what each element is. */
async function menuElementRows(db: Db, menuId: string) {
  return db
    .select({
      row: menuElements,
      elementName: elements.name,
      elementClassId: elements.menuElementClassId,
      elementClassName: menuElementClasses.name,
      ingredients: elements.ingredients,
      method: elements.method,
    })
    .from(menuElements)
    .innerJoin(elements, eq(elements.id, menuElements.elementId))
    .innerJoin(menuElementClasses, eq(menuElementClasses.id, elements.menuElementClassId))
    .where(eq(menuElements.menuId, menuId))
    .orderBy(asc(menuElements.sortOrder), asc(menuElements.createdAt));
}

async function allergensOfElements(db: Db, elementIds: string[]) {
  if (!elementIds.length) return [];
  return db
    .select({ elementId: elementAllergens.elementId, id: allergens.id, name: allergens.name })
    .from(elementAllergens)
    .innerJoin(allergens, eq(allergens.id, elementAllergens.allergenId))
    .where(inArray(elementAllergens.elementId, elementIds))
    .orderBy(byName(allergens.name));
}

export async function findMenu(db: Db, id: string): Promise<Menu | undefined> {
  const [menu] = await db
    .select({ menu: menus, className: menuElementClasses.name })
    .from(menus)
    .innerJoin(menuElementClasses, eq(menuElementClasses.id, menus.menuElementClassId))
    .where(eq(menus.id, id));
  if (!menu) return undefined;
  const [rows, lineRows, keywordRows] = await Promise.all([
    menuElementRows(db, id),
    db
      .select({ id: menuServiceLines.serviceLineId })
      .from(menuServiceLines)
      .innerJoin(serviceLines, eq(serviceLines.id, menuServiceLines.serviceLineId))
      .where(eq(menuServiceLines.menuId, id))
      .orderBy(asc(serviceLines.sortOrder)),
    db
      .select({ id: menuKeywordTags.tagId })
      .from(menuKeywordTags)
      .where(eq(menuKeywordTags.menuId, id)),
  ]);
  const allergenRows = await allergensOfElements(db, [
    ...new Set(rows.map(({ row }) => row.elementId)),
  ]);
  const elementRows: MenuElement[] = rows.map((r) => {
    const own = allergenRows.filter((a) => a.elementId === r.row.elementId);
    return {
      id: r.row.id,
      elementId: r.row.elementId,
      element: {
        id: r.row.elementId,
        name: r.elementName,
        menuElementClassId: r.elementClassId,
        menuElementClassName: r.elementClassName,
        ingredients: r.ingredients,
        method: r.method,
        allergenIds: own.map((a) => a.id),
        allergenNames: own.map((a) => a.name),
      },
      order: r.row.sortOrder,
      elementTypeId: r.row.elementTypeId,
      isAlternate: r.row.isAlternate,
      share: r.row.share,
      containerTypeId: r.row.containerTypeId,
      portionPerPerson: r.row.portionPerPerson,
      portionPerContainer: r.row.portionPerContainer,
      portionUnitId: r.row.portionUnitId,
      servingTemp: r.row.servingTemp as ServingTemperature | null,
      labelName: r.row.labelName,
      directionals: r.row.directionals,
      hostFlowOrder: r.row.hostFlowOrder,
      servingUtensilId: r.row.servingUtensilId,
      servingVesselId: r.row.servingVesselId,
      updatedAt: iso(r.row.updatedAt),
    };
  });
  return {
    id: menu.menu.id,
    name: menu.menu.name,
    menuElementClassId: menu.menu.menuElementClassId,
    menuElementClassName: menu.className,
    brandId: menu.menu.brandId,
    cuisineTypeId: menu.menu.cuisineTypeId,
    description: menu.menu.description,
    isDescriptionAutomated: menu.menu.isDescriptionAutomated,
    serviceLines: lineRows.map((line) => line.id),
    tags: keywordRows.map((keyword) => keyword.id),
    elements: elementRows,
    ...unionOfAllergens(allergenRows),
    updatedAt: iso(menu.menu.updatedAt),
  };
}

/** The name of a brand or cuisine, or null for none or an unknown id. */
async function nameIn(db: Db, table: typeof brands | typeof cuisineTypes, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}

export const findBrandName = (db: Db, id: string | null) => nameIn(db, brands, id);
export const findCuisineName = (db: Db, id: string | null) => nameIn(db, cuisineTypes, id);

/** Names of catalogue elements, for the built-in description. */
export function findElementNames(db: Db, elementIds: string[]) {
  return db
    .select({ id: elements.id, name: elements.name })
    .from(elements)
    .where(inArray(elements.id, elementIds));
}
