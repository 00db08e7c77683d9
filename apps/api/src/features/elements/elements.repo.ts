import type {
  ElementListItem,
  ElementValues,
  ListQuery,
  ServingTemperature,
} from '@catering/domain';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  allergens,
  elementAllergens,
  elementIngredients,
  elements,
  elementTypes,
  ingredients,
  menuElementClasses,
  menuElements,
  menus,
  portionUnits,
} from '../../db/schema/index.js';
import { ingredientCostsPerUnit } from '../../lib/ingredient-costs.repo.js';
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
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import { preparedOnce } from '../../lib/prepared.js';

/** Elements' queries: the list, what whole elements are built from, and their writes. */

const baseColumns = {
  id: elements.id,
  name: elements.name,
  menuElementClassId: elements.menuElementClassId,
  menuElementClassName: menuElementClasses.name,
  elementTypeId: elements.elementTypeId,
  elementTypeName: elementTypes.name,
  servingTemp: elements.servingTemp,
  updatedAt: elements.updatedAt,
};

async function allergenNamesOf(db: Db, elementIds: string[]) {
  if (!elementIds.length) return [];
  return db
    .select({ elementId: elementAllergens.elementId, id: allergens.id, name: allergens.name })
    .from(elementAllergens)
    .innerJoin(allergens, eq(allergens.id, elementAllergens.allergenId))
    .where(inArray(elementAllergens.elementId, elementIds))
    .orderBy(byName(allergens.name));
}

type ElementListQuery = ListQuery & { class?: string | null };

/** The filters a request names: placeholders for the prepared page, values for a count. */
function elementFilters(query: ElementListQuery, as: 'placeholders' | 'values') {
  const value = (key: string, actual: string) => filterOperand(as, key, actual);
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(elements.name, value('q', containsPattern(query.q))));
  if (query.class) filters.push(eq(elements.menuElementClassId, value('class', query.class)));
  return and(...filters);
}

/** One statement: the page, each row's allergen names and the total. */
function prepareElementPage(db: Db, where: SQL | undefined, name: string) {
  return db
    .select({
      ...baseColumns,
      allergenNames: sql<string[]>`(
        select coalesce(json_agg(${allergens.name} order by lower(${allergens.name})), '[]'::json)
        from ${elementAllergens}
        join ${allergens} on ${allergens.id} = ${elementAllergens.allergenId}
        where ${elementAllergens.elementId} = ${elements.id})`,
      total: totalColumn(elements, where),
    })
    .from(elements)
    .innerJoin(menuElementClasses, eq(menuElementClasses.id, elements.menuElementClassId))
    .leftJoin(elementTypes, eq(elementTypes.id, elements.elementTypeId))
    .where(where)
    .orderBy(byName(elements.name), byName(menuElementClasses.name))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

export async function findElements(
  db: Db,
  query: ElementListQuery,
): Promise<Page<ElementListItem>> {
  const name = listShapeName('element', query, ['q', 'class']);
  const page = preparedOnce(db, name, () =>
    prepareElementPage(db, elementFilters(query, 'placeholders'), name),
  );
  const rows = await page.execute({
    q: query.q ? containsPattern(query.q) : undefined,
    class: query.class,
    ...pageWindow(query),
  });
  return {
    count:
      rows[0]?.total ??
      (await totalOfEmptyPage(db, elements, elementFilters(query, 'values'), query)),
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      servingTemp: row.servingTemp as ServingTemperature | null,
      updatedAt: iso(row.updatedAt),
    })),
  };
}

const lineUnits = alias(portionUnits, 'line_units');

async function ingredientLinesOf(db: Db, elementIds: string[]) {
  return db
    .select({
      elementId: elementIngredients.elementId,
      ingredientId: elementIngredients.ingredientId,
      name: ingredients.name,
      amount: elementIngredients.amount,
      portionUnitId: elementIngredients.portionUnitId,
      lineUnit: lineUnits.abbreviation,
      ingredientUnit: portionUnits.abbreviation,
    })
    .from(elementIngredients)
    .innerJoin(ingredients, eq(ingredients.id, elementIngredients.ingredientId))
    .innerJoin(portionUnits, eq(portionUnits.id, ingredients.portionUnitId))
    .leftJoin(lineUnits, eq(lineUnits.id, elementIngredients.portionUnitId))
    .where(inArray(elementIngredients.elementId, elementIds))
    .orderBy(asc(elementIngredients.sortOrder));
}

/** What a whole element is built from: its row, allergens, ingredient lines and menus. */
export interface ElementDetails {
  base: Awaited<ReturnType<typeof elementRows>>;
  allergenRows: Awaited<ReturnType<typeof allergenNamesOf>>;
  lines: Awaited<ReturnType<typeof ingredientLinesOf>>;
  menuRows: { elementId: string; id: string; name: string }[];
  /** Cost per unit of each ingredient the lines name. */
  costs: Map<string, number | null>;
}

