import type {
  Element,
  ScheduledElement,
  ScheduledElementAlternative,
  ScheduledElementInput,
  ScheduledMenu,
  UpdateScheduledMenuInput,
} from '@catering/domain';
import {
  type ElementServingFields,
  servingFieldsFromElementDefaults,
  servingFieldsOfSavedRow,
} from '../../components/element-rows/serving-fields';

/**
 * One row of the scheduled menu's elements: a snapshot of an element, editable for this
 * day. `scheduledElementId` is '' for a row added in this edit. The field names shared with
 * the master menu's rows (name, elementTypeId, isAlternate, allergenNames) let its
 * description and allergen components read this form too.
 */
export interface ScheduledElementRow extends ElementServingFields {
  scheduledElementId: string;
  originalElementId: string;
  name: string;
  labelName: string;
  menuElementClassId: string;
  ingredients: string;
  method: string;
  allergenIds: string[];
  allergenNames: string[];
  alternative: ScheduledElementAlternative | null;
}

/** The editor's values; `elements` (not `scheduledElements`) as in the master menu form. */
export interface ScheduledMenuFormValues {
  name: string;
  brandId: string;
  cuisineTypeId: string;
  description: string;
  isDescriptionAutomated: boolean;
  elements: ScheduledElementRow[];
  updatedAt: string;
}

function savedRow(row: ScheduledElement): ScheduledElementRow {
  return {
    scheduledElementId: row.id,
    originalElementId: row.originalElementId ?? '',
    name: row.name,
    labelName: row.labelName ?? '',
    menuElementClassId: row.menuElementClassId ?? '',
    ...servingFieldsOfSavedRow(row),
    ingredients: row.ingredients,
    method: row.method,
    allergenIds: row.allergenIds,
    allergenNames: row.allergenNames,
    alternative: row.alternative,
  };
}

export function scheduledMenuFormValues(menu: ScheduledMenu): ScheduledMenuFormValues {
  return {
    name: menu.name,
    brandId: menu.brandId ?? '',
    cuisineTypeId: menu.cuisineTypeId ?? '',
    description: menu.description,
    isDescriptionAutomated: menu.isDescriptionAutomated,
    elements: [...menu.scheduledElements].sort((a, b) => a.order - b.order).map(savedRow),
    updatedAt: menu.updatedAt,
  };
}

/** A row for an element added on this day: a snapshot of the element and its defaults. */
export function scheduledRowFromElement(element: Element): ScheduledElementRow {
  return {
    scheduledElementId: '',
    originalElementId: element.id,
    name: element.name,
    labelName: '',
    menuElementClassId: element.menuElementClassId,
    ...servingFieldsFromElementDefaults(element),
    ingredients: element.ingredients,
    method: element.method,
    allergenIds: element.allergenIds,
    allergenNames: element.allergenNames,
    alternative: null,
  };
}

/**
 * The update as the shared schema checks it: every row with its place in the table as
 * `order` and the saved row's id under `id`; display-only names are left behind.
 */
export function scheduledMenuUpdateFromForm(
  values: ScheduledMenuFormValues,
): UpdateScheduledMenuInput {
  const { elements, ...header } = values;
  return {
    ...header,
    scheduledElements: elements.map(
      ({ scheduledElementId, allergenNames: _names, ...row }, order): ScheduledElementInput => ({
        ...(scheduledElementId ? { id: scheduledElementId } : {}),
        ...row,
        order,
      }),
    ),
  };
}
