import {
  ACCOUNT_ARCHIVE_MESSAGES,
  ACCOUNT_MESSAGES,
  type Account,
  type AccountListItem,
  addDays,
  type FutureServices,
  STALE_MESSAGE,
  todayIn,
} from '@catering/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { serviceEventAddOns, serviceEvents, servingSchedules } from '../../db/schema/index.js';

let t: TestApp;
let scheduler: string;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  culinary = await t.signInAs('culinary');
  ref = await referenceIds(t.database.db);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

// The test accounts are in Phoenix: "today" is Phoenix's.
const today = () => todayIn('America/Phoenix');
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** An account served every day from 3 days ago to 9 days ahead, one future lunch with soup. */
async function busyAccount(name: string) {
  const account = await createAccount(t, scheduler, accountPayload(ref, { name }));
  const applied = await send(
    'POST',
    `/v2/serving-schedules?accountId=${account.id}&serviceLineId=${ref.serviceLine('Lunch')}`,
    scheduler,
    {
      startDate: addDays(today(), -3),
      endDate: addDays(today(), 9),
      data: WEEK.map((day) => ({
        day,
        shouldServeOnDay: true,
        meatEaters: 40,
        nonMeatEaters: 10,
        pricePerEater: 12.5,
        serviceTime: '12:00',
        serviceTypeId: ref.serviceType('Sifted 1.0'),
      })),
    },
  );
  expect(applied.statusCode, applied.body).toBe(200);
  const [tomorrow] = await eventsOf(account, addDays(today(), 1));
  const soup = await send('POST', `/v1/service-events/${tomorrow!.id}/add-ons`, scheduler, {
    addOnTypeId: ref.addOnType('Soup'),
  });
  expect(soup.statusCode, soup.body).toBe(200);
  return account;
}

const eventsOf = (account: Account, date?: string) =>
  t.database.db
    .select({ id: serviceEvents.id, date: serviceEvents.date })
    .from(serviceEvents)
    .where(
      and(
        eq(serviceEvents.accountId, account.id),
        isNull(serviceEvents.deletedAt),
        date ? eq(serviceEvents.date, date) : undefined,
      ),
    )
    .orderBy(serviceEvents.date);

const schedulesOf = (account: Account) =>
  t.database.db
    .select({ startDate: servingSchedules.startDate, endDate: servingSchedules.endDate })
    .from(servingSchedules)
    .where(eq(servingSchedules.accountId, account.id));

const addOnsOf = async (account: Account) => {
  const ids = (
    await t.database.db
      .select({ id: serviceEvents.id })
      .from(serviceEvents)
      .where(eq(serviceEvents.accountId, account.id))
  ).map((row) => row.id);
  return t.database.db
    .select({ id: serviceEventAddOns.id })
    .from(serviceEventAddOns)
    .where(inArray(serviceEventAddOns.serviceEventId, ids));
};

const datesAhead = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => addDays(today(), from + i));

