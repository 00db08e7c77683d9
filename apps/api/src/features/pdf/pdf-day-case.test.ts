import {
  type Account,
  CALCULATION_MESSAGES,
  type ScheduledMenu,
  type ServiceEvent,
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
import { pdfPages, pdfText } from '../../../test/pdf-text.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { asScheduledUpdate } from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The day's documents on a case of their own (issue #20): a chicken dish with a label
 * name, milk in it and a dairy-free alternative with its own recipe and allergens; a veg
 * entree; a naan without a container, which the numbers leave out; and a soup add-on
 * ordered on one account's event. The master menu (buildMenu: three rows) is scheduled on
 * each day and service line, its rows then edited.
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let marketId: string;
let menu: ScheduledMenu;
let papago: Account;
let saguaro: Account;
let masterMenuId: string;
const DATE = '2030-07-09';
const slot = () => ({ marketId, serviceLineId: ref.serviceLine('Lunch'), mealDate: DATE });
const NAAN_LEFT_OUT = () => CALCULATION_MESSAGES.someElementsMissing(['Naan']);

const MAIN = {
  name: 'Chicken Tikka Masala',
  labelName: 'Chicken Tikka',
  ingredients: 'Chicken thigh, whole-milk yogurt, cream, garam masala',
  method: 'Marinate overnight in the yogurt, roast, finish in the cream sauce.',
};
const ALTERNATIVE = {
  name: 'Dairy-Free Chicken Tikka',
  ingredients: 'Chicken thigh, coconut milk, sesame seeds, garam masala',
  method: 'Marinate in coconut milk, roast, finish with toasted sesame.',
};

async function event(account: Account, counts: object) {
  const response = await send('POST', '/v1/service-events', {
    accountId: account.id,
    addressId: account.address.id,
    serviceLineId: ref.serviceLine('Lunch'),
    serviceTypeId: ref.serviceType('Sifted 2.0'),
    date: DATE,
    ...counts,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return body<ServiceEvent>(response).data;
}

/** Twelve soups on the event, and the day's soup scheduled: Tomato Basil. */
async function orderSoup(serviceEvent: ServiceEvent) {
  const soup = ref.addOnType('Soup');
  const added = await send('POST', `/v1/service-events/${serviceEvent.id}/add-ons`, {
    addOnTypeId: soup,
  });
  const soupSlot = body<ServiceEvent>(added).data.addOns.find((r) => r.addOnSlot.name === 'Soup')!;
  await send('PUT', `/v1/service-events/${serviceEvent.id}/add-ons`, {
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
    date: DATE,
    scheduledElements: [{ addOnSlotId: soupSlot.addOnSlot.id, originalElementId: tomato.id }],
  });
  if (scheduled.statusCode !== 201) throw new Error(scheduled.body);
}

/** The master menu scheduled for the market on `date` (lunch unless told). */
const scheduleOn = (date: string, serviceLine = 'Lunch') =>
  buildScheduledMenu(t.database.db, {
    originalMenuId: masterMenuId,
    marketId,
    serviceLine,
    date,
  });

beforeAll(async () => {
  t = await createTestApp();
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  ref = await referenceIds(t.database.db);
  const db = t.database.db;
  marketId = (await buildMarket(db, { name: 'Documents Market', timeZone: 'America/Phoenix' })).id;
  papago = await buildAccount(db, { name: 'Papago', marketId });
  saguaro = await buildAccount(db, { name: 'Saguaro', marketId });
  masterMenuId = (await buildMenu(db)).id;
  // Papago: 5 of its 50 eaters need accommodations, so they eat the alternative.
  const papagoEvent = await event(papago, { eaterCount: 50, dietaryCount: 10, allergenCount: 5 });
  await event(saguaro, { eaterCount: 12, dietaryCount: 0, allergenCount: 0 });
  await orderSoup(papagoEvent);
  const scheduled = await scheduleOn(DATE);
  const [first, second, third] = asScheduledUpdate(scheduled).scheduledElements;
  const pan = {
    containerTypeId: ref.container('Full Pan'),
    portionPerPerson: 4,
    portionPerContainer: 120,
    isAlternate: false,
    alternative: null,
  };
  const saved = await send('PUT', `/v1/scheduled-menus/${scheduled.id}`, {
    ...asScheduledUpdate(scheduled),
    scheduledElements: [
      {
        ...first,
        ...pan,
        ...MAIN,
        order: 0,
        elementTypeId: ref.elementType('Protein'),
        servingTemp: 'HOT',
        allergenIds: [ref.allergen('Milk')],
        alternative: {
          ...ALTERNATIVE,
          allergenIds: [ref.allergen('Tree Nuts'), ref.allergen('Sesame')],
        },
      },
      {
        ...second,
        ...pan,
        order: 1,
        name: 'Chana Masala',
        labelName: null,
        elementTypeId: ref.elementType('Veg Entree'),
        allergenIds: [],
      },
      { ...third, order: 2, name: 'Naan', containerTypeId: null },
    ],
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  menu = body<ScheduledMenu>(saved).data;
});
afterAll(() => t.close());

const printed = async (path: string, payload: object) => {
  const response = await send('POST', path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};

/** The text from `from` up to the next `to` (or the end). */
const between = (text: string, from: string, to?: string) => {
  const start = text.indexOf(from);
  expect(start, `"${from}" is printed`).toBeGreaterThanOrEqual(0);
  const end = to ? text.indexOf(to, start + from.length) : -1;
  return text.slice(start, end < 0 ? undefined : end);
};

describe('the prep sheet', () => {
  it("prints the alternative under its own name with its own recipe and allergens, not the main's", async () => {
    const text = await pdfText(await printed('/v1/pdf/prep', slot()));
    const alternativeTitle = `${ALTERNATIVE.name} (alternative for ${MAIN.name})`;
    const main = between(text, `${MAIN.name} Type`, alternativeTitle);
    const alternative = between(text, alternativeTitle, 'Chana Masala Type');
    expect(main).toContain('Allergens: Milk');
    expect(main).toContain(MAIN.ingredients);
    expect(main).toContain(MAIN.method);
    expect(alternative).toContain('Allergens: Sesame, Tree Nuts');
    expect(alternative).toContain(ALTERNATIVE.ingredients);
    expect(alternative).toContain(ALTERNATIVE.method);
    expect(alternative).not.toContain('yogurt');
    expect(alternative).not.toContain('Milk,');
    expect(between(text, 'Chana Masala Type')).toContain('Allergens: none');
    expect(text.indexOf(`Left out: ${NAAN_LEFT_OUT()}`)).toBeLessThan(text.indexOf(MAIN.name));
  });
});

describe('the labels', () => {
  it("print the label name, and the alternative's containers as the alternative with its allergens", async () => {
    const pages = await pdfPages(await printed('/v1/pdf/labels', slot()));
    const [cover, ...sheets] = pages;
    expect(cover).toContain('Left out of these labels:');
    expect(cover).toContain(NAAN_LEFT_OUT());
    const labels = sheets.join(' ').split(/(?=Papago |Saguaro )/);
    const main = labels.filter(
      (label) => label.includes(`${MAIN.labelName} Container`) && !label.includes('ALTERNATIVE'),
    );
    const alternative = labels.filter((label) => label.includes('ALTERNATIVE for'));
    expect(main.length).toBeGreaterThan(0);
    for (const label of main) expect(label).toContain('Allergens: Milk');
    // 5 accommodated eaters × 4 oz = 20 oz: half a Full Pan, for Papago alone.
    expect(alternative).toHaveLength(1);
    expect(alternative[0]).toContain(`ALTERNATIVE for ${MAIN.labelName} ${ALTERNATIVE.name}`);
    expect(alternative[0]).toContain('Container 1 of 1 (half) · Full Pan');
    expect(alternative[0]).toContain('Allergens: Sesame, Tree Nuts');
    expect(pages.join(' ')).not.toContain(MAIN.name);
  });
});

describe('the service sheets', () => {
  it('list the alternative as its own dish, marked, with its own allergens', async () => {
    const scheduledMenuId = menu.id;
    const temperature = await pdfText(await printed('/v1/pdf/temperature', { scheduledMenuId }));
    expect(between(temperature, ALTERNATIVE.name)).toMatch(
      new RegExp(`^${ALTERNATIVE.name} Alternative for ${MAIN.labelName} HOT`),
    );
    const hostFlow = await pdfText(await printed('/v1/pdf/hostflow', { scheduledMenuId }));
    expect(between(hostFlow, ALTERNATIVE.name)).toContain(
      `Alternative for ${MAIN.labelName} Allergens: Sesame, Tree Nuts`,
    );
    expect(between(hostFlow, `${MAIN.labelName} Allergens`)).toContain(
      `${MAIN.labelName} Allergens: Milk`,
    );
    const cards = await pdfText(await printed('/v1/pdf/element-cards', { scheduledMenuId }));
    expect(between(cards, ALTERNATIVE.name)).toContain(
      `Alternative for ${MAIN.labelName} Contains: Sesame, Tree Nuts`,
    );
  });
});

describe('the Chef numbers and the packout', () => {
  it("print the day's add-ons and what the numbers left out", async () => {
    const chef = await pdfText(await printed('/v1/pdf/chefnumbers', slot()));
    expect(chef).toContain(`Left out: ${NAAN_LEFT_OUT()}`);
    // The add-on table is the only one with a Quantity column (pdfjs splits its bold header).
    // Nobody ordered a soup topping: the slot is left off.
    expect(chef.slice(chef.indexOf('Quantity'))).toMatch(
      /^Quantity Soup Soup Tomato Basil Soup 12 Catering Operations Console/,
    );
    const packout = await pdfText(await printed('/v1/pdf/packout', slot()));
    expect(packout.indexOf(`Left out: ${NAAN_LEFT_OUT()}`)).toBeLessThan(packout.indexOf('Papago'));
    expect(between(packout, 'Papago', 'Saguaro')).toContain('Tomato Basil Soup 12 Soup');
    expect(between(packout, 'Saguaro')).not.toContain('Soup');
    expect(packout).not.toContain('No add-ons were ordered');
  });

  it('say so when no add-ons were ordered', async () => {
    const other = { ...slot(), serviceLineId: ref.serviceLine('Dinner') };
    await scheduleOn(DATE, 'Dinner');
    for (const path of ['/v1/pdf/chefnumbers', '/v1/pdf/packout'])
      expect(await pdfText(await printed(path, other))).toContain(
        'No add-ons were ordered for this service.',
      );
  });
});

describe('a choice split evenly', () => {
  /**
   * Three sandwiches of which each eater takes one (33.34 / 33.33 / 33.33%), one a person,
   * ten to a Half Pan (no halves). Papago 50 eaters: ceil(16.67) = ceil(16.665) = 17 each,
   * 2 pans each; Saguaro 12: ceil(4.0008) = 5, then ceil(3.9996) = 4 and 4, 1 pan each.
   */
  const SHARES = [
    { name: 'Turkey Club', share: 33.34, eaters: 22 },
    { name: 'Ham and Swiss', share: 33.33, eaters: 21 },
    { name: 'Caprese Sandwich', share: 33.33, eaters: 21 },
  ];
  const SPLIT_DATE = '2030-07-10';
  const splitSlot = () => ({ ...slot(), mealDate: SPLIT_DATE });

  beforeAll(async () => {
    await event(papago, { date: SPLIT_DATE, eaterCount: 50, dietaryCount: 0, allergenCount: 0 });
    await event(saguaro, { date: SPLIT_DATE, eaterCount: 12, dietaryCount: 0, allergenCount: 0 });
    const scheduled = await scheduleOn(SPLIT_DATE);
    const rows = asScheduledUpdate(scheduled).scheduledElements;
    const saved = await send('PUT', `/v1/scheduled-menus/${scheduled.id}`, {
      ...asScheduledUpdate(scheduled),
      scheduledElements: SHARES.map(({ name, share }, order) => ({
        ...rows[order],
        name,
        labelName: null,
        order,
        share,
        elementTypeId: ref.elementType('Sandwich'),
        containerTypeId: ref.container('Half Pan'),
        portionPerPerson: 1,
        portionPerContainer: 10,
        isAlternate: false,
        alternative: null,
      })),
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  });

  it('cooks each sandwich for its share of the eaters, and says so on the Chef numbers and the prep sheet', async () => {
    const chef = await pdfText(await printed('/v1/pdf/chefnumbers', splitSlot()));
    for (const { name, share, eaters } of SHARES)
      expect(chef).toMatch(
        new RegExp(
          `${name} ${share}% of Sandwich eaters Sandwich Half Pan 1 oz 10 oz ${eaters} 3 ${eaters} oz 30 oz`,
        ),
      );
    const prep = await pdfText(await printed('/v1/pdf/prep', splitSlot()));
    for (const { name, share, eaters } of SHARES)
      expect(between(prep, `${name} Type`)).toContain(
        `Containers 3 Weight to cook 1.9 lb Eaters ${eaters} (${share}% of Sandwich eaters)`,
      );
  });

  it('packs and labels the containers the shares need, per account', async () => {
    const packout = await pdfText(await printed('/v1/pdf/packout', splitSlot()));
    for (const { name } of SHARES) {
      expect(between(packout, 'Papago', 'Saguaro')).toContain(`${name} 2 Half Pan`);
      expect(between(packout, 'Saguaro')).toContain(`${name} 1 Half Pan`);
    }
    const pages = await pdfPages(await printed('/v1/pdf/labels', splitSlot()));
    const text = pages.join(' ');
    for (const { name } of SHARES) {
      expect(text.split(`${name} Container`).length - 1).toBe(3);
      expect(text).toContain(`${name} Container 2 of 2 · Half Pan`);
    }
  });
});
