import {
  type Menu,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type ScheduledMenuListItem,
  STALE_MESSAGE,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUpdate, sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import {
  asScheduledUpdate,
  schedule,
  schedulePayload,
  TASTE_OF_INDIA,
} from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let scheduler: string;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  culinary = await t.signInAs('culinary');
  ref = await referenceIds(t.database.db);
  send = sender(t, () => scheduler);
});
afterAll(() => t.close());

const getMenu = async (id: string) => body<Menu>(await send('GET', `/v1/menus/${id}`)).data;

describe('scheduled menus', () => {
  it('seeds weekday Breakfast and Lunch menus the calendar lists with its toggles', async () => {
    const now = new Date();
    const response = await send(
      'GET',
      `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}`,
    );
    expect(response.statusCode).toBe(200);
    const list = body<ScheduledMenuListItem[]>(response);
    expect(list.meta.count).toBeGreaterThan(30);
    expect(new Set(list.data.map((m) => m.serviceLineName))).toEqual(
      new Set(['Breakfast', 'Lunch']),
    );
    const lunch = list.data.filter((m) => m.serviceLineName === 'Lunch');
    expect(lunch.some((m) => m.proteinNames.length > 0 && m.starchNames.length > 0)).toBe(true);
    expect(lunch.some((m) => m.headcount > 0)).toBe(true);
    const day = Number(list.data[0]!.date.slice(8));
    const oneDay = await send(
      'GET',
      `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}&day=${day}`,
    );
    expect(
      body<ScheduledMenuListItem[]>(oneDay).data.every((m) => m.date === list.data[0]!.date),
    ).toBe(true);
  });

  it('answers no menus for a day the month does not have, and 400 without a market', async () => {
    const june31 = await send(
      'GET',
      `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=6&year=2030&day=31`,
    );
    expect(june31.statusCode).toBe(200);
    expect(body(june31).data).toEqual([]);
    expect((await send('GET', '/v1/scheduled-menus?month=6&year=2030')).statusCode).toBe(400);
  });

  it('copies the master menu (the copy rule) for a date sent as MM/DD/YYYY', async () => {
    const master = await getMenu(TASTE_OF_INDIA);
    const menu = await schedule(send, schedulePayload(ref));
    expect(menu).toMatchObject({
      date: '2030-03-04',
      name: master.name,
      menuElementClassId: master.menuElementClassId,
      brandId: master.brandId,
      cuisineTypeId: master.cuisineTypeId,
      description: master.description,
      originalMenu: { id: master.id, name: master.name },
      serviceLine: { name: 'Lunch' },
      isLocked: false,
      butcherPaperNotes: '',
    });
    expect(menu.scheduledElements.map((row) => row.name)).toEqual(
      master.elements.map((row) => row.element.name),
    );
    const [first] = menu.scheduledElements;
    const [masterFirst] = master.elements;
    expect(first).toMatchObject({
      originalElementId: masterFirst!.elementId,
      ingredients: masterFirst!.element.ingredients,
      method: masterFirst!.element.method,
      allergenIds: masterFirst!.element.allergenIds,
      portionPerPerson: masterFirst!.portionPerPerson,
      hostFlowOrder: masterFirst!.hostFlowOrder,
      elementTypeName: 'Protein',
    });
    expect(menu.allergenNames).toEqual(master.allergenNames);
    expect(body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${menu.id}`)).data).toEqual(
      menu,
    );

    // A snapshot: editing the master afterwards changes nothing scheduled.
    const edited = asUpdate(master, { name: 'Taste of India Edited' });
    edited.elements[0]!.portionPerPerson = 9;
    expect((await send('PUT', `/v1/menus/${master.id}`, edited, culinary)).statusCode).toBe(200);
    const again = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${menu.id}`)).data;
    expect(again.name).toBe('Taste of India');
    expect(again.scheduledElements[0]!.portionPerPerson).toBe(masterFirst!.portionPerPerson);
    expect(again.originalMenu?.name).toBe('Taste of India Edited');
  });

  it('allows one menu per market, line and date and refuses unknown references', async () => {
    const payload = schedulePayload(ref, { date: '2030-03-05' });
    await schedule(send, payload);
    const twice = await send('POST', '/v1/scheduled-menus', payload);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).error).toMatchObject({
      code: 'conflict',
      messages: [SCHEDULED_MENU_MESSAGES.slotTaken],
    });
    const other = schedulePayload(ref, {
      date: '2030-03-05',
      serviceLineId: ref.serviceLine('Dinner'),
    });
    expect((await send('POST', '/v1/scheduled-menus', other)).statusCode).toBe(201);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    for (const [field, message] of [
      ['originalMenuId', SCHEDULED_MENU_MESSAGES.unknownMenu],
      ['marketId', SCHEDULED_MENU_MESSAGES.unknownMarket],
      ['serviceLineId', SCHEDULED_MENU_MESSAGES.unknownServiceLine],
    ] as const) {
      const response = await send('POST', '/v1/scheduled-menus', {
        ...payload,
        [field]: unknownId,
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).error?.messages).toEqual([message]);
    }
  });

  it('updates rows in place and answers stale to an old updatedAt', async () => {
    const menu = await schedule(send, schedulePayload(ref, { date: '2030-03-06' }));
    const update = asScheduledUpdate(menu, {
      name: 'Tikka Tuesday',
      isDescriptionAutomated: false,
    });
    update.scheduledElements[1]!.portionPerPerson = 8;
    update.scheduledElements = update.scheduledElements.filter((_, i) => i !== 2);
    const response = await send('PUT', `/v1/scheduled-menus/${menu.id}`, update, culinary);
    expect(response.statusCode).toBe(200);
    const saved = body<ScheduledMenu>(response).data;
    expect(saved.name).toBe('Tikka Tuesday');
    expect(saved.scheduledElements).toHaveLength(menu.scheduledElements.length - 1);
    expect(saved.scheduledElements[0]!.id).toBe(menu.scheduledElements[0]!.id);
    expect(saved.scheduledElements[0]!.updatedAt).toBe(menu.scheduledElements[0]!.updatedAt);
    expect(saved.scheduledElements[1]).toMatchObject({
      id: menu.scheduledElements[1]!.id,
      portionPerPerson: 8,
    });
    const old = await send('PUT', `/v1/scheduled-menus/${menu.id}`, update);
    expect(old.statusCode).toBe(409);
    expect(body(old).error).toMatchObject({ code: 'stale', messages: [STALE_MESSAGE] });
  });

  it('leaves a row with an alternative untouched when a save changes nothing in it', async () => {
    const menu = await schedule(send, schedulePayload(ref, { date: '2030-03-13' }));
    const withAlternative = asScheduledUpdate(menu);
    withAlternative.scheduledElements[0]!.alternative = {
      name: 'Grilled Tofu',
      ingredients: 'tofu, soy',
      method: 'grill',
      allergenIds: [],
    };
    const first = await send('PUT', `/v1/scheduled-menus/${menu.id}`, withAlternative);
    expect(first.statusCode).toBe(200);
    const saved = body<ScheduledMenu>(first).data;
    const again = await send(
      'PUT',
      `/v1/scheduled-menus/${menu.id}`,
      asScheduledUpdate(saved, { name: 'Renamed only' }),
    );
    expect(again.statusCode).toBe(200);
    const rows = body<ScheduledMenu>(again).data.scheduledElements;
    expect(rows.map((row) => row.updatedAt)).toEqual(
      saved.scheduledElements.map((row) => row.updatedAt),
    );
  });

  it('moves a menu to a free date, never onto a taken slot', async () => {
    const menu = await schedule(send, schedulePayload(ref, { date: '2030-03-07' }));
    await schedule(send, schedulePayload(ref, { date: '2030-03-08' }));
    const taken = await send('PUT', `/v1/scheduled-menus/${menu.id}/date`, {
      date: '03/08/2030',
      updatedAt: menu.updatedAt,
    });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).error?.code).toBe('conflict');
    const moved = await send('PUT', `/v1/scheduled-menus/${menu.id}/date`, {
      date: '03/11/2030',
      updatedAt: menu.updatedAt,
    });
    expect(moved.statusCode).toBe(200);
    expect(body<ScheduledMenu>(moved).data.date).toBe('2030-03-11');
    const stale = await send('PUT', `/v1/scheduled-menus/${menu.id}/date`, {
      date: '2030-03-12',
      updatedAt: menu.updatedAt,
    });
    expect(body(stale).error?.code).toBe('stale');
  });

  it('unschedules', async () => {
    const menu = await schedule(send, schedulePayload(ref, { date: '2030-03-18' }));
    expect((await send('DELETE', `/v1/scheduled-menus/${menu.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/v1/scheduled-menus/${menu.id}`)).statusCode).toBe(404);
  });

  it('lets Host and Chef read but not write; Culinary edits but does not add or remove', async () => {
    const menu = await schedule(send, schedulePayload(ref, { date: '2030-03-19' }));
    const update = asScheduledUpdate(menu);
    for (const role of ['host', 'chef'] as const) {
      const token = await t.signInAs(role);
      expect(
        (await send('GET', `/v1/scheduled-menus/${menu.id}`, undefined, token)).statusCode,
      ).toBe(200);
      expect(
        (await send('GET', `/v1/scheduled-menus/${menu.id}/host-flow`, undefined, token))
          .statusCode,
      ).toBe(200);
      for (const [method, url, payload] of [
        ['POST', '/v1/scheduled-menus', schedulePayload(ref, { date: '2030-03-20' })],
        ['PUT', `/v1/scheduled-menus/${menu.id}`, update],
        [
          'PUT',
          `/v1/scheduled-menus/${menu.id}/date`,
          { date: '2030-03-21', updatedAt: menu.updatedAt },
        ],
        ['DELETE', `/v1/scheduled-menus/${menu.id}`, undefined],
        ['POST', `/v1/scheduled-menus/${menu.id}/revert`, { updatedAt: menu.updatedAt }],
        ['POST', `/v1/scheduled-menus/${menu.id}/update-base`, { updatedAt: menu.updatedAt }],
        [
          'PUT',
          `/v1/scheduled-menus/${menu.id}/host-flow`,
          { scheduledElements: [], updatedAt: menu.updatedAt },
        ],
        [
          'PUT',
          `/v1/portion-modifiers/scheduled-elements/${menu.scheduledElements[0]!.id}`,
          { portionModifiers: [] },
        ],
      ] as const)
        expect(
          (await send(method, url, payload, token)).statusCode,
          `${role} ${method} ${url}`,
        ).toBe(403);
    }
    expect(
      (
        await send(
          'POST',
          '/v1/scheduled-menus',
          schedulePayload(ref, { date: '2030-03-20' }),
          culinary,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/v1/scheduled-menus/${menu.id}`, undefined, culinary)).statusCode,
    ).toBe(403);
    expect((await send('PUT', `/v1/scheduled-menus/${menu.id}`, update, culinary)).statusCode).toBe(
      200,
    );
  });
});
