import { z } from 'zod';
import { shareSchema } from './choice-share.js';
import { SERVING_TEMPERATURES } from './element.js';
import {
  arrayOrEmpty,
  checkEvenWithFieldErrors,
  optionalId,
  optionalNumber,
} from './form-values.js';
import { isoDateTime, uuid } from './ids.js';

export const MENU_MESSAGES = {
  nameRequired: 'Menu name is required.',
  tagRequired: 'Menu tag is required.',
  conflict: (name: string) => `There is an menu named ${name} already.`,
  saveFailed: 'Something went wrong. Please check all fields and try again.',
  deleteFailed: 'Something went wrong. Please try again.',
  serviceLinesFailed: "Couldn't get service lines from the server",
  unknownServiceLine: 'serviceLine must be a service line id',
  elementDetailsFailed: 'Could not get the details of the elements',
  noFreeTag:
    'There are no available tags for this menu, please search for the menu and edit the original',
  allTagsUsed: 'A menu with this name already exists for every tag. Please use a unique name.',
  noMenuName: 'No Menu name provided',
  duplicateElement: 'Each element can be listed once per menu.',
  duplicateOrder: 'Each element of a menu needs its own order.',
  duplicateHostFlowOrder: 'Each element of a host flow needs its own order.',
  portionNotNegative: 'Portion per person cannot be negative.',
  containerPositive: 'Portion per container must be more than 0.',
  noBrandWarning: 'This menu has no brand.',
  incompleteElementWarning: (name: string, missing: string[]) =>
    `${name} is missing ${missing.join(', ')}.`,
  hostFlowSaved: 'Host Flow successfully updated.',
  hostFlowFailed: 'Something went wrong. Please check all fields and try again.',
} as const;

const servingTemp = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .enum(SERVING_TEMPERATURES, { error: 'Serving temperature must be HOT, COLD or AMBIENT.' })
    .nullable(),
);

/** How a menu serves one element: copied from the element's defaults, editable per menu. */
export const menuElementInputSchema = z.object({
  /** The saved row; absent for an element added in this edit. */
  id: uuid.optional(),
  elementId: uuid,
  /** Position in the menu's table, from 0. */
  order: z.number({ error: 'order must be a number.' }).int().min(0).max(10_000),
  elementTypeId: optionalId(),
  isAlternate: z.boolean().default(false),
  /** The percent of its type's eaters the row feeds (docs/calculations.md 3). */
  share: shareSchema.default(100),
  containerTypeId: optionalId(),
  portionPerPerson: optionalNumber('Portion per person must be a number.'),
  portionPerContainer: optionalNumber('Portion per container must be a number.'),
  portionUnitId: optionalId(),
  servingTemp,
  labelName: z.preprocess(
    (v) => (typeof v === 'string' && !v.trim() ? null : v),
    z
      .string()
      .trim()
      .max(200, 'Label name must be 200 characters or less.')
      .nullable()
      .default(null),
  ),
});
export type MenuElementInput = z.input<typeof menuElementInputSchema>;
export type MenuElementValues = z.output<typeof menuElementInputSchema>;

const menuFields = z.object({
  name: z
    .string({ error: MENU_MESSAGES.nameRequired })
    .trim()
    .min(1, MENU_MESSAGES.nameRequired)
    .max(200, 'Menu name must be 200 characters or less.'),
  menuElementClassId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.uuid({ error: MENU_MESSAGES.tagRequired }),
  ),
  /** Empty brand is sent as null (spec 5). */
  brandId: optionalId('brandId must be a brand id'),
  cuisineTypeId: optionalId('cuisineTypeId must be a cuisine type id'),
  description: z.string().max(5_000, 'Description must be 5000 characters or less.').default(''),
  isDescriptionAutomated: z.boolean().default(true),
  /** Applicable service lines (ids). */
  serviceLines: z.array(uuid).max(20).default([]),
  /** Search keywords (tag ids; beta). */
  tags: z.array(uuid).max(100).default([]),
  elements: z
    .array(menuElementInputSchema)
    .max(200, 'A menu holds at most 200 elements.')
    .default([]),
});

