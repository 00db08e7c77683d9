import {
  type Menu,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type ScheduledMenuListItem,
  STALE_MESSAGE,
  scheduledMenuListItemSchema,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBrand,
  buildElement,
  buildMenu,
  buildScheduledMenu,
  buildServingSchedule,
  idByName,
} from '../../../test/factories/index.js';
import { asUpdate, sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { asScheduledUpdate, schedule, schedulePayload } from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { cuisineTypes, scheduledElements } from '../../db/schema/index.js';

let t: TestApp;
let scheduler: string;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
/**
 * The master scheduled here: branded, Indian, its first row (a protein) an element with an
 * allergen and a method, so each field the copy rule copies has something to copy.
 */
let masterId: string;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  culinary = await t.signInAs('culinary');
  ref = await referenceIds(t.database.db);
  send = sender(t, () => scheduler);
  const db = t.database.db;
  const tikka = await buildElement(db, {
    name: 'Chicken Tikka Masala',
    allergens: ['Milk'],
    method: 'Simmer in the sauce.',
  });
  const master = await buildMenu(db, {
    name: 'Taste of India',
    brandId: (await buildBrand(db)).id,
    cuisineTypeId: await idByName(db, cuisineTypes, 'Indian'),
    elementIds: [tikka.id, (await buildElement(db)).id, (await buildElement(db)).id],
  });
  masterId = master.id;
});
afterAll(() => t.close());

const getMenu = async (id: string) => body<Menu>(await send('GET', `/v1/menus/${id}`)).data;
/** The master above on Phoenix's lunch of 4 March 2030 unless told otherwise. */
const payloadOf = (overrides: Record<string, unknown> = {}) =>
  schedulePayload(ref, { originalMenuId: masterId, ...overrides });

describe('scheduled menus', () => {
  it("lists a market's month with the calendar's toggles, and one day of it", async () => {
    // Phoenix in April 2030: lunch on the 1st and 2nd, breakfast on the 1st, and an account
    // served lunch every weekday from the 1st (40 + 10 eaters a day, buildServingSchedule).
    // Denver's lunch and Phoenix's of May are not Phoenix's April.
    const db = t.database.db;
    const on = (date: string, serviceLine = 'Lunch', market = 'Phoenix') =>
      buildScheduledMenu(db, { originalMenuId: masterId, date, serviceLine, market });
    await on('2030-04-01');
    await on('2030-04-02');
    await on('2030-04-01', 'Breakfast');
    await on('2030-04-01', 'Lunch', 'Denver');
    await on('2030-05-01');
    await buildServingSchedule(db, { startDate: '2030-04-01' });

    const response = await send(
      'GET',
      `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=4&year=2030`,
    );
    expect(response.statusCode).toBe(200);
    const list = body<ScheduledMenuListItem[]>(response);
    expect(list.meta.count).toBe(3);
    expect(list.data.map((m) => [m.date, m.serviceLineName, m.headcount])).toEqual([
      ['2030-04-01', 'Breakfast', 0],
      ['2030-04-01', 'Lunch', 50],
      ['2030-04-02', 'Lunch', 50],
    ]);
    // The toggles: the master's protein and veg entree are the proteins, its third row the starch.
    const master = await getMenu(masterId);
    const [tikka, veg, starch] = master.elements.map((row) => row.element.name);
    expect(list.data.every((m) => m.marketId === ref.market('Phoenix'))).toBe(true);
    expect(list.data[1]).toMatchObject({ proteinNames: [tikka, veg], starchNames: [starch] });
    // PostgreSQL writes this answer whole (lib/prepared-json.ts): every menu holds exactly
    // the schema's fields, in its order, with its types.
    const strict = scheduledMenuListItemSchema.strict();
    for (const menu of list.data) {
      expect(strict.safeParse(menu).success).toBe(true);
      expect(Object.keys(menu)).toEqual(Object.keys(scheduledMenuListItemSchema.shape));
    }
    const oneDay = await send(
      'GET',
      `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=4&year=2030&day=1`,
    );
    expect(body<ScheduledMenuListItem[]>(oneDay).data.map((m) => m.id)).toEqual(
      list.data.slice(0, 2).map((m) => m.id),
    );
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
    const master = await getMenu(masterId);
    const menu = await schedule(send, payloadOf());
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
    const payload = payloadOf({ date: '2030-03-05' });
    await schedule(send, payload);
    const twice = await send('POST', '/v1/scheduled-menus', payload);
    expect(twice.statusCode).toBe(409);
    expect(body(twice).error).toMatchObject({
      code: 'conflict',
      messages: [SCHEDULED_MENU_MESSAGES.slotTaken],
    });
    const other = payloadOf({
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
    const menu = await schedule(send, payloadOf({ date: '2030-03-06' }));
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
    const menu = await schedule(send, payloadOf({ date: '2030-03-13' }));
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

  it('answers an alternative stored without some fields with every field, as the editor fills it', async () => {
    const menu = await schedule(send, payloadOf({ date: '2030-03-14' }));
    const [row] = menu.scheduledElements;
    await t.database.db
      .update(scheduledElements)
      .set({ alternative: { name: 'Grilled Tofu' } as never })
      .where(eq(scheduledElements.id, row!.id));
    const read = await send('GET', `/v1/scheduled-menus/${menu.id}`);
    expect(read.statusCode).toBe(200);
    expect(body<ScheduledMenu>(read).data.scheduledElements[0]!.alternative).toEqual({
      name: 'Grilled Tofu',
      ingredients: '',
      method: '',
      allergenIds: [],
    });
  });

  it('moves a menu to a free date, never onto a taken slot', async () => {
    const menu = await schedule(send, payloadOf({ date: '2030-03-07' }));
    await schedule(send, payloadOf({ date: '2030-03-08' }));
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
    const menu = await schedule(send, payloadOf({ date: '2030-03-18' }));
    expect((await send('DELETE', `/v1/scheduled-menus/${menu.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/v1/scheduled-menus/${menu.id}`)).statusCode).toBe(404);
  });

  it('lets Host and Chef read but not write; Culinary edits but does not add or remove', async () => {
    const menu = await schedule(send, payloadOf({ date: '2030-03-19' }));
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
        ['POST', '/v1/scheduled-menus', payloadOf({ date: '2030-03-20' })],
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
      (await send('POST', '/v1/scheduled-menus', payloadOf({ date: '2030-03-20' }), culinary))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/v1/scheduled-menus/${menu.id}`, undefined, culinary)).statusCode,
    ).toBe(403);
    expect((await send('PUT', `/v1/scheduled-menus/${menu.id}`, update, culinary)).statusCode).toBe(
      200,
    );
  });
});
