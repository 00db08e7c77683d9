import type { ServiceEvent } from '@catering/domain';

/** Confirmation before a delete (spec 4: special requests get the simpler message). */
export function deleteConfirmation(event: ServiceEvent): { title: string; message: string } {
  if (event.specialRequest)
    return { title: 'Delete Special Request', message: 'Delete this special request?' };
  return {
    title: 'Delete Service Event',
    message: event.servingScheduleId
      ? 'Are you sure you want to delete this service event? The serving schedule that made it stays as it is.'
      : 'Are you sure you want to delete this service event?',
  };
}

/** Texts the shared messages do not carry yet (they belong beside ADD_ON_MESSAGES). */
export const SERVICES_TEXTS = {
  addOnsUpdated: 'Add Ons have been updated successfully.',
  noServicesThisMonth: 'There are no services scheduled this month.',
  addOnSlotDeleted: (slot: string) => `Removed the ${slot} slot.`,
  addOnSlotUnsaved: (slot: string, type: string) =>
    `The ${slot} slot of ${type} is not saved: its quantity and price would be lost.`,
  addOnSlotDeleteFailed: (slot: string) =>
    `Something went wrong. Could not delete the ${slot} slot.`,
} as const;
