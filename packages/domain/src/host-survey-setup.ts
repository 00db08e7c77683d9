import { z } from 'zod';

/** The setup questions of a host survey (hosts spec 2, 9): equipment, menu flow, hotbox. */

/** The equipment items of the setup questions, in the form's order. */
export const EQUIPMENT_ITEMS = [
  'servingUtensils',
  'eatingUtensils',
  'servingEquipment',
  'presentationEquipment',
  'serviceTypeEquipment',
] as const;
export type EquipmentItem = (typeof EQUIPMENT_ITEMS)[number];
const EQUIPMENT_LABELS: Record<Exclude<EquipmentItem, 'serviceTypeEquipment'>, string> = {
  servingUtensils: 'Serving utensils',
  eatingUtensils: 'Eating utensils',
  servingEquipment: 'Serving equipment',
  presentationEquipment: 'Presentation equipment',
};
export const EQUIPMENT_QUESTION = 'Did you have all of the proper equipment?';
export const MENU_FLOW_LABEL = 'Menu Flow';
export const HOTBOX_SPILL_LABEL = 'Hotbox spill';

const equipmentSchema = z.object({
  label: z.string().max(200),
  /** null until answered. */
  hadEnough: z.boolean().nullable(),
  missingItems: z.string().max(2000).default(''),
});

export const setupFeedbackSchema = z.object({
  /** The equipment question: Yes means every item had enough; null until answered. */
  hadAllEquipment: z.boolean().nullable(),
  servingUtensils: equipmentSchema,
  eatingUtensils: equipmentSchema,
  servingEquipment: equipmentSchema,
  presentationEquipment: equipmentSchema,
  serviceTypeEquipment: equipmentSchema,
  menuFlow: z.object({ label: z.string().max(200), value: z.boolean().nullable() }),
  hotboxSpill: z.object({
    value: z.boolean().nullable(),
    spilledItems: z.array(z.string().max(200)).max(100).default([]),
  }),
  setupComments: z.string().max(5000).default(''),
});
export type SetupFeedback = z.output<typeof setupFeedbackSchema>;

/** A new survey's setup answers: nothing answered; the fifth item named after the service type. */
export function emptySetupFeedback(serviceTypeName: string | null): SetupFeedback {
  const item = (label: string) => ({ label, hadEnough: null, missingItems: '' });
  return {
    hadAllEquipment: null,
    servingUtensils: item(EQUIPMENT_LABELS.servingUtensils),
    eatingUtensils: item(EQUIPMENT_LABELS.eatingUtensils),
    servingEquipment: item(EQUIPMENT_LABELS.servingEquipment),
    presentationEquipment: item(EQUIPMENT_LABELS.presentationEquipment),
    serviceTypeEquipment: item(`${serviceTypeName ?? 'Service type'} equipment`),
    menuFlow: { label: MENU_FLOW_LABEL, value: null },
    hotboxSpill: { value: null, spilledItems: [] },
    setupComments: '',
  };
}
