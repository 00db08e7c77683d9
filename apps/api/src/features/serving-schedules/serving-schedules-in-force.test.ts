import { type Account, addDays, type ServedWeekday, todayIn } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

/** GET /v2/serving-schedules/in-force: what the Service Schedule grid shows after applying. */

let t: TestApp;
let scheduler: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  ref = await referenceIds(t.database.db);
});
afterAll(() => t.close());

// Days away from today in every market's zone, so the test reads the same anywhere.
const today = todayIn('UTC');
const target = (account: Account, line = 'Lunch') =>
  `accountId=${account.id}&serviceLineId=${ref.serviceLine(line)}`;
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
async function apply(account: Account, range: [number, number], data: object[], line = 'Lunch') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v2/serving-schedules?${target(account, line)}`,
    headers: bearer(scheduler),
    payload: { startDate: addDays(today, range[0]), endDate: addDays(today, range[1]), data },
  });
  expect(response.statusCode, response.body).toBe(200);
}
async function inForce(account: Account, line = 'Lunch', token = scheduler) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/v2/serving-schedules/in-force?${target(account, line)}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<ServedWeekday[]>(response).data;
}

describe('the serving schedule in force', () => {
  it('keeps the weekdays an earlier schedule serves after a later one that sent other days', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test In Force A' }),
    );
    expect(await inForce(account)).toEqual([]);
    await apply(account, [2, 40], [day('monday', true), day('tuesday', true), day('friday', true)]);
    // Friday stops; Tuesday grows and moves to 11:30.
    await apply(account, [2, 40], [day('friday', false)]);
    await apply(
      account,
      [5, 60],
      [day('tuesday', true, { meatEaters: 60, nonMeatEaters: 5, serviceTime: '11:30 AM' })],
    );

    expect(await inForce(account)).toEqual([
      {
        day: 'monday',
        meatEaters: 40,
        nonMeatEaters: 10,
        pricePerEater: 12.5,
        serviceTime: '12:00',
        serviceTypeId: ref.serviceType('Sifted 1.0'),
        startDate: addDays(today, 2),
        endDate: addDays(today, 40),
      },
      {
        day: 'tuesday',
        meatEaters: 60,
        nonMeatEaters: 5,
        pricePerEater: 12.5,
        serviceTime: '11:30',
        serviceTypeId: ref.serviceType('Sifted 1.0'),
        startDate: addDays(today, 5),
        endDate: addDays(today, 60),
      },
    ]);
    // Another line of the account has its own schedule.
    expect(await inForce(account, 'Dinner')).toEqual([]);
  });

  it('leaves out a schedule whose range has ended', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test In Force B' }),
    );
    await apply(account, [2, 30], [day('wednesday', true)]);
    await apply(account, [-20, -3], [day('thursday', true), day('wednesday', false)]);
    expect((await inForce(account)).map((served) => served.day)).toEqual(['wednesday']);
  });

  it('is read with viewScheduleMenu, refused without it, and checks its query', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test In Force C' }),
    );
    await apply(account, [2, 30], [day('sunday', true)]);
    const chef = await t.signInAs('chef');
    expect((await inForce(account, 'Lunch', chef)).map((served) => served.day)).toEqual(['sunday']);
    const consumer = await t.signInAs('consumer');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/v2/serving-schedules/in-force?${target(account)}`,
      headers: bearer(consumer),
    });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/v2/serving-schedules/in-force?accountId=nope&serviceLineId=${ref.serviceLine('Lunch')}`,
      headers: bearer(scheduler),
    });
    expect(bad.statusCode).toBe(400);
  });
});
