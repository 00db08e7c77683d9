import {
  type Account,
  type AccountPortionModifiers,
  type AddOnCalculation,
  CALCULATION_MESSAGES,
  type ContainerCalculation,
  type ScheduledMenu,
  type ServiceEvent,
  SHARE_MESSAGES,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildElement,
  buildMarket,
  buildMenu,
  buildScheduledMenu,
} from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { asScheduledUpdate } from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The Chef numbers end to end: a market of its own with two accounts, a menu whose rows
 * are set to round numbers, an account modifier and a day override (docs/calculations.md).
 * The master menu (buildMenu: three rows) is scheduled on each day, its rows then edited.
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let marketId: string;
let papago: Account;
let saguaro: Account;
let papagoEvent: ServiceEvent;
let menu: ScheduledMenu;
let masterMenuId: string;
const DATE = '2030-07-09';
const query = () => ({ marketId, serviceLineId: ref.serviceLine('Lunch'), mealDate: '07/09/2030' });

async function event(account: Account, counts: object, date = DATE) {
  const response = await send('POST', '/v1/service-events', {
    accountId: account.id,
    addressId: account.address.id,
    serviceLineId: ref.serviceLine('Lunch'),
    serviceTypeId: ref.serviceType('Sifted 2.0'),
    date,
    ...counts,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return body<ServiceEvent>(response).data;
}

/** The master menu scheduled for the market's lunch on `date`. */
const scheduleOn = (date: string) =>
  buildScheduledMenu(t.database.db, { originalMenuId: masterMenuId, marketId, date });

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  ref = await referenceIds(t.database.db);
  const db = t.database.db;
  marketId = (await buildMarket(db, { name: 'Numbers Market', timeZone: 'America/Phoenix' })).id;
  papago = await buildAccount(db, { name: 'Papago', marketId });
  saguaro = await buildAccount(db, { name: 'Saguaro', marketId });
  masterMenuId = (await buildMenu(db)).id;
  papagoEvent = await event(papago, { eaterCount: 50, dietaryCount: 10, allergenCount: 5 });
  await event(saguaro, { eaterCount: 12, dietaryCount: 0, allergenCount: 0 });
  const scheduled = await scheduleOn(DATE);
  // Three rows: a protein and a veg entree in Full Pans of 120 oz at 4 oz a person, and a
  // row without a container.
  const [first, second, third] = asScheduledUpdate(scheduled).scheduledElements;
  const pan = {
    containerTypeId: ref.container('Full Pan'),
    portionPerPerson: 4,
    portionPerContainer: 120,
  };
  const saved = await send('PUT', `/v1/scheduled-menus/${scheduled.id}`, {
    ...asScheduledUpdate(scheduled),
    scheduledElements: [
      {
        ...first,
        ...pan,
        order: 0,
        name: 'Chicken',
        elementTypeId: ref.elementType('Protein'),
        isAlternate: false,
        alternative: null,
      },
      {
        ...second,
        ...pan,
        order: 1,
        name: 'Chana',
        elementTypeId: ref.elementType('Veg Entree'),
        isAlternate: false,
        alternative: null,
      },
      { ...third, order: 2, name: 'Naan', containerTypeId: null },
    ],
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  menu = body<ScheduledMenu>(saved).data;
  const modifiersUrl = `/v1/accounts/${papago.id}/portion-modifiers`;
  const { updatedAt } = body<AccountPortionModifiers>(await send('GET', modifiersUrl)).data;
  const typed = await send('PUT', modifiersUrl, {
    updatedAt,
    portionModifiers: [{ elementTypeId: ref.elementType('Protein'), value: 1.2 }],
  });
  if (typed.statusCode !== 200) throw new Error(typed.body);
  await send('PUT', `/v1/portion-modifiers/scheduled-elements/${menu.scheduledElements[0]!.id}`, {
    portionModifiers: [{ accountId: saguaro.id, portionModifier: 0.25 }],
  });
});
afterAll(() => t.close());

describe('POST /v2/calculations/containers', () => {
  it('counts each account and the totals by hand', async () => {
    const response = await send('POST', '/v2/calculations/containers', query());
    expect(response.statusCode, response.body).toBe(200);
    const numbers = body<ContainerCalculation>(response).data;
    expect(numbers.scheduledMenu).toMatchObject({ id: menu.id, isLocked: false });
    expect(numbers.accountSummaries.map((s) => [s.account.name, s.headCount, s.veggies])).toEqual([
      ['Papago', 50, 10],
      ['Saguaro', 12, 0],
    ]);
    const [p, s] = numbers.accountSummaries;
    // Papago: 40 protein eaters × 4 oz × 1.2 = 192 oz = 1.6 pans → 2; 10 veg × 4 = 40 oz → ½.
    expect(p!.elements).toEqual([
      {
        key: numbers.containerTotals[0]!.key,
        eaters: 40,
        portionModifier: 1.2,
        containerCount: 2,
        halfCount: 0,
        portion: 192,
      },
      {
        key: numbers.containerTotals[1]!.key,
        eaters: 10,
        portionModifier: 1,
        containerCount: 0,
        halfCount: 1,
        portion: 40,
      },
    ]);
    // Saguaro: the day's 0.25 overrides: 12 × 4 × 0.25 = 12 oz → ½; no veg eaters.
    expect(s!.elements[0]).toMatchObject({
      portionModifier: 0.25,
      containerCount: 0,
      halfCount: 1,
      portion: 12,
    });
    expect(s!.elements[1]).toMatchObject({ eaters: 0, containerCount: 0, halfCount: 0 });
    expect(
      numbers.containerTotals.map((l) => [
        l.name,
        l.containerCount,
        l.halfCount,
        l.portion,
        l.roundedPortion,
      ]),
    ).toEqual([
      ['Chicken', 2, 1, 204, 300],
      ['Chana', 0, 1, 40, 60],
    ]);
    expect(numbers.containerTotals[0]).toMatchObject({
      container: { name: 'Full Pan', allowsHalf: true },
      portionUnit: { abbreviation: 'oz' },
    });
    expect(numbers.error).toBeNull();
    expect(numbers.warnings).toEqual([CALCULATION_MESSAGES.someElementsMissing(['Naan'])]);
  });

  it('guards the market, the service line and the date', async () => {
    const missing = await send('POST', '/v2/calculations/containers', { mealDate: '07/09/2030' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).error?.messages.join(' ')).toContain(CALCULATION_MESSAGES.noMarket);
    expect(body(missing).error?.messages.join(' ')).toContain(CALCULATION_MESSAGES.noServiceLine);
    const badDate = await send('POST', '/v2/calculations/containers', {
      ...query(),
      mealDate: '02/30/2030',
    });
    expect(badDate.statusCode).toBe(400);
    const unknown = await send('POST', '/v2/calculations/containers', {
      ...query(),
      marketId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).error?.messages).toEqual([CALCULATION_MESSAGES.noMarket]);
    const empty = await send('POST', '/v2/calculations/containers', {
      ...query(),
      mealDate: '07/10/2030',
    });
    expect(empty.statusCode).toBe(404);
    expect(body(empty).error?.messages).toEqual([CALCULATION_MESSAGES.noData]);
  });
});

describe('the choice share', () => {
  it('cooks three sandwiches split evenly for 100 eaters as 34 + 34 + 34', async () => {
    await event(papago, { eaterCount: 100, dietaryCount: 0, allergenCount: 0 }, '2030-07-11');
    const scheduled = await scheduleOn('2030-07-11');
    const rows = asScheduledUpdate(scheduled).scheduledElements.slice(0, 3);
    const shares = [33.34, 33.33, 33.33];
    const saved = await send('PUT', `/v1/scheduled-menus/${scheduled.id}`, {
      ...asScheduledUpdate(scheduled),
      scheduledElements: rows.map((row, order) => ({
        ...row,
        order,
        name: ['Turkey Club', 'Caprese', 'Roast Beef'][order],
        elementTypeId: ref.elementType('Sandwich'),
        isAlternate: false,
        alternative: null,
        containerTypeId: ref.container('Full Pan'),
        portionPerPerson: 1,
        portionPerContainer: 12,
        share: shares[order],
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<ScheduledMenu>(saved).data.scheduledElements.map((r) => r.share)).toEqual(shares);
    const response = await send('POST', '/v2/calculations/containers', {
      ...query(),
      mealDate: '07/11/2030',
    });
    expect(response.statusCode, response.body).toBe(200);
    const numbers = body<ContainerCalculation>(response).data;
    // Sandwiches feed everyone: ceil(100 × 33.34 %) = 34 and ceil(100 × 33.33 %) = 34, so
    // 102 sandwiches, not 300; 34 / 12 = 2.83 pans → 3 full (2½ would hold 30).
    expect(
      numbers.containerTotals.map((l) => [
        l.name,
        l.share,
        l.eaters,
        l.containerCount,
        l.halfCount,
      ]),
    ).toEqual([
      ['Turkey Club', 33.34, 34, 3, 0],
      ['Caprese', 33.33, 34, 3, 0],
      ['Roast Beef', 33.33, 34, 3, 0],
    ]);
  });

  it('refuses a share outside 0.01 to 100 with the message', async () => {
    const response = await send('PUT', `/v1/scheduled-menus/${menu.id}`, {
      ...asScheduledUpdate(menu),
      scheduledElements: asScheduledUpdate(menu).scheduledElements.map((row, i) => ({
        ...row,
        share: i === 0 ? 0 : 100,
      })),
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.messages.join(' ')).toContain(SHARE_MESSAGES.invalid);
  });
});

describe('POST /v1/calculations/add-ons', () => {
  it("sums each slot's quantities, naming the day's scheduled element", async () => {
    const soup = ref.addOnType('Soup');
    const added = await send('POST', `/v1/service-events/${papagoEvent.id}/add-ons`, {
      addOnTypeId: soup,
    });
    const rows = body<ServiceEvent>(added).data.addOns;
    const soupSlot = rows.find((row) => row.addOnSlot.name === 'Soup')!;
    await send('PUT', `/v1/service-events/${papagoEvent.id}/add-ons`, {
      addOnTypeId: soup,
      serviceEventAddOns: [
        { id: soupSlot.id, quantity: 12, pricePerUnit: 4.5, updatedAt: soupSlot.updatedAt },
      ],
    });
    const tomato = await buildElement(t.database.db, { name: 'Tomato Basil Soup' });
    const scheduled = await send('POST', '/v1/scheduled-add-ons', {
      addOnTypeId: soup,
      marketId,
      serviceLineId: ref.serviceLine('Lunch'),
      date: '07/09/2030',
      scheduledElements: [{ addOnSlotId: soupSlot.addOnSlot.id, originalElementId: tomato.id }],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const response = await send('POST', '/v1/calculations/add-ons', query());
    expect(response.statusCode, response.body).toBe(200);
    const numbers = body<AddOnCalculation>(response).data;
    expect(numbers.addOns).toEqual([
      {
        addOnTypeId: soup,
        name: 'Soup',
        scheduledAddOnId: body<{ id: string }>(scheduled).data.id,
        slots: [
          expect.objectContaining({
            slotName: 'Soup',
            elementName: 'Tomato Basil Soup',
            quantity: 12,
          }),
          expect.objectContaining({ slotName: 'Soup Topping', elementName: null, quantity: 0 }),
        ],
      },
    ]);
    expect(numbers.summaries.map((s) => s.account.name)).toEqual(['Papago']);
  });
});
