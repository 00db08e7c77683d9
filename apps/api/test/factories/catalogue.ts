import {
  type Element,
  type ElementInput,
  elementInputSchema,
  type Ingredient,
  type IngredientInput,
  ingredientInputSchema,
} from '@catering/domain';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { createElement } from '../../src/features/elements/elements.service.js';
import { createIngredient } from '../../src/features/ingredients/ingredients.service.js';
import { idByName, portionUnitId } from './lookup.js';
import { buildVendor } from './reference.js';
import { uniqueName } from './unique.js';

/**
 * An ingredient through the product's own rules (the API's schema and service): without
 * overrides it has no allergens, ounces as its unit and one new vendor at 10 oz a case.
 */
export async function buildIngredient(
  db: Db,
  overrides: Partial<IngredientInput> = {},
): Promise<Ingredient> {
  const vendors = overrides.vendors ?? [
    { vendorId: (await buildVendor(db)).id, unitsPerCase: 10, costPerCase: 20 },
  ];
  const values = ingredientInputSchema.parse({
    name: uniqueName('Ingredient'),
    type: 'Vegetable',
    portionUnitId: overrides.portionUnitId ?? (await portionUnitId(db, 'oz')),
    noAllergens: !overrides.allergenIds?.length,
    ...overrides,
    vendors,
  });
  return createIngredient(db, values);
}

export interface ElementOverrides extends Partial<ElementInput> {
  /** The tag (menu element class) by name; `menuElementClassId` wins when both are given. */
  tag?: string;
  /** Allergens by name; "no allergens" when neither these nor `allergenIds` are given. */
  allergens?: string[];
}

/**
 * An element through the product's own rules: a tag (standard unless told), an ingredients
 * text, and allergens or "no allergens", as the editor must send them.
 */
export async function buildElement(db: Db, overrides: ElementOverrides = {}): Promise<Element> {
  const { tag = 'standard', allergens = [], ...input } = overrides;
  const allergenIds =
    input.allergenIds ??
    (await Promise.all(allergens.map((name) => idByName(db, t.allergens, name))));
  const values = elementInputSchema.parse({
    name: uniqueName('Element'),
    menuElementClassId: input.menuElementClassId ?? (await idByName(db, t.menuElementClasses, tag)),
    ingredients: 'Water, salt',
    noAllergens: allergenIds.length === 0,
    ...input,
    allergenIds,
  });
  return createElement(db, values);
}
