import type { Element, ServingTemperature } from '@catering/domain';

/** One ingredient of the element as its row holds it; `name` is for display only. */
export interface ElementIngredientRow {
  ingredientId: string;
  name: string;
  amount: string;
  portionUnitId: string;
}

/**
 * The element form's values: numbers as typed, '' for none. The shared schema turns them
 * into the API body. `updatedAt` is '' for a new element (the create schema ignores it).
 */
export interface ElementFormValues {
  name: string;
  menuElementClassId: string;
  elementTypeId: string;
  allergenIds: string[];
  noAllergens: boolean;
  ingredients: string;
  noIngredients: boolean;
  ingredientObjs: ElementIngredientRow[];
  method: string;
  defaultContainerTypeId: string;
  defaultPortionPerPerson: string;
  defaultPortionPerContainer: string;
  defaultPortionUnitId: string;
  servingTemp: ServingTemperature | '';
  updatedAt: string;
}

export function newElementValues(): ElementFormValues {
  return {
    name: '',
    menuElementClassId: '',
    elementTypeId: '',
    allergenIds: [],
    noAllergens: false,
    ingredients: '',
    noIngredients: false,
    ingredientObjs: [],
    method: '',
    defaultContainerTypeId: '',
    defaultPortionPerPerson: '',
    defaultPortionPerContainer: '',
    defaultPortionUnitId: '',
    servingTemp: '',
    updatedAt: '',
  };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function elementFormValues(element: Element): ElementFormValues {
  return {
    name: element.name,
    menuElementClassId: element.menuElementClassId,
    elementTypeId: element.elementTypeId ?? '',
    allergenIds: element.allergenIds,
    noAllergens: element.noAllergens,
    ingredients: element.ingredients,
    noIngredients: element.noIngredients,
    ingredientObjs: element.ingredientObjs.map((obj) => ({
      ingredientId: obj.ingredientId,
      name: obj.name,
      amount: text(obj.amount),
      portionUnitId: obj.portionUnitId ?? '',
    })),
    method: element.method,
    defaultContainerTypeId: element.defaultContainerTypeId ?? '',
    defaultPortionPerPerson: text(element.defaultPortionPerPerson),
    defaultPortionPerContainer: text(element.defaultPortionPerContainer),
    defaultPortionUnitId: element.defaultPortionUnitId ?? '',
    servingTemp: element.servingTemp ?? '',
    updatedAt: element.updatedAt,
  };
}
