import type { Element, ServingTemperature } from '@catering/domain';

/**
 * How a menu serves one of its elements: the part of a row that both the master menu's and
 * the scheduled menu's element tables edit. Numbers as typed, '' for none.
 */
export interface ElementServingFields {
  elementTypeId: string;
  isAlternate: boolean;
  /** The percent of its type's eaters the row feeds, as typed ('100': every eater). */
  share: string;
  containerTypeId: string;
  portionPerPerson: string;
  portionPerContainer: string;
  portionUnitId: string;
  servingTemp: ServingTemperature | '';
}

/** Any form whose element rows sit under `elements`, as both menu editors name them. */
export interface ElementRowsFormValues {
  elements: ElementServingFields[];
}

/** Where one row lives in its form, e.g. `elements.3`. */
export type ElementRowPath = `elements.${number}`;

/** A number as a text field holds it: '' for none. */
const numberFieldText = (value: number | string | null) => (value === null ? '' : String(value));

/** The serving details of a saved row, as the API sends them (null for none). */
interface SavedServingDetails {
  elementTypeId: string | null;
  isAlternate: boolean;
  share: number;
  containerTypeId: string | null;
  portionPerPerson: number | string | null;
  portionPerContainer: number | string | null;
  portionUnitId: string | null;
  servingTemp: ServingTemperature | null;
}

export function servingFieldsOfSavedRow(row: SavedServingDetails): ElementServingFields {
  return {
    elementTypeId: row.elementTypeId ?? '',
    isAlternate: row.isAlternate,
    share: String(row.share),
    containerTypeId: row.containerTypeId ?? '',
    portionPerPerson: numberFieldText(row.portionPerPerson),
    portionPerContainer: numberFieldText(row.portionPerContainer),
    portionUnitId: row.portionUnitId ?? '',
    servingTemp: row.servingTemp ?? '',
  };
}

/** A row just added starts from its element's defaults, and not as an alternate. */
export function servingFieldsFromElementDefaults(element: Element): ElementServingFields {
  return {
    elementTypeId: element.elementTypeId ?? '',
    isAlternate: false,
    share: '100',
    containerTypeId: element.defaultContainerTypeId ?? '',
    portionPerPerson: numberFieldText(element.defaultPortionPerPerson),
    portionPerContainer: numberFieldText(element.defaultPortionPerContainer),
    portionUnitId: element.defaultPortionUnitId ?? '',
    servingTemp: element.servingTemp ?? '',
  };
}
