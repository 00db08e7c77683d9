import { z } from 'zod';
import {
  arrayOrEmpty,
  checkEvenWithFieldErrors,
  optionalId,
  optionalNumber,
} from './form-values.js';
import { isoDateTime, uuid } from './ids.js';

export const SERVING_TEMPERATURES = ['HOT', 'COLD', 'AMBIENT'] as const;
export type ServingTemperature = (typeof SERVING_TEMPERATURES)[number];

export const COPY_SUFFIX = ' [COPY - remove this]';

export const ELEMENT_MESSAGES = {
  nameRequired: 'Element name is required.',
  tagRequired: 'Element tag is required.',
  allergens: "Please fill in this element's allergens or mark that there are no allergens.",
  ingredients: "Please fill in this element's ingredients or mark that there are no ingredients.",
  conflict: (name: string) => `There is an element named ${name} already.`,
  conflictForTag: (name: string, tag: string) =>
    `There is an element named ${name} for ${tag} already.`,
  saveFailed: 'Something went wrong. Please check all fields and try again.',
  deleteFailed: 'Something went wrong. Please try again.',
  typesFailed: 'Something went wrong while retrieving element data.',
  inMenus: (count: number) =>
    `You must remove this element from all menus before deleting it. It still belongs to ${count} menu(s).`,
  noFreeTag: 'No available tags for this element',
  allTagsUsed: 'An element with this name already exists for every tag. Please use a unique name.',
  noElementIds: 'No elementIds provided.',
  duplicateIngredient: 'Each ingredient can be listed once per element.',
  amountNotNegative: 'Ingredient amounts cannot be negative.',
  portionNotNegative: 'Portion per person cannot be negative.',
  containerPositive: 'Portion per container must be more than 0.',
} as const;

export const elementIngredientInputSchema = z.object({
  ingredientId: uuid,
  amount: optionalNumber('Ingredient amount must be a number.'),
  /** Missing: the editor shows the missing-unit marker; costing names it. */
  portionUnitId: optionalId(),
});
export type ElementIngredientInput = z.input<typeof elementIngredientInputSchema>;

const elementFields = z.object({
  name: z
    .string({ error: ELEMENT_MESSAGES.nameRequired })
    .trim()
    .min(1, ELEMENT_MESSAGES.nameRequired)
    .max(200, 'Element name must be 200 characters or less.'),
  menuElementClassId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid({ error: ELEMENT_MESSAGES.tagRequired }),
  ),
  elementTypeId: optionalId(),
  method: z.string().max(10_000).default(''),
  ingredients: z.string().max(10_000).default(''),
  noIngredients: z.boolean().default(false),
  allergenIds: z.array(uuid).max(50).default([]),
  noAllergens: z.boolean().default(false),
  ingredientObjs: z.array(elementIngredientInputSchema).max(100).default([]),
  defaultContainerTypeId: optionalId(),
  defaultPortionPerPerson: optionalNumber('Portion per person must be a number.'),
  defaultPortionPerContainer: optionalNumber('Portion per container must be a number.'),
  defaultPortionUnitId: optionalId(),
  servingTemp: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .enum(SERVING_TEMPERATURES, { error: 'Serving temperature must be HOT, COLD or AMBIENT.' })
      .nullable(),
  ),
});

/**
 * Spec 5, element save: some allergens chosen, or "No allergens" ticked. The element editor
 * and every snapshot of an element edited elsewhere (an add-on slot) keep this one rule.
 * Takes unchecked values: cross-field checks also run on bodies with field errors.
 */
export function lacksAllergenChoice(allergenIds: unknown, noAllergens: unknown): boolean {
  return arrayOrEmpty(allergenIds).length === 0 && noAllergens !== true;
}

