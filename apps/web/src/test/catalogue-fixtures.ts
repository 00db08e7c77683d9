import type { Element, Ingredient, IngredientListItem } from '@catering/domain';
import { nextId } from './fixtures';

const UPDATED_AT = '2025-03-01T12:00:00.000Z';

export const named = (name: string) => ({ id: nextId(), name });

export const ounce = { id: nextId(), name: 'Ounce', abbreviation: 'oz' };
export const pound = { id: nextId(), name: 'Pound', abbreviation: 'lb' };
export const portionUnits = [pound, ounce];

export function buildIngredient(overrides: Partial<Ingredient> = {}): Ingredient {
  return {
    id: nextId(),
    name: 'Heavy Cream',
    type: 'Dairy',
    proteinType: null,
    portionUnitId: ounce.id,
    portionUnitAbbreviation: 'oz',
    allergenIds: [],
    noAllergens: true,
    vendors: [],
    costPerUnit: null,
    elementCount: 0,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

export function ingredientListItem(ingredient: Ingredient): IngredientListItem {
  const { id, name, type, proteinType, portionUnitId, portionUnitAbbreviation } = ingredient;
  return {
    id,
    name,
    type,
    proteinType,
    portionUnitId,
    portionUnitAbbreviation,
    costPerUnit: ingredient.costPerUnit,
    updatedAt: ingredient.updatedAt,
  };
}

export function buildElement(overrides: Partial<Element> = {}): Element {
  return {
    id: nextId(),
    name: 'Roast Chicken',
    menuElementClassId: nextId(),
    menuElementClassName: 'Classic',
    elementTypeId: null,
    elementTypeName: null,
    method: '',
    ingredients: 'Chicken, salt',
    noIngredients: false,
    allergenIds: [],
    allergenNames: [],
    noAllergens: true,
    ingredientObjs: [],
    defaultContainerTypeId: null,
    defaultPortionPerPerson: null,
    defaultPortionPerContainer: null,
    defaultPortionUnitId: null,
    servingTemp: null,
    menus: [],
    costing: { costPerPortion: null, lines: [], uncosted: [] },
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}