function checkMenu(input: z.output<typeof menuFields>, ctx: z.RefinementCtx) {
  const rows = arrayOrEmpty<MenuElementValues | null>(input.elements).flatMap((row) =>
    row && typeof row === 'object' ? [row] : [],
  );
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const elementIds = rows.map((row) => row.elementId);
  if (new Set(elementIds).size !== elementIds.length)
    issue(['elements'], MENU_MESSAGES.duplicateElement);
  const rowIds = rows.flatMap((row) => (row.id ? [row.id] : []));
  if (new Set(rowIds).size !== rowIds.length) issue(['elements'], MENU_MESSAGES.duplicateElement);
  const orders = rows.map((row) => row.order);
  if (new Set(orders).size !== orders.length) issue(['elements'], MENU_MESSAGES.duplicateOrder);
  rows.forEach((row, index) => {
    if (typeof row.portionPerPerson === 'number' && row.portionPerPerson < 0)
      issue(['elements', index, 'portionPerPerson'], MENU_MESSAGES.portionNotNegative);
    if (typeof row.portionPerContainer === 'number' && row.portionPerContainer <= 0)
      issue(['elements', index, 'portionPerContainer'], MENU_MESSAGES.containerPositive);
  });
}

/** Names trimmed, duplicates of the id lists dropped, elements in their order. */
function normalizeMenu<T extends z.output<typeof menuFields>>(input: T): T {
  return {
    ...input,
    description: input.description.trim(),
    serviceLines: [...new Set(input.serviceLines)],
    tags: [...new Set(input.tags)],
    elements: [...input.elements].sort((a, b) => a.order - b.order),
  };
}

export const menuInputSchema = menuFields
  .superRefine(checkMenu, checkEvenWithFieldErrors)
  .transform(normalizeMenu);
export type MenuInput = z.input<typeof menuInputSchema>;
export type MenuValues = z.output<typeof menuInputSchema>;

export const updateMenuSchema = menuFields
  .extend({ updatedAt: isoDateTime })
  .superRefine(checkMenu, checkEvenWithFieldErrors)
  .transform(normalizeMenu);
export type UpdateMenuInput = z.input<typeof updateMenuSchema>;

/** 'tag': the same menu for the first tag its name does not use yet; 'new': a renamed copy. */
export const copyMenuSchema = z.object({ id: uuid, mode: z.enum(['tag', 'new']) });
export type CopyMenuInput = z.infer<typeof copyMenuSchema>;

/** What a menu element shows of its element: what the dish is, kept on the element. */
export const menuElementDetailsSchema = z.object({
  id: uuid,
  name: z.string(),
  menuElementClassId: uuid,
  menuElementClassName: z.string(),
  ingredients: z.string(),
  method: z.string(),
  allergenIds: z.array(uuid),
  allergenNames: z.array(z.string()),
});

export const menuElementSchema = z.object({
  id: uuid,
  elementId: uuid,
  element: menuElementDetailsSchema,
  order: z.number().int(),
  elementTypeId: uuid.nullable(),
  isAlternate: z.boolean(),
  share: z.number(),
  containerTypeId: uuid.nullable(),
  portionPerPerson: z.number().nullable(),
  portionPerContainer: z.number().nullable(),
  portionUnitId: uuid.nullable(),
  servingTemp: z.enum(SERVING_TEMPERATURES).nullable(),
  labelName: z.string().nullable(),
  directionals: z.string(),
  hostFlowOrder: z.number().int().nullable(),
  servingUtensilId: uuid.nullable(),
  servingVesselId: uuid.nullable(),
  updatedAt: isoDateTime,
});
export type MenuElement = z.infer<typeof menuElementSchema>;

