import {
  addDays,
  type Element,
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOn,
  STALE_MESSAGE,
  todayIn,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { createMarket } from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

const EAST = 'Pacific/Kiritimati';

let t: TestApp;
let scheduler: string;
let admin: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
let soupSlots: { id: string; name: string; order: number }[];
let greensSlots: { id: string; name: string; order: number }[];
let east: string;
/** Catalogue elements for the slots: A and B with allergens, C with none. */
let elementA: Element;
let elementB: Element;
let elementC: Element;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  admin = await t.signInAs('admin');
  ref = await referenceIds(t.database.db);
  send = sender(t, () => scheduler);
  soupSlots = await ref.slotsOf('Soup');
  greensSlots = await ref.slotsOf('Greens Bar');
  east = await createMarket(t, 'Add-on East', EAST);
  const db = t.database.db;
  elementA = await buildElement(db, { allergens: ['Milk', 'Wheat'], servingTemp: 'HOT' });
  elementB = await buildElement(db, { allergens: ['Soybeans'] });
  elementC = await buildElement(db);
});
afterAll(() => t.close());

function payload(overrides: Record<string, unknown> = {}) {
  return {
    addOnTypeId: ref.addOnType('Soup'),
    marketId: ref.market('Phoenix'),
    serviceLineId: ref.serviceLine('Lunch'),
    date: '03/04/2030',
    scheduledElements: [
      { addOnSlotId: soupSlots[0]!.id, originalElementId: elementA.id },
      { addOnSlotId: soupSlots[1]!.id, originalElementId: elementB.id },
    ],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, as?: string) {
  const response = await send('POST', '/v1/scheduled-add-ons', payload(overrides), as);
  if (response.statusCode !== 201) throw new Error(response.body);
  return body<ScheduledAddOn>(response).data;
}

const messagesOf = (response: Parameters<typeof body>[0]) => body(response).error?.messages ?? [];

describe('scheduled add-ons', () => {
  it('copies each slot element from the catalogue and reads it back by id and by day', async () => {
    const created = await create();
    expect(created).toMatchObject({
      addOnType: { name: 'Soup' },
      date: '2030-03-04',
      serviceLine: { name: 'Lunch' },
      isLocked: false,
    });
    expect(created.addOnType.addOnSlots.map((slot) => slot.name)).toEqual(['Soup', 'Soup Topping']);
    const [first, second] = created.scheduledElements;
    expect(first).toMatchObject({
      addOnSlotId: soupSlots[0]!.id,
      originalElementId: elementA.id,
      name: elementA.name,
      servingTemp: 'HOT',
    });
    expect([...first!.allergenNames].sort()).toEqual(['Milk', 'Wheat']);
    expect(second!.name).toBe(elementB.name);

    const read = await send('GET', `/v1/scheduled-add-ons/${created.id}`);
    expect(body<ScheduledAddOn>(read).data).toEqual(created);
    const day = await send(
      'GET',
      `/v1/scheduled-add-ons?marketId=${ref.market('Phoenix')}&month=3&year=2030&day=4`,
    );
    expect(body<ScheduledAddOn[]>(day).data.map((a) => a.id)).toEqual([created.id]);
    const otherDay = await send(
      'GET',
      `/v1/scheduled-add-ons?marketId=${ref.market('Phoenix')}&month=3&year=2030&day=5`,
    );
    expect(body<ScheduledAddOn[]>(otherDay).data).toEqual([]);
  });

  it('keeps one element per slot and only the type’s own slots', async () => {
    const twice = await send(
      'POST',
      '/v1/scheduled-add-ons',
      payload({
        date: '03/05/2030',
        scheduledElements: [
          { addOnSlotId: soupSlots[0]!.id, originalElementId: elementA.id },
          { addOnSlotId: soupSlots[0]!.id, originalElementId: elementB.id },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(messagesOf(twice).join(' ')).toContain('Each slot holds one element.');

    const foreign = await send(
      'POST',
      '/v1/scheduled-add-ons',
      payload({
        date: '03/05/2030',
        scheduledElements: [{ addOnSlotId: greensSlots[0]!.id, originalElementId: elementA.id }],
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(messagesOf(foreign)).toEqual([SCHEDULED_ADD_ON_MESSAGES.slotNotOfType]);

    const unknown = await send(
      'POST',
      '/v1/scheduled-add-ons',
      payload({
        date: '03/05/2030',
        scheduledElements: [
          {
            addOnSlotId: soupSlots[0]!.id,
            originalElementId: '00000000-0000-4000-8000-000000000001',
          },
        ],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown)).toEqual([SCHEDULED_ADD_ON_MESSAGES.unknownElement]);
  });

  it('refuses Snack and Happy Hour', async () => {
    for (const line of ['Snack', 'Happy Hour']) {
      const response = await send(
        'POST',
        '/v1/scheduled-add-ons',
        payload({ date: '03/06/2030', serviceLineId: ref.serviceLine(line) }),
      );
      expect(response.statusCode, line).toBe(400);
      expect(messagesOf(response)).toEqual([SCHEDULED_ADD_ON_MESSAGES.serviceLineNotAllowed]);
    }
    const breakfast = await send(
      'POST',
      '/v1/scheduled-add-ons',
      payload({ date: '03/06/2030', serviceLineId: ref.serviceLine('Breakfast') }),
    );
    expect(breakfast.statusCode).toBe(201);
  });

  it('takes one add-on per type, market, line and date', async () => {
    await create({ date: '03/07/2030' });
    const again = await send('POST', '/v1/scheduled-add-ons', payload({ date: '03/07/2030' }));
    expect(again.statusCode).toBe(409);
    expect(body(again).error).toMatchObject({
      code: 'conflict',
      messages: [SCHEDULED_ADD_ON_MESSAGES.typeTaken],
    });
    // Another type, or another line, on that day is fine.
    const greens = await create({
      date: '03/07/2030',
      addOnTypeId: ref.addOnType('Greens Bar'),
      scheduledElements: [{ addOnSlotId: greensSlots[0]!.id, originalElementId: elementC.id }],
    });
    expect(greens.addOnType.addOnSlots[0]!.heading).toBe('Entry Level');
    await create({ date: '03/07/2030', serviceLineId: ref.serviceLine('Dinner') });
  });

  it('edits, swaps and empties slots in place, and refuses a stale update', async () => {
    const addOn = await create({ date: '03/08/2030' });
    const [soup, topping] = addOn.scheduledElements;
    const response = await send('PUT', `/v1/scheduled-add-ons/${addOn.id}`, {
      scheduledElements: [
        // Edit/Save: the same element with a changed method and "No allergens".
        {
          id: soup!.id,
          addOnSlotId: soup!.addOnSlotId,
          originalElementId: soup!.originalElementId,
          method: 'Simmer an hour.',
          allergenIds: [],
          noAllergens: true,
        },
      ],
      updatedAt: addOn.updatedAt,
    });
    expect(response.statusCode).toBe(200);
    const edited = body<ScheduledAddOn>(response).data;
    expect(edited.scheduledElements).toHaveLength(1);
    expect(edited.scheduledElements[0]).toMatchObject({
      id: soup!.id,
      name: soup!.name,
      method: 'Simmer an hour.',
      allergenIds: [],
    });
    expect(topping).toBeDefined();

    const stale = await send('PUT', `/v1/scheduled-add-ons/${addOn.id}`, {
      scheduledElements: [],
      updatedAt: addOn.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).error).toMatchObject({ code: 'stale', messages: [STALE_MESSAGE] });

    // Swap: another element in the first slot is copied afresh from the catalogue.
    const swapped = await send('PUT', `/v1/scheduled-add-ons/${addOn.id}`, {
      scheduledElements: [{ addOnSlotId: soup!.addOnSlotId, originalElementId: elementC.id }],
      updatedAt: edited.updatedAt,
    });
    expect(swapped.statusCode).toBe(200);
    expect(body<ScheduledAddOn>(swapped).data.scheduledElements[0]).toMatchObject({
      name: elementC.name,
      originalElementId: elementC.id,
      allergenIds: [],
    });

    expect((await send('DELETE', `/v1/scheduled-add-ons/${addOn.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/v1/scheduled-add-ons/${addOn.id}`)).statusCode).toBe(404);
  });

  it('locks a past date unless the caller holds editLockedScheduleMenu', async () => {
    const past = addDays(todayIn(EAST), -3);
    const refused = await send(
      'POST',
      '/v1/scheduled-add-ons',
      payload({ marketId: east, date: past }),
    );
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error).toMatchObject({
      code: 'locked',
      messages: [SCHEDULED_ADD_ON_MESSAGES.locked],
    });
    const open = await create({ marketId: east, date: addDays(todayIn(EAST), -2) });
    expect(open.isLocked).toBe(false);

    const locked = await create({ marketId: east, date: past }, admin);
    expect(locked.isLocked).toBe(true);
    const update = { scheduledElements: [], updatedAt: locked.updatedAt };
    for (const [method, payloadOf] of [
      ['PUT', update],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(method, `/v1/scheduled-add-ons/${locked.id}`, payloadOf);
      expect(response.statusCode, method).toBe(403);
      expect(body(response).error?.code).toBe('locked');
    }
    const exempt = await send('PUT', `/v1/scheduled-add-ons/${locked.id}`, update, admin);
    expect(exempt.statusCode).toBe(200);
    expect(
      (await send('DELETE', `/v1/scheduled-add-ons/${locked.id}`, undefined, admin)).statusCode,
    ).toBe(200);
  });

  it('lets Hosts and Chefs read but not write', async () => {
    const addOn = await create({ date: '03/11/2030' });
    for (const role of ['host', 'chef'] as const) {
      const token = await t.signInAs(role);
      expect(
        (await send('GET', `/v1/scheduled-add-ons/${addOn.id}`, undefined, token)).statusCode,
      ).toBe(200);
      const writes = [
        ['POST', '/v1/scheduled-add-ons', payload({ date: '03/12/2030' })],
        [
          'PUT',
          `/v1/scheduled-add-ons/${addOn.id}`,
          { scheduledElements: [], updatedAt: addOn.updatedAt },
        ],
        ['DELETE', `/v1/scheduled-add-ons/${addOn.id}`, undefined],
      ] as const;
      for (const [method, url, payloadOf] of writes) {
        const response = await send(method, url, payloadOf, token);
        expect(response.statusCode, `${role} ${method}`).toBe(403);
      }
    }
  });
});
