import {
  addDays,
  CALCULATION_MESSAGES,
  type FoodCostReport,
  PURCHASING_MESSAGES,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type ScheduledMenuFoodCost,
  type ServiceEvent,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildElement,
  buildIngredient,
  buildMarket,
  buildScheduledAddOn,
  buildServedMenu,
  buildVendor,
  idByName,
  portionUnitId,
} from '../../../test/factories/index.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import * as s from '../../db/schema/index.js';
import { foodCostOfScheduledMenu } from './food-cost.service.js';

/*
 * Issue #27 point 3: food cost, on the served lunch of purchasing.test.ts (three accounts of
 * 50 eaters, 10 vegetarian and 5 accommodated), whose Chef numbers cook 125 portions of
 * Chicken Thigh, 25 of its alternative Chickpea Curry (no recipe), 150 of Steamed Rice and
 * 25 of the Is Alt Cauliflower Rice, each account a third of every line. Costs by hand:
 *
 * - Chicken Thigh: 5 oz of thigh at $89.60 / 640 oz = $0.14: $0.70 a portion, $87.50.
 * - Steamed Rice: 0.125 lb of rice at $42.50 / 50 lb = $0.85: $0.10625 a portion,
 *   $15.9375; its salt has no amount.
 * - Cauliflower Rice: its vendor has a case size but no case cost: not costed.
 * - The menu: $103.4375 for 150 eaters, partial.
 * - A soup add-on, 12 ordered by the first account: 8 fl. oz of broth at $32 / 128 fl. oz =
 *   $0.25, so $2.00 a soup, $24.00, and no eaters.
 */

let t: TestApp;
let db: Db;
let menu: ScheduledMenu;
let events: ServiceEvent[];
let lunch: string;
let chickenId: string;
let fullPan: string;
let ozId: string;

