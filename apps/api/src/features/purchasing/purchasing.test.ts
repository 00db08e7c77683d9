import {
  addDays,
  type PortionLine,
  PURCHASING_MESSAGES,
  type PurchasingOrderGuide,
  type ScheduledMenu,
  type ServiceEvent,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
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
import { containerNumbers } from '../calculations/index.js';
import { cookedOf, portionLinesOf } from './purchasing.service.js';
import { purchasableIngredients } from './purchasing-catalogue.js';

/*
 * Issue #27, points 1-3: what the purchasing rules are given. A served lunch (three
 * accounts, 50 eaters each, 10 of them vegetarian and 5 needing accommodations): chicken
 * with an alternative dish (chickpea curry) for the accommodated, rice, and an Is Alt
 * cauliflower rice that replaces the rice for them; and a soup add-on ordered by one account.
 */

let t: TestApp;
let db: Db;
const EVERY_MARKET = null;

let menu: ScheduledMenu;
let events: ServiceEvent[];
let marketId: string;
let lunch: string;
const ids = {} as Record<
  'thigh' | 'rice' | 'salt' | 'cauliflower' | 'broth' | 'chicken' | 'riceDish' | 'cauliRice',
  string
>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [oz, lb] = [await portionUnitId(db, 'oz'), await portionUnitId(db, 'lb')];
  for (const name of ['thigh', 'salt', 'cauliflower', 'broth'] as const)
    ids[name] = (await buildIngredient(db)).id;
  ids.rice = (
    await buildIngredient(db, {
      name: 'Jasmine Rice',
      portionUnitId: lb,
      vendors: [
        // Preference 1 sorts after preference 2 by name: the order must come from preference.
        {
          vendorId: (await buildVendor(db, { name: 'Zeta Grains' })).id,
          productId: 'ZG-5521',
          unitsPerCase: 50,
          costPerCase: 42.5,
          expDays: 180,
          leadTime: 3,
        },
        { vendorId: (await buildVendor(db, { name: 'Alpha Foods' })).id, unitsPerCase: 25 },
      ],
    })
  ).id;
  const element = async (name: string, ingredientObjs: object[]) =>
    (await buildElement(db, { name, ingredientObjs: ingredientObjs as never })).id;
  ids.chicken = await element('Chicken Thigh', [
    { ingredientId: ids.thigh, amount: 5, portionUnitId: oz },
  ]);
  ids.riceDish = await element('Steamed Rice', [
    { ingredientId: ids.rice, amount: 0.125, portionUnitId: lb },
    // A recipe line with neither amount nor unit: it must come through as it is.
    { ingredientId: ids.salt },
  ]);
  ids.cauliRice = await element('Cauliflower Rice', [
    { ingredientId: ids.cauliflower, amount: 4, portionUnitId: oz },
  ]);

  const fullPan = await idByName(db, s.containerTypes, 'Full Pan');
  const row = (order: number, elementId: string, name: string, type: string, extra = {}) =>
    idByName(db, s.elementTypes, type).then((elementTypeId) => ({
      originalElementId: elementId,
      name,
      order,
      elementTypeId,
      containerTypeId: fullPan,
      portionPerPerson: 6,
      portionPerContainer: 100,
      portionUnitId: oz,
      menuElementClassId: null,
      servingTemp: null,
      ...extra,
    }));
  ({ scheduledMenu: menu, events } = await buildServedMenu(db, {
    name: 'Taste of Test',
    headcounts: { eaterCount: 50, dietaryCount: 10, allergenCount: 5 },
    scheduledElements: [
      await row(0, ids.chicken, 'Chicken Thigh', 'Protein', {
        alternative: { name: 'Chickpea Curry' },
      }),
      await row(1, ids.riceDish, 'Steamed Rice', 'Starch', { portionPerPerson: 5 }),
      await row(2, ids.cauliRice, 'Cauliflower Rice', 'Starch', { isAlternate: true }),
    ],
  }));
  marketId = menu.marketId;
  lunch = menu.serviceLineId;
});
afterAll(() => t.close());

const range = (overrides = {}) => ({
  marketId,
  from: menu.date,
  to: menu.date,
  serviceLineIds: [lunch],
  scope: EVERY_MARKET,
  ...overrides,
});
const rowOf = (elementId: string) => {
  const found = menu.scheduledElements.find((row) => row.originalElementId === elementId);
  if (!found) throw new Error(`no row of ${elementId}`);
  return found;
};

