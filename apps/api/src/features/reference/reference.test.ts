import { LIST_LIMITS } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildKeyword, buildVendor } from '../../../test/factories/index.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { elements, menuElementClasses, menus } from '../../db/schema/index.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signInAs('host');
  // The operator's own lists (beside the fixed vocabularies): 4 brands, 4 vendors, 5 keywords.
  const db = t.database.db;
  for (const name of ['Sifted', undefined, undefined, undefined]) await buildBrand(db, { name });
  for (const name of ['Sysco', undefined, undefined, undefined]) await buildVendor(db, { name });
  for (const name of ['spicy', undefined, undefined, undefined, undefined])
    await buildKeyword(db, { name });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(token) });

type Row = { id: string; name: string; [key: string]: unknown };

describe('reference lists', () => {
  const expected: [string, number, string[]][] = [
    [
      '/v1/service-lines',
      7,
      ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Happy Hour', 'Dessert', 'Special'],
    ],
    ['/v1/cuisine-types', 28, ['American', 'BBQ', 'Cajun/Creole', 'Tex Mex', 'Other']],
    ['/v1/allergens', 9, ['Milk', 'Peanuts', 'Sesame']],
    ['/v1/element-types', 17, ['Protein', 'Alt Protein', 'Veg Entree', 'Sandwich']],
    ['/v1/container-types', 10, ['Full Pan', 'Half Pan', '32oz Deli']],
    ['/v1/portion-units', 10, ['Ounce', 'Fluid Ounce']],
    // Phoenix (reference data) and the test world's three.
    ['/v1/markets', 4, ['Phoenix', 'Denver']],
    ['/v1/brands', 4, ['Sifted']],
    ['/v1/menu-element-classes', 4, ['standard']],
    ['/v1/serving-utensils', 10, ['Tongs']],
    ['/v1/serving-vessels', 8, ['Chafing Dish']],
    ['/v1/vendors', 4, ['Sysco']],
    ['/v1/service-types', 2, ['Sifted 1.0', 'Sifted 2.0']],
    ['/v1/tags', 5, ['spicy']],
    ['/v1/roles', 8, ['Super Admin', 'Admin', 'Culinary', 'Scheduler', 'Chef', 'Host']],
    ['/v1/add-ons', 2, ['Soup', 'Greens Bar']],
  ];

  it.each(expected)('%s answers its rows and meta.count', async (url, count, names) => {
    const response = await get(`${url}?perPage=100`);
    expect(response.statusCode).toBe(200);
    const envelope = body<Row[]>(response);
    expect(envelope.meta.count).toBe(count);
    expect(envelope.data.map((row) => row.name)).toEqual(expect.arrayContaining(names));
    expect(envelope.status).toBe(200);
    expect(envelope.error).toBeNull();
  });

  it('orders service lines the spec way and element types with what they feed', async () => {
    const lines = body<Row[]>(await get('/v1/service-lines')).data.map((row) => row.name);
    expect(lines.slice(0, 5)).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Happy Hour']);
    const types = body<Row[]>(await get('/v1/element-types?perPage=100')).data;
    const feeds = Object.fromEntries(types.map((type) => [type.name, type.feeds]));
    expect(feeds).toMatchObject({
      Protein: 'protein',
      'Alt Protein': 'protein',
      'Veg Entree': 'veg',
      Starch: 'all',
    });
  });

  it('marks the containers that may be filled by halves', async () => {
    const rows = body<Row[]>(await get('/v1/container-types')).data;
    const halves = rows.filter((row) => row.allowsHalf).map((row) => row.name);
    expect(halves.sort()).toEqual(['32oz Deli', 'Full Pan']);
  });

  it('gives the Greens Bar its 15 slots in order', async () => {
    const rows = body<(Row & { addOnSlots: { name: string; order: number }[] })[]>(
      await get('/v1/add-ons'),
    ).data;
    const greens = rows.find((row) => row.name === 'Greens Bar');
    expect(greens?.addOnSlots.map((slot) => slot.order)).toEqual([...Array(15).keys()]);
  });
});