function elementRows(db: Db, ids: string[]) {
  return db
    .select({
      ...baseColumns,
      method: elements.method,
      ingredients: elements.ingredients,
      noIngredients: elements.noIngredients,
      noAllergens: elements.noAllergens,
      defaultContainerTypeId: elements.defaultContainerTypeId,
      defaultPortionPerPerson: elements.defaultPortionPerPerson,
      defaultPortionPerContainer: elements.defaultPortionPerContainer,
      defaultPortionUnitId: elements.defaultPortionUnitId,
    })
    .from(elements)
    .innerJoin(menuElementClasses, eq(menuElementClasses.id, elements.menuElementClassId))
    .leftJoin(elementTypes, eq(elementTypes.id, elements.elementTypeId))
    .where(inArray(elements.id, ids));
}

/** The rows whole elements (`POST /v1/elements/full`) are built from; `ids` not empty. */
export async function findElementDetails(db: Db, ids: string[]): Promise<ElementDetails> {
  const base = await elementRows(db, ids);
  const found = base.map((row) => row.id);
  const [allergenRows, lines, menuRows] = await Promise.all([
    allergenNamesOf(db, found),
    found.length ? ingredientLinesOf(db, found) : [],
    found.length
      ? db
          .selectDistinct({ elementId: menuElements.elementId, id: menus.id, name: menus.name })
          .from(menuElements)
          .innerJoin(menus, eq(menus.id, menuElements.menuId))
          .where(inArray(menuElements.elementId, found))
          // DISTINCT can only order by what it selects.
          .orderBy(asc(menus.name))
      : [],
  ]);
  const costs = await ingredientCostsPerUnit(db, [
    ...new Set(lines.map((line) => line.ingredientId)),
  ]);
  return { base, allergenRows, lines, menuRows, costs };
}

function elementColumns(values: ElementValues) {
  return {
    name: values.name,
    menuElementClassId: values.menuElementClassId,
    elementTypeId: values.elementTypeId,
    method: values.method,
    ingredients: values.ingredients,
    noIngredients: values.noIngredients,
    noAllergens: values.noAllergens,
    defaultContainerTypeId: values.defaultContainerTypeId,
    defaultPortionPerPerson: values.defaultPortionPerPerson ?? null,
    defaultPortionPerContainer: values.defaultPortionPerContainer ?? null,
    defaultPortionUnitId: values.defaultPortionUnitId,
    servingTemp: values.servingTemp,
  };
}

/** Allergens and ingredient objects are rewritten with their element. */
async function writeChildren(db: Db, id: string, values: ElementValues) {
  await db.delete(elementAllergens).where(eq(elementAllergens.elementId, id));
  await db.delete(elementIngredients).where(eq(elementIngredients.elementId, id));
  if (values.allergenIds.length) {
    await db
      .insert(elementAllergens)
      .values(values.allergenIds.map((allergenId) => ({ elementId: id, allergenId })));
  }
  if (values.ingredientObjs.length) {
    await db.insert(elementIngredients).values(
      values.ingredientObjs.map((obj, sortOrder) => ({
        elementId: id,
        ingredientId: obj.ingredientId,
        amount: obj.amount ?? null,
        portionUnitId: obj.portionUnitId,
        sortOrder,
      })),
    );
  }
}

export async function insertElement(db: Db, values: ElementValues): Promise<string> {
  const [row] = await db
    .insert(elements)
    .values(elementColumns(values))
    .returning({ id: elements.id });
  await writeChildren(db, row!.id, values);
  return row!.id;
}

export async function updateElementIfCurrent(
  db: Db,
  id: string,
  values: ElementValues,
  updatedAt: Date,
): Promise<boolean> {
  const updated = await db
    .update(elements)
    .set({ ...elementColumns(values), updatedAt: nextUpdatedAt(elements.updatedAt) })
    .where(and(eq(elements.id, id), eq(elements.updatedAt, updatedAt)))
    .returning({ id: elements.id });
  if (!updated.length) return false;
  await writeChildren(db, id, values);
  return true;
}

export async function elementExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: elements.id }).from(elements).where(eq(elements.id, id));
  return Boolean(row);
}

export async function countMenusUsing(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${menuElements.menuId})::int` })
    .from(menuElements)
    .where(eq(menuElements.elementId, id));
  return row?.count ?? 0;
}

export async function deleteElement(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(elements).where(eq(elements.id, id)).returning({ id: elements.id });
  return rows.length > 0;
}
