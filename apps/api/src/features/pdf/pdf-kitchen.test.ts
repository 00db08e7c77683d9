import { type ContainerCalculation, formatCount, type ScheduledMenu } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { pdfPages } from '../../../test/pdf-text.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { buildServedLunch } from '../../../test/served-lunch-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAFE_LIMITS } from './documents/temperature.js';

/**
 * The kitchen's sheets for a lunch of three Phoenix accounts, read back. Each account has
 * 50 eaters, 10 of them veg (served-lunch-fixtures.ts); the menu serves a protein with milk
 * in it, a veg entree and a starch without allergens (the factories' default rows).
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let lunch: ScheduledMenu;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  ref = await referenceIds(t.database.db);
  const db = t.database.db;
  const elementIds = [
    await buildElement(db, {
      name: 'Chicken Tikka Masala',
      ingredients: 'Chicken thigh, yogurt, cream, garam masala',
      allergens: ['Milk'],
    }),
    await buildElement(db, { name: 'Chana Masala', ingredients: 'Chickpeas, tomato, onion' }),
    await buildElement(db, { name: 'Jeera Rice', ingredients: 'Basmati rice, cumin seeds' }),
  ].map((element) => element.id);
  lunch = (await buildServedLunch(db, { accounts: 3, menu: { elementIds } })).scheduledMenu;
});
afterAll(() => t.close());

describe('POST /v1/pdf/packout', () => {
  it("lists every account's containers and container types, as the numbers count them", async () => {
    const slot = {
      marketId: ref.market('Phoenix'),
      serviceLineId: ref.serviceLine('Lunch'),
      mealDate: lunch.date,
    };
    const numbers = body<ContainerCalculation>(
      await send('POST', '/v2/calculations/containers', slot),
    ).data;
    const response = await send('POST', '/v1/pdf/packout', slot);
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`Packout: ${lunch.name}`);
    const [first] = numbers.accountSummaries;
    expect(first!.headCount).toBe(50); // each account's serving schedule: 40 + 10 veg eaters
    const block = text.slice(text.indexOf(first!.account.name));
    expect(block).toContain(`${first!.headCount} eaters`);
    expect(block).toContain(numbers.containerTotals[0]!.container.name);
    for (const account of numbers.accountSummaries) expect(text).toContain(account.account.name);
  });
});

describe('POST /v1/pdf/temperature', () => {
  it('prints each dish with its serving temperature, the safe limits and the reading boxes', async () => {
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    const response = await send('POST', '/v1/pdf/temperature', { scheduledMenuId: lunch.id });
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`Temperature Checklist: ${menu.name}`);
    for (const header of ['Departure', 'Arrival', 'Service start', 'Service end'])
      expect(text).toContain(header);
    expect(text).toContain(SAFE_LIMITS.COLD);
    expect(text).toContain(SAFE_LIMITS.HOT);
    for (const row of menu.scheduledElements) expect(text).toContain(row.labelName || row.name);
  });
});

describe('POST /v1/pdf/prep', () => {
  it('prints each line with its counts, weight, ingredients and method', async () => {
    const slot = {
      marketId: ref.market('Phoenix'),
      serviceLineId: ref.serviceLine('Lunch'),
      mealDate: lunch.date,
    };
    const numbers = body<ContainerCalculation>(
      await send('POST', '/v2/calculations/containers', slot),
    ).data;
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    const response = await send('POST', '/v1/pdf/prep', slot);
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`Prep Sheet: ${lunch.name}`);
    const [line] = numbers.containerTotals;
    // The protein feeds the non-veg eaters: 3 accounts × (50 − 10) = 120.
    expect([line!.name, line!.eaters]).toEqual(['Chicken Tikka Masala', 120]);
    const section = text.slice(text.indexOf(line!.name));
    expect(section).toContain(`Eaters ${formatCount(line!.eaters)}`);
    // Each account's 240 oz fill 2 Full Pans: 6 in all, 120 × 6 oz = 720 oz = 45.0 lb.
    expect(section).toContain('Containers 6 full Weight to cook 45.0 lb Eaters 120');
    const row = menu.scheduledElements.find((r) => r.id === line!.scheduledElementId)!;
    // The ingredients as printed (pdfjs reads wrapped lines back joined by spaces).
    expect(section).toContain(row.ingredients.split(/\s+/).slice(0, 3).join(' '));
  });
});

describe('POST /v1/pdf/element-cards', () => {
  it('prints a card per dish with the name eaters see and its allergens', async () => {
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    const response = await send('POST', '/v1/pdf/element-cards', { scheduledMenuId: lunch.id });
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    for (const row of menu.scheduledElements) expect(text).toContain(row.labelName || row.name);
    // The chicken has milk in it; the chana and the rice have no allergens.
    expect(menu.scheduledElements.map((row) => row.allergenNames)).toEqual([['Milk'], [], []]);
    expect(text).toContain('Contains: Milk');
    expect(text).toContain('no major allergens');
  });
});

describe('POST /v1/pdf/labels', () => {
  it('prints one label per container the numbers count, ten to a page', async () => {
    const slot = {
      marketId: ref.market('Phoenix'),
      serviceLineId: ref.serviceLine('Lunch'),
      mealDate: lunch.date,
    };
    const numbers = body<ContainerCalculation>(
      await send('POST', '/v2/calculations/containers', slot),
    ).data;
    const containers = numbers.accountSummaries
      .flatMap((account) => account.elements)
      .reduce((sum, element) => sum + element.containerCount + element.halfCount, 0);
    // Per account: protein 40 × 6 oz = 240 oz = 2 Full Pans of 120; veg entree 10 × 6 = 60 oz,
    // a half; starch 50 × 5 = 250 oz = 2.5 pans of 100, 2 full and a half: 6 containers.
    // Three accounts: 18 labels, more than a page of ten.
    expect(containers).toBe(18);
    const response = await send('POST', '/v1/pdf/labels', slot);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Labels');
    // Every row has a container, so nothing is left out and no cover page comes first
    // (pdf-day-case.test.ts prints one).
    expect(numbers.warnings).toEqual([]);
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(Math.ceil(containers / 10));
    const text = pages.join(' ');
    expect(text.match(/Container \d+ of \d+/g)).toHaveLength(containers);
    const [first] = numbers.accountSummaries;
    expect(pages[0]).toContain(first!.account.name);
    const missing = await send('POST', '/v1/pdf/labels', { ...slot, mealDate: '2031-01-04' });
    expect(missing.statusCode).toBe(404);
  });
});
