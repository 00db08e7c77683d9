import {
  type Account,
  type RecurringAddOn,
  SERVING_SCHEDULE_MESSAGES,
  type ServiceEvent,
  type ServingSchedule,
} from '@catering/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { serviceEvents, servingSchedules } from '../../db/schema/index.js';

let t: TestApp;
let scheduler: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  ref = await referenceIds(t.database.db);
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = scheduler,
) => t.app.inject({ method, url, headers: bearer(token), payload });

const day = (name: string, shouldServeOnDay: boolean, overrides: object = {}) => ({
  day: name,
  shouldServeOnDay,
  meatEaters: 40,
  nonMeatEaters: 10,
  pricePerEater: 12.5,
  serviceTime: '12:00',
  serviceTypeId: ref.serviceType('Sifted 1.0'),
  ...overrides,
});
const apply = (account: Account, payload: object, line = 'Lunch') =>
  send(
    'POST',
    `/v2/serving-schedules?accountId=${account.id}&serviceLineId=${ref.serviceLine(line)}`,
    payload,
  );
const eventsOf = async (account: Account) =>
  t.database.db
    .select()
    .from(serviceEvents)
    .where(and(eq(serviceEvents.accountId, account.id), isNull(serviceEvents.deletedAt)))
    .orderBy(serviceEvents.date);

