import {
  costElement,
  type Element,
  type ElementListItem,
  type ListQuery,
  type ServingTemperature,
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
import { ingredientCostsPerUnit } from '../../lib/ingredient-costs.js';
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

/** Queries that read elements: the list, and whole elements with their costing. */

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

/** Whole elements (the editor's, `POST /v1/elements/full`), in the order of `ids`. */
export async function findFullElements(db: Db, ids: string[]): Promise<Element[]> {
  if (!ids.length) return [];
  const base = await db
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

  const byId = new Map(
    base.map((row) => {
      const own = lines.filter((line) => line.elementId === row.id);
      const costable = new Map(
        own.map((line) => [
          line.ingredientId,
          {
            id: line.ingredientId,
            name: line.name,
            unitAbbreviation: line.ingredientUnit,
            costPerUnit: costs.get(line.ingredientId) ?? null,
          },
        ]),
      );
      const ownAllergens = allergenRows.filter((a) => a.elementId === row.id);
      const element: Element = {
        ...row,
        servingTemp: row.servingTemp as ServingTemperature | null,
        allergenIds: ownAllergens.map((a) => a.id),
        allergenNames: ownAllergens.map((a) => a.name),
        ingredientObjs: own.map((line) => ({
          ingredientId: line.ingredientId,
          name: line.name,
          amount: line.amount,
          portionUnitId: line.portionUnitId,
        })),
        menus: menuRows.filter((m) => m.elementId === row.id).map(({ id, name }) => ({ id, name })),
        costing: costElement(
          own.map((line) => ({
            ingredientId: line.ingredientId,
            amount: line.amount,
            unitAbbreviation: line.lineUnit,
          })),
          costable,
        ),
        updatedAt: iso(row.updatedAt),
      };
      return [row.id, element];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