describe('portionLinesOf', () => {
  it("cooks what the Chef numbers' rounded containers hold, each line with its own recipe", async () => {
    const numbers = await containerNumbers(db, {
      marketId,
      serviceLineId: lunch,
      date: menu.date,
      scope: EVERY_MARKET,
    });
    // The food cost's reading: the order guide's lines with each line's accounts.
    const { lines } = await cookedOf(db, range());
    expect(await portionLinesOf(db, range())).toEqual(
      lines.map(({ accountParts, ...line }) => line),
    );

    // The recipe of each line: a row's element; the alternative dish has none.
    const elementOfLine = new Map([
      ['1', ids.chicken],
      ['1a', rowOf(ids.chicken).id],
      ['2', ids.riceDish],
      ['3', ids.cauliRice],
    ]);
    expect(numbers.containerTotals.map((total) => total.key)).toEqual([...elementOfLine.keys()]);
    expect(lines.map((line) => [line.elementId, line.portions])).toEqual(
      numbers.containerTotals.map((total) => [
        elementOfLine.get(total.key),
        total.roundedPortion / total.portionPerPerson,
      ]),
    );
    // By hand, per account: chicken for its 40 meat eaters (the 10 vegetarians can absorb
    // the 5 accommodated), 40 × 6 oz = 240 oz → 2½ pans of 100 oz = 250 oz; its curry for
    // the 5 accommodated, 30 oz → ½ pan = 50 oz. Rice for the 45 others, 225 oz → 250 oz;
    // cauliflower rice for the 5, 30 oz → 50 oz. Three accounts: 750 oz of chicken is 125
    // portions of 6 oz for 120 eaters; 750 oz of rice is 150 portions of 5 oz for 135.
    const portions = (elementId: string) => lines.find((l) => l.elementId === elementId)?.portions;
    expect(portions(ids.chicken)).toBe(125);
    expect(portions(rowOf(ids.chicken).id)).toBe(25);
    expect(portions(ids.riceDish)).toBe(150);
    expect(portions(ids.cauliRice)).toBe(25);

    expect(lines.every((line) => line.date === menu.date && line.serviceLine === 'Lunch')).toBe(
      true,
    );
    expect(lines.map((line) => line.source)).toEqual([
      'Chicken Thigh (Taste of Test, Lunch)',
      'Chickpea Curry, alternative dish of Chicken Thigh (Taste of Test, Lunch)',
      'Steamed Rice (Taste of Test, Lunch)',
      'Cauliflower Rice (Taste of Test, Lunch)',
    ]);
    const recipe = (elementId: string) =>
      lines.find((line) => line.elementId === elementId)?.ingredients;
    expect(recipe(ids.chicken)).toEqual([
      { ingredientId: ids.thigh, amountPerPortion: 5, unit: 'oz' },
    ]);
    expect(recipe(ids.riceDish)).toEqual([
      { ingredientId: ids.rice, amountPerPortion: 0.125, unit: 'lb' },
      { ingredientId: ids.salt, amountPerPortion: null, unit: null },
    ]);
    // The Is Alt row cooks its own element, not the rice it replaces.
    expect(recipe(ids.cauliRice)).toEqual([
      { ingredientId: ids.cauliflower, amountPerPortion: 4, unit: 'oz' },
    ]);
    // The alternative dish lives only on the day's row: no recipe, but listed.
    expect(recipe(rowOf(ids.chicken).id)).toEqual([]);
    // Every line is the menu's, split over its accounts by what their eaters need.
    for (const line of lines) {
      expect(line.scheduledMenuId).toBe(menu.id);
      const parts = line.accountParts!.parts;
      expect(parts.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
    // Three accounts of equal eaters share the chicken equally.
    expect(lines.find((l) => l.elementId === ids.chicken)!.accountParts!.parts).toEqual([
      1 / 3,
      1 / 3,
      1 / 3,
    ]);
  });

  it("cooks a scheduled add-on's slots as the accounts ordered them", async () => {
    const soup = await buildElement(db, {
      name: 'Tomato Soup',
      ingredientObjs: [
        { ingredientId: ids.broth, amount: 8, portionUnitId: await portionUnitId(db, 'fl. oz') },
      ],
    });
    const soupType = await idByName(db, s.addOnTypes, 'Soup');
    const soupSlot = await idByName(db, s.addOnSlots, 'Soup');
    // The soup slot holds the soup; the topping slot is left empty.
    await buildScheduledAddOn(db, {
      marketId,
      serviceLineId: lunch,
      date: menu.date,
      addOnTypeId: soupType,
      scheduledElements: [{ addOnSlotId: soupSlot, originalElementId: soup.id }],
    });
    // One account orders 12 soups, as its event's card sends them.
    const admin = bearer(await t.signInAs('admin'));
    const url = `/v1/service-events/${events[0]!.id}/add-ons`;
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { addOnTypeId: soupType },
    });
    const row = body<ServiceEvent>(added).data.addOns.find((r) => r.addOnSlot.id === soupSlot)!;
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: {
        addOnTypeId: soupType,
        serviceEventAddOns: [
          { id: row.id, quantity: 12, pricePerUnit: 4.5, updatedAt: row.updatedAt },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const lines: PortionLine[] = (await cookedOf(db, range())).lines;
    const soupLines = lines.filter((line) => line.source.endsWith('(Soup, Lunch)'));
    expect(soupLines).toEqual([
      {
        date: menu.date,
        serviceLine: 'Lunch',
        serviceLineId: lunch,
        source: 'Tomato Soup (Soup, Lunch)',
        name: 'Tomato Soup',
        scheduledMenuId: null,
        scheduledElementId: expect.any(String),
        isAlternative: false,
        elementId: soup.id,
        portions: 12,
        // The one account that ordered the 12 soups has all of them.
        accountParts: {
          accounts: [{ id: events[0]!.accountId, name: expect.any(String) }],
          parts: [1],
        },
        ingredients: [{ ingredientId: ids.broth, amountPerPortion: 8, unit: 'fl. oz' }],
      },
    ]);
  });

  it('keeps to the range and the lines asked for', async () => {
    expect(await portionLinesOf(db, range({ serviceLineIds: [] }))).toEqual([]);
    const dinner = await idByName(db, s.serviceLines, 'Dinner');
    expect(await portionLinesOf(db, range({ serviceLineIds: [dinner] }))).toEqual([]);
    const next = addDays(menu.date, 1);
    const dayAfter = await portionLinesOf(db, range({ from: next, to: next }));
    expect(dayAfter.filter((line) => line.source.includes('Taste of Test'))).toEqual([]);
  });

  it('refuses a market outside the caller’s', async () => {
    const elsewhere = (await buildMarket(db)).id;
    await expect(portionLinesOf(db, range({ scope: [elsewhere] }))).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});

describe('purchasableIngredients', () => {
  it("gives each ingredient's unit and its vendors' figures in order of preference", async () => {
    const found = await purchasableIngredients(db, [ids.rice, ids.thigh, ids.rice]);
    expect([...found.keys()].sort()).toEqual([ids.rice, ids.thigh].sort());
    expect(found.get(ids.rice)).toEqual({
      id: ids.rice,
      name: 'Jasmine Rice',
      unit: 'lb',
      vendors: [
        {
          vendorId: expect.any(String),
          vendorName: 'Zeta Grains',
          preference: 1,
          itemId: 'ZG-5521',
          unitsPerCase: 50,
          costPerCase: 42.5,
          expDays: 180,
          leadTime: 3,
        },
        {
          vendorId: expect.any(String),
          vendorName: 'Alpha Foods',
          preference: 2,
          itemId: null,
          unitsPerCase: 25,
          costPerCase: null,
          expDays: null,
          leadTime: null,
        },
      ],
    });
    expect(found.get(ids.thigh)?.unit).toBe('oz');
  });
});

describe('GET /v1/purchasing/needs', () => {
  const needs = async (who: 'manager' | 'culinary', query: Record<string, string>) =>
    t.app.inject({
      url: `/v1/purchasing/needs?${new URLSearchParams(query)}`,
      headers: bearer(await t.signInAs(who)),
    });
  const query = (overrides: Record<string, string> = {}) => ({
    marketId,
    from: menu.date,
    to: menu.date,
    serviceLineIds: lunch,
    ...overrides,
  });

  it('counts the lines cooked and the ingredients they use, for an Admin', async () => {
    const dinner = await idByName(db, s.serviceLines, 'Dinner');
    const response = await needs('manager', query({ serviceLineIds: `${lunch},${dinner}` }));
    expect(response.statusCode, response.body).toBe(200);
    // The menu's four lines and the soup slot; thigh, rice, salt, cauliflower and broth.
    expect(body(response).data).toEqual({ portionLines: 5, ingredients: 5 });
  });

  it('is refused without viewPurchasing: Culinary sees food cost, not purchasing', async () => {
    expect((await needs('culinary', query())).statusCode).toBe(403);
  });

  it('refuses a range past 31 days or backwards, and answers 404 for an unknown market', async () => {
    const tooLong = await needs('manager', query({ to: addDays(menu.date, 31) }));
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).error?.messages.join(' ')).toContain(PURCHASING_MESSAGES.rangeTooLong);
    const backwards = await needs('manager', query({ to: addDays(menu.date, -1) }));
    expect(body(backwards).error?.messages.join(' ')).toContain(PURCHASING_MESSAGES.toBeforeFrom);
    expect((await needs('manager', query({ to: addDays(menu.date, 30) }))).statusCode).toBe(200);
    const unknown = await needs('manager', query({ marketId: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /v1/purchasing/order-guide', () => {
  it('buys the rice by the case from its preferred vendor, by the date its lead time needs', async () => {
    const response = await t.app.inject({
      url: `/v1/purchasing/order-guide?${new URLSearchParams({ marketId, from: menu.date, to: menu.date, serviceLineIds: lunch })}`,
      headers: bearer(await t.signInAs('manager')),
    });
    expect(response.statusCode, response.body).toBe(200);
    const guide = body<PurchasingOrderGuide>(response).data;
    // By hand: 150 portions of Steamed Rice x 0.125 lb = 18.75 lb of Jasmine Rice, in
    // cases of 50 lb at $42.50 from Zeta Grains (preference 1): 1 case, $42.50, to order
    // 3 days (its lead time) before the service.
    const zeta = guide.vendors.find((vendor) => vendor.vendorName === 'Zeta Grains');
    expect(zeta?.days).toEqual([
      {
        orderBy: addDays(menu.date, -3),
        total: { cost: 42.5, partial: false },
        lines: [
          expect.objectContaining({
            ingredientId: ids.rice,
            itemId: 'ZG-5521',
            quantity: 18.75,
            unit: 'lb',
            unitsPerCase: 50,
            cases: 1,
            costPerCase: 42.5,
            lineCost: 42.5,
            deliveryDate: menu.date,
          }),
        ],
      },
    ]);
    expect(zeta?.csv).toEqual([
      { itemId: 'ZG-5521', description: 'Jasmine Rice', cases: 1, deliveryDate: menu.date },
    ]);
    // Nothing is dropped: the salt without an amount and the curry without a recipe are
    // listed with their reasons.
    expect(guide.unplaced.map((line) => [line.source, line.reason])).toEqual(
      expect.arrayContaining([
        ['Steamed Rice (Taste of Test, Lunch)', 'no amount'],
        [
          'Chickpea Curry, alternative dish of Chicken Thigh (Taste of Test, Lunch)',
          'no recipe: nothing of it is in the needs',
        ],
      ]),
    );
    expect(guide).toMatchObject({ from: menu.date, to: menu.date });
  });

  it('is refused without viewPurchasing', async () => {
    const response = await t.app.inject({
      url: `/v1/purchasing/order-guide?${new URLSearchParams({ marketId, from: menu.date, to: menu.date, serviceLineIds: lunch })}`,
      headers: bearer(await t.signInAs('culinary')),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /v1/purchasing/order-guide.csv', () => {
  const csvOf = async (vendorId: string, who: 'manager' | 'culinary' = 'manager') =>
    t.app.inject({
      url: `/v1/purchasing/order-guide.csv?${new URLSearchParams({ marketId, from: menu.date, to: menu.date, serviceLineIds: lunch, vendorId })}`,
      headers: bearer(await t.signInAs(who)),
    });
  const vendorNamed = (name: string) => idByName(db, s.vendors, name);

  it("gives the vendor's rows as its order portal imports them: the rice case", async () => {
    const response = await csvOf(await vendorNamed('Zeta Grains'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="order-guide-zeta-grains-${menu.date}-${menu.date}.csv"`,
    );
    // The order guide's figures: 18.75 lb of Jasmine Rice is 1 case of 50 lb, delivered
    // on the service date.
    expect(response.body).toBe(
      `Item ID,Description,Cases,Delivery date\r\nZG-5521,Jasmine Rice,1,${menu.date}\r\n`,
    );
  });

  it('writes an item id a spreadsheet would run as a formula as text', async () => {
    const [thighVendor] = await db
      .select()
      .from(s.ingredientVendors)
      .where(eq(s.ingredientVendors.ingredientId, ids.thigh));
    await db
      .update(s.ingredientVendors)
      .set({ productId: '=HYPERLINK("http://evil.example")' })
      .where(eq(s.ingredientVendors.id, thighVendor!.id));
    const [thigh] = await db.select().from(s.ingredients).where(eq(s.ingredients.id, ids.thigh));
    const response = await csvOf(thighVendor!.vendorId);
    expect(response.statusCode, response.body).toBe(200);
    // 125 portions x 5 oz = 625 oz of thigh in the factory's cases of 10: 63 cases.
    expect(response.body.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"")",${thigh!.name},63,${menu.date}`,
    );
  });

  it('answers 404 for a vendor with nothing to order, 403 without viewPurchasing', async () => {
    const alpha = await vendorNamed('Alpha Foods');
    const nothing = await csvOf(alpha);
    expect(nothing.statusCode).toBe(404);
    expect(body(nothing).error?.messages).toEqual([PURCHASING_MESSAGES.nothingToOrder]);
    expect((await csvOf(crypto.randomUUID())).statusCode).toBe(404);
    expect((await csvOf(await vendorNamed('Zeta Grains'), 'culinary')).statusCode).toBe(403);
  });
});
