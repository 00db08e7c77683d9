import type { Element, Menu, MenuElement, MenuInput, UpdateMenuInput } from '@catering/domain';
import {
  type ElementServingFields,
  servingFieldsFromElementDefaults,
  servingFieldsOfSavedRow,
} from '../../components/element-rows/serving-fields';

/**
 * One row of the menu's elements table. The element's own fields (name, tag, ingredients,
 * method, allergens) are for display only; the rest is how this menu serves it.
 * `menuElementId` is the saved row's id, '' for a row added in this edit.
 */
export interface MenuElementRow extends ElementServingFields {
  menuElementId: string;
  elementId: string;
  name: string;
  tagName: string;
  ingredients: string;
  method: string;
  allergenNames: string[];
  labelName: string;
}

/** The menu form's values: numbers as typed, '' for none; `updatedAt` '' for a new menu. */
export interface MenuFormValues {
  name: string;
  menuElementClassId: string;
  brandId: string;
  cuisineTypeId: string;
  description: string;
  isDescriptionAutomated: boolean;
  serviceLines: string[];
  tags: string[];
  elements: MenuElementRow[];
  updatedAt: string;
}

export function newMenuValues(): MenuFormValues {
  return {
    name: '',
    menuElementClassId: '',
    brandId: '',
    cuisineTypeId: '',
    description: '',
    isDescriptionAutomated: true,
    serviceLines: [],
    tags: [],
    elements: [],
    updatedAt: '',
  };
}

function savedRow(row: MenuElement): MenuElementRow {
  return {
    menuElementId: row.id,
    elementId: row.elementId,
    name: row.element.name,
    tagName: row.element.menuElementClassName,
    ingredients: row.element.ingredients,
    method: row.element.method,
    allergenNames: row.element.allergenNames,
    ...servingFieldsOfSavedRow(row),
    labelName: row.labelName ?? '',
  };
}

export function menuFormValues(menu: Menu): MenuFormValues {
  return {
    name: menu.name,
    menuElementClassId: menu.menuElementClassId,
    brandId: menu.brandId ?? '',
    cuisineTypeId: menu.cuisineTypeId ?? '',
    description: menu.description,
    isDescriptionAutomated: menu.isDescriptionAutomated,
    serviceLines: menu.serviceLines,
    tags: menu.tags,
    elements: [...menu.elements].sort((a, b) => a.order - b.order).map(savedRow),
    updatedAt: menu.updatedAt,
  };
}

/** A row for an element just added to the menu: it starts from the element's defaults. */
export function rowFromElement(element: Element): MenuElementRow {
  return {
    menuElementId: '',
    elementId: element.id,
    name: element.name,
    tagName: element.menuElementClassName,
    ingredients: element.ingredients,
    method: element.method,
    allergenNames: element.allergenNames,
    ...servingFieldsFromElementDefaults(element),
    labelName: '',
  };
}

/**
 * What the shared schema validates: the form's values with each row's `order` taken from
 * its place in the table (the table order is the only order there is) and the saved row's
 * id under `id`. The element's display fields are left behind.
 */
export function menuInputFromForm(values: MenuFormValues): MenuInput & { updatedAt?: string } {
  const { elements, updatedAt, ...fields } = values;
  return {
    ...fields,
    ...(updatedAt ? { updatedAt } : {}),
    elements: elements.map((row, order) => ({
      ...(row.menuElementId ? { id: row.menuElementId } : {}),
      elementId: row.elementId,
      order,
      elementTypeId: row.elementTypeId,
      isAlternate: row.isAlternate,
      share: row.share,
      containerTypeId: row.containerTypeId,
      portionPerPerson: row.portionPerPerson,
      portionPerContainer: row.portionPerContainer,
      portionUnitId: row.portionUnitId,
      servingTemp: row.servingTemp,
      labelName: row.labelName,
    })),
  } satisfies MenuInput | UpdateMenuInput;
}

/** The union of the rows' element allergens, by name, in alphabetical order. */
export function menuAllergenNames(rows: readonly Pick<MenuElementRow, 'allergenNames'>[]) {
  return [...new Set(rows.flatMap((row) => row.allergenNames))].sort((a, b) => a.localeCompare(b));
}

/**
 * 'Sort By Type': rows ordered by their element type's `sortOrder`; untyped rows (or of a
 * type no longer listed) go last, and rows of one type keep their order (stable sort).
 */
export function sortRowsByType<Row extends { elementTypeId: string }>(
  rows: readonly Row[],
  types: readonly { id: string; sortOrder: number }[],
): Row[] {
  const rank = new Map(types.map((type) => [type.id, type.sortOrder]));
  const rankOf = (row: Row) => rank.get(row.elementTypeId) ?? Number.POSITIVE_INFINITY;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rankOf(a.row) - rankOf(b.row) || a.index - b.index)
    .map(({ row }) => row);
}
