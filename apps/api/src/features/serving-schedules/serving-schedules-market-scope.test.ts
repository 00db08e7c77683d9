import type { Account, RecurringAddOn, ServingSchedule } from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { recurringAddOns, serviceEvents, servingSchedules } from '../../db/schema/index.js';

/** Serving schedules and recurring add-ons of a Culinary user limited to Dallas. */

let t: TestApp;
let admin: string;
let dallasOnly: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let ours: Account;
let theirs: Account;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = dallasOnly,
) => t.app.inject({ method, url, headers: bearer(token), payload });

const target = (account: Account) =>
  `accountId=${account.id}&serviceLineId=${ref.serviceLine('Lunch')}`;
const schedule = {
  startDate: '2026-12-07',
  endDate: '2026-12-11',
  data: ['monday', 'wednesday'].map((day) => ({
    day,
    shouldServeOnDay: true,
    meatEaters: 40,
    nonMeatEaters: 10,
    pricePerEater: 12.5,
    serviceTime: '12:00',
    serviceTypeId: '',
  })),
};
const recurring = async (account: Account, overrides: object = {}) => ({
  accountId: account.id,
  serviceLineId: ref.serviceLine('Lunch'),
  addOnTypeId: ref.addOnType('Soup'),
  day: 'wednesday',
  addOnSlots: (await ref.slotsOf('Soup')).map((slot) => ({
    id: slot.id,
    quantity: 8,
    pricePerUnit: 3.25,
  })),
  ...overrides,
});
const asUpdate = (addOn: RecurringAddOn, overrides: object = {}) => ({
  ...addOn,
  addOnSlots: addOn.addOnSlots.map((s) => ({
    id: s.id,
    quantity: s.quantity,
    pricePerUnit: s.pricePerUnit,
  })),
  ...overrides,
});

function expectRefused(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error?.messages).toEqual([message]);
}

let theirAddOn: RecurringAddOn;
beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.database.db);
  for (const day of schedule.data) day.serviceTypeId = ref.serviceType('Sifted 1.0');
  admin = await t.signInAs('admin');
  await limitToMarkets(t, 'culinary@example.com', ['Dallas']);
  dallasOnly = await t.signInAs('culinary');
  const site = (name: string, market: string) =>
    createAccount(t, admin, accountPayload(ref, { name, marketId: ref.market(market) }));
  ours = await site('Test Dallas Schedule', 'Dallas');
  theirs = await site('Test Austin Schedule', 'Austin');
  const applied = await send('POST', `/v2/serving-schedules?${target(theirs)}`, schedule, admin);
  if (applied.statusCode !== 200) throw new Error(applied.body);
  const created = await send('POST', '/v1/recurring-addons', await recurring(theirs), admin);
  if (created.statusCode !== 201) throw new Error(created.body);
  theirAddOn = body<RecurringAddOn>(created).data;
});
afterAll(() => t.close());

describe('serving schedules of a user limited to Dallas', () => {
  it("reads neither Austin's schedule nor its recurring add-ons", async () => {
    const reads = [
      `/v2/serving-schedules?${target(theirs)}`,
      `/v2/serving-schedules/in-force?${target(theirs)}`,
      `/v1/recurring-addons?${target(theirs)}`,
    ];
    for (const url of reads) {
      const none = url.startsWith('/v2/serving-schedules?') ? null : [];
      const absent = await send('GET', url);
      expect(absent.statusCode, absent.body).toBe(200);
      expect(body(absent).data).toEqual(none);
      // An unlimited user reads them: they are there.
      expect(body(await send('GET', url, undefined, admin)).data).not.toEqual(none);
    }
  });

  it("refuses every write to Austin's schedule and add-ons, leaving them as they were", async () => {
    const rows = async () => ({
      schedules: await t.database.db
        .select()
        .from(servingSchedules)
        .where(eq(servingSchedules.accountId, theirs.id)),
      events: await t.database.db
        .select()
        .from(serviceEvents)
        .where(eq(serviceEvents.accountId, theirs.id)),
      addOns: await t.database.db
        .select()
        .from(recurringAddOns)
        .where(eq(recurringAddOns.accountId, theirs.id)),
    });
    const before = await rows();
    const absentAccount = 'accountId: The chosen account does not exist.';
    const refused: [
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload: object | undefined,
      status: number,
      message: string,
    ][] = [
      ['POST', `/v2/serving-schedules?${target(theirs)}`, schedule, 404, 'Account not found.'],
      [
        'POST',
        '/v1/recurring-addons',
        await recurring(theirs, { day: 'monday' }),
        400,
        absentAccount,
      ],
      [
        'PUT',
        `/v1/recurring-addons/${theirAddOn.id}`,
        asUpdate(theirAddOn, { quantity: 99 }),
        // Its account, named in the body, does not exist for them (as for service events).
        400,
        absentAccount,
      ],
      // Taking it over into a Dallas account: the add-on itself is not found.
      [
        'PUT',
        `/v1/recurring-addons/${theirAddOn.id}`,
        asUpdate(theirAddOn, { accountId: ours.id }),
        404,
        'Recurring add-on not found.',
      ],
      [
        'DELETE',
        `/v1/recurring-addons/${theirAddOn.id}`,
        undefined,
        404,
        'Recurring add-on not found.',
      ],
    ];
    for (const [method, url, payload, status, message] of refused) {
      expectRefused(await send(method, url, payload), status, message);
    }
    expect(await rows()).toEqual(before);
  });

  it("does not move a Dallas add-on to Austin's account, and works in Dallas", async () => {
    const applied = await send('POST', `/v2/serving-schedules?${target(ours)}`, schedule);
    expect(body(applied).data).toEqual({ created: 2, updated: 0, removed: 0 });
    expect(
      body<ServingSchedule>(await send('GET', `/v2/serving-schedules?${target(ours)}`)).data,
    ).toMatchObject({
      startDate: '2026-12-07',
      endDate: '2026-12-11',
    });
    const created = await send('POST', '/v1/recurring-addons', await recurring(ours));
    expect(created.statusCode, created.body).toBe(201);
    const addOn = body<RecurringAddOn>(created).data;
    expectRefused(
      await send(
        'PUT',
        `/v1/recurring-addons/${addOn.id}`,
        asUpdate(addOn, { accountId: theirs.id }),
      ),
      400,
      'accountId: The chosen account does not exist.',
    );
    const [row] = await t.database.db
      .select()
      .from(recurringAddOns)
      .where(eq(recurringAddOns.id, addOn.id));
    expect(row!.accountId).toBe(ours.id);
    expect(
      body<RecurringAddOn[]>(await send('GET', `/v1/recurring-addons?${target(ours)}`)).data.map(
        (a) => a.id,
      ),
    ).toEqual([addOn.id]);
    const edited = await send(
      'PUT',
      `/v1/recurring-addons/${addOn.id}`,
      asUpdate(addOn, { quantity: 3 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await send('DELETE', `/v1/recurring-addons/${addOn.id}`)).statusCode).toBe(200);
  });
});