function checkElement(input: z.output<typeof elementFields>, ctx: z.RefinementCtx) {
  if (lacksAllergenChoice(input.allergenIds, input.noAllergens)) {
    ctx.addIssue({ code: 'custom', path: ['allergenIds'], message: ELEMENT_MESSAGES.allergens });
  }
  if (
    !(typeof input.ingredients === 'string' && input.ingredients.trim()) &&
    !input.noIngredients
  ) {
    ctx.addIssue({ code: 'custom', path: ['ingredients'], message: ELEMENT_MESSAGES.ingredients });
  }
  const objs = arrayOrEmpty<(typeof input.ingredientObjs)[number] | null>(
    input.ingredientObjs,
  ).flatMap((obj) => (obj && typeof obj === 'object' ? [obj] : []));
  const ids = objs.map((obj) => obj.ingredientId);
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['ingredientObjs'],
      message: ELEMENT_MESSAGES.duplicateIngredient,
    });
  }
  if (objs.some((obj) => typeof obj.amount === 'number' && obj.amount < 0)) {
    ctx.addIssue({
      code: 'custom',
      path: ['ingredientObjs'],
      message: ELEMENT_MESSAGES.amountNotNegative,
    });
  }
  if (typeof input.defaultPortionPerPerson === 'number' && input.defaultPortionPerPerson < 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultPortionPerPerson'],
      message: ELEMENT_MESSAGES.portionNotNegative,
    });
  }
  if (
    typeof input.defaultPortionPerContainer === 'number' &&
    input.defaultPortionPerContainer <= 0
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultPortionPerContainer'],
      message: ELEMENT_MESSAGES.containerPositive,
    });
  }
}

/** "No allergens" clears the allergens; "No ingredients" clears the ingredients text. */
function normalizeElement<T extends z.output<typeof elementFields>>(input: T) {
  return {
    ...input,
    method: input.method.trim(),
    ingredients: input.noIngredients ? '' : input.ingredients.trim(),
    allergenIds: input.noAllergens ? [] : [...new Set(input.allergenIds)],
  };
}

export const elementInputSchema = elementFields
  .superRefine(checkElement, checkEvenWithFieldErrors)
  .transform(normalizeElement);
export type ElementInput = z.input<typeof elementInputSchema>;
export type ElementValues = z.output<typeof elementInputSchema>;

export const updateElementSchema = elementFields
  .extend({ updatedAt: isoDateTime })
  .superRefine(checkElement, checkEvenWithFieldErrors)
  .transform(normalizeElement);
export type UpdateElementInput = z.input<typeof updateElementSchema>;

/** 'tag': the same element for the first tag its name does not use yet; 'new': a renamed copy. */
export const copyElementSchema = z.object({ id: uuid, mode: z.enum(['tag', 'new']) });
export type CopyElementInput = z.infer<typeof copyElementSchema>;

export const fullElementsRequestSchema = z.object({
  elementIds: z
    .array(uuid)
    .min(1, ELEMENT_MESSAGES.noElementIds)
    .max(500, 'At most 500 elementIds at once.'),
});

export const elementIngredientSchema = z.object({
  ingredientId: uuid,
  name: z.string(),
  amount: z.number().nullable(),
  portionUnitId: uuid.nullable(),
});

export const costLineSchema = z.object({
  ingredientId: uuid,
  name: z.string(),
  cost: z.number().nullable(),
  problem: z.string().nullable(),
});

export const elementCostingSchema = z.object({
  /** Sum of the costed lines; null when no line could be costed. */
  costPerPortion: z.number().nullable(),
  lines: z.array(costLineSchema),
  /** Names of the ingredients left out, so the total is known to be partial. */
  uncosted: z.array(z.string()),
});
export type ElementCosting = z.infer<typeof elementCostingSchema>;

export const elementSchema = z.object({
  id: uuid,
  name: z.string(),
  menuElementClassId: uuid,
  menuElementClassName: z.string(),
  elementTypeId: uuid.nullable(),
  elementTypeName: z.string().nullable(),
  method: z.string(),
  ingredients: z.string(),
  noIngredients: z.boolean(),
  allergenIds: z.array(uuid),
  allergenNames: z.array(z.string()),
  noAllergens: z.boolean(),
  ingredientObjs: z.array(elementIngredientSchema),
  defaultContainerTypeId: uuid.nullable(),
  defaultPortionPerPerson: z.number().nullable(),
  defaultPortionPerContainer: z.number().nullable(),
  defaultPortionUnitId: uuid.nullable(),
  servingTemp: z.enum(SERVING_TEMPERATURES).nullable(),
  menus: z.array(z.object({ id: uuid, name: z.string() })),
  costing: elementCostingSchema,
  updatedAt: isoDateTime,
});
export type Element = z.infer<typeof elementSchema>;

export const elementListItemSchema = elementSchema.pick({
  id: true,
  name: true,
  menuElementClassId: true,
  menuElementClassName: true,
  elementTypeId: true,
  elementTypeName: true,
  allergenNames: true,
  servingTemp: true,
  updatedAt: true,
});
export type ElementListItem = z.infer<typeof elementListItemSchema>;

export const elementListQueryExtra = z.object({
  /** The spec's `class`: a tag (menu element class) id. */
  class: optionalId('class must be a tag id').optional(),
});
