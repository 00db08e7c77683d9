import {
  ACCOUNT_ARCHIVE_MESSAGES,
  ACCOUNT_MESSAGES,
  type Account,
  type AccountListItem,
  type AccountNote,
  addDays,
  todayIn,
} from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, accountUpdate, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accountAddresses, accounts, users } from '../../db/schema/index.js';

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
const count = async (table: typeof accounts | typeof accountAddresses) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('accounts', () => {
  it('creates an account with its main address, state upper-cased', async () => {
    const account = await createAccount(t, scheduler, accountPayload(ref));
    expect(account).toMatchObject({
      name: 'Test Saguaro Analytics',
      marketName: 'Phoenix',
      serviceTypeName: 'Sifted 1.0',
      serviceStartDate: '2026-11-02',
      playbookLink: null,
      pointOfContact: null,
      address: { addressOne: '100 W Washington St', state: 'AZ', zipCode: '85003' },
    });
    expect(account.addresses).toHaveLength(1);
    expect(body<Account>(await send('GET', `/v1/accounts/${account.id}`)).data).toEqual(account);
  });

  it('refuses bad input with the spec messages and writes nothing', async () => {
    const before = [await count(accounts), await count(accountAddresses)];
    const refuse = async (overrides: Record<string, unknown>, message: string) => {
      const response = await send(
        'POST',
        '/v1/accounts',
        accountPayload(ref, { name: 'Test Bad', ...overrides }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response).error?.messages.join(' ')).toContain(message);
    };
    const address = accountPayload(ref).address;
    await refuse({ serviceTypeId: '' }, ACCOUNT_MESSAGES.serviceTypeRequired);
    await refuse({ name: '  ' }, ACCOUNT_MESSAGES.nameRequired);
    await refuse({ address: { ...address, zipCode: '8500' } }, ACCOUNT_MESSAGES.zipInvalid);
    await refuse({ address: { ...address, state: 'Arizona' } }, ACCOUNT_MESSAGES.stateInvalid);
    await refuse({ address: { ...address, city: '' } }, ACCOUNT_MESSAGES.cityRequired);
    await refuse({ totalEmployees: -3 }, ACCOUNT_MESSAGES.employeesInvalid);
    await refuse({ serviceStartDate: '2026-02-30' }, 'Must be a date');
    await refuse(
      { marketId: '00000000-0000-4000-8000-000000000001' },
      'The chosen market does not exist.',
    );
    expect([await count(accounts), await count(accountAddresses)]).toEqual(before);
  });

  it('keeps names unique in any letter case', async () => {
    await createAccount(t, scheduler, accountPayload(ref, { name: 'Test Unique Name' }));
    const response = await send(
      'POST',
      '/v1/accounts',
      accountPayload(ref, { name: 'TEST unique name' }),
    );
    expect(response.statusCode).toBe(409);
    expect(body(response).error?.messages).toEqual([ACCOUNT_MESSAGES.conflict('TEST unique name')]);
  });

  it('lists accounts by name with search and market filter', async () => {
    await createAccount(
      t,
      scheduler,
      accountPayload(ref, {
        name: 'Test Denver Depot',
        marketId: ref.market('Denver'),
        address: { ...accountPayload(ref).address, city: 'Aurora', state: 'CO', zipCode: '80012' },
      }),
    );
    const list = async (query: string) =>
      body<AccountListItem[]>(await send('GET', `/v1/accounts?${query}`));
    const denver = await list(`marketId=${ref.market('Denver')}&q=test&perPage=4096`);
    expect(denver.data.map((a) => a.name)).toContain('Test Denver Depot');
    expect(denver.data.every((a) => a.marketName === 'Denver')).toBe(true);
    const found = await list('q=denver%20depot');
    expect(found.data[0]).toMatchObject({
      city: 'Aurora',
      state: 'CO',
      serviceTypeName: 'Sifted 1.0',
    });
    expect((await send('GET', '/v1/accounts?perPage=4097')).statusCode).toBe(400);
  });

  it('updates the account and its playbook, answering stale to an old updatedAt', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Update Me' }),
    );
    const response = await send(
      'PUT',
      `/v1/accounts/${account.id}`,
      accountUpdate(account, {
        totalEmployees: 420,
        kitchenArrivalTime: '9:30 AM',
        setupNotes: 'Two tables by the window',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = body<Account>(response).data;
    expect(saved).toMatchObject({
      totalEmployees: 420,
      kitchenArrivalTime: '09:30',
      setupNotes: 'Two tables by the window',
    });
    expect(saved.address.id).toBe(account.address.id);
    // The General tab leaves the playbook out: it stays as it was.
    const general = await send(
      'PUT',
      `/v1/accounts/${account.id}`,
      accountUpdate(saved, { name: 'Test Updated' }),
    );
    expect(body<Account>(general).data).toMatchObject({
      name: 'Test Updated',
      kitchenArrivalTime: '09:30',
    });
    const old = await send('PUT', `/v1/accounts/${account.id}`, accountUpdate(account));
    expect(old.statusCode).toBe(409);
    expect(body(old).error?.code).toBe('stale');
    const noZip = await send('PUT', `/v1/accounts/${account.id}`, {
      ...accountUpdate(body<Account>(general).data),
      address: { ...accountUpdate(saved).address, zipCode: '' },
    });
    expect(noZip.statusCode).toBe(400);
  });

  it('saves the point of contact as a Point of Contact user, refusing a staff e-mail', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Contact Site' }),
    );
    const poc = {
      accountId: account.id,
      email: 'Dana.Whitfield@saguaro.example',
      firstName: 'Dana',
      lastName: 'Whitfield',
    };
    const saved = await send('POST', '/v1/account-poc-users', poc);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved).data).toMatchObject({ email: 'dana.whitfield@saguaro.example' });
    const again = await send('POST', '/v1/account-poc-users', {
      ...poc,
      lastName: 'Whitfield-Ortiz',
    });
    expect(body<{ id: string }>(again).data.id).toBe(body<{ id: string }>(saved).data.id);
    const read = body<Account>(await send('GET', `/v1/accounts/${account.id}`)).data;
    expect(read.pointOfContact).toMatchObject({ lastName: 'Whitfield-Ortiz' });
    const staff = await send('POST', '/v1/account-poc-users', {
      ...poc,
      email: 'CHEF@example.com',
    });
    expect(staff.statusCode).toBe(409);
    expect(body(staff).error?.messages).toEqual([
      ACCOUNT_MESSAGES.pocEmailUsed('chef@example.com'),
    ]);
    // A point of contact has no access to the console.
    const [contact] = await t.database.db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.email, 'dana.whitfield@saguaro.example'));
    expect(contact?.userType).toBe('Point of Contact');
  });

  it('archives an account without upcoming services; it leaves the lists and frees its name', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Archive Me' }),
    );
    const culinary = await t.signInAs('culinary');
    const future = addDays(todayIn('America/Phoenix'), 3);
    const event = await send('POST', '/v1/service-events', {
      accountId: account.id,
      addressId: account.address.id,
      serviceLineId: ref.serviceLine('Lunch'),
      serviceTypeId: ref.serviceType('Sifted 2.0'),
      date: future,
    });
    expect(event.statusCode, event.body).toBe(201);
    const refused = await send('DELETE', `/v1/accounts/${account.id}`, undefined, culinary);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([
      ACCOUNT_ARCHIVE_MESSAGES.hasFutureEvents({
        count: 1,
        firstDates: [future],
        runningScheduleCount: 0,
      }),
    ]);
    await send('DELETE', `/v1/service-events/${body<{ id: string }>(event).data.id}`);
    expect(
      (await send('DELETE', `/v1/accounts/${account.id}`, undefined, culinary)).statusCode,
    ).toBe(200);
    expect((await send('GET', `/v1/accounts/${account.id}`)).statusCode).toBe(404);
    const listed = body<AccountListItem[]>(await send('GET', '/v1/accounts?q=archive%20me')).data;
    expect(listed).toEqual([]);
    await createAccount(t, scheduler, accountPayload(ref, { name: 'Test Archive Me' }));
    // Schedulers may not remove accounts (removeMenu).
    expect((await send('DELETE', `/v1/accounts/${account.id}`)).statusCode).toBe(403);
  });

  it('posts notes newest first, deleted only by their author or a Super Admin', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Notes Site' }),
    );
    const url = `/v1/accounts/${account.id}/notes`;
    const first = await send('POST', url, { note: 'Loading dock moved to 5th St' });
    expect(first.statusCode).toBe(201);
    await send('POST', url, { note: '  Badge in at security  ' });
    expect((await send('POST', url, { note: '   ' })).statusCode).toBe(400);
    const notes = body<AccountNote[]>(await send('GET', url)).data;
    expect(notes.map((n) => n.note)).toEqual([
      'Badge in at security',
      'Loading dock moved to 5th St',
    ]);
    expect(notes[0]!.user).toBeTruthy();
    const chef = await t.signInAs('chef');
    const noteId = notes[0]!.id;
    const refused = await send('DELETE', `${url}/${noteId}`, undefined, chef);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.messages).toEqual([ACCOUNT_MESSAGES.noteNotYours]);
    expect((await send('DELETE', `${url}/${noteId}`)).statusCode).toBe(200);
    const admin = await t.signInAs('admin');
    expect((await send('DELETE', `${url}/${notes[1]!.id}`, undefined, admin)).statusCode).toBe(200);
    expect(body<AccountNote[]>(await send('GET', url)).data).toEqual([]);
  });
});
