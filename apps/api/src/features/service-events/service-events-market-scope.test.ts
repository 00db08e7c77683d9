import {
  type Account,
  MARKET_SCOPE_MESSAGES,
  SERVICE_EVENT_MESSAGES,
  type ServiceEvent,
  type ServiceEventNote,
} from '@catering/domain';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accounts, serviceEventAddOns, serviceEvents } from '../../db/schema/index.js';

/** Service events of a Culinary user limited to Dallas (docs/permissions.md 8). */

let t: TestApp;
let admin: string;
let dallasOnly: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let ours: Account;
let theirs: Account;
let theirEvent: ServiceEvent;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = dallasOnly,
) => t.app.inject({ method, url, headers: bearer(token), payload });

const eventPayload = (account: Account, overrides: Record<string, unknown> = {}) => ({
  accountId: account.id,
  addressId: account.address.id,
  serviceLineId: ref.serviceLine('Lunch'),
  serviceTypeId: ref.serviceType('Sifted 2.0'),
  date: '2026-12-03',
  notes: `Dock note of ${account.name}`,
  ...overrides,
});

async function createEvent(account: Account, token: string) {
  const response = await send('POST', '/v1/service-events', eventPayload(account), token);
  if (response.statusCode !== 201) throw new Error(response.body);
  const added = await send(
    'POST',
    `/v1/service-events/${body<ServiceEvent>(response).data.id}/add-ons`,
    { addOnTypeId: ref.addOnType('Soup') },
    token,
  );
  if (added.statusCode !== 200) throw new Error(added.body);
  return body<ServiceEvent>(added).data;
}

function expectRefused(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error?.messages).toEqual([message]);
}

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.database.db);
  admin = await t.signInAs('admin');
  await limitToMarkets(t, 'culinary@example.com', ['Dallas']);
  dallasOnly = await t.signInAs('culinary');
  const site = (name: string, market: string) =>
    createAccount(t, admin, accountPayload(ref, { name, marketId: ref.market(market) }));
  ours = await site('Test Dallas Events', 'Dallas');
  theirs = await site('Test Austin Events', 'Austin');
  theirEvent = await createEvent(theirs, admin);
});
afterAll(() => t.close());

describe('service events of a user limited to Dallas', () => {
  it("reads no Austin event, and refuses Austin's notes", async () => {
    const month = (account: Account, token = dallasOnly) =>
      send(
        'GET',
        `/v1/service-events?accountId=${account.id}&month=12&year=2026`,
        undefined,
        token,
      );
    const absent = await month(theirs);
    expect(absent.statusCode, absent.body).toBe(200);
    expect(body(absent).data).toEqual([]);
    expect(body<ServiceEvent[]>(await month(theirs, admin)).data.map((e) => e.id)).toEqual([
      theirEvent.id,
    ]);

    expectRefused(
      await send(
        'GET',
        `/v1/service-events/notes?marketId=${ref.market('Austin')}&month=12&year=2026`,
      ),
      403,
      MARKET_SCOPE_MESSAGES.outsideMarkets,
    );
    const mine = await createEvent(ours, dallasOnly);
    const notes = await send(
      'GET',
      `/v1/service-events/notes?marketId=${ref.market('Dallas')}&month=12&year=2026`,
    );
    expect(notes.statusCode, notes.body).toBe(200);
    const rows = body<ServiceEventNote[]>(notes).data;
    expect(rows.map((row) => row.id)).toContain(mine.id);
    const markets = await t.database.db
      .selectDistinct({ marketId: accounts.marketId })
      .from(accounts)
      .where(inArray(accounts.id, [...new Set(rows.map((row) => row.accountId))]));
    expect(markets).toEqual([{ marketId: ref.market('Dallas') }]);
    expect(body<ServiceEvent[]>(await month(ours)).data.map((e) => e.id)).toEqual([mine.id]);
  });

  it('refuses every write to an Austin event and leaves it as it was', async () => {
    const eventRow = async () =>
      (
        await t.database.db.select().from(serviceEvents).where(eq(serviceEvents.id, theirEvent.id))
      )[0];
    const addOnRows = () =>
      t.database.db
        .select()
        .from(serviceEventAddOns)
        .where(eq(serviceEventAddOns.serviceEventId, theirEvent.id));
    const [before, addOnsBefore] = [await eventRow(), await addOnRows()];
    const slot = theirEvent.addOns[0]!;
    const url = `/v1/service-events/${theirEvent.id}`;
    const refused: [
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload: object | undefined,
      message: string,
    ][] = [
      // Moved to a Dallas account, it is still an Austin event to find first.
      [
        'PUT',
        url,
        { ...eventPayload(ours), updatedAt: theirEvent.updatedAt },
        SERVICE_EVENT_MESSAGES.notFound,
      ],
      ['DELETE', url, undefined, SERVICE_EVENT_MESSAGES.notFound],
      [
        'POST',
        `${url}/add-ons`,
        { addOnTypeId: ref.addOnType('Soup') },
        SERVICE_EVENT_MESSAGES.notFound,
      ],
      [
        'PUT',
        `${url}/add-ons`,
        {
          addOnTypeId: slot.addOnTypeId,
          serviceEventAddOns: [
            { id: slot.id, quantity: 9, pricePerUnit: 1, updatedAt: slot.updatedAt },
          ],
        },
        SERVICE_EVENT_MESSAGES.notFound,
      ],
      [
        'DELETE',
        `/v1/service-events/add-ons/${slot.id}?scope=type`,
        undefined,
        'Add-on not found.',
      ],
      // Austin's account does not exist for them, whether the event is new or theirs.
      [
        'POST',
        '/v1/service-events',
        eventPayload(theirs, { date: '2026-12-04' }),
        'accountId: The chosen account does not exist.',
      ],
      [
        'PUT',
        url,
        { ...eventPayload(theirs), eaterCount: 5, updatedAt: theirEvent.updatedAt },
        'accountId: The chosen account does not exist.',
      ],
    ];
    for (const [method, path, payload, message] of refused) {
      expectRefused(
        await send(method, path, payload),
        message.startsWith('accountId') ? 400 : 404,
        message,
      );
    }
    expect(await eventRow()).toEqual(before);
    expect(await addOnRows()).toEqual(addOnsBefore);
    const austinEvents = await t.database.db
      .select({ id: serviceEvents.id })
      .from(serviceEvents)
      .where(eq(serviceEvents.accountId, theirs.id));
    expect(austinEvents).toEqual([{ id: theirEvent.id }]);
  });

  it('edits, fills and removes events of Dallas as before', async () => {
    const event = body<ServiceEvent>(
      await send('POST', '/v1/service-events', eventPayload(ours, { date: '2026-12-08' })),
    ).data;
    const edited = await send('PUT', `/v1/service-events/${event.id}`, {
      ...eventPayload(ours, { date: '2026-12-08', eaterCount: 40 }),
      updatedAt: event.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const filled = await send('POST', `/v1/service-events/${event.id}/add-ons`, {
      addOnTypeId: ref.addOnType('Soup'),
    });
    expect(filled.statusCode, filled.body).toBe(200);
    const slot = body<ServiceEvent>(filled).data.addOns[0]!;
    const set = await send('PUT', `/v1/service-events/${event.id}/add-ons`, {
      addOnTypeId: slot.addOnTypeId,
      serviceEventAddOns: [
        { id: slot.id, quantity: 4, pricePerUnit: 2, updatedAt: slot.updatedAt },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await send('DELETE', `/v1/service-events/add-ons/${slot.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/v1/service-events/${event.id}`)).statusCode).toBe(200);
  });
});
