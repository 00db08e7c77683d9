import { type Element, SCHEDULED_ADD_ON_MESSAGES, type ScheduledAddOn } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let send: ReturnType<typeof sender>;
let addOn: ScheduledAddOn;
let soup: Element;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  const ref = await referenceIds(t.database.db);
  soup = await buildElement(t.database.db, { name: 'Tomato Basil Soup' });
  const [soupSlot] = await ref.slotsOf('Soup');
  const created = await send('POST', '/v1/scheduled-add-ons', {
    addOnTypeId: ref.addOnType('Soup'),
    marketId: ref.market('Phoenix'),
    serviceLineId: ref.serviceLine('Lunch'),
    date: '2030-06-04',
    scheduledElements: [{ addOnSlotId: soupSlot!.id, originalElementId: soup.id }],
  });
  addOn = body<ScheduledAddOn>(created).data;
});
afterAll(() => t.close());

describe('a slot row sent without its element', () => {
  it('keeps the element its slot holds (the catalogue element may be gone) and takes the edits', async () => {
    const [row] = addOn.scheduledElements;
    const saved = await send('PUT', `/v1/scheduled-add-ons/${addOn.id}`, {
      scheduledElements: [{ id: row!.id, addOnSlotId: row!.addOnSlotId, method: 'Simmer 20 min' }],
      updatedAt: addOn.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<ScheduledAddOn>(saved).data.scheduledElements).toEqual([
      expect.objectContaining({
        id: row!.id,
        originalElementId: soup.id,
        name: soup.name,
        method: 'Simmer 20 min',
      }),
    ]);
  });

  it('is refused for an empty slot, and nothing is written', async () => {
    const current = body<ScheduledAddOn>(
      await send('GET', `/v1/scheduled-add-ons/${addOn.id}`),
    ).data;
    const emptySlot = current.addOnType.addOnSlots[1]!;
    const refused = await send('PUT', `/v1/scheduled-add-ons/${addOn.id}`, {
      scheduledElements: [{ addOnSlotId: emptySlot.id }],
      updatedAt: current.updatedAt,
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.messages).toEqual([SCHEDULED_ADD_ON_MESSAGES.chooseElement]);
    const after = body<ScheduledAddOn>(await send('GET', `/v1/scheduled-add-ons/${addOn.id}`)).data;
    expect(after).toEqual(current);
  });
});
