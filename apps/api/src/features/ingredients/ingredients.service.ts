import {
  INGREDIENT_MESSAGES,
  type Ingredient,
  type IngredientListItem,
  type IngredientValues,
  type ListQuery,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import {
  answeringConstraintErrors,
  missingReference,
  type ReferenceMessages,
} from '../../lib/constraint-errors.js';
import { conflict, notFound, stale } from '../../lib/errors.js';
import type { Page } from '../../lib/list.js';
import { findIngredientsToExport } from './ingredient-export.repo.js';
import {
  countElementsUsing,
  deleteIngredient,
  findIngredient,
  findIngredients,
  ingredientExists,
  insertIngredient,
  updateIngredientIfCurrent,
} from './ingredients.repo.js';

const NOT_FOUND = 'Ingredient not found.';

/** References the schema cannot check (they exist or not in the database), as 400s. */
const REFERENCES: ReferenceMessages = [
  ['portion_unit', 'Ingredient unit does not exist.'],
  ['vendor', 'Ingredient vendor does not exist.'],
  ['allergen', 'Ingredient allergen does not exist.'],
];

/** Unique name and existing references, as messages a person can act on. */
function write<T>(values: IngredientValues, run: () => Promise<T>): Promise<T> {
  return answeringConstraintErrors(
    {
      unique: () => conflict(INGREDIENT_MESSAGES.conflict(values.name)),
      foreignKey: (constraint) => missingReference(constraint, REFERENCES),
    },
    run,
  );
}

export function listIngredients(db: Db, query: ListQuery): Promise<Page<IngredientListItem>> {
  return findIngredients(db, query);
}

/** Every ingredient the list's search matches, for its spreadsheet. */
export function listIngredientsToExport(db: Db, query: { q?: string }) {
  return findIngredientsToExport(db, query);
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
  await answeringConstraintErrors(
    // An element took it up between the count and the delete.
    {
      foreignKey: async () => conflict(INGREDIENT_MESSAGES.inUse(await countElementsUsing(db, id))),
    },
    () =>
      db.transaction(async (tx) => {
        const uses = await countElementsUsing(tx, id);
        if (uses > 0) throw conflict(INGREDIENT_MESSAGES.inUse(uses));
        if (!(await deleteIngredient(tx, id))) throw notFound(NOT_FOUND);
      }),
  );
}
