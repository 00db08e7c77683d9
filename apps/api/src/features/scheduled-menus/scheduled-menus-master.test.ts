import {
  CALENDAR_TYPE_GROUPS,
  type ConsumerDetails,
  type Menu,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type ScheduledMenuListItem,
  type ServiceEvent,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { buildMenu } from '../../../test/factories/index.js';
import { asUpdate, sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { asScheduledUpdate, schedule, schedulePayload } from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let scheduler: string;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
/** A master of a protein, a veg entree and a starch (buildMenu): the menu scheduled unless told. */
let baseMenuId: string;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  culinary = await t.signInAs('culinary');
  ref = await referenceIds(t.database.db);
  send = sender(t, () => scheduler);
  baseMenuId = (await buildMenu(t.database.db)).id;
});
afterAll(() => t.close());

const getMenu = async (id: string) => body<Menu>(await send('GET', `/v1/menus/${id}`)).data;

describe('scheduled menus and their master menus', () => {
  it('reverts to the master and writes the day back to the master (Update Base Menu)', async () => {
    const menu = await schedule(
      send,
      schedulePayload(ref, { originalMenuId: baseMenuId, date: '2030-03-13' }),
    );
    const changed = asScheduledUpdate(menu, { name: 'Changed' });
    changed.scheduledElements[0]!.portionPerPerson = 11;
    changed.scheduledElements.pop();
    const saved = body<ScheduledMenu>(
      await send('PUT', `/v1/scheduled-menus/${menu.id}`, changed),
    ).data;

    const reverted = await send('POST', `/v1/scheduled-menus/${menu.id}/revert`, {
      updatedAt: saved.updatedAt,
    });
    expect(reverted.statusCode).toBe(200);
    const back = body<ScheduledMenu>(reverted).data;
    const master = await getMenu(baseMenuId);
    expect(back.name).toBe(master.name);
    expect(back.scheduledElements.map((r) => [r.name, r.portionPerPerson])).toEqual(
      master.elements.map((r) => [r.element.name, r.portionPerPerson]),
    );
    // Rows of elements still there are updated in place (portion modifiers point at them).
    expect(back.scheduledElements[0]!.id).toBe(menu.scheduledElements[0]!.id);

    const day = asScheduledUpdate(back);
    day.scheduledElements[1]!.portionPerPerson = 7.5;
    const dayMenu = body<ScheduledMenu>(
      await send('PUT', `/v1/scheduled-menus/${menu.id}`, day),
    ).data;
    const pushed = await send('POST', `/v1/scheduled-menus/${menu.id}/update-base`, {
      updatedAt: dayMenu.updatedAt,
    });
    expect(pushed.statusCode).toBe(200);
    const newMaster = body<Menu>(pushed).data;
    expect(newMaster.elements[1]!.portionPerPerson).toBe(7.5);
    expect(newMaster.updatedAt).not.toBe(master.updatedAt);
    expect(newMaster.elements[1]!.id).toBe(master.elements[1]!.id);
  });

  it('carries the choice share from master to day and back, through revert and update', async () => {
    const source = asUpdate(await getMenu(baseMenuId));
    const created = await send(
      'POST',
      '/v1/menus',
      {
        ...source,
        name: 'Split Platter',
        updatedAt: undefined,
        elements: source.elements.map((row, i) => ({ ...row, id: undefined, share: [50, 50][i] })),
      },
      culinary,
    );
    expect(created.statusCode, created.body).toBe(201);
    const master = body<Menu>(created).data;
    const shares = master.elements.map((row) => row.share);
    expect(shares.slice(0, 3)).toEqual([50, 50, 100]);
    const menu = await schedule(
      send,
      schedulePayload(ref, { originalMenuId: master.id, date: '2030-03-17' }),
    );
    expect(menu.scheduledElements.map((row) => row.share)).toEqual(shares);

    const day = asScheduledUpdate(menu);
    day.scheduledElements[0]!.share = 33.34;
    const saved = await send('PUT', `/v1/scheduled-menus/${menu.id}`, day);
    expect(saved.statusCode, saved.body).toBe(200);
    const dayMenu = body<ScheduledMenu>(saved).data;
    expect(dayMenu.scheduledElements[0]!.share).toBe(33.34);
    const pushed = await send('POST', `/v1/scheduled-menus/${menu.id}/update-base`, {
      updatedAt: dayMenu.updatedAt,
    });
    expect(body<Menu>(pushed).data.elements[0]!.share).toBe(33.34);

    const edited = asScheduledUpdate(dayMenu);
    edited.scheduledElements[0]!.share = 10;
    const changed = body<ScheduledMenu>(
      await send('PUT', `/v1/scheduled-menus/${menu.id}`, edited),
    ).data;
    expect(changed.scheduledElements[0]!.share).toBe(10);
    const reverted = await send('POST', `/v1/scheduled-menus/${menu.id}/revert`, {
      updatedAt: changed.updatedAt,
    });
    expect(body<ScheduledMenu>(reverted).data.scheduledElements[0]!.share).toBe(33.34);
  });

  it('answers 404 with a message when the master menu is gone', async () => {
    const created = await send(
      'POST',
      '/v1/menus',
      {
        ...asUpdate(await getMenu(baseMenuId)),
        name: 'Short Lived',
        updatedAt: undefined,
        elements: [],
      },
      culinary,
    );
    expect(created.statusCode).toBe(201);
    const masterId = body<Menu>(created).data.id;
    const menu = await schedule(
      send,
      schedulePayload(ref, { originalMenuId: masterId, date: '2030-03-14' }),
    );
    expect((await send('DELETE', `/v1/menus/${masterId}`, undefined, culinary)).statusCode).toBe(
      200,
    );
    const after = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${menu.id}`)).data;
    expect(after.originalMenuId).toBeNull();
    const base = await send('POST', `/v1/scheduled-menus/${menu.id}/update-base`, {
      updatedAt: after.updatedAt,
    });
    expect(base.statusCode).toBe(404);
    expect(body(base).error?.messages).toEqual([SCHEDULED_MENU_MESSAGES.baseMenuGone]);
    const revert = await send('POST', `/v1/scheduled-menus/${menu.id}/revert`, {
      updatedAt: after.updatedAt,
    });
    expect(body(revert).error?.messages).toEqual([SCHEDULED_MENU_MESSAGES.revertNoBase]);
  });

  it('gives each account of the day its headcounts, on the menu and in More Details', async () => {
    const account = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Day Site' }),
    );
    const date = '2030-03-15';
    const event = await send('POST', '/v1/service-events', {
      accountId: account.id,
      addressId: account.address.id,
      serviceLineId: ref.serviceLine('Lunch'),
      serviceTypeId: ref.serviceType('Sifted 2.0'),
      date,
      eaterCount: 40,
      dietaryCount: 10,
      allergenCount: 3,
    });
    expect(event.statusCode).toBe(201);
    const menu = await schedule(send, schedulePayload(ref, { originalMenuId: baseMenuId, date }));
    expect(menu.headcounts).toEqual({
      total: 40,
      withAccommodations: 3,
      withoutAccommodations: 37,
      dietary: 10,
      services: 1,
    });
    const details = body<ConsumerDetails[]>(
      await send('GET', `/v1/scheduled-menus/${menu.id}/consumer-details`),
    ).data;
    expect(details).toEqual([
      expect.objectContaining({
        accountName: 'Test Day Site',
        eaters: 40,
        headcountA: 3,
        headcountNoA: 37,
        dietary: 10,
      }),
    ]);
    // The calendar's event carries the same day total and the menu's main dishes by type.
    const [listed] = body<ScheduledMenuListItem[]>(
      await send('GET', `/v1/scheduled-menus?marketId=${menu.marketId}&month=3&year=2030&day=15`),
    ).data;
    const mains = (types: string[]) =>
      menu.scheduledElements
        .filter((row) => !row.isAlternate && types.includes(row.elementTypeName ?? ''))
        .map((row) => row.name);
    expect(listed).toMatchObject({
      id: menu.id,
      headcount: 40,
      proteinNames: mains([...CALENDAR_TYPE_GROUPS.protein]),
      starchNames: mains([...CALENDAR_TYPE_GROUPS.starch]),
    });
    expect(listed!.proteinNames.length).toBeGreaterThan(0);
    const linked = body<ServiceEvent>(event).data;
    const events = body<ServiceEvent[]>(
      await send('GET', `/v1/service-events?accountId=${account.id}&month=3&year=2030`),
    ).data;
    expect(events.find((e) => e.id === linked.id)?.scheduledMenu).toEqual({
      id: menu.id,
      name: menu.name,
    });
  });
});
