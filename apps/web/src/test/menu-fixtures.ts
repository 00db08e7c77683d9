import type {
  Element,
  ElementListItem,
  ElementType,
  Menu,
  MenuElement,
  MenuHostFlow,
  MenuListItem,
} from '@catering/domain';
import { nextId } from './fixtures';

const UPDATED_AT = '2025-03-01T12:00:00.000Z';

export function buildElementType(name: string, sortOrder: number): ElementType {
  return { id: nextId(), name, feeds: 'all', isCore: true, sortOrder };
}

export function elementListItem(element: Element): ElementListItem {
  return {
    id: element.id,
    name: element.name,
    menuElementClassId: element.menuElementClassId,
    menuElementClassName: element.menuElementClassName,
    elementTypeId: element.elementTypeId,
    elementTypeName: element.elementTypeName,
    allergenNames: element.allergenNames,
    servingTemp: element.servingTemp,
    updatedAt: element.updatedAt,
  };
}

/** A saved row of a menu serving `element` with the element's defaults. */
export function buildMenuElement(element: Element, overrides: Partial<MenuElement> = {}) {
  return {
    id: nextId(),
    elementId: element.id,
    element: {
      id: element.id,
      name: element.name,
      menuElementClassId: element.menuElementClassId,
      menuElementClassName: element.menuElementClassName,
      ingredients: element.ingredients,
      method: element.method,
      allergenIds: element.allergenIds,
      allergenNames: element.allergenNames,
    },
    order: 0,
    elementTypeId: element.elementTypeId,
    isAlternate: false,
    share: 100,
    containerTypeId: element.defaultContainerTypeId,
    portionPerPerson: element.defaultPortionPerPerson,
    portionPerContainer: element.defaultPortionPerContainer,
    portionUnitId: element.defaultPortionUnitId,
    servingTemp: element.servingTemp,
    labelName: null,
    directionals: '',
    hostFlowOrder: null,
    servingUtensilId: null,
    servingVesselId: null,
    updatedAt: UPDATED_AT,
    ...overrides,
  } satisfies MenuElement;
}

export function buildMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    id: nextId(),
    name: 'Taste of India',
    menuElementClassId: nextId(),
    menuElementClassName: 'standard',
    brandId: null,
    cuisineTypeId: null,
    description: '',
    isDescriptionAutomated: false,
    serviceLines: [],
    tags: [],
    elements: [],
    allergenIds: [],
    allergenNames: [],
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

export function menuListItem(menu: Menu, overrides: Partial<MenuListItem> = {}): MenuListItem {
  return {
    id: menu.id,
    name: menu.name,
    menuElementClassId: menu.menuElementClassId,
    menuElementClassName: menu.menuElementClassName,
    brandId: menu.brandId,
    brandName: null,
    cuisineTypeId: menu.cuisineTypeId,
    cuisineTypeName: null,
    serviceLineNames: [],
    elementCount: menu.elements.length,
    updatedAt: menu.updatedAt,
    ...overrides,
  };
}

/** The host flow the API derives from `menu`: its rows in table order. */
export function hostFlowOf(menu: Menu): MenuHostFlow {
  return {
    id: menu.id,
    name: menu.name,
    description: menu.description,
    cuisineTypeId: menu.cuisineTypeId,
    serviceLines: menu.serviceLines,
    allergenNames: menu.allergenNames,
    elements: menu.elements.map((row, index) => ({
      id: row.id,
      name: row.element.name,
      elementTypeId: row.elementTypeId,
      allergenNames: row.element.allergenNames,
      servingTemp: row.servingTemp,
      directionals: row.directionals,
      hostFlowOrder: row.hostFlowOrder ?? index,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
    })),
    updatedAt: menu.updatedAt,
  };
}

/** A small catalogue for the menu screens: tags, types, containers and three elements. */
export function buildMenuCatalogue() {
  const standard = { id: nextId(), name: 'standard' };
  const premium = { id: nextId(), name: 'premium' };
  const protein = buildElementType('Protein', 1);
  const starch = buildElementType('Starch', 2);
  const bread = buildElementType('Bread', 6);
  const fullPan = { id: nextId(), name: 'Full Pan', allowsHalf: true };
  const ounce = { id: nextId(), name: 'Ounce', abbreviation: 'oz' };
  const inStandard = { menuElementClassId: standard.id, menuElementClassName: standard.name };
  const element = (overrides: Partial<Element>): Element => ({
    id: nextId(),
    name: '',
    ...inStandard,
    elementTypeId: null,
    elementTypeName: null,
    method: '',
    ingredients: '',
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
  });
  const chicken = element({
    name: 'Chicken Tikka Masala',
    elementTypeId: protein.id,
    elementTypeName: protein.name,
    ingredients: 'Chicken thigh, yogurt, garam masala, tomato, cream, butter',
    method: 'Marinate overnight, roast, then simmer in the sauce.',
    allergenIds: [nextId()],
    allergenNames: ['Milk'],
    noAllergens: false,
    defaultContainerTypeId: fullPan.id,
    defaultPortionPerPerson: 6,
    defaultPortionPerContainer: 40,
    defaultPortionUnitId: ounce.id,
    servingTemp: 'HOT',
  });
  const rice = element({ name: 'Jeera Basmati Rice', ingredients: 'Basmati rice, cumin' });
  const naan = element({
    name: 'Warm Naan',
    elementTypeId: bread.id,
    elementTypeName: bread.name,
    allergenIds: [nextId(), nextId()],
    allergenNames: ['Wheat', 'Milk'],
    noAllergens: false,
    defaultContainerTypeId: fullPan.id,
    defaultPortionPerPerson: 1,
    defaultPortionPerContainer: 30,
    defaultPortionUnitId: ounce.id,
    servingTemp: 'AMBIENT',
  });
  return {
    standard,
    premium,
    protein,
    starch,
    bread,
    fullPan,
    ounce,
    chicken,
    rice,
    naan,
    reference: {
      '/v1/menu-element-classes': [standard, premium],
      '/v1/element-types': [bread, protein, starch],
      '/v1/container-types': [fullPan],
      '/v1/portion-units': [ounce],
    },
  };
}
