import { z } from 'zod';
import { SERVING_TEMPERATURES } from './element.js';
import { arrayOrEmpty, checkEvenWithFieldErrors, optionalId } from './form-values.js';
import { isoDateTime, uuid } from './ids.js';
import { MENU_MESSAGES } from './menu.js';

/** `PUT /v1/menus/{id}/host-flow`: per row, the host's serving details and their order. */
export const hostFlowElementInputSchema = z.object({
  id: uuid,
  directionals: z.string().max(2_000, 'Directionals must be 2000 characters or less.').default(''),
  hostFlowOrder: z.number({ error: 'hostFlowOrder must be a number.' }).int().min(0).max(10_000),
  servingUtensilId: optionalId('servingUtensilId must be a serving utensil id'),
  servingVesselId: optionalId('servingVesselId must be a serving vessel id'),
  updatedAt: isoDateTime,
});
export type HostFlowElementInput = z.input<typeof hostFlowElementInputSchema>;

export const menuHostFlowUpdateSchema = z
  .object({
    elements: z.array(hostFlowElementInputSchema).max(200),
    updatedAt: isoDateTime,
  })
  .superRefine((input, ctx) => {
    const rows = arrayOrEmpty<{ id?: unknown; hostFlowOrder?: unknown }>(input.elements);
    const ids = rows.map((row) => row?.id);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['elements'], message: MENU_MESSAGES.duplicateElement });
    const orders = rows.map((row) => row?.hostFlowOrder);
    if (new Set(orders).size !== orders.length)
      ctx.addIssue({
        code: 'custom',
        path: ['elements'],
        message: MENU_MESSAGES.duplicateHostFlowOrder,
      });
  }, checkEvenWithFieldErrors);
export type MenuHostFlowUpdate = z.input<typeof menuHostFlowUpdateSchema>;

/** The host flow of a master menu: its header and its elements in host-flow order. */
export const menuHostFlowSchema = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  cuisineTypeId: uuid.nullable(),
  serviceLines: z.array(uuid),
  allergenNames: z.array(z.string()),
  elements: z.array(
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
export type MenuHostFlow = z.infer<typeof menuHostFlowSchema>;
