import { z } from 'zod';
import {
  arrayOrEmpty,
  checkEvenWithFieldErrors,
  optionalId,
  optionalNumber,
} from './form-values.js';
import { isoDateTime, uuid } from './ids.js';

export const INGREDIENT_TYPES = [
  'Fat',
  'Fruit',
  'Dairy',
  'Grain',
  'Other',
  'Protein',
  'Seasoning/Spice',
  'Starch',
  'Vegetable',
] as const;
export type IngredientType = (typeof INGREDIENT_TYPES)[number];
export const DEFAULT_INGREDIENT_TYPE: IngredientType = 'Fat';

export const PROTEIN_TYPES = [
  'Bean',
  'Dairy',
  'Egg',
  'Nut',
  'Poultry',
  'Red Meat',
  'Seafood',
] as const;
export type ProteinType = (typeof PROTEIN_TYPES)[number];
/** Picking type Protein preselects this protein type. */
export const DEFAULT_PROTEIN_TYPE: ProteinType = 'Poultry';
/** The portion unit a new ingredient starts with (its abbreviation). */
export const DEFAULT_INGREDIENT_UNIT = 'oz';
export const MAX_VENDORS = 3;

export const INGREDIENT_MESSAGES = {
  required: (field: string) => `Ingredient ${field} is required.`,
  vendorRequired: (slot: number, field: string) =>
    `Ingredient vendor ${slot} ${field} is required.`,
  allergens: "Please fill in this ingredient's allergens or mark that there are no allergens.",
  conflict: (name: string) => `There is an ingredient named ${name} already.`,
  tooManyVendors: `An ingredient has at most ${MAX_VENDORS} vendors.`,
  notNegative: (slot: number, field: string) =>
    `Ingredient vendor ${slot} ${field} cannot be negative.`,
  unitsPositive: (slot: number) => `Ingredient vendor ${slot} units per case must be more than 0.`,
  wholeDays: (slot: number, field: string) =>
    `Ingredient vendor ${slot} ${field} must be a whole number of days.`,
  confirmDelete: 'Confirm Ingredient Deletion',
  deleted: 'Ingredient has been deleted successfully.',
  deleteFailed: 'Something went wrong. Please try again.',
  saved: 'Ingredient has been saved successfully.',
  inUse: (count: number) =>
    `You must remove this ingredient from all elements before deleting it. It still belongs to ${count} element(s).`,
} as const;

/** One vendor slot as the form holds it; fully empty slots after the first are dropped. */
export const ingredientVendorInputSchema = z.object({
  vendorId: optionalId(),
  productId: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string().trim().max(100).optional(),
  ),
  unitsPerCase: optionalNumber('Units per case must be a number.'),
  costPerCase: optionalNumber('Cost per case must be a number.'),
  expDays: optionalNumber('Expiry days must be a number.'),
  leadTime: optionalNumber('Lead time must be a number.'),
});
export type IngredientVendorInput = z.input<typeof ingredientVendorInputSchema>;

/**
 * Create and update of an ingredient (spec section 5). The first vendor slot needs a
 * vendor and its unit (units per case, which costing divides by); a later slot only
 * once it is in use: a vendor chosen, or anything typed in it, which would otherwise be
 * dropped without a word. The protein type is kept for Protein only.
 */
const ingredientFields = z.object({
  name: z
    .string({ error: INGREDIENT_MESSAGES.required('name') })
    .trim()
    .min(1, INGREDIENT_MESSAGES.required('name'))
    .max(200, 'Ingredient name must be 200 characters or less.'),
  type: z.enum(INGREDIENT_TYPES, { error: INGREDIENT_MESSAGES.required('type') }).default('Fat'),
  proteinType: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.enum(PROTEIN_TYPES, { error: 'Ingredient protein type is not one of the list.' }).nullable(),
  ),
  portionUnitId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid({ error: INGREDIENT_MESSAGES.required('unit') }),
  ),
  allergenIds: z.array(uuid).max(50).default([]),
  noAllergens: z.boolean().default(false),
  vendors: z
    .array(ingredientVendorInputSchema)
    .max(MAX_VENDORS, INGREDIENT_MESSAGES.tooManyVendors)
    .default([]),
});

const VENDOR_NUMBER_FIELDS = ['unitsPerCase', 'costPerCase', 'expDays', 'leadTime'] as const;

/** Anything typed in a vendor slot besides the vendor (a blank item id does not count). */
function holdsTypedValues(slot: z.output<typeof ingredientVendorInputSchema>): boolean {
  return (
    Boolean(slot.productId) ||
    VENDOR_NUMBER_FIELDS.some((field) => slot[field] !== undefined && slot[field] !== null)
  );
}