/** A scheduled row of 6 oz per person in full pans of 100 oz, as purchasing.test.ts's. */
const rowOf = (order: number, elementId: string, name: string, type: string, extra = {}) =>
  idByName(db, s.elementTypes, type).then((elementTypeId) => ({
    originalElementId: elementId,
    name,
    order,
    elementTypeId,
    containerTypeId: fullPan,
    portionPerPerson: 6 as number | null,
    portionPerContainer: 100,
    portionUnitId: ozId,
    menuElementClassId: null,
    servingTemp: null,
    ...extra,
  }));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [oz, lb, floz] = [
    await portionUnitId(db, 'oz'),
    await portionUnitId(db, 'lb'),
    await portionUnitId(db, 'fl. oz'),
  ];
  const vendorId = (await buildVendor(db, { name: 'Cost Foods' })).id;
  const ingredient = (portionUnitId: string, unitsPerCase: number, costPerCase?: number) =>
    buildIngredient(db, { portionUnitId, vendors: [{ vendorId, unitsPerCase, costPerCase }] });
  const thigh = await ingredient(oz, 640, 89.6);
  const rice = await ingredient(lb, 50, 42.5);
  const salt = await ingredient(oz, 10, 20);
  const cauliflower = await ingredient(oz, 20);
  const broth = await ingredient(floz, 128, 32);
  const element = async (name: string, ingredientObjs: object[]) =>
    (await buildElement(db, { name, ingredientObjs: ingredientObjs as never })).id;
  const chicken = await element('Chicken Thigh', [
    { ingredientId: thigh.id, amount: 5, portionUnitId: oz },
  ]);
  const riceDish = await element('Steamed Rice', [
    { ingredientId: rice.id, amount: 0.125, portionUnitId: lb },
    { ingredientId: salt.id },
  ]);
  const cauliRice = await element('Cauliflower Rice', [
    { ingredientId: cauliflower.id, amount: 4, portionUnitId: oz },
  ]);
  const soup = await element('Tomato Soup', [
    { ingredientId: broth.id, amount: 8, portionUnitId: floz },
  ]);

  chickenId = chicken;
  fullPan = await idByName(db, s.containerTypes, 'Full Pan');
  ozId = oz;
  ({ scheduledMenu: menu, events } = await buildServedMenu(db, {
    name: 'Taste of Cost',
    headcounts: { eaterCount: 50, dietaryCount: 10, allergenCount: 5 },
    scheduledElements: [
      await rowOf(0, chicken, 'Chicken Thigh', 'Protein', {
        alternative: { name: 'Chickpea Curry' },
      }),
      await rowOf(1, riceDish, 'Steamed Rice', 'Starch', { portionPerPerson: 5 }),
      await rowOf(2, cauliRice, 'Cauliflower Rice', 'Starch', { isAlternate: true }),
    ],
  }));
  lunch = menu.serviceLineId;

  // The first account orders 12 soups of the day's soup add-on.
  const soupType = await idByName(db, s.addOnTypes, 'Soup');
  const soupSlot = await idByName(db, s.addOnSlots, 'Soup');
  await buildScheduledAddOn(db, {
    marketId: menu.marketId,
    serviceLineId: lunch,
    date: menu.date,
    addOnTypeId: soupType,
    scheduledElements: [{ addOnSlotId: soupSlot, originalElementId: soup }],
  });
  const admin = bearer(await t.signInAs('admin'));
  const url = `/v1/service-events/${events[0]!.id}/add-ons`;
  const added = await t.app.inject({
    method: 'POST',
    url,
    headers: admin,
    payload: { addOnTypeId: soupType },
  });
  const slot = body<ServiceEvent>(added).data.addOns.find((r) => r.addOnSlot.id === soupSlot)!;
  const saved = await t.app.inject({
    method: 'PUT',
    url,
    headers: admin,
    payload: {
      addOnTypeId: soupType,
      serviceEventAddOns: [
        { id: slot.id, quantity: 12, pricePerUnit: 4.5, updatedAt: slot.updatedAt },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

type Who = 'culinary' | 'manager' | 'chef' | 'host';
const get = async (url: string, who: Who = 'culinary') =>
  t.app.inject({ url, headers: bearer(await t.signInAs(who)) });
const reportOf = (overrides: Record<string, string> = {}, who: Who = 'culinary') =>
  get(
    `/v1/purchasing/food-cost?${new URLSearchParams({
      marketId: menu.marketId,
      from: menu.date,
      to: menu.date,
      serviceLineIds: lunch,
      ...overrides,
    })}`,
    who,
  );
const menuCostOf = (id: string, who: Who = 'culinary') =>
  get(`/v1/scheduled-menus/${id}/food-cost`, who);

describe('GET /v1/purchasing/food-cost', () => {
  it('costs the day over its eaters, per service line, account and menu, for Culinary', async () => {
    const response = await reportOf();
    expect(response.statusCode, response.body).toBe(200);
    const report = body<FoodCostReport>(response).data;
    // 103.4375 (the menu) + 24.00 (the soups) = 127.4375 for 150 eaters.
    expect(report.total).toEqual({ eaters: 150, cost: 127.44, costPerEater: 0.85, partial: true });
    expect(report.serviceLines).toEqual([
      { id: lunch, name: 'Lunch', eaters: 150, cost: 127.44, costPerEater: 0.85, partial: true },
    ]);
    expect(report.scheduledMenus).toEqual([
      {
        id: menu.id,
        date: menu.date,
        serviceLine: 'Lunch',
        name: 'Taste of Cost',
        eaters: 150,
        cost: 103.44,
        costPerEater: 0.69,
        partial: true,
      },
    ]);
    // A third of the menu each (34.479167 for 50 eaters), and the soups to the first.
    const account = (event: ServiceEvent) => report.accounts.find((a) => a.id === event.accountId);
    expect(account(events[0]!)).toMatchObject({ eaters: 50, cost: 58.48, costPerEater: 1.17 });
    for (const other of events.slice(1))
      expect(account(other)).toMatchObject({ eaters: 50, cost: 34.48, costPerEater: 0.69 });
    expect(report.accounts).toHaveLength(3);
    expect(report.topElements).toEqual([
      {
        elementId: expect.any(String),
        name: 'Chicken Thigh',
        portions: 125,
        cost: 87.5,
        partial: false,
      },
      {
        elementId: expect.any(String),
        name: 'Tomato Soup',
        portions: 12,
        cost: 24,
        partial: false,
      },
      {
        elementId: expect.any(String),
        name: 'Steamed Rice',
        portions: 150,
        cost: 15.94,
        partial: true,
      },
    ]);
    expect(report.uncosted.map((line) => [line.source, line.reason])).toEqual([
      [
        'Chickpea Curry, alternative dish of Chicken Thigh (Taste of Cost, Lunch)',
        'no recipe: nothing of it is in the needs',
      ],
      ['Steamed Rice (Taste of Cost, Lunch)', 'no amount'],
      ['Cauliflower Rice (Taste of Cost, Lunch)', 'no vendor cost'],
    ]);
  });

  it('is empty, not refused, for dates with nothing scheduled', async () => {
    const next = addDays(menu.date, 1);
    const response = await reportOf({ from: next, to: next }, 'manager');
    expect(response.statusCode, response.body).toBe(200);
    expect(body<FoodCostReport>(response).data).toMatchObject({
      total: { eaters: 0, cost: 0, costPerEater: null, partial: false },
      accounts: [],
      scheduledMenus: [],
      uncosted: [],
    });
  });

  it('is refused without viewFoodCost, and refuses a bad query or an unknown market', async () => {
    expect((await reportOf({}, 'chef')).statusCode).toBe(403);
    expect((await reportOf({}, 'host')).statusCode).toBe(403);
    const tooLong = await reportOf({ to: addDays(menu.date, 31) });
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).error?.messages.join(' ')).toContain(PURCHASING_MESSAGES.rangeTooLong);
    const notADate = await reportOf({ from: 'tuesday' });
    expect(notADate.statusCode).toBe(400);
    expect(body(notADate).error?.messages).toContain(PURCHASING_MESSAGES.from);
    const unknown = await reportOf({ marketId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).error?.messages).toEqual([PURCHASING_MESSAGES.noMarket]);
  });
});

describe('GET /v1/scheduled-menus/{id}/food-cost', () => {
  it("gives the editor the menu's cost and each line's portions and costs", async () => {
    const response = await menuCostOf(menu.id);
    expect(response.statusCode, response.body).toBe(200);
    const cost = body<ScheduledMenuFoodCost>(response).data;
    // The soups are the add-on's, not the menu's.
    expect(cost).toMatchObject({
      scheduledMenuId: menu.id,
      eaters: 150,
      cost: 103.44,
      costPerEater: 0.69,
      partial: true,
    });
    const chickenRow = menu.scheduledElements.find((row) => row.name === 'Chicken Thigh')!;
    expect(cost.lines[0]).toEqual({
      scheduledElementId: chickenRow.id,
      name: 'Chicken Thigh',
      isAlternative: false,
      portions: 125,
      costPerPortion: 0.7,
      cost: 87.5,
      partial: false,
    });
    expect(
      cost.lines.map((l) => [
        l.name,
        l.isAlternative,
        l.portions,
        l.costPerPortion,
        l.cost,
        l.partial,
      ]),
    ).toEqual([
      ['Chicken Thigh', false, 125, 0.7, 87.5, false],
      // The curry shares its row's id.
      ['Chickpea Curry', true, 25, null, 0, true],
      ['Steamed Rice', false, 150, expect.closeTo(0.1063, 4), 15.94, true],
      ['Cauliflower Rice', false, 25, null, 0, true],
    ]);
    expect(cost.lines[1]!.scheduledElementId).toBe(chickenRow.id);
    expect(cost.uncosted.map((line) => line.reason)).toEqual([
      'no recipe: nothing of it is in the needs',
      'no amount',
      'no vendor cost',
    ]);
  });

  it('names a row the Chef numbers leave out, and is partial for it', async () => {
    const { scheduledMenu: other } = await buildServedMenu(db, {
      marketId: menu.marketId,
      serviceLineId: lunch,
      date: addDays(menu.date, 2),
      services: 1,
      headcounts: { eaterCount: 20, dietaryCount: 0, allergenCount: 0 },
      scheduledElements: [
        await rowOf(0, chickenId, 'Chicken Thigh', 'Protein'),
        await rowOf(1, (await buildElement(db, { name: 'Dal' })).id, 'Dal', 'Starch', {
          portionPerPerson: null,
        }),
      ],
    });
    const response = await menuCostOf(other.id);
    expect(response.statusCode, response.body).toBe(200);
    const cost = body<ScheduledMenuFoodCost>(response).data;
    // 20 x 6 oz = 120 oz: 1½ pans hold 150 oz, 25 portions of chicken at $0.70 = $17.50.
    expect(cost).toMatchObject({ eaters: 20, cost: 17.5, costPerEater: 0.88, partial: true });
    expect(cost.lines.map((line) => line.name)).toEqual(['Chicken Thigh']);
    expect(cost.uncosted).toEqual([
      {
        date: other.date,
        source: `${other.name} (Lunch)`,
        ingredientId: null,
        ingredientName: null,
        reason: CALCULATION_MESSAGES.someElementsMissing(['Dal']),
      },
    ]);
  });

  it('is refused without viewFoodCost; 404 for an unknown menu or one of another market', async () => {
    expect((await menuCostOf(menu.id, 'chef')).statusCode).toBe(403);
    expect((await menuCostOf(menu.id, 'host')).statusCode).toBe(403);
    expect((await menuCostOf(menu.id, 'manager')).statusCode).toBe(200);
    const unknown = await menuCostOf(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).error?.messages).toEqual([SCHEDULED_MENU_MESSAGES.notFound]);
    expect((await menuCostOf('not-an-id')).statusCode).toBe(400);
    const elsewhere = (await buildMarket(db)).id;
    await expect(foodCostOfScheduledMenu(db, menu.id, [elsewhere])).rejects.toMatchObject({
      statusCode: 404,
      message: SCHEDULED_MENU_MESSAGES.notFound,
    });
  });
});