describe('archiving an account with future services', () => {
  it('refuses plain archiving, naming how many services are to come and the first dates', async () => {
    const account = await busyAccount('Test Archive Refused');
    const expected: FutureServices = {
      count: 9,
      firstDates: datesAhead(1, 3),
      runningScheduleCount: 1,
    };
    const preview = await send('GET', `/v1/accounts/${account.id}/future-services`, culinary);
    expect(body<FutureServices>(preview).data).toEqual(expected);
    const refused = await send('DELETE', `/v1/accounts/${account.id}`, culinary);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([
      ACCOUNT_ARCHIVE_MESSAGES.hasFutureEvents(expected),
    ]);
    expect(ACCOUNT_ARCHIVE_MESSAGES.hasFutureEvents(expected)).toContain(
      `9 upcoming service event(s) (${datesAhead(1, 3)
        .map((d) => `${d.slice(5, 7)}/${d.slice(8)}/${d.slice(0, 4)}`)
        .join(', ')}, …)`,
    );
    expect(await eventsOf(account)).toHaveLength(13);
  });

  it('ends the schedules, removes the future services and their add-ons, and archives', async () => {
    const account = await busyAccount('Test Archive Removing');
    const archived = await send(
      'DELETE',
      `/v1/accounts/${account.id}?removeFutureServices=true&updatedAt=${encodeURIComponent(account.updatedAt)}`,
      culinary,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    // Past services and today's stay, with the numbers and surveys that hang on them.
    expect((await eventsOf(account)).map((e) => e.date)).toEqual(datesAhead(-3, 0));
    expect(await schedulesOf(account)).toEqual([
      { startDate: addDays(today(), -3), endDate: today() },
    ]);
    expect(await addOnsOf(account)).toEqual([]);
    expect((await send('GET', `/v1/accounts/${account.id}`, culinary)).statusCode).toBe(404);
  });

  it('removes nothing when the archive itself fails (a stale screen)', async () => {
    const account = await busyAccount('Test Archive Stale');
    const staleVersion = new Date(Date.parse(account.updatedAt) - 1000).toISOString();
    const refused = await send(
      'DELETE',
      `/v1/accounts/${account.id}?removeFutureServices=true&updatedAt=${encodeURIComponent(staleVersion)}`,
      culinary,
    );
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([STALE_MESSAGE]);
    expect(await eventsOf(account)).toHaveLength(13);
    expect(await schedulesOf(account)).toEqual([
      { startDate: addDays(today(), -3), endDate: addDays(today(), 9) },
    ]);
    expect(await addOnsOf(account)).not.toEqual([]);
    expect((await send('GET', `/v1/accounts/${account.id}`, culinary)).statusCode).toBe(200);
  });

  it('removes nothing when more services are to come than the person was shown', async () => {
    const account = await busyAccount('Test Archive Count Moved');
    const refused = await send(
      'DELETE',
      `/v1/accounts/${account.id}?removeFutureServices=true&expectedFutureServices=8`,
      culinary,
    );
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([
      ACCOUNT_ARCHIVE_MESSAGES.futureServicesChanged({
        count: 9,
        firstDates: datesAhead(1, 3),
        runningScheduleCount: 1,
      }),
    ]);
    expect(await eventsOf(account)).toHaveLength(13);
    const archived = await send(
      'DELETE',
      `/v1/accounts/${account.id}?removeFutureServices=true&expectedFutureServices=9`,
      culinary,
    );
    expect(archived.statusCode, archived.body).toBe(200);
  });

  it('refuses a flag that is not true or false', async () => {
    const account = await busyAccount('Test Archive Bad Flag');
    const refused = await send(
      'DELETE',
      `/v1/accounts/${account.id}?removeFutureServices=yes`,
      culinary,
    );
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.messages.join(' ')).toContain(
      'removeFutureServices must be true or false',
    );
  });

  it('restores an archived account without recreating its removed services', async () => {
    const account = await busyAccount('Test Archive Restore');
    await send('DELETE', `/v1/accounts/${account.id}?removeFutureServices=true`, culinary);
    const archivedList = await send(
      'GET',
      '/v1/accounts?archived=true&q=archive%20restore',
      culinary,
    );
    expect(body<AccountListItem[]>(archivedList).data.map((a) => a.name)).toEqual([
      'Test Archive Restore',
    ]);
    const restored = await send('POST', `/v1/accounts/${account.id}/restore`, culinary);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(body<Account>(restored).data.name).toBe('Test Archive Restore');
    const live = await send('GET', '/v1/accounts?q=archive%20restore', culinary);
    expect(body<AccountListItem[]>(live).data.map((a) => a.id)).toEqual([account.id]);
    expect((await eventsOf(account)).map((e) => e.date)).toEqual(datesAhead(-3, 0));
    // A live account cannot be restored; nor can an unknown one.
    const again = await send('POST', `/v1/accounts/${account.id}/restore`, culinary);
    expect(again.statusCode).toBe(404);
    expect(body(again).error?.messages).toEqual([ACCOUNT_ARCHIVE_MESSAGES.notArchivedFound]);
  });

  it('refuses restoring under a name a live account took meanwhile', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Archive Name' }),
    );
    await send('DELETE', `/v1/accounts/${account.id}`, culinary);
    await createAccount(t, scheduler, accountPayload(ref, { name: 'Test Archive Name' }));
    const refused = await send('POST', `/v1/accounts/${account.id}/restore`, culinary);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([ACCOUNT_MESSAGES.conflict('Test Archive Name')]);
  });

  it('needs removeMenu to see what is in the way, archive or restore', async () => {
    const account = await busyAccount('Test Archive Permission');
    for (const [method, url] of [
      ['GET', `/v1/accounts/${account.id}/future-services`],
      ['DELETE', `/v1/accounts/${account.id}?removeFutureServices=true`],
      ['POST', `/v1/accounts/${account.id}/restore`],
    ] as const) {
      expect((await send(method, url, scheduler)).statusCode).toBe(403);
    }
    expect(await eventsOf(account)).toHaveLength(13);
  });
});
