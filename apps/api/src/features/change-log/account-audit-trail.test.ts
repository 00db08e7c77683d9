import type { Account, ChangeLogEntry, ChangeLogPerson, ServiceEvent } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountPayload,
  openSchedulerDesk,
  type SchedulerDesk,
} from '../../../test/account-fixtures.js';
import { body } from '../../../test/test-app.js';
import { csvCell } from '../../lib/csv.js';

/** The account's Audit Trail read by people (issue #25, 3): sentences, names, attribution. */
let desk: SchedulerDesk;
let superAdmin: string;
let account: Account;

beforeAll(async () => {
  desk = await openSchedulerDesk();
  superAdmin = await desk.t.signInAs('admin');
  account = await desk.newAccount('Test Trail Site');
});
afterAll(() => desk.t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  desk.send(method, url, payload);

const eventPayload = (overrides: Record<string, unknown> = {}) => ({
  accountId: account.id,
  addressId: account.address.id,
  serviceLineId: desk.ref.serviceLine('Lunch'),
  serviceTypeId: desk.ref.serviceType('Sifted 2.0'),
  date: '2026-12-03',
  serviceTime: '11:45 AM',
  eaterCount: 40,
  dietaryCount: 12,
  allergenCount: 3,
  pricePerPerson: '13.50',
  notes: '',
  ...overrides,
});

const trail = async (query = '') =>
  body<ChangeLogEntry[]>(await send('GET', `/v1/accounts/${account.id}/change-log?${query}`)).data;
const newest = async () => (await trail('perPage=1'))[0];

describe("an account's Audit Trail", () => {
  it('says what changed on a service, field by field, with names', async () => {
    const created = await send('POST', '/v1/service-events', eventPayload());
    expect(created.statusCode, created.body).toBe(201);
    const event = body<ServiceEvent>(created).data;
    expect(await newest()).toMatchObject({
      summary: 'Added the Lunch service of 12/03/2026',
      actor: { name: 'Sam Patel' },
    });
    const saved = await send('PUT', `/v1/service-events/${event.id}`, {
      ...eventPayload({ eaterCount: 45 }),
      updatedAt: event.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = await newest();
    expect(entry?.summary).toBe('Changed eaters from 40 to 45 on the Lunch service of 12/03/2026');
    expect(entry?.fields).toEqual([{ label: 'Eaters', before: '40', after: '45' }]);
  });

  it('keeps a deleted service and a removed add-on in the trail, with its date and line', async () => {
    const event = body<ServiceEvent>(
      await send('POST', '/v1/service-events', eventPayload({ date: '2026-12-08' })),
    ).data;
    const withSoup = await send('POST', `/v1/service-events/${event.id}/add-ons`, {
      addOnTypeId: desk.ref.addOnType('Soup'),
    });
    const [slot] = body<ServiceEvent>(withSoup).data.addOns;
    expect((await newest())?.summary).toBe(
      'Added the Soup add-on to the Lunch service of 12/08/2026',
    );
    const figures = await send('PUT', `/v1/service-events/${event.id}/add-ons`, {
      addOnTypeId: desk.ref.addOnType('Soup'),
      serviceEventAddOns: [
        { id: slot!.id, quantity: 12, pricePerUnit: 4.5, updatedAt: slot!.updatedAt },
      ],
    });
    expect(figures.statusCode, figures.body).toBe(200);
    const changedSoup = await newest();
    expect(changedSoup?.summary).toBe('Changed the Soup add-on of the Lunch service of 12/08/2026');
    expect(changedSoup?.fields).toEqual([
      { label: `${slot!.addOnSlot.name} quantity`, before: String(slot!.quantity), after: '12' },
      {
        label: `${slot!.addOnSlot.name} price`,
        before: `$${slot!.pricePerUnit.toFixed(2)}`,
        after: '$4.50',
      },
    ]);
    expect((await send('DELETE', `/v1/service-events/add-ons/${slot!.id}`)).statusCode).toBe(200);
    const removedSlot = await newest();
    expect(removedSlot?.accountId).toBe(account.id);
    expect(removedSlot?.summary).toBe(
      `Removed Soup (${slot!.addOnSlot.name}) from the Lunch service of 12/08/2026`,
    );
    expect((await send('DELETE', `/v1/service-events/${event.id}`)).statusCode).toBe(200);
    const deleted = await newest();
    expect(deleted).toMatchObject({
      accountId: account.id,
      summary: 'Deleted the Lunch service of 12/08/2026',
    });
    expect(deleted?.fields).toContainEqual({ label: 'Eaters', before: '40', after: null });
    expect(deleted?.fields).toContainEqual({
      label: 'Service type',
      before: 'Sifted 2.0',
      after: null,
    });
  });

  it("keeps a deleted recurring add-on in the account's trail", async () => {
    const recurring = await send('POST', '/v1/recurring-addons', {
      accountId: account.id,
      serviceLineId: desk.ref.serviceLine('Lunch'),
      addOnTypeId: desk.ref.addOnType('Soup'),
      day: 'monday',
      quantity: 10,
      pricePerUnit: 3,
      addOnSlots: [],
    });
    expect(recurring.statusCode, recurring.body).toBeLessThan(300);
    const id = body<{ id: string }>(recurring).data.id;
    expect((await send('DELETE', `/v1/recurring-addons/${id}`)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      accountId: account.id,
      summary: 'Deleted the recurring Soup add-on of the Lunch line on Mondays',
    });
  });

  it('counts what a serving schedule applied with Remove took away', async () => {
    const { day } = desk;
    const apply = (data: object[]) =>
      desk.applySchedule(
        account,
        { startDate: '2026-12-14', endDate: '2026-12-27', data },
        'Breakfast',
      );
    expect((await apply([day('tuesday', true), day('friday', true)])).statusCode).toBe(200);
    expect((await newest())?.summary).toBe(
      'Added 4 services of the Breakfast line from 12/14/2026 to 12/27/2026 (serving schedule)',
    );
    const removal = await apply([day('tuesday', false), day('friday', true)]);
    expect(body(removal).data).toMatchObject({ removed: 2 });
    const entry = await newest();
    expect(entry?.summary).toBe(
      'Removed 2 services of the Breakfast line from 12/14/2026 to 12/27/2026 (serving schedule)',
    );
    expect(entry?.fields).toContainEqual({ label: 'Days served', before: null, after: 'Fri' });
    // The Super Admin's whole log reads the same sentence.
    const whole = body<ChangeLogEntry[]>(
      await desk.send('GET', '/v1/change-log?perPage=1', undefined, superAdmin),
    ).data;
    expect(whole[0]?.summary).toBe(entry?.summary);
  });

  it('shows no id among the fields of any entry', async () => {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-/i;
    for (const entry of await trail('perPage=100'))
      for (const field of entry.fields)
        expect(`${field.label} ${field.before} ${field.after}`).not.toMatch(uuid);
  });

  it('filters by person, kind of change and days, and names the people who changed it', async () => {
    const people = body<ChangeLogPerson[]>(
      await send('GET', `/v1/accounts/${account.id}/change-log/people`),
    ).data;
    expect(people).toEqual([{ id: expect.any(String), name: 'Sam Patel' }]);
    const byPerson = await trail(`actorUserId=${people[0]!.id}&perPage=100`);
    expect(byPerson.length).toBeGreaterThan(5);
    const schedules = await trail('entityType=serving-schedules');
    expect(schedules.map((entry) => entry.summary.split(' ')[0])).toEqual(['Removed', 'Added']);
    expect(await trail('from=2001-01-01&to=2001-12-31')).toEqual([]);
    const bad = await send('GET', `/v1/accounts/${account.id}/change-log?from=2026-13-01`);
    expect(bad.statusCode).toBe(400);
  });

  it('downloads the filtered trail as CSV, quoted, with no cell read as a formula', async () => {
    await send('POST', `/v1/accounts/${account.id}/notes`, { note: '=HYPERLINK("x","y")' });
    const csv = await send('GET', `/v1/accounts/${account.id}/change-log/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Who,What,Details');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /,Sam Patel,Changed eaters from 40 to 45 on the Lunch service of 12\/03\/2026,Eaters: 40 → 45$/,
      ),
    );
    // The newest change first, its quotes and commas kept inside one quoted cell.
    expect(lines[1]).toMatch(/,Added a note,"Note: =HYPERLINK\(""x"",""y""\); Author: Sam Patel"$/);
    const onlySchedules = await send(
      'GET',
      `/v1/accounts/${account.id}/change-log/export?format=csv&entityType=serving-schedules`,
    );
    expect(onlySchedules.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('writes a cell a spreadsheet would run as a formula as text', () => {
    expect(['=1+2', '+1', '-3', '@SUM(A1)', 'Lunch'].map(csvCell)).toEqual([
      "'=1+2",
      "'+1",
      "'-3",
      "'@SUM(A1)",
      'Lunch',
    ]);
    expect(csvCell('=A1,"x"')).toBe(`"'=A1,""x"""`);
  });
});

describe("an account's own details on its Audit Trail", () => {
  it('says which General Information fields changed, before and after, with names', async () => {
    const current = body<Account>(await send('GET', `/v1/accounts/${account.id}`)).data;
    const saved = await send('PUT', `/v1/accounts/${account.id}`, {
      ...accountPayload(desk.ref, { name: 'Test Trail Site' }),
      totalEmployees: 320,
      showOptin: true,
      serviceTypeId: desk.ref.serviceType('Sifted 2.0'),
      updatedAt: current.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const entry = await newest();
    expect(entry?.summary).toBe(
      'Changed service type, total employees and enable opt-in of the account',
    );
    expect(entry?.fields).toEqual([
      { label: 'Service type', before: 'Sifted 1.0', after: 'Sifted 2.0' },
      { label: 'Total Employees', before: '300', after: '320' },
      { label: 'Enable Opt-in', before: 'No', after: 'Yes' },
    ]);

    const again = body<Account>(saved).data;
    await send('PUT', `/v1/accounts/${account.id}`, {
      ...accountPayload(desk.ref, { name: 'Test Trail Site' }),
      totalEmployees: 330,
      showOptin: true,
      serviceTypeId: desk.ref.serviceType('Sifted 2.0'),
      updatedAt: again.updatedAt,
    });
    expect((await newest())?.summary).toBe('Changed total employees from 320 to 330');
  });
});
