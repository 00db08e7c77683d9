import { z } from 'zod';
import { SERVING_TEMPERATURES } from './element.js';
import { isoDateTime, uuid } from './ids.js';

/**
 * A row's alternative as answered: every field present (the read fills any a stored one
 * lacks), and no defaults, so an answer is checked in one pass (the API's response
 * serializer checks forward only where no part of a schema differs between directions).
 */
export const scheduledElementAlternativeSchema = z.object({
  name: z.string(),
  ingredients: z.string(),
  method: z.string(),
  allergenIds: z.array(uuid),
});

/** What the scheduled-menu routes answer (docs/scheduling.md). */
export const scheduledElementSchema = z.object({
  id: uuid,
  scheduledMenuId: uuid,
  originalElementId: uuid.nullable(),
  name: z.string(),
  labelName: z.string().nullable(),
  order: z.number().int(),
  hostFlowOrder: z.number().int().nullable(),
  elementTypeId: uuid.nullable(),
  elementTypeName: z.string().nullable(),
  menuElementClassId: uuid.nullable(),
  isAlternate: z.boolean(),
  share: z.number(),
  containerTypeId: uuid.nullable(),
  portionPerPerson: z.number().nullable(),
  portionPerContainer: z.number().nullable(),
  portionUnitId: uuid.nullable(),
  servingTemp: z.enum(SERVING_TEMPERATURES).nullable(),
  ingredients: z.string(),
  method: z.string(),
  allergenIds: z.array(uuid),
  allergenNames: z.array(z.string()),
  alternative: scheduledElementAlternativeSchema.nullable(),
  directionals: z.string(),
  servingUtensilId: uuid.nullable(),
  servingVesselId: uuid.nullable(),
  updatedAt: isoDateTime,
});
export type ScheduledElement = z.infer<typeof scheduledElementSchema>;

const named = z.object({ id: uuid, name: z.string() });

/** The day's headcounts of the menu's market, line and date (its service events). */
export const scheduledHeadcountsSchema = z.object({
  total: z.number().int(),
  /** Eaters needing accommodations (allergens). */
  withAccommodations: z.number().int(),
  withoutAccommodations: z.number().int(),
  dietary: z.number().int(),
  services: z.number().int(),
});
export type ScheduledHeadcounts = z.infer<typeof scheduledHeadcountsSchema>;

export const scheduledMenuSchema = z.object({
  id: uuid,
  name: z.string(),
  date: z.string(),
  marketId: uuid,
  market: named,
  serviceLineId: uuid,
  serviceLine: named,
  menuElementClassId: uuid,
  menuElementClassName: z.string(),
  brandId: uuid.nullable(),
  cuisineTypeId: uuid.nullable(),
  cuisineTypeName: z.string().nullable(),
  description: z.string(),
  isDescriptionAutomated: z.boolean(),
  originalMenuId: uuid.nullable(),
  originalMenu: named.nullable(),
  scheduledElements: z.array(scheduledElementSchema),
  butcherPaperNotes: z.string(),
  clientNotes: z.string(),
  talkingPoints: z.string(),
  allergenIds: z.array(uuid),
  allergenNames: z.array(z.string()),
  isLocked: z.boolean(),
  headcounts: scheduledHeadcountsSchema,
  updatedAt: isoDateTime,
});
export type ScheduledMenu = z.infer<typeof scheduledMenuSchema>;

/** A calendar event: enough for the Show Cuisine / Protein / Salad / Starch toggles. */
export const scheduledMenuListItemSchema = z.object({
  id: uuid,
  name: z.string(),
  date: z.string(),
  marketId: uuid,
  serviceLineId: uuid,
  serviceLineName: z.string(),
  cuisineTypeId: uuid.nullable(),
  cuisineTypeName: z.string().nullable(),
  proteinNames: z.array(z.string()),
  saladNames: z.array(z.string()),
  starchNames: z.array(z.string()),
  headcount: z.number().int(),
  isLocked: z.boolean(),
  updatedAt: isoDateTime,
});
export type ScheduledMenuListItem = z.infer<typeof scheduledMenuListItemSchema>;

/**
 * Element types behind the calendar's Show Protein / Salad / Starch toggles. A sandwich is
 * the main item of a sandwich menu, so it counts as its protein.
 */
export const CALENDAR_TYPE_GROUPS = {
  protein: ['Protein', 'Alt Protein', 'Alt Protien', 'Veg Entree', 'Sandwich', 'Sandwhich'],
  salad: ['Salad', 'Greens'],
  starch: ['Starch'],
} as const;

export const scheduledHostFlowSchema = z.object({
  id: uuid,
  name: z.string(),
  date: z.string(),
  description: z.string(),
  cuisineTypeId: uuid.nullable(),
  serviceLineId: uuid,
  allergenNames: z.array(z.string()),
  butcherPaperNotes: z.string(),
  clientNotes: z.string(),
  talkingPoints: z.string(),
  isLocked: z.boolean(),
  scheduledElements: z.array(
    z.object({
      id: uuid,
      name: z.string(),
      elementTypeId: uuid.nullable(),
      allergenNames: z.array(z.string()),
      servingTemp: z.enum(SERVING_TEMPERATURES).nullable(),
      directionals: z.string(),
      hostFlowOrder: z.number().int(),
      servingUtensilId: uuid.nullable(),
      servingVesselId: uuid.nullable(),
      updatedAt: isoDateTime,
    }),
  ),
  updatedAt: isoDateTime,
});
export type ScheduledHostFlow = z.infer<typeof scheduledHostFlowSchema>;

/** "More Details": per account of the menu's market, line and date. */
export const consumerDetailsSchema = z.object({
  accountId: uuid,
  accountName: z.string(),
  eaters: z.number().int(),
  dietary: z.number().int(),
  /** Eaters needing accommodations, and the rest. */
  headcountA: z.number().int(),
  headcountNoA: z.number().int(),
  accommodationSummary: z.string(),
});
export type ConsumerDetails = z.infer<typeof consumerDetailsSchema>;

export const scheduledPortionModifiersSchema = z.object({
  scheduledMenuId: uuid,
  isLocked: z.boolean(),
  elements: z.array(z.object({ id: uuid, name: z.string(), elementTypeId: uuid.nullable() })),
  accounts: z.array(named),
  /** The modifier in force per element and account, and where it comes from. */
  modifiers: z.array(
    z.object({
      scheduledElementId: uuid,
      accountId: uuid,
      portionModifier: z.number(),
      source: z.enum(['element', 'account', 'default']),
    }),
  ),
});
export type ScheduledPortionModifiers = z.infer<typeof scheduledPortionModifiersSchema>;
