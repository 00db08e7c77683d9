import { ROLE_NAMES } from '@catering/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { getMenu } from '../src/features/menus/index.js';
import {
  buildAccount,
  buildElement,
  buildIngredient,
  buildKeyword,
  buildMarket,
  buildMenu,
  buildScheduledAddOn,
  buildScheduledMenu,
  buildServingSchedule,
  buildUser,
  idByName,
} from './factories/index.js';
import { bearer, body, createTestApp, type TestApp } from './test-app.js';
import { WORLD_MARKETS, WORLD_USERS } from './test-world.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the base template', () => {
  it('holds no demo: only the test world beside the reference data', async () => {
    const token = await t.signInAs('admin');
    const markets = await t.app.inject({ url: '/v1/markets', headers: bearer(token) });
    expect(
      body<{ name: string }[]>(markets)
        .data.map((m) => m.name)
        .sort(),
    ).toEqual(['Phoenix', ...WORLD_MARKETS.map((m) => m.name)].sort());
    const elements = await t.app.inject({ url: '/v1/elements', headers: bearer(token) });
    expect(body(elements).meta.count).toBe(0);
  });

  it.each(WORLD_USERS.map((user) => user.email))('lets %s sign in', async (email) => {
    await expect(t.signIn(email)).resolves.toEqual(expect.any(String));
  });
});

describe('factories', () => {
  it('give rows that never clash when called twice with no overrides', async () => {
    const [first, second] = [await buildMarket(t.database.db), await buildMarket(t.database.db)];
    expect(first.name).not.toBe(second.name);
    const keywords = [await buildKeyword(t.database.db), await buildKeyword(t.database.db)];
    expect(keywords[0]?.name).not.toBe(keywords[1]?.name);
  });

  it('build a user who can sign in with the password it answers', async () => {
    const user = await buildUser(t.database.db, { role: ROLE_NAMES.chef });
    await expect(t.signIn(user.email, user.password)).resolves.toEqual(expect.any(String));
  });

  it('build ingredients and elements as the API answers them, allergens as asked', async () => {
    const ingredient = await buildIngredient(t.database.db, { name: 'Basil' });
    expect(ingredient).toMatchObject({ name: 'Basil', noAllergens: true });
    expect(ingredient.vendors).toHaveLength(1);
    const element = await buildElement(t.database.db, { allergens: ['Milk', 'Wheat'] });
    expect(element.noAllergens).toBe(false);
    expect([...element.allergenNames].sort()).toEqual(['Milk', 'Wheat']);
    const plain = await buildElement(t.database.db);
    expect(plain).toMatchObject({ noAllergens: true, allergenIds: [] });
  });
});