function checkIngredient(input: z.output<typeof ingredientFields>, ctx: z.RefinementCtx) {
  if (arrayOrEmpty(input.allergenIds).length === 0 && !input.noAllergens) {
    ctx.addIssue({ code: 'custom', path: ['allergenIds'], message: INGREDIENT_MESSAGES.allergens });
  }
  if (input.type === 'Protein' && !input.proteinType) {
    ctx.addIssue({
      code: 'custom',
      path: ['proteinType'],
      message: INGREDIENT_MESSAGES.required('protein type'),
    });
  }
  // With no vendor at all, slot 1 still reports what it lacks.
  const given = arrayOrEmpty<(typeof input.vendors)[number]>(input.vendors).map((slot) =>
    slot && typeof slot === 'object' ? slot : ({} as (typeof input.vendors)[number]),
  );
  const slots = given.length ? given : [{} as (typeof input.vendors)[number]];
  slots.forEach((slot, index) => {
    const n = index + 1;
    const chosen = Boolean(slot.vendorId);
    if (index > 0 && !chosen && !holdsTypedValues(slot)) return;
    const path = (field: string) => ['vendors', index, field];
    if (!chosen)
      ctx.addIssue({
        code: 'custom',
        path: path('vendorId'),
        message: INGREDIENT_MESSAGES.vendorRequired(n, 'vendor'),
      });
    if (slot.unitsPerCase === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: path('unitsPerCase'),
        message: INGREDIENT_MESSAGES.vendorRequired(n, 'unit'),
      });
    } else if (slot.unitsPerCase <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: path('unitsPerCase'),
        message: INGREDIENT_MESSAGES.unitsPositive(n),
      });
    }
    if (slot.costPerCase !== undefined && slot.costPerCase < 0) {
      ctx.addIssue({
        code: 'custom',
        path: path('costPerCase'),
        message: INGREDIENT_MESSAGES.notNegative(n, 'cost per case'),
      });
    }
    for (const [field, label] of [
      ['expDays', 'expiry days'],
      ['leadTime', 'lead time'],
    ] as const) {
      const days = slot[field];
      if (days !== undefined && (days < 0 || !Number.isInteger(days))) {
        ctx.addIssue({
          code: 'custom',
          path: path(field),
          message: INGREDIENT_MESSAGES.wholeDays(n, label),
        });
      }
    }
  });
}

type IngredientFields = z.output<typeof ingredientFields>;
type ChosenVendor = Omit<IngredientFields['vendors'][number], 'vendorId'> & { vendorId: string };

function normalizeIngredient<T extends IngredientFields>(
  input: T,
): Omit<T, 'vendors'> & { vendors: ChosenVendor[] } {
  return {
    ...input,
    proteinType: input.type === 'Protein' ? input.proteinType : null,
    allergenIds: input.noAllergens ? [] : [...new Set(input.allergenIds)],
    // Only chosen slots are kept, in preference order.
    vendors: input.vendors.flatMap((slot) =>
      slot.vendorId ? [{ ...slot, vendorId: slot.vendorId }] : [],
    ),
  };
}

export const ingredientInputSchema = ingredientFields
  .superRefine(checkIngredient, checkEvenWithFieldErrors)
  .transform(normalizeIngredient);
export type IngredientInput = z.input<typeof ingredientInputSchema>;
export type IngredientValues = z.output<typeof ingredientInputSchema>;

export const updateIngredientSchema = ingredientFields
  .extend({ updatedAt: isoDateTime })
  .superRefine(checkIngredient, checkEvenWithFieldErrors)
  .transform(normalizeIngredient);
export type UpdateIngredientInput = z.input<typeof updateIngredientSchema>;

export const ingredientVendorSchema = z.object({
  preference: z.number().int(),
  vendorId: uuid,
  vendorName: z.string(),
  productId: z.string().nullable(),
  unitsPerCase: z.number().nullable(),
  costPerCase: z.number().nullable(),
  expDays: z.number().int().nullable(),
  leadTime: z.number().int().nullable(),
});

export const ingredientSchema = z.object({
  id: uuid,
  name: z.string(),
  type: z.enum(INGREDIENT_TYPES),
  proteinType: z.enum(PROTEIN_TYPES).nullable(),
  portionUnitId: uuid,
  portionUnitAbbreviation: z.string(),
  allergenIds: z.array(uuid),
  noAllergens: z.boolean(),
  vendors: z.array(ingredientVendorSchema),
  /** Cost of one portion unit from the preferred costed vendor; null when none is costed. */
  costPerUnit: z.number().nullable(),
  /** How many elements use it (delete is refused while any does). */
  elementCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const ingredientListItemSchema = ingredientSchema.pick({
  id: true,
  name: true,
  type: true,
  proteinType: true,
  portionUnitId: true,
  portionUnitAbbreviation: true,
  costPerUnit: true,
  updatedAt: true,
});
export type IngredientListItem = z.infer<typeof ingredientListItemSchema>;
