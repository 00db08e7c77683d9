import { MENU_MESSAGES, type MenuListItem } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

/** Schedule One's picker: `GET /v1/menus?serviceLine=` ranks the line's menus first. */

let t: TestApp;
let send: ReturnType<typeof sender>;
let dinner: string;

beforeAll(async () => {
  t = await createTestApp();
  const scheduler = await t.signInAs('scheduler');
  send = sender(t, () => scheduler);
  const ref = await referenceIds(t.database.db);
  dinner = ref.serviceLine('Dinner');
  const menu = (name: string, serviceLineNames: string[], more = {}) =>
    buildMenu(t.database.db, { name, serviceLineNames, ...more });
  // Alphabetically the breakfast and lunch menus come first: the ranking must undo that.
  await menu('aardvark Lunch Box', ['Lunch']);
  await menu('Alpine Breakfast Plate', ['Breakfast']);
  await menu('Bistro Supper Plate', ['Dinner'], {
    tag: 'premium',
    cuisineTypeId: ref.cuisine('French'),
  });
  await menu('Curry Night', ['Lunch', 'Dinner']);
  await menu('Dawn Oats', ['Breakfast']);
  await menu('Evening Grill Plate', ['Dinner']);
  await menu('Untagged Buffet', []);
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await send('GET', `/v1/menus?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return body<MenuListItem[]>(response);
}
const names = (page: { data: MenuListItem[] }) => page.data.map((menu) => menu.name);

describe('menus ranked for a service line', () => {
  it("lists the line's menus first, then the rest marked, each part by name", async () => {
    const ranked = await list(`serviceLine=${dinner}&perPage=100`);
    expect(names(ranked)).toEqual([
      'Bistro Supper Plate',
      'Curry Night',
      'Evening Grill Plate',
      'aardvark Lunch Box',
      'Alpine Breakfast Plate',
      'Dawn Oats',
      'Untagged Buffet',
    ]);
    expect(ranked.data.map((menu) => menu.matchesServiceLine)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(ranked.meta.count).toBe(7);
    // What the picker shows of each menu rides on the row.
    expect(ranked.data[0]).toMatchObject({
      menuElementClassName: 'premium',
      cuisineTypeName: 'French',
      serviceLineNames: ['Dinner'],
    });
    expect(ranked.data[1]!.serviceLineNames).toEqual(['Lunch', 'Dinner']);
  });

  it('searches across every menu, the matching ones still first', async () => {
    const found = await list(`serviceLine=${dinner}&q=plate`);
    expect(names(found)).toEqual([
      'Bistro Supper Plate',
      'Evening Grill Plate',
      'Alpine Breakfast Plate',
    ]);
    expect(found.data.map((menu) => menu.matchesServiceLine)).toEqual([true, true, false]);
    expect(found.meta.count).toBe(3);
  });

  it('pages through the same ranking without repeating or losing a menu', async () => {
    const whole = names(await list(`serviceLine=${dinner}&perPage=100`));
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const part = await list(`serviceLine=${dinner}&perPage=2&page=${page}`);
      expect(part.meta.count).toBe(7);
      pages.push(...names(part));
    }
    expect(pages).toEqual(whole);
  });

  it('leaves the plain list as it was: by name, unmarked', async () => {
    const plain = await list('perPage=100');
    expect(names(plain)).toEqual([
      'aardvark Lunch Box',
      'Alpine Breakfast Plate',
      'Bistro Supper Plate',
      'Curry Night',
      'Dawn Oats',
      'Evening Grill Plate',
      'Untagged Buffet',
    ]);
    expect(plain.data.every((menu) => !('matchesServiceLine' in menu))).toBe(true);
  });

  it('refuses a service line that is not an id, or no line at all', async () => {
    for (const serviceLine of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await send('GET', `/v1/menus?serviceLine=${serviceLine}`);
      expect(response.statusCode).toBe(400);
      expect(body(response).error).toMatchObject({ code: 'validation_failed' });
      expect(body(response).error?.messages?.join(' ')).toContain(MENU_MESSAGES.unknownServiceLine);
    }
  });
});
