import {
  ELEMENT_MESSAGES,
  type Element,
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOn,
} from '@catering/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { scheduledAddOns, scheduledElements } from '../../db/schema/index.js';

/**
 * Issue #24, point 3: an add-on is created together with its first slot, in one write, and
 * a slot's edited allergens follow the element editor's rule (spec 5).
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let soupSlots: { id: string }[];
let milky: Element;
beforeAll(async () => {
  t = await createTestApp();
  const scheduler = await t.signInAs('scheduler');
  send = sender(t, () => scheduler);
  ref = await referenceIds(t.database.db);
  soupSlots = await ref.slotsOf('Soup');
  milky = await buildElement(t.database.db, { allergens: ['Milk'] });
});
afterAll(() => t.close());

const messagesOf = (response: Parameters<typeof body>[0]) => body(response).error?.messages ?? [];

const payload = (date: string, scheduledElements: unknown) => ({
  addOnTypeId: ref.addOnType('Soup'),
  marketId: ref.market('Phoenix'),
  serviceLineId: ref.serviceLine('Lunch'),
  date,
  scheduledElements,
});

/** The add-ons stored for Phoenix's Lunch on an ISO day, with their rows. */
async function storedOn(isoDate: string) {
  const db = t.database.db;
  const addOns = await db
    .select({ id: scheduledAddOns.id })
    .from(scheduledAddOns)
    .where(
      and(eq(scheduledAddOns.date, isoDate), eq(scheduledAddOns.marketId, ref.market('Phoenix'))),
    );
  const rows = addOns.length
    ? await db
        .select({ id: scheduledElements.id })
        .from(scheduledElements)
        .where(eq(scheduledElements.scheduledAddOnId, addOns[0]!.id))
    : [];
  return { addOns: addOns.length, rows: rows.length };
}

describe('creating an add-on with its first slot', () => {
  it('writes the add-on and its first slot, edited fields included, in one request', async () => {
    const response = await send(
      'POST',
      '/v1/scheduled-add-ons',
      payload('04/01/2030', [
        {
          addOnSlotId: soupSlots[0]!.id,
          originalElementId: milky.id,
          method: 'Simmer gently.',
          allergenIds: [],
          noAllergens: true,
        },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const created = body<ScheduledAddOn>(response).data;
    expect(created.scheduledElements).toEqual([
      expect.objectContaining({
        addOnSlotId: soupSlots[0]!.id,
        name: milky.name,
        method: 'Simmer gently.',
        allergenIds: [],
      }),
    ]);
    expect(await storedOn('2030-04-01')).toEqual({ addOns: 1, rows: 1 });
  });

  it.each([
    ['no slot at all', [], SCHEDULED_ADD_ON_MESSAGES.firstSlot],
    [
      'a slot with neither allergens nor "No allergens"',
      [{ originalElementId: 'milky', allergenIds: [] }],
      ELEMENT_MESSAGES.allergens,
    ],
    [
      'a slot with an unknown element',
      [{ originalElementId: '00000000-0000-4000-8000-000000000001' }],
      SCHEDULED_ADD_ON_MESSAGES.unknownElement,
    ],
  ])('refuses %s with its message and writes nothing', async (_case, rows, message) => {
    const scheduled = (rows as Record<string, unknown>[]).map((row) => ({
      addOnSlotId: soupSlots[0]!.id,
      ...row,
      originalElementId: row.originalElementId === 'milky' ? milky.id : row.originalElementId,
    }));
    const response = await send('POST', '/v1/scheduled-add-ons', payload('04/02/2030', scheduled));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect(await storedOn('2030-04-02')).toEqual({ addOns: 0, rows: 0 });
  });
});

describe("a slot's allergens on Edit/Save", () => {
  it('refuses neither allergens nor "No allergens" (400, the element editor\'s message)', async () => {
    const created = body<ScheduledAddOn>(
      await send(
        'POST',
        '/v1/scheduled-add-ons',
        payload('04/03/2030', [{ addOnSlotId: soupSlots[0]!.id, originalElementId: milky.id }]),
      ),
    ).data;
    const [row] = created.scheduledElements;
    const edit = (fields: Record<string, unknown>) =>
      send('PUT', `/v1/scheduled-add-ons/${created.id}`, {
        scheduledElements: [{ id: row!.id, addOnSlotId: row!.addOnSlotId, ...fields }],
        updatedAt: created.updatedAt,
      });

    const refused = await edit({ allergenIds: [] });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual([ELEMENT_MESSAGES.allergens]);
    const unticked = await edit({ allergenIds: [], noAllergens: false });
    expect(messagesOf(unticked)).toEqual([ELEMENT_MESSAGES.allergens]);
    const stored = body<ScheduledAddOn>(await send('GET', `/v1/scheduled-add-ons/${created.id}`));
    expect(stored.data.scheduledElements[0]!.allergenNames).toEqual(['Milk']);

    // "No allergens" wins over allergens sent with it, as on the element editor.
    const none = await edit({ allergenIds: [...row!.allergenIds], noAllergens: true });
    expect(none.statusCode).toBe(200);
    expect(body<ScheduledAddOn>(none).data.scheduledElements[0]!.allergenIds).toEqual([]);
  });
});