describe('paging and search', () => {
  it('pages 25 rows by default and counts them all', async () => {
    const first = body<Row[]>(await get('/v1/cuisine-types?perPage=25'));
    expect(first.data).toHaveLength(25);
    expect(first.meta.count).toBe(28);
    const second = body<Row[]>(await get('/v1/cuisine-types?perPage=25&page=2'));
    expect(second.data).toHaveLength(3);
    const allergens = body<Row[]>(await get('/v1/allergens'));
    expect(allergens.data).toHaveLength(9);
  });

  it('searches names whatever the letter case, with LIKE wildcards taken literally', async () => {
    const found = body<Row[]>(await get('/v1/cuisine-types?q=MEX'));
    expect(found.data.map((row) => row.name).sort()).toEqual(['Mexican', 'Tex Mex']);
    expect(body<Row[]>(await get('/v1/cuisine-types?q=%25')).meta.count).toBe(0);
  });

  it.each([
    ['/v1/brands', LIST_LIMITS.brands],
    ['/v1/allergens', LIST_LIMITS.allergens],
    ['/v1/service-types', LIST_LIMITS.serviceTypes],
    ['/v1/tags', LIST_LIMITS.tags],
    ['/v1/menu-element-classes', LIST_LIMITS.menuElementClasses],
    ['/v1/element-types', LIST_LIMITS.elementTypes],
    ['/v1/markets', LIST_LIMITS.fixedList],
  ])('%s accepts perPage up to %i and refuses more', async (url, max) => {
    expect((await get(`${url}?perPage=${max}`)).statusCode).toBe(200);
    const tooMany = await get(`${url}?perPage=${max + 1}`);
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).error?.messages).toEqual([`perPage must be ${max} or less.`]);
  });

  it('refuses a page that is not a positive whole number', async () => {
    for (const page of ['abc', '0', '1.5', '-2']) {
      const response = await get(`/v1/brands?page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(body(response).error?.code).toBe('validation_failed');
    }
  });
});

describe('lookup maps', () => {
  it('answers container types by id and by name', async () => {
    const response = await get('/v1/maps/container-types');
    const { data } = body<{ byId: Record<string, Row>; byName: Record<string, Row> }>(response);
    const fullPan = data.byName['Full Pan'];
    expect(fullPan?.allowsHalf).toBe(true);
    expect(data.byId[fullPan?.id ?? '']?.name).toBe('Full Pan');
    expect(response.headers['cache-control']).toBe('private, max-age=600');
  });

  it('answers 400 to an unknown map', async () => {
    expect((await get('/v1/maps/ingredients')).statusCode).toBe(400);
  });
});

describe('tags already used by a name', () => {
  it('lists the tags of menus and elements of that name, letter case and slashes included', async () => {
    const db = t.database.db;
    const classes = await db.select().from(menuElementClasses);
    const [standard, lite] = [
      classes.find((c) => c.name === 'standard')!,
      classes.find((c) => c.name === 'lite')!,
    ];
    await db.insert(menus).values([
      { name: 'Test Taco Tuesday', menuElementClassId: standard.id },
      { name: 'Test Taco Tuesday', menuElementClassId: lite.id },
    ]);
    await db.insert(elements).values({ name: 'Salsa Roja/Verde', menuElementClassId: lite.id });

    const usedByMenu = body<Row[]>(
      await get('/v1/menu-element-classes/menu/test%20taco%20tuesday'),
    );
    expect(usedByMenu.data.map((row) => row.name)).toEqual(['lite', 'standard']);
    const usedByElement = body<Row[]>(
      await get('/v1/menu-element-classes/element/Salsa%20Roja%252FVerde'),
    );
    expect(usedByElement.data.map((row) => row.name)).toEqual(['lite']);
    expect(body<Row[]>(await get('/v1/menu-element-classes/menu/Unknown')).data).toEqual([]);
  });

  it('refuses a blank name', async () => {
    const response = await get('/v1/menu-element-classes/menu/%20');
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.messages).toEqual(['No menuName provided.']);
  });
});
