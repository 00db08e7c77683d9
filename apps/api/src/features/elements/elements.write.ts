import type { ElementValues } from '@catering/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  elementAllergens,
  elementIngredients,
  elements,
  menuElements,
} from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Queries that write elements, and the lookups their rules need. */

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
