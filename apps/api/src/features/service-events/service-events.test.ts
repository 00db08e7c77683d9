import {
  type Account,
  ADD_ON_MESSAGES,
  SERVICE_EVENT_MESSAGES,
  type ServiceEvent,
  type ServiceEventNote,
  weekdayOf,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { buildElement, buildScheduledMenu } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let scheduler: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let account: Account;
let other: Account;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  ref = await referenceIds(t.database.db);
  account = await createAccount(t, scheduler, accountPayload(ref, { name: 'Test Events Site' }));
  other = await createAccount(t, scheduler, accountPayload(ref, { name: 'Test Other Site' }));
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = scheduler,
) => t.app.inject({ method, url, headers: bearer(token), payload });

const eventPayload = (overrides: Record<string, unknown> = {}) => ({
  accountId: account.id,
  addressId: account.address.id,
  serviceLineId: ref.serviceLine('Lunch'),
  serviceTypeId: ref.serviceType('Sifted 2.0'),
  date: '2026-12-03',
  serviceTime: '11:45 AM',
  eaterCount: 80,
  dietaryCount: 12,
  allergenCount: 3,
  pricePerPerson: '13.50',
  notes: 'Holiday party: add a dessert table',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', '/v1/service-events', eventPayload(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return body<ServiceEvent>(response).data;
};

describe('service events', () => {
  it('creates an event with its defaults and reads it by month and day', async () => {
    // The menu scheduled on the event's slot (Phoenix, its account's market; Lunch; the day).
    const menu = await buildScheduledMenu(t.database.db, {
      marketId: account.marketId,
      serviceLineId: ref.serviceLine('Lunch'),
      date: '2026-12-03',
    });
    const event = await create();
    expect(event).toMatchObject({
      account: { name: 'Test Events Site' },
      serviceLine: { name: 'Lunch' },
      serviceType: { name: 'Sifted 2.0' },
      serviceTime: '11:45',
      pricePerPerson: 13.5,
      specialRequest: false,
      scheduledMenuId: menu.id,
      scheduledMenu: { id: menu.id, name: menu.name },
      addOns: [],
    });
    const month = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=12&year=2026`),
    );
    expect(month.data.map((e) => e.id)).toContain(event.id);
    const day = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=12&year=2026&day=4`),
    );
    expect(day.data).toEqual([]);
    expect(
      (await send('GET', `/v1/service-events?accountId=${account.id}&month=2&year=2026&day=30`))
        .statusCode,
    ).toBe(400);
    const minimal = await create({
      date: '2026-12-10',
      serviceTime: undefined,
      eaterCount: undefined,
      dietaryCount: undefined,
      allergenCount: undefined,
      pricePerPerson: undefined,
      notes: undefined,
    });
    expect(minimal).toMatchObject({
      serviceTime: '12:00',
      eaterCount: 0,
      pricePerPerson: 0,
      notes: '',
    });
  });

  it('allows one regular event per account, line and day, and special requests on top', async () => {
    await create({ date: '2026-12-14' });
    const clash = await send('POST', '/v1/service-events', eventPayload({ date: '2026-12-14' }));
    expect(clash.statusCode).toBe(409);
    expect(body(clash).error?.messages).toEqual([SERVICE_EVENT_MESSAGES.conflict]);
    const special = await create({ date: '2026-12-14', specialRequest: true });
    expect(special.specialRequest).toBe(true);
    await create({ date: '2026-12-14', serviceLineId: ref.serviceLine('Breakfast') });
  });

  it('refuses bad events with their messages', async () => {
    const refuse = async (overrides: Record<string, unknown>, message: string) => {
      const response = await send(
        'POST',
        '/v1/service-events',
        eventPayload({ date: '2026-12-20', ...overrides }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response).error?.messages.join(' ')).toContain(message);
    };
    await refuse({ addressId: '' }, SERVICE_EVENT_MESSAGES.addressRequired);
    await refuse({ addressId: other.address.id }, SERVICE_EVENT_MESSAGES.addressNotOfAccount);
    await refuse({ serviceTypeId: null }, SERVICE_EVENT_MESSAGES.serviceTypeRequired);
    await refuse({ dietaryCount: 81 }, SERVICE_EVENT_MESSAGES.dietaryAboveEaters);
    await refuse({ eaterCount: 2.5 }, SERVICE_EVENT_MESSAGES.eaterCount);
    await refuse({ pricePerPerson: 12.345 }, SERVICE_EVENT_MESSAGES.price);
    await refuse({ serviceTime: '25:00' }, 'Must be a time');
    await refuse({ date: '12/40/2026' }, SERVICE_EVENT_MESSAGES.dateRequired);
  });

  it('updates with the updatedAt it read, deletes softly, and lists notes for the calendar', async () => {
    const event = await create({ date: '2026-12-21' });
    const { id, updatedAt } = event;
    const updated = await send('PUT', `/v1/service-events/${id}`, {
      ...eventPayload({ date: '2026-12-21', eaterCount: 90 }),
      updatedAt,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(body<ServiceEvent>(updated).data.eaterCount).toBe(90);
    const stale = await send('PUT', `/v1/service-events/${id}`, {
      ...eventPayload({ date: '2026-12-21' }),
      updatedAt,
    });
    expect(body(stale).error?.code).toBe('stale');
    const notes = body<ServiceEventNote[]>(
      await send(
        'GET',
        `/v1/service-events/notes?marketId=${ref.market('Phoenix')}&month=12&year=2026`,
      ),
    ).data;
    expect(notes.find((n) => n.id === id)).toMatchObject({
      accountName: 'Test Events Site',
      notes: 'Holiday party: add a dessert table',
    });
    expect((await send('DELETE', `/v1/service-events/${id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/v1/service-events/${id}`)).statusCode).toBe(404);
    const after = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=12&year=2026&day=21`),
    );
    expect(after.data).toEqual([]);
    // The day is free again for a new regular event.
    await create({ date: '2026-12-21' });
  });

  it('adds an add-on type with a row per slot, edits slots and removes them', async () => {
    const event = await create({ date: '2026-12-22' });
    const soup = ref.addOnType('Soup');
    const added = await send('POST', `/v1/service-events/${event.id}/add-ons`, {
      addOnTypeId: soup,
    });
    expect(added.statusCode, added.body).toBe(200);
    const rows = body<ServiceEvent>(added).data.addOns;
    expect(rows.length).toBe((await ref.slotsOf('Soup')).length);
    const again = await send('POST', `/v1/service-events/${event.id}/add-ons`, {
      addOnTypeId: soup,
    });
    expect(again.statusCode).toBe(409);
    expect(body(again).error?.messages).toEqual([ADD_ON_MESSAGES.addFailed('Soup')]);
    const [slot] = rows;
    const put = (changes: object) =>
      send('PUT', `/v1/service-events/${event.id}/add-ons`, {
        addOnTypeId: soup,
        serviceEventAddOns: [
          { id: slot!.id, quantity: 12, pricePerUnit: 4.5, updatedAt: slot!.updatedAt, ...changes },
        ],
      });
    const saved = await put({});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<ServiceEvent>(saved).data.addOns[0]).toMatchObject({
      quantity: 12,
      pricePerUnit: 4.5,
    });
    expect(body(await put({})).error?.code).toBe('stale');
    expect((await put({ quantity: -1 })).statusCode).toBe(400);
    expect((await send('DELETE', `/v1/service-events/add-ons/${slot!.id}`)).statusCode).toBe(200);
    expect(
      (await send('DELETE', `/v1/service-events/add-ons/${rows[1]!.id}?scope=type`)).statusCode,
    ).toBe(200);
    const read = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=12&year=2026&day=22`),
    );
    expect(read.data[0]!.addOns).toEqual([]);
    const snack = await create({ date: '2026-12-22', serviceLineId: ref.serviceLine('Snack') });
    const refused = await send('POST', `/v1/service-events/${snack.id}/add-ons`, {
      addOnTypeId: soup,
    });
    expect(body(refused).error?.messages).toEqual([ADD_ON_MESSAGES.addOnsOnlyForMeals]);
  });

  it("starts an added add-on from the account's recurring order of that weekday", async () => {
    const date = '2030-05-07';
    const soup = ref.addOnType('Soup');
    const [soupSlot, toppingSlot] = await ref.slotsOf('Soup');
    const recurring = await send('POST', '/v1/recurring-addons', {
      accountId: other.id,
      serviceLineId: ref.serviceLine('Lunch'),
      addOnTypeId: soup,
      day: weekdayOf(date),
      addOnSlots: [
        { id: soupSlot!.id, quantity: 30, pricePerUnit: '4.25' },
        { id: toppingSlot!.id, quantity: 15, pricePerUnit: '0.75' },
      ],
    });
    expect(recurring.statusCode, recurring.body).toBe(201);
    const onThatDay = await create({ accountId: other.id, addressId: other.address.id, date });
    const added = await send('POST', `/v1/service-events/${onThatDay.id}/add-ons`, {
      addOnTypeId: soup,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(
      body<ServiceEvent>(added).data.addOns.map((row) => [
        row.addOnSlot.name,
        row.quantity,
        row.pricePerUnit,
      ]),
    ).toEqual([
      ['Soup', 30, 4.25],
      ['Soup Topping', 15, 0.75],
    ]);
    // Another weekday has no recurring order: its slots start at 0, to be filled in.
    const dayAfter = await create({
      accountId: other.id,
      addressId: other.address.id,
      date: '2030-05-08',
    });
    const plain = await send('POST', `/v1/service-events/${dayAfter.id}/add-ons`, {
      addOnTypeId: soup,
    });
    expect(body<ServiceEvent>(plain).data.addOns.map((row) => row.quantity)).toEqual([0, 0]);
  });

  it("names the element the day's scheduled add-on holds in each of the event's slots", async () => {
    const event = await create({ date: '2030-04-02' });
    const tomatoSoup = await buildElement(t.database.db, { name: 'Tomato Basil Soup' });
    const soup = ref.addOnType('Soup');
    const [soupSlot, toppingSlot] = await ref.slotsOf('Soup');
    await send('POST', `/v1/service-events/${event.id}/add-ons`, { addOnTypeId: soup });
    const scheduled = await send('POST', '/v1/scheduled-add-ons', {
      addOnTypeId: soup,
      marketId: account.marketId,
      serviceLineId: ref.serviceLine('Lunch'),
      date: '04/02/2030',
      scheduledElements: [{ addOnSlotId: soupSlot!.id, originalElementId: tomatoSoup.id }],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const [read] = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=4&year=2030&day=2`),
    ).data;
    const bySlot = new Map(read!.addOns.map((row) => [row.addOnSlot.id, row]));
    expect(bySlot.get(soupSlot!.id)).toMatchObject({
      scheduledAddOnId: body<{ id: string }>(scheduled).data.id,
      scheduledAddOn: { name: 'Tomato Basil Soup' },
    });
    expect(bySlot.get(toppingSlot!.id)?.scheduledAddOn).toBeNull();
  });

  it('lets editMenu write events and viewScheduleMenu read them', async () => {
    const chef = await t.signInAs('chef');
    expect(
      (
        await send(
          'GET',
          `/v1/service-events?accountId=${account.id}&month=12&year=2026`,
          undefined,
          chef,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', '/v1/service-events', eventPayload({ date: '2026-12-30' }), chef))
        .statusCode,
    ).toBe(403);
    const consumer = await t.signInAs('consumer');
    expect(
      (
        await send(
          'GET',
          `/v1/service-events?accountId=${account.id}&month=12&year=2026`,
          undefined,
          consumer,
        )
      ).statusCode,
    ).toBe(403);
  });
});