describe('menu and account factories', () => {
  const id = (table: Parameters<typeof idByName>[1], name: string) =>
    idByName(t.database.db, table, name);

  it('build a menu of three new elements, standard, for Lunch and Dinner, described', async () => {
    const [first, second] = [await buildMenu(t.database.db), await buildMenu(t.database.db)];
    expect(first.name).not.toBe(second.name);
    expect(first).toMatchObject({
      menuElementClassName: 'standard',
      serviceLines: [
        await id(schema.serviceLines, 'Lunch'),
        await id(schema.serviceLines, 'Dinner'),
      ],
      isDescriptionAutomated: true,
    });
    const names = first.elements.map((row) => row.element.name);
    expect(names).toHaveLength(3);
    expect(new Set([...names, ...second.elements.map((row) => row.element.name)]).size).toBe(6);
    // Protein and veg entree each with the starch, as the built-in description words it.
    expect(first.description).toBe(
      [`${names[0]} with ${names[2]}`, `${names[1]} with ${names[2]}`].join('\n'),
    );
  });

  it('build a menu as told: name, tag, service lines and the elements served', async () => {
    const naan = await buildElement(t.database.db, { name: 'Warm Naan', allergens: ['Wheat'] });
    const menu = await buildMenu(t.database.db, {
      name: 'Naan Night',
      tag: 'lite',
      serviceLineNames: ['Dinner'],
      elementIds: [naan.id],
    });
    expect(menu).toMatchObject({
      name: 'Naan Night',
      menuElementClassName: 'lite',
      serviceLines: [await id(schema.serviceLines, 'Dinner')],
      allergenNames: ['Wheat'],
    });
    expect(menu.elements.map((row) => [row.elementId, row.portionPerPerson])).toEqual([
      [naan.id, 6],
    ]);
  });

  it('build accounts in Phoenix unless told, with a point of contact when asked', async () => {
    const plain = await buildAccount(t.database.db);
    expect(plain).toMatchObject({
      marketName: 'Phoenix',
      serviceTypeName: 'Sifted 1.0',
      pointOfContact: null,
      address: { city: 'Phoenix', state: 'AZ' },
    });
    expect((await buildAccount(t.database.db)).name).not.toBe(plain.name);
    const dallas = await buildAccount(t.database.db, {
      name: 'Dallas Depot',
      market: 'Dallas',
      serviceType: 'Sifted 2.0',
      pointOfContact: { firstName: 'Dana' },
    });
    expect(dallas).toMatchObject({
      name: 'Dallas Depot',
      marketName: 'Dallas',
      serviceTypeName: 'Sifted 2.0',
      pointOfContact: { firstName: 'Dana' },
    });
  });

  it('apply a serving schedule: two weeks of weekdays are ten lunches', async () => {
    const schedule = await buildServingSchedule(t.database.db);
    expect(schedule.applied).toEqual({ created: 10, updated: 0, removed: 0 });
    expect(schedule.data.map((day) => day.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
    const events = await t.database.db
      .select()
      .from(schema.serviceEvents)
      .where(
        and(
          eq(schema.serviceEvents.accountId, schedule.accountId),
          isNull(schema.serviceEvents.deletedAt),
        ),
      );
    expect(events).toHaveLength(10);
    expect(events.every((e) => e.eaterCount === 50 && e.dietaryCount === 10)).toBe(true);
    expect(events.every((e) => e.serviceLineId === schedule.serviceLineId)).toBe(true);

    const account = await buildAccount(t.database.db);
    const mondays = await buildServingSchedule(t.database.db, {
      accountId: account.id,
      serviceLine: 'Dinner',
      weekdays: ['monday'],
    });
    expect(mondays).toMatchObject({
      accountId: account.id,
      serviceLineId: await id(schema.serviceLines, 'Dinner'),
      applied: { created: 2 },
    });
  });
});

describe('scheduling factories', () => {
  it("schedule a copy of a new menu, its rows the menu's, on a day no other default took", async () => {
    const scheduled = await buildScheduledMenu(t.database.db);
    const masterId = scheduled.originalMenuId!;
    const menu = await getMenu(t.database.db, masterId);
    expect(scheduled.name).toBe(menu.name);
    expect(scheduled.scheduledElements.map((row) => [row.originalElementId, row.name])).toEqual(
      menu.elements.map((row) => [row.elementId, row.element.name]),
    );
    const other = await buildScheduledMenu(t.database.db, { originalMenuId: masterId });
    expect(other.date).not.toBe(scheduled.date);
  });

  it('schedule on the market, line and date told, with a header of its own', async () => {
    const menu = await buildMenu(t.database.db);
    const scheduled = await buildScheduledMenu(t.database.db, {
      originalMenuId: menu.id,
      market: 'Denver',
      serviceLine: 'Dinner',
      date: '2030-03-04',
      name: 'Denver Dinner',
    });
    expect(scheduled).toMatchObject({
      name: 'Denver Dinner',
      date: '2030-03-04',
      marketId: await idByName(t.database.db, schema.markets, 'Denver'),
      serviceLineId: await idByName(t.database.db, schema.serviceLines, 'Dinner'),
    });
  });

  it('schedule a soup with an element in each of its slots, or the add-on type told', async () => {
    const soup = await buildScheduledAddOn(t.database.db, { market: 'Austin' });
    expect(soup.addOnType.name).toBe('Soup');
    expect(soup.market.name).toBe('Austin');
    expect(soup.scheduledElements.map((row) => row.addOnSlotId)).toEqual(
      soup.addOnType.addOnSlots.map((slot) => slot.id),
    );
    const element = await buildElement(t.database.db);
    // The same market, line and date would clash: the default market (Phoenix) does not.
    const one = await buildScheduledAddOn(t.database.db, {
      date: soup.date,
      serviceLine: 'Dinner',
      scheduledElements: [
        { addOnSlotId: soup.addOnType.addOnSlots[0]!.id, originalElementId: element.id },
      ],
    });
    expect(one.scheduledElements.map((row) => row.name)).toEqual([element.name]);
  });
});
