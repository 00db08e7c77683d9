import { type ScheduledAddOn, todayIn, weekdayOf } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let send: ReturnType<typeof sender>;
let addOns: ScheduledAddOn[];
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  const ref = await referenceIds(t.database.db);
  const [year, month] = todayIn('America/Phoenix').split('-').map(Number);
  addOns = body<ScheduledAddOn[]>(
    await send(
      'GET',
      `/v1/scheduled-add-ons?marketId=${ref.market('Phoenix')}&month=${month}&year=${year}`,
    ),
  ).data;
});
afterAll(() => t.close());

describe('demo scheduled add-ons', () => {
  it('serve soup every weekday lunch, both slots filled', () => {
    const soups = addOns.filter((addOn) => addOn.addOnType.name === 'Soup');
    expect(soups.length).toBeGreaterThanOrEqual(20);
    for (const soup of soups) {
      expect(soup.serviceLine.name).toBe('Lunch');
      expect(['saturday', 'sunday']).not.toContain(weekdayOf(soup.date));
      expect(soup.scheduledElements.map((row) => row.addOnSlotId)).toEqual(
        soup.addOnType.addOnSlots.map((slot) => slot.id),
      );
    }
  });

  it('set the Greens Bar on Tuesday and Thursday lunches, every slot filled but the cheeses', () => {
    const bars = addOns.filter((addOn) => addOn.addOnType.name === 'Greens Bar');
    expect(bars.length).toBeGreaterThanOrEqual(8);
    for (const bar of bars) {
      expect(['tuesday', 'thursday']).toContain(weekdayOf(bar.date));
      const filled = new Set(bar.scheduledElements.map((row) => row.addOnSlotId));
      expect(
        bar.addOnType.addOnSlots.filter((slot) => !filled.has(slot.id)).map((slot) => slot.name),
      ).toEqual(['Cheese', 'Premium Cheese']);
      // One element per slot, and none twice on one bar.
      expect(filled.size).toBe(bar.scheduledElements.length);
      const names = bar.scheduledElements.map((row) => row.name);
      expect(new Set(names).size, names.join(', ')).toBe(names.length);
      expect(bar.addOnType.addOnSlots[0]?.heading).toBe('Entry Level');
    }
  });
});
