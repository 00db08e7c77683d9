import type { ScheduledAddOn, ScheduledAddOnElementValues } from '@catering/domain';

/**
 * The PUT of a scheduled add-on carries its WHOLE slot list: a slot left out is emptied
 * (docs/scheduling.md 6). Every action therefore starts from the saved list and changes
 * one slot of it.
 */

/** The fields Edit/Save may override on a slot's row. */
export type SlotOverrides = Pick<
  ScheduledAddOnElementValues,
  | 'name'
  | 'ingredients'
  | 'method'
  | 'servingTemp'
  | 'allergenIds'
  | 'noAllergens'
  | 'containerTypeId'
>;

export type SlotChange =
  /** Add One (empty slot) and Swap (filled slot): the catalogue element's copy goes in. */
  | { kind: 'fill'; addOnSlotId: string; originalElementId: string }
  | { kind: 'edit'; addOnSlotId: string; overrides: SlotOverrides }
  | { kind: 'empty'; addOnSlotId: string };

/**
 * The saved rows as the server takes them back: each keeps what its slot holds. A row whose
 * catalogue element was deleted goes without `originalElementId`, which the server reads as
 * "keep this slot's element".
 */
export function savedSlotRows(addOn: ScheduledAddOn): ScheduledAddOnElementValues[] {
  return addOn.scheduledElements.map((row) => ({
    id: row.id,
    addOnSlotId: row.addOnSlotId,
    ...(row.originalElementId ? { originalElementId: row.originalElementId } : {}),
  }));
}

/** The slot list after one change, in the type's slot order. */
export function slotListAfter(
  addOn: ScheduledAddOn,
  change: SlotChange,
): ScheduledAddOnElementValues[] {
  const bySlot = new Map(savedSlotRows(addOn).map((row) => [row.addOnSlotId, row]));
  const current = bySlot.get(change.addOnSlotId);
  if (change.kind === 'empty') bySlot.delete(change.addOnSlotId);
  // A new element in the slot is a new snapshot: the old row's id means nothing to it.
  if (change.kind === 'fill')
    bySlot.set(change.addOnSlotId, {
      addOnSlotId: change.addOnSlotId,
      originalElementId: change.originalElementId,
    });
  if (change.kind === 'edit' && current)
    bySlot.set(change.addOnSlotId, { ...current, ...change.overrides });
  return addOn.addOnType.addOnSlots.flatMap((slot) => bySlot.get(slot.id) ?? []);
}
