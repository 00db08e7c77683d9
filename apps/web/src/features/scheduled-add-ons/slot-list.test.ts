import { describe, expect, it } from 'vitest';
import { buildElement } from '../../test/catalogue-fixtures';
import {
  buildAddOnElement,
  buildAddOnType,
  buildScheduledAddOn,
} from '../../test/scheduled-add-on-fixtures';
import { slotListAfter } from './slot-list';

const type = buildAddOnType('Soup', 2);
const [soupSlot, toppingSlot] = type.addOnSlots;
const soup = buildAddOnElement(buildElement({ name: 'Chicken Noodle Soup' }), soupSlot!.id);
// Its catalogue element was deleted after it was scheduled.
const croutons = buildAddOnElement(buildElement({ name: 'Croutons' }), toppingSlot!.id, {
  originalElementId: null,
});
const addOn = buildScheduledAddOn({ addOnType: type, scheduledElements: [soup, croutons] });

describe('slotListAfter', () => {
  it('keeps a slot whose catalogue element is gone, sent without an element id', () => {
    expect(slotListAfter(addOn, { kind: 'empty', addOnSlotId: soupSlot!.id })).toEqual([
      { id: croutons.id, addOnSlotId: toppingSlot!.id },
    ]);
  });

  it('puts a new element in a slot without the old row id, in slot order', () => {
    expect(
      slotListAfter(addOn, { kind: 'fill', addOnSlotId: soupSlot!.id, originalElementId: 'e-2' }),
    ).toEqual([
      { addOnSlotId: soupSlot!.id, originalElementId: 'e-2' },
      { id: croutons.id, addOnSlotId: toppingSlot!.id },
    ]);
  });
});
