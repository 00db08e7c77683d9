import { describe, expect, it } from 'vitest';
import { ELEMENT_MESSAGES } from './element.js';
import {
  addOnSlotHeading,
  createScheduledAddOnSchema,
  SCHEDULED_ADD_ON_MESSAGES,
  scheduledAddOnSlotProblems,
  serviceLineTakesAddOns,
  updateScheduledAddOnSchema,
} from './scheduled-add-on.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('scheduled add-on rules', () => {
  it('lets Breakfast, Lunch and Dinner take add-ons, not Snack or Happy Hour', () => {
    expect(['Breakfast', 'Lunch', 'dinner '].map(serviceLineTakesAddOns)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['Snack', 'Happy Hour', ''].map(serviceLineTakesAddOns)).toEqual([false, false, false]);
  });

  it('puts the Greens Bar headings before slots 0, 9 and 12 only', () => {
    expect([0, 1, 9, 12, 13].map((order) => addOnSlotHeading('Greens Bar', order))).toEqual([
      'Entry Level',
      null,
      'Basic',
      'Elevated Items',
      null,
    ]);
    expect(addOnSlotHeading('Soup', 0)).toBeNull();
  });

  it('reports a slot filled twice and a slot of another type', () => {
    expect(scheduledAddOnSlotProblems([{ addOnSlotId: id(1) }], [id(1), id(2)])).toEqual([]);
    expect(
      scheduledAddOnSlotProblems([{ addOnSlotId: id(1) }, { addOnSlotId: id(1) }], [id(1)]),
    ).toEqual([SCHEDULED_ADD_ON_MESSAGES.oneElementPerSlot]);
    expect(scheduledAddOnSlotProblems([{ addOnSlotId: id(3) }], [id(1)])).toEqual([
      SCHEDULED_ADD_ON_MESSAGES.slotNotOfType,
    ]);
  });
});

describe('scheduled add-on schemas', () => {
  const create = {
    addOnTypeId: id(1),
    marketId: id(2),
    serviceLineId: id(3),
    date: '03/04/2030',
    scheduledElements: [{ addOnSlotId: id(4), originalElementId: id(5) }],
  };

  it('reads the spec date and leaves unsent snapshot fields out', () => {
    const parsed = createScheduledAddOnSchema.parse(create);
    expect(parsed.date).toBe('2030-03-04');
    expect(parsed.scheduledElements[0]).toEqual({ addOnSlotId: id(4), originalElementId: id(5) });
  });

  it('refuses two elements in one slot', () => {
    const result = updateScheduledAddOnSchema.safeParse({
      scheduledElements: [
        { addOnSlotId: id(4), originalElementId: id(5) },
        { addOnSlotId: id(4), originalElementId: id(6) },
      ],
      updatedAt: '2030-03-04T00:00:00.000Z',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      SCHEDULED_ADD_ON_MESSAGES.oneElementPerSlot,
    );
  });

  it('creates an add-on with its first slot only', () => {
    const empty = createScheduledAddOnSchema.safeParse({ ...create, scheduledElements: [] });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      SCHEDULED_ADD_ON_MESSAGES.firstSlot,
    ]);
  });

  it("keeps the element editor's allergen rule for a slot sending its allergens", () => {
    const withRow = (row: Record<string, unknown>) =>
      updateScheduledAddOnSchema.safeParse({
        scheduledElements: [{ addOnSlotId: id(4), ...row }],
        updatedAt: '2030-03-04T00:00:00.000Z',
      });
    expect(withRow({ allergenIds: [] }).error?.issues.map((issue) => issue.message)).toEqual([
      ELEMENT_MESSAGES.allergens,
    ]);
    expect(withRow({ allergenIds: [], noAllergens: true }).success).toBe(true);
    expect(withRow({ allergenIds: [id(7)] }).success).toBe(true);
    // A slot not sending its allergens keeps its snapshot's.
    expect(withRow({ originalElementId: id(5) }).success).toBe(true);
  });

  it('requires updatedAt on update', () => {
    expect(updateScheduledAddOnSchema.safeParse({ scheduledElements: [] }).success).toBe(false);
  });
});
