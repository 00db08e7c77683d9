import type { ElementValues } from '@catering/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import {
  allergens,
  containerTypes,
  elementAllergens,
  elementIngredients,
  elements,
  elementTypes,
  ingredients,
  menuElementClasses,
  portionUnits,
} from '../../db/schema/index.js';
import { insertMany, type Tx } from '../../db/seed/demo-catalogue/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** An ingredient line as stored, in the editor's order. */
export interface StoredLine {
  ingredientId: string;
  amount: number | null;
  portionUnitId: string | null;
}

/** An element as stored, in the shape the import compares a row with. */
export interface StoredElement {
  id: string;
  name: string;
  menuElementClassId: string;
  elementTypeId: string | null;
  method: string;
  ingredients: string;
  noIngredients: boolean;
  noAllergens: boolean;
  defaultContainerTypeId: string | null;
  defaultPortionPerPerson: number | null;
  defaultPortionPerContainer: number | null;
  defaultPortionUnitId: string | null;
  servingTemp: string | null;
  updatedAt: Date;
  allergenIds: string[];
  lines: StoredLine[];
}

/** The reference lists an elements sheet names, every ingredient and every element. */
export async function readElementCatalogue(tx: Tx) {
  const named = <T extends typeof allergens | typeof elementTypes | typeof containerTypes>(
    table: T,
  ) => tx.select({ id: table.id, name: table.name }).from(table as typeof allergens);
  const [units, allergenRows, tags, types, containers, ingredientRows, elementRows, links, lines] =
    await Promise.all([
      tx
        .select({
          id: portionUnits.id,
          name: portionUnits.name,
          abbreviation: portionUnits.abbreviation,
        })
        .from(portionUnits),
      named(allergens),
      tx
        .select({ id: menuElementClasses.id, name: menuElementClasses.name })
        .from(menuElementClasses),
      named(elementTypes),
      named(containerTypes),
      tx
        .select({
          id: ingredients.id,
          name: ingredients.name,
          portionUnitId: ingredients.portionUnitId,
        })
        .from(ingredients),
      tx
        .select({
          id: elements.id,
          name: elements.name,
          menuElementClassId: elements.menuElementClassId,
          elementTypeId: elements.elementTypeId,
          method: elements.method,
          ingredients: elements.ingredients,
          noIngredients: elements.noIngredients,
          noAllergens: elements.noAllergens,
          defaultContainerTypeId: elements.defaultContainerTypeId,
          defaultPortionPerPerson: elements.defaultPortionPerPerson,
          defaultPortionPerContainer: elements.defaultPortionPerContainer,
          defaultPortionUnitId: elements.defaultPortionUnitId,
          servingTemp: elements.servingTemp,
          updatedAt: elements.updatedAt,
        })
        .from(elements),
      tx.select().from(elementAllergens),
      tx.select().from(elementIngredients).orderBy(asc(elementIngredients.sortOrder)),
    ]);
  const byId = new Map<string, StoredElement>(
    elementRows.map((row) => [row.id, { ...row, allergenIds: [], lines: [] }]),
  );
  for (const link of links) byId.get(link.elementId)?.allergenIds.push(link.allergenId);
  for (const line of lines) {
    byId.get(line.elementId)?.lines.push({
      ingredientId: line.ingredientId,
      amount: line.amount,
      portionUnitId: line.portionUnitId,
    });
  }
  return {
    units,
    allergens: allergenRows,
    tags,
    elementTypes: types,
    containers,
    ingredients: ingredientRows,
    elements: [...byId.values()],
  };
}

export interface ElementWrite {
  /** Absent: a new element. */
  existing?: { id: string; updatedAt: Date };
  values: ElementValues;
}

const columnsOf = (values: ElementValues) => ({
  name: values.name,
  menu_element_class_id: values.menuElementClassId,
  element_type_id: values.elementTypeId,
  method: values.method,
  ingredients: values.ingredients,
  no_ingredients: values.noIngredients,
  no_allergens: values.noAllergens,
  default_container_type_id: values.defaultContainerTypeId,
  default_portion_per_person: values.defaultPortionPerPerson ?? null,
  default_portion_per_container: values.defaultPortionPerContainer ?? null,
  default_portion_unit_id: values.defaultPortionUnitId,
  serving_temp: values.servingTemp,
});

/**
 * Creates and updates many elements in a few statements, their allergens and ingredient
 * lines rewritten as the editor's save does (elements.repo.ts writeChildren). An update
 * applies only while the element's `updatedAt` is the one the plan read; answers how many
 * updates applied.
 */
export async function writeElements(
  tx: Tx,
  writes: (ElementWrite & { id: string })[],
): Promise<number> {
  const created = writes.filter((write) => !write.existing);
  const updated = writes.filter((write) => write.existing);
  await insertMany(
    tx,
    elements,
    created.map(({ id, values }) => ({
      id,
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
    })),
  );
  let applied = 0;
  if (updated.length) {
    const rows = updated.map(({ id, existing, values }) => ({
      id,
      updated_at: existing?.updatedAt.toISOString(),
      ...columnsOf(values),
    }));
    const result = await tx.execute(sql`
      update ${elements} set name = r.name, menu_element_class_id = r.menu_element_class_id,
        element_type_id = r.element_type_id, method = r.method, ingredients = r.ingredients,
        no_ingredients = r.no_ingredients, no_allergens = r.no_allergens,
        default_container_type_id = r.default_container_type_id,
        default_portion_per_person = r.default_portion_per_person,
        default_portion_per_container = r.default_portion_per_container,
        default_portion_unit_id = r.default_portion_unit_id, serving_temp = r.serving_temp,
        updated_at = ${nextUpdatedAt(elements.updatedAt)}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid,
        updated_at timestamptz, name text, menu_element_class_id uuid, element_type_id uuid,
        method text, ingredients text, no_ingredients boolean, no_allergens boolean,
        default_container_type_id uuid, default_portion_per_person numeric,
        default_portion_per_container numeric, default_portion_unit_id uuid, serving_temp text)
      where ${elements.id} = r.id and ${elements.updatedAt} = r.updated_at
      returning ${elements.id}`);
    applied = (result as unknown as { rows: unknown[] }).rows.length;
    const ids = updated.map((write) => write.id);
    await tx.delete(elementAllergens).where(inArray(elementAllergens.elementId, ids));
    await tx.delete(elementIngredients).where(inArray(elementIngredients.elementId, ids));
  }
  await insertMany(
    tx,
    elementAllergens,
    writes.flatMap(({ id, values }) =>
      values.allergenIds.map((allergenId) => ({ elementId: id, allergenId })),
    ),
  );
  await insertMany(
    tx,
    elementIngredients,
    writes.flatMap(({ id, values }) =>
      values.ingredientObjs.map((obj, sortOrder) => ({
        elementId: id,
        ingredientId: obj.ingredientId,
        amount: obj.amount ?? null,
        portionUnitId: obj.portionUnitId,
        sortOrder,
      })),
    ),
  );
  return applied;
}
