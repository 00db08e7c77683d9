import {
  elementInputSchema,
  INGREDIENT_TYPES,
  ingredientInputSchema,
  PROTEIN_TYPES,
  SERVING_TEMPERATURES,
} from '@catering/domain';
import { z } from 'zod';
import { acceptedByProduct } from './product-check.js';

/*
 * The demo catalogue's rows (demo-ingredients.json, demo-elements.json), written with
 * reference names (units by abbreviation, allergens, vendors, tags, element and container
 * types) that the seed resolves to ids.
 */

/** Either some allergens or `noAllergens: true`, as the editor asks. */
const allergenFields = {
  allergens: z.array(z.string()).optional(),
  noAllergens: z.literal(true).optional(),
};

/** One vendor slot of an ingredient; the array order is the preference (1-3). */
const demoIngredientVendorSchema = z.strictObject({
  vendor: z.string(),
  productId: z.string(),
  /** In the ingredient's portion unit (a 40 lb case of an ingredient costed in oz: 640). */
  unitsPerCase: z.number(),
  /** Left out on a few slots ("market price"), so costing's "no vendor cost" path shows. */
  costPerCase: z.number().optional(),
  expDays: z.number(),
  leadTime: z.number(),
});

export const demoIngredientSchema = z
  .strictObject({
    name: z.string(),
    type: z.enum(INGREDIENT_TYPES),
    /** Only, and always, for type Protein. */
    proteinType: z.enum(PROTEIN_TYPES).optional(),
    /** A portion unit abbreviation. */
    unit: z.string(),
    ...allergenFields,
    vendors: z.array(demoIngredientVendorSchema),
  })
  .superRefine(
    acceptedByProduct(ingredientInputSchema, (row, id) => ({
      name: row.name,
      type: row.type,
      proteinType: row.proteinType ?? null,
      portionUnitId: id(`unit ${row.unit}`),
      allergenIds: (row.allergens ?? []).map((name) => id(`allergen ${name}`)),
      noAllergens: row.noAllergens ?? false,
      vendors: row.vendors.map(({ vendor, ...slot }) => ({
        ...slot,
        vendorId: id(`vendor ${vendor}`),
      })),
    })),
  );
export type DemoIngredient = z.infer<typeof demoIngredientSchema>;

/** An ingredient object of an element: an amount per portion. */
const demoElementIngredientSchema = z.strictObject({
  ingredient: z.string(),
  amount: z.number(),
  /** A unit abbreviation; left out on a few so the editor's missing-unit marker shows. */
  unit: z.string().optional(),
});

const demoPortionSchema = z.strictObject({
  container: z.string(),
  perPerson: z.number(),
  perContainer: z.number(),
  /** A unit abbreviation. */
  unit: z.string(),
});

export const demoElementSchema = z
  .strictObject({
    name: z.string(),
    /** The menu element class. */
    tag: z.string(),
    elementType: z.string(),
    servingTemp: z.enum(SERVING_TEMPERATURES),
    portion: demoPortionSchema,
    ...allergenFields,
    /** The label list printed on dish cards; '' when noIngredients. */
    ingredients: z.string(),
    noIngredients: z.literal(true).optional(),
    method: z.string(),
    items: z.array(demoElementIngredientSchema),
  })
  .superRefine(
    acceptedByProduct(elementInputSchema, (row, id) => ({
      name: row.name,
      menuElementClassId: id(`tag ${row.tag}`),
      elementTypeId: id(`element type ${row.elementType}`),
      method: row.method,
      ingredients: row.ingredients,
      noIngredients: row.noIngredients ?? false,
      allergenIds: (row.allergens ?? []).map((name) => id(`allergen ${name}`)),
      noAllergens: row.noAllergens ?? false,
      ingredientObjs: row.items.map((item) => ({
        ingredientId: id(`ingredient ${item.ingredient}`),
        amount: item.amount,
        portionUnitId: item.unit ? id(`unit ${item.unit}`) : null,
      })),
      defaultContainerTypeId: id(`container ${row.portion.container}`),
      defaultPortionPerPerson: row.portion.perPerson,
      defaultPortionPerContainer: row.portion.perContainer,
      defaultPortionUnitId: id(`unit ${row.portion.unit}`),
      servingTemp: row.servingTemp,
    })),
  );
export type DemoElement = z.infer<typeof demoElementSchema>;
