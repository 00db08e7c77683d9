import { type Account, addDays, type ServedWeekday, todayIn } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSchedulerDesk, type SchedulerDesk } from '../../../test/account-fixtures.js';
import { body } from '../../../test/test-app.js';

/** GET /v2/serving-schedules/in-force: what the Service Schedule grid shows after applying. */

let desk: SchedulerDesk;
beforeAll(async () => {
  desk = await openSchedulerDesk();
});
afterAll(() => desk.t.close());

// Days away from today in every market's zone, so the test reads the same anywhere.
const today = todayIn('UTC');
const target = (account: Account, line = 'Lunch') =>
  `accountId=${account.id}&serviceLineId=${desk.ref.serviceLine(line)}`;
const day = (name: string, served: boolean, overrides?: object) =>
  desk.day(name, served, overrides);
async function apply(account: Account, range: [number, number], data: object[], line = 'Lunch') {
  const dates = { startDate: addDays(today, range[0]), endDate: addDays(today, range[1]) };
  const response = await desk.applySchedule(account, { ...dates, data }, line);
  expect(response.statusCode, response.body).toBe(200);
}
async function inForce(account: Account, line = 'Lunch', token = desk.scheduler) {
  const response = await desk.send(
    'GET',
    `/v2/serving-schedules/in-force?${target(account, line)}`,
    undefined,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<ServedWeekday[]>(response).data;
}

describe('the serving schedule in force', () => {
  it('keeps the weekdays an earlier schedule serves after a later one that sent other days', async () => {
    const account = await desk.newAccount('Test In Force A');
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
        serviceTypeId: desk.ref.serviceType('Sifted 1.0'),
        startDate: addDays(today, 2),
        endDate: addDays(today, 40),
      },
      {
        day: 'tuesday',
        meatEaters: 60,
        nonMeatEaters: 5,
        pricePerEater: 12.5,
        serviceTime: '11:30',
        serviceTypeId: desk.ref.serviceType('Sifted 1.0'),
        startDate: addDays(today, 5),
        endDate: addDays(today, 60),
      },
    ]);
    // Another line of the account has its own schedule.
    expect(await inForce(account, 'Dinner')).toEqual([]);
  });

  it('leaves out a schedule whose range has ended', async () => {
    const account = await desk.newAccount('Test In Force B');
    await apply(account, [2, 30], [day('wednesday', true)]);
    await apply(account, [-20, -3], [day('thursday', true), day('wednesday', false)]);
    expect((await inForce(account)).map((served) => served.day)).toEqual(['wednesday']);
  });

  it('is read with viewScheduleMenu, refused without it, and checks its query', async () => {
    const account = await desk.newAccount('Test In Force C');
    await apply(account, [2, 30], [day('sunday', true)]);
    const chef = await desk.t.signInAs('chef');
    expect((await inForce(account, 'Lunch', chef)).map((served) => served.day)).toEqual(['sunday']);
    const consumer = await desk.t.signInAs('consumer');
    const refused = await desk.send(
      'GET',
      `/v2/serving-schedules/in-force?${target(account)}`,
      undefined,
      consumer,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await desk.send(
      'GET',
      `/v2/serving-schedules/in-force?accountId=nope&serviceLineId=${desk.ref.serviceLine('Lunch')}`,
    );
    expect(bad.statusCode).toBe(400);
  });
});
