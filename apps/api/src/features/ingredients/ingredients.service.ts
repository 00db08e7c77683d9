import { INGREDIENT_MESSAGES, type Ingredient, type IngredientValues } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../lib/pg-errors.js';
import {
  countElementsUsing,
  deleteIngredient,
  findIngredient,
  ingredientExists,
  insertIngredient,
  updateIngredientIfCurrent,
} from './ingredients.repo.js';

const NOT_FOUND = 'Ingredient not found.';

/** A reference the schema cannot check (it exists or not in the database) becomes a 400. */
function unknownReference(constraint: string | undefined) {
  if (constraint?.includes('portion_unit')) return badRequest('Ingredient unit does not exist.');
  if (constraint?.includes('vendor')) return badRequest('Ingredient vendor does not exist.');
  if (constraint?.includes('allergen')) return badRequest('Ingredient allergen does not exist.');
  return badRequest('A referenced item does not exist.');
}

async function write<T>(values: IngredientValues, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(INGREDIENT_MESSAGES.conflict(values.name));
    if (isForeignKeyViolation(error)) throw unknownReference(violatedConstraint(error));
    throw error;
  }
}

export async function getIngredient(db: Db, id: string): Promise<Ingredient> {
  const ingredient = await findIngredient(db, id);
  if (!ingredient) throw notFound(NOT_FOUND);
  return ingredient;
}

export async function createIngredient(db: Db, values: IngredientValues): Promise<Ingredient> {
  const id = await write(values, () => db.transaction((tx) => insertIngredient(tx, values)));
  return getIngredient(db, id);
}

export async function updateIngredient(
  db: Db,
  id: string,
  values: IngredientValues & { updatedAt: string },
): Promise<Ingredient> {
  const written = await write(values, () =>
    db.transaction((tx) => updateIngredientIfCurrent(tx, id, values, new Date(values.updatedAt))),
  );
  if (!written) throw (await ingredientExists(db, id)) ? stale() : notFound(NOT_FOUND);
  return getIngredient(db, id);
}

/** Refused while any element uses the ingredient: its costing and labels depend on it. */
export async function removeIngredient(db: Db, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const uses = await countElementsUsing(tx, id);
      if (uses > 0) throw conflict(INGREDIENT_MESSAGES.inUse(uses));
      if (!(await deleteIngredient(tx, id))) throw notFound(NOT_FOUND);
    });
  } catch (error) {
    // An element took it up between the count and the delete.
    if (isForeignKeyViolation(error))
      throw conflict(INGREDIENT_MESSAGES.inUse(await countElementsUsing(db, id)));
    throw error;
  }
}
