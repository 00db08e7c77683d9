import {
  type ScheduledAddOnElement,
  SERVING_TEMPERATURES,
  scheduledAddOnElementInputSchema,
} from '@catering/domain';
import { z } from 'zod';
import type { SlotOverrides } from './slot-list';

const rowFields = scheduledAddOnElementInputSchema.shape;

/**
 * The inline Edit of a slot. Text rules are the shared input schema's; the selects hold ''
 * for "none", and "No allergens" is the allergens field's companion checkbox.
 */
export const slotEditSchema = z.object({
  name: rowFields.name.unwrap(),
  ingredients: rowFields.ingredients.unwrap(),
  method: rowFields.method.unwrap(),
  servingTemp: z.union([z.enum(SERVING_TEMPERATURES), z.literal('')]),
  containerTypeId: z.string(),
  allergenIds: z.array(z.string()),
  noAllergens: z.boolean(),
});
export type SlotEditValues = z.infer<typeof slotEditSchema>;

export function slotEditValues(row: ScheduledAddOnElement): SlotEditValues {
  return {
    name: row.name,
    ingredients: row.ingredients,
    method: row.method,
    servingTemp: row.servingTemp ?? '',
    containerTypeId: row.containerTypeId ?? '',
    allergenIds: row.allergenIds,
    noAllergens: false,
  };
}

export function slotOverridesFrom(values: SlotEditValues): SlotOverrides {
  return {
    name: values.name,
    ingredients: values.ingredients,
    method: values.method,
    servingTemp: values.servingTemp || null,
    allergenIds: values.noAllergens ? [] : values.allergenIds,
    containerTypeId: values.containerTypeId || null,
  };
}
