import {
  type Element,
  lacksAllergenChoice,
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOnElement,
  SERVING_TEMPERATURES,
  scheduledAddOnElementInputSchema,
} from '@catering/domain';
import { z } from 'zod';
import type { SlotOverrides } from './slot-list';

const rowFields = scheduledAddOnElementInputSchema.shape;

/**
 * The inline Edit of a slot. Text rules are the shared input schema's; the selects hold ''
 * for "none", and "No allergens" is the allergens field's companion checkbox. Allergens
 * follow the element editor's rule (spec 5), the same one the server applies.
 */
export const slotEditSchema = z
  .object({
    name: rowFields.name.unwrap(),
    ingredients: rowFields.ingredients.unwrap(),
    method: rowFields.method.unwrap(),
    servingTemp: z.union([z.enum(SERVING_TEMPERATURES), z.literal('')]),
    containerTypeId: z.string(),
    allergenIds: z.array(z.string()),
    noAllergens: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (lacksAllergenChoice(values.allergenIds, values.noAllergens))
      ctx.addIssue({
        code: 'custom',
        path: ['allergenIds'],
        message: SCHEDULED_ADD_ON_MESSAGES.allergens,
      });
  });
export type SlotEditValues = z.infer<typeof slotEditSchema>;

/**
 * A saved slot's fields. Its snapshot keeps allergen ids only: an empty list was saved
 * with "No allergens" (the rule lets nothing else through), so the box starts ticked.
 */
export function slotEditValues(row: ScheduledAddOnElement): SlotEditValues {
  return {
    name: row.name,
    ingredients: row.ingredients,
    method: row.method,
    servingTemp: row.servingTemp ?? '',
    containerTypeId: row.containerTypeId ?? '',
    allergenIds: row.allergenIds,
    noAllergens: row.allergenIds.length === 0,
  };
}

/** A slot about to be filled with a catalogue element: the copy the server would make. */
export function slotEditValuesOfElement(element: Element): SlotEditValues {
  return {
    name: element.name,
    ingredients: element.ingredients,
    method: element.method,
    servingTemp: element.servingTemp ?? '',
    containerTypeId: element.defaultContainerTypeId ?? '',
    allergenIds: element.allergenIds,
    noAllergens: element.noAllergens,
  };
}

export function slotOverridesFrom(values: SlotEditValues): SlotOverrides {
  return {
    name: values.name,
    ingredients: values.ingredients,
    method: values.method,
    servingTemp: values.servingTemp || null,
    allergenIds: values.noAllergens ? [] : values.allergenIds,
    noAllergens: values.noAllergens,
    containerTypeId: values.containerTypeId || null,
  };
}