describe('serving schedules', () => {
  it('expands a weekly schedule across a month end into events with its counts', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Schedule A' }),
    );
    // 2026-11-26 is a Thursday: Mondays and Thursdays up to 2026-12-08.
    const response = await apply(account, {
      startDate: '2026-11-26',
      endDate: '12/08/2026',
      data: [
        day('monday', true),
        day('thursday', true, { meatEaters: 30, nonMeatEaters: 20, serviceTime: '11:30 AM' }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toEqual({ created: 4, updated: 0, removed: 0 });
    const events = await eventsOf(account);
    expect(events.map((e) => e.date)).toEqual([
      '2026-11-26',
      '2026-11-30',
      '2026-12-03',
      '2026-12-07',
    ]);
    expect(events[0]).toMatchObject({
      eaterCount: 50,
      dietaryCount: 20,
      serviceTime: '11:30:00',
      addressId: account.address.id,
    });
    expect(events[1]).toMatchObject({ eaterCount: 50, dietaryCount: 10, pricePerPerson: 12.5 });

    // Applying it again changes nothing; a new count updates; Remove takes a weekday out.
    const same = await apply(account, {
      startDate: '2026-11-26',
      endDate: '2026-12-08',
      data: [day('monday', true)],
    });
    expect(body(same).data).toEqual({ created: 0, updated: 0, removed: 0 });
    const changed = await apply(account, {
      startDate: '2026-11-30',
      endDate: '2026-12-08',
      data: [day('monday', true, { meatEaters: 45 }), day('thursday', false)],
    });
    expect(body(changed).data).toEqual({ created: 0, updated: 2, removed: 1 });
    expect((await eventsOf(account)).map((e) => [e.date, e.eaterCount])).toEqual([
      ['2026-11-26', 50],
      ['2026-11-30', 55],
      ['2026-12-07', 55],
    ]);
    const latest = body<ServingSchedule>(
      await send(
        'GET',
        `/v2/serving-schedules?accountId=${account.id}&serviceLineId=${ref.serviceLine('Lunch')}`,
      ),
    ).data;
    expect(latest).toMatchObject({ startDate: '2026-11-30', endDate: '2026-12-08' });
    expect(latest.data.map((d) => d.day)).toEqual(['monday', 'thursday']);
  });

  it('leaves the schedule alone when one event is edited, and that edit stands until re-applied', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Schedule B' }),
    );
    await apply(account, {
      startDate: '2026-12-07',
      endDate: '2026-12-07',
      data: [day('monday', true)],
    });
    const [event] = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=12&year=2026`),
    ).data;
    const { id, updatedAt, ...rest } = event!;
    const edited = await send('PUT', `/v1/service-events/${id}`, {
      accountId: rest.accountId,
      addressId: rest.addressId,
      serviceLineId: rest.serviceLineId,
      serviceTypeId: rest.serviceTypeId,
      date: rest.date,
      eaterCount: 70,
      dietaryCount: 10,
      updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const schedules = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(servingSchedules)
      .where(eq(servingSchedules.accountId, account.id));
    expect(schedules[0]!.n).toBe(1);
    expect((await eventsOf(account))[0]!.eaterCount).toBe(70);
  });

  it('refuses bad schedules whole, writing nothing', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Schedule C' }),
    );
    const refuse = async (payload: object, message: string) => {
      const response = await apply(account, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response).error?.messages.join(' ')).toContain(message);
    };
    await refuse(
      { startDate: '2026-12-10', endDate: '2026-12-01', data: [day('monday', true)] },
      SERVING_SCHEDULE_MESSAGES.endBeforeStart,
    );
    await refuse(
      {
        startDate: '2026-12-01',
        endDate: '2026-12-10',
        data: [day('monday', true, { meatEaters: -1 })],
      },
      SERVING_SCHEDULE_MESSAGES.meatEaters,
    );
    await refuse(
      { startDate: '2026-12-01', endDate: '2026-12-10', data: [day('funday', true)] },
      'day must be monday to sunday',
    );
    await refuse(
      {
        startDate: '2026-12-01',
        endDate: '2026-12-10',
        data: [day('monday', true, { serviceTypeId: '00000000-0000-4000-8000-000000000009' })],
      },
      'A chosen service type does not exist.',
    );
    expect(await eventsOf(account)).toEqual([]);
    const schedules = await t.database.db
      .select()
      .from(servingSchedules)
      .where(eq(servingSchedules.accountId, account.id));
    expect(schedules).toEqual([]);
  });

  it('attaches the weekday recurring add-ons to the events it serves', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Schedule D' }),
    );
    const slots = await ref.slotsOf('Soup');
    const recurring = await send('POST', '/v1/recurring-addons', {
      accountId: account.id,
      serviceLineId: ref.serviceLine('Lunch'),
      addOnTypeId: ref.addOnType('Soup'),
      day: 'wednesday',
      addOnSlots: slots.map((slot) => ({ id: slot.id, quantity: 8, pricePerUnit: '3.25' })),
    });
    expect(recurring.statusCode, recurring.body).toBe(201);
    const missing = await send('POST', '/v1/recurring-addons', {
      accountId: account.id,
      serviceLineId: ref.serviceLine('Lunch'),
      addOnTypeId: ref.addOnType('Soup'),
      day: 'friday',
      addOnSlots: slots.map((slot) => ({ id: slot.id, quantity: 0, pricePerUnit: 0 })),
    });
    expect(missing.statusCode).toBe(400);
    await apply(account, {
      startDate: '2026-12-07',
      endDate: '2026-12-11',
      data: [day('monday', true), day('wednesday', true)],
    });
    const events = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=12&year=2026`),
    ).data;
    expect(events.map((e) => [e.date, e.addOns.length])).toEqual([
      ['2026-12-07', 0],
      ['2026-12-09', slots.length],
    ]);
    expect(events[1]!.addOns[0]).toMatchObject({
      quantity: 8,
      pricePerUnit: 3.25,
      addOnType: { name: 'Soup' },
    });
    // Switched off: re-applying takes the soup off Wednesdays.
    const saved = body<RecurringAddOn>(recurring).data;
    const off = await send('PUT', `/v1/recurring-addons/${saved.id}`, {
      ...saved,
      shouldServeOnDay: false,
      addOnSlots: saved.addOnSlots.map((s) => ({
        id: s.id,
        quantity: s.quantity,
        pricePerUnit: s.pricePerUnit,
      })),
    });
    expect(off.statusCode, off.body).toBe(200);
    await apply(account, {
      startDate: '2026-12-07',
      endDate: '2026-12-11',
      data: [day('wednesday', true)],
    });
    const after = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=12&year=2026&day=9`),
    ).data;
    expect(after[0]!.addOns).toEqual([]);
  });

  it('serialises parallel applies of one account and line into one consistent set', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Schedule E' }),
    );
    const payload = {
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      data: [day('tuesday', true), day('friday', true)],
    };
    const answers = await Promise.all([
      apply(account, payload),
      apply(account, payload),
      apply(account, payload),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const created = answers.map((a) => body<{ created: number }>(a).data.created).sort();
    expect(created).toEqual([0, 0, 9]);
    expect(await eventsOf(account)).toHaveLength(9);
  });

  it('needs editMenu to apply and viewScheduleMenu to read', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Schedule F' }),
    );
    const chef = await t.signInAs('chef');
    const url = `/v2/serving-schedules?accountId=${account.id}&serviceLineId=${ref.serviceLine('Lunch')}`;
    expect(
      (await send('POST', url, { startDate: '2026-12-01', endDate: '2026-12-02', data: [] }, chef))
        .statusCode,
    ).toBe(403);
    expect((await send('GET', url, undefined, chef)).statusCode).toBe(200);
  });
});
