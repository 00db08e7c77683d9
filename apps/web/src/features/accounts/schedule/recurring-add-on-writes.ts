import type { RecurringAddOn, RecurringAddOnValues } from '@catering/domain';
import type { RecurringAddOnWrite } from './api';
import type { ScheduleRequest } from './schedule-form-values';

const sameFigures = (saved: RecurringAddOn, body: RecurringAddOnValues) => {
  if (saved.shouldServeOnDay !== body.shouldServeOnDay) return false;
  const savedSlots = new Map(saved.addOnSlots.map((slot) => [slot.id, slot]));
  return body.addOnSlots.every((slot) => {
    const before = savedSlots.get(slot.id);
    return (
      before !== undefined &&
      (before.quantity ?? saved.quantity) === slot.quantity &&
      (before.pricePerUnit ?? saved.pricePerUnit) === slot.pricePerUnit
    );
  });
};

/**
 * The add-on writes Update makes (before the schedule, so the schedule attaches them): new
 * add-ons are created, changed ones updated with the `updatedAt` they were read with, and
 * removed ones deleted. Unchanged add-ons are not written.
 */
export function recurringAddOnWrites(
  saved: readonly RecurringAddOn[],
  sent: ScheduleRequest['addOns'],
): RecurringAddOnWrite[] {
  const savedById = new Map(saved.map((addOn) => [addOn.id, addOn]));
  const kept = new Set(sent.map(({ form }) => form.id).filter(Boolean));
  const writes: RecurringAddOnWrite[] = saved
    .filter((addOn) => !kept.has(addOn.id))
    .map((addOn) => ({ kind: 'delete', id: addOn.id }));
  for (const { form, body } of sent) {
    const before = form.id ? savedById.get(form.id) : undefined;
    if (!form.id || !before) writes.push({ kind: 'create', body });
    else if (!sameFigures(before, body))
      writes.push({
        kind: 'update',
        id: form.id,
        body: { ...body, updatedAt: form.updatedAt ?? before.updatedAt },
      });
  }
  return writes;
}
