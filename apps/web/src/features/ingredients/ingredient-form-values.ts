import {
  DEFAULT_INGREDIENT_TYPE,
  DEFAULT_INGREDIENT_UNIT,
  type Ingredient,
  type IngredientType,
  MAX_VENDORS,
  type PortionUnit,
  type ProteinType,
} from '@catering/domain';

/** One vendor slot as the inputs hold it: numbers as typed, '' when empty. */
export interface VendorSlotValues {
  vendorId: string;
  productId: string;
  unitsPerCase: string;
  costPerCase: string;
  expDays: string;
  leadTime: string;
}

/**
 * The ingredient form's values. The shared schema turns them into the API body: empty
 * numbers become absent, empty later slots are dropped, the protein type is kept for
 * Protein only. `updatedAt` is '' for a new ingredient (the create schema ignores it).
 */
export interface IngredientFormValues {
  name: string;
  type: IngredientType;
  proteinType: ProteinType | '';
  portionUnitId: string;
  allergenIds: string[];
  noAllergens: boolean;
  vendors: VendorSlotValues[];
  updatedAt: string;
}

const emptySlot = (): VendorSlotValues => ({
  vendorId: '',
  productId: '',
  unitsPerCase: '',
  costPerCase: '',
  expDays: '',
  leadTime: '',
});

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function newIngredientValues(portionUnits: readonly PortionUnit[]): IngredientFormValues {
  const defaultUnit = portionUnits.find((unit) => unit.abbreviation === DEFAULT_INGREDIENT_UNIT);
  return {
    name: '',
    type: DEFAULT_INGREDIENT_TYPE,
    proteinType: '',
    portionUnitId: defaultUnit?.id ?? '',
    allergenIds: [],
    noAllergens: false,
    vendors: Array.from({ length: MAX_VENDORS }, emptySlot),
    updatedAt: '',
  };
}

/** A saved ingredient in the form: its vendors in preference order, then empty slots. */
export function ingredientFormValues(ingredient: Ingredient): IngredientFormValues {
  const vendors = [...ingredient.vendors]
    .sort((a, b) => a.preference - b.preference)
    .slice(0, MAX_VENDORS)
    .map((vendor) => ({
      vendorId: vendor.vendorId,
      productId: vendor.productId ?? '',
      unitsPerCase: text(vendor.unitsPerCase),
      costPerCase: text(vendor.costPerCase),
      expDays: text(vendor.expDays),
      leadTime: text(vendor.leadTime),
    }));
  while (vendors.length < MAX_VENDORS) vendors.push(emptySlot());
  return {
    name: ingredient.name,
    type: ingredient.type,
    proteinType: ingredient.proteinType ?? '',
    portionUnitId: ingredient.portionUnitId,
    allergenIds: ingredient.allergenIds,
    noAllergens: ingredient.noAllergens,
    vendors,
    updatedAt: ingredient.updatedAt,
  };
}
