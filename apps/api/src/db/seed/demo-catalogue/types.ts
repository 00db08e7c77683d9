import type { IngredientType, ProteinType, ServingTemperature } from '@catering/domain';

/**
 * The demo catalogue's rows, written with reference names (units by abbreviation,
 * allergens, vendors, tags, element and container types) that the seed resolves to ids.
 */

/** One vendor slot of an ingredient; the array order is the preference (1-3). */
export interface DemoIngredientVendor {
  vendor: string;
  productId: string;
  /** In the ingredient's portion unit (a 40 lb case of an ingredient costed in oz: 640). */
  unitsPerCase: number;
  /** Left out on a few slots ("market price"), so costing's "no vendor cost" path shows. */
  costPerCase?: number;
  expDays: number;
  leadTime: number;
}

export interface DemoIngredient {
  name: string;
  type: IngredientType;
  /** Only, and always, for type Protein. */
  proteinType?: ProteinType;
  /** A portion unit abbreviation. */
  unit: string;
  /** Either some allergens or noAllergens. */
  allergens?: string[];
  noAllergens?: true;
  vendors: DemoIngredientVendor[];
}

/** An ingredient object of an element: an amount per portion. */
export interface DemoElementIngredient {
  ingredient: string;
  amount: number;
  /** A unit abbreviation; left out on a few so the editor's missing-unit marker shows. */
  unit?: string;
}

export interface DemoPortion {
  container: string;
  perPerson: number;
  perContainer: number;
  /** A unit abbreviation. */
  unit: string;
}

export interface DemoElement {
  name: string;
  /** The menu element class. */
  tag: string;
  elementType: string;
  servingTemp: ServingTemperature;
  portion: DemoPortion;
  /** Either some allergens or noAllergens. */
  allergens?: string[];
  noAllergens?: true;
  /** The label list printed on dish cards; '' when noIngredients. */
  ingredients: string;
  noIngredients?: true;
  method: string;
  items: DemoElementIngredient[];
}

/** A vendor slot in one line: vendor, product id, units per case, cost per case, expiry, lead. */
export function vendor(
  name: string,
  productId: string,
  unitsPerCase: number,
  costPerCase: number | null,
  expDays: number,
  leadTime: number,
): DemoIngredientVendor {
  return {
    vendor: name,
    productId,
    unitsPerCase,
    ...(costPerCase === null ? {} : { costPerCase }),
    expDays,
    leadTime,
  };
}