export const menuSchema = z.object({
  id: uuid,
  name: z.string(),
  menuElementClassId: uuid,
  menuElementClassName: z.string(),
  brandId: uuid.nullable(),
  cuisineTypeId: uuid.nullable(),
  description: z.string(),
  isDescriptionAutomated: z.boolean(),
  serviceLines: z.array(uuid),
  tags: z.array(uuid),
  elements: z.array(menuElementSchema),
  /** Derived: the union of the elements' allergens, by name. */
  allergenIds: z.array(uuid),
  allergenNames: z.array(z.string()),
  updatedAt: isoDateTime,
});
export type Menu = z.infer<typeof menuSchema>;

/**
 * A menu's allergens (master or scheduled): the union of its rows' allergens, by name.
 * Each row names an allergen by id and name; one named twice counts once.
 */
export function unionOfAllergens(rows: { id: string; name: string }[]) {
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  const sorted = [...byId].sort((a, b) => a[1].localeCompare(b[1]));
  return { allergenIds: sorted.map(([id]) => id), allergenNames: sorted.map(([, name]) => name) };
}

export const menuListItemSchema = z.object({
  id: uuid,
  name: z.string(),
  menuElementClassId: uuid,
  menuElementClassName: z.string(),
  brandId: uuid.nullable(),
  brandName: z.string().nullable(),
  cuisineTypeId: uuid.nullable(),
  cuisineTypeName: z.string().nullable(),
  serviceLineNames: z.array(z.string()),
  elementCount: z.number().int(),
  updatedAt: isoDateTime,
  /** Only when the list names a `serviceLine`: whether the menu is tagged for that line. */
  matchesServiceLine: z.boolean().optional(),
});
export type MenuListItem = z.infer<typeof menuListItemSchema>;

export const menuListQueryExtra = z.object({
  brand: optionalId('brand must be a brand id').optional(),
  /** The spec's `class`: a tag (menu element class) id. */
  class: optionalId('class must be a tag id').optional(),
  cuisine: optionalId('cuisine must be a cuisine type id').optional(),
  /**
   * Ranks the menus tagged for this service line first (Schedule One's picker); it filters
   * nothing, so a search still reaches every menu.
   */
  serviceLine: optionalId(MENU_MESSAGES.unknownServiceLine).optional(),
});

/** `POST /v1/menus/description`: what the generator reads. */
export const descriptionRequestSchema = z.object({
  name: z.string().max(200).default(''),
  brandId: optionalId('brandId must be a brand id'),
  cuisineTypeId: optionalId('cuisineTypeId must be a cuisine type id'),
  elements: z
    .array(
      z.object({
        name: z.string().max(200),
        elementTypeId: optionalId('elementTypeId must be an element type id'),
        isAlternate: z.boolean().default(false),
      }),
    )
    .max(200),
});
export type DescriptionRequest = z.input<typeof descriptionRequestSchema>;
export const descriptionSchema = z.object({
  description: z.string(),
  /** 'external' when DESCRIPTION_API_URL answered in time, else the built-in text. */
  source: z.enum(['builtIn', 'external']),
});
export type GeneratedDescription = z.infer<typeof descriptionSchema>;

/** The fields whose absence the save warns about (spec 5); the save still goes ahead. */
export function missingMenuElementFields(row: {
  elementTypeId: string | null | undefined;
  portionUnitId: string | null | undefined;
  portionPerPerson: number | null | undefined;
  portionPerContainer: number | null | undefined;
}): string[] {
  const missing: string[] = [];
  if (!row.portionUnitId) missing.push('portion unit');
  if (typeof row.portionPerPerson !== 'number') missing.push('portion per person');
  if (typeof row.portionPerContainer !== 'number') missing.push('portion per container');
  if (!row.elementTypeId) missing.push('type');
  return missing;
}

export function menuSaveWarnings(menu: {
  brandId: string | null | undefined;
  elements: (Parameters<typeof missingMenuElementFields>[0] & { name: string })[];
}): string[] {
  const warnings: string[] = menu.brandId ? [] : [MENU_MESSAGES.noBrandWarning];
  for (const row of menu.elements) {
    const missing = missingMenuElementFields(row);
    if (missing.length) warnings.push(MENU_MESSAGES.incompleteElementWarning(row.name, missing));
  }
  return warnings;
}
