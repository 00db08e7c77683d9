import {
  COPY_SUFFIX,
  ELEMENT_MESSAGES,
  type Element,
  type Ingredient,
  STALE_MESSAGE,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendor } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { menuElements, menus } from '../../db/schema/index.js';

let t: TestApp;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let rice: Ingredient;
let cream: Ingredient;
beforeAll(async () => {
  t = await createTestApp();
  culinary = await t.signInAs('culinary');
  await buildVendor(t.database.db, { name: 'Sysco' });
  ref = await referenceIds(t.database.db);
  const ingredient = async (name: string, unit: string, vendor: object) =>
    body<Ingredient>(
      await send('POST', '/v1/ingredients', {
        name,
        type: 'Grain',
        portionUnitId: ref.unit(unit),
        noAllergens: name !== 'Test Cream',
        allergenIds: name === 'Test Cream' ? [ref.allergen('Milk')] : [],
        vendors: [{ vendorId: ref.vendor('Sysco'), ...vendor }],
      }),
    ).data;
  rice = await ingredient('Test Jasmine Rice', 'lb', { unitsPerCase: 50, costPerCase: 60 }); // $1.20 a lb
  cream = await ingredient('Test Cream', 'qt', { unitsPerCase: 12 }); // no cost
});
afterAll(() => t.close());

function send(
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  token = culinary,
) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

function pilaf(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Rice Pilaf',
    menuElementClassId: ref.tag('standard'),
    elementTypeId: ref.elementType('Starch'),
    allergenIds: [ref.allergen('Milk')],
    ingredients: 'Jasmine rice, cream, salt',
    method: 'Toast the rice, add stock, simmer 18 minutes.',
    ingredientObjs: [
      { ingredientId: rice.id, amount: 4, portionUnitId: ref.unit('oz') },
      { ingredientId: cream.id, amount: 1, portionUnitId: ref.unit('fl. oz') },
    ],
    defaultContainerTypeId: ref.container('Full Pan'),
    defaultPortionPerPerson: 5,
    defaultPortionPerContainer: '120',
    defaultPortionUnitId: ref.unit('oz'),
    servingTemp: 'HOT',
    ...overrides,
  };
}
const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await send('POST', '/v1/elements', pilaf(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return body<Element>(response).data;
};

describe('elements', () => {
  it('creates an element with its ingredient objects and costs a portion', async () => {
    const element = await create();
    expect(element).toMatchObject({
      name: 'Test Rice Pilaf',
      menuElementClassName: 'standard',
      elementTypeName: 'Starch',
      allergenNames: ['Milk'],
      defaultPortionPerContainer: 120,
      servingTemp: 'HOT',
      menus: [],
    });
    // 4 oz of rice = 0.25 lb x $1.20; the cream has no vendor cost and is named.
    expect(element.costing.costPerPortion).toBe(0.3);
    expect(element.costing.uncosted).toEqual(['Test Cream']);
    expect(element.costing.lines.map((line) => line.problem)).toEqual([null, 'no vendor cost']);
  });

  it.each([
    [{ name: ' ' }, ELEMENT_MESSAGES.nameRequired],
    [{ menuElementClassId: '' }, ELEMENT_MESSAGES.tagRequired],
    [{ allergenIds: [], noAllergens: false }, ELEMENT_MESSAGES.allergens],
    [{ ingredients: '  ', noIngredients: false }, ELEMENT_MESSAGES.ingredients],
    [{ servingTemp: 'WARM' }, 'Serving temperature must be HOT, COLD or AMBIENT.'],
    [{ defaultPortionPerContainer: 0 }, ELEMENT_MESSAGES.containerPositive],
  ])('refuses %j with its message', async (overrides, message) => {
    const response = await send(
      'POST',
      '/v1/elements',
      pilaf({ name: 'Refused Element', ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.messages).toContain(message);
    expect(body(await send('GET', '/v1/elements?q=Refused')).meta.count).toBe(0);
  });

  it('answers 400, not 500, for an ingredient or tag that does not exist, and writes nothing', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000dd';
    const badIngredient = await send(
      'POST',
      '/v1/elements',
      pilaf({ name: 'Ghost Element', ingredientObjs: [{ ingredientId: unknown, amount: 1 }] }),
    );
    expect(badIngredient.statusCode).toBe(400);
    expect(body(badIngredient).error?.messages).toEqual(['The chosen ingredient does not exist.']);
    const badTag = await send(
      'POST',
      '/v1/elements',
      pilaf({ name: 'Ghost Element', menuElementClassId: unknown }),
    );
    expect(body(badTag).error?.messages).toEqual(['The chosen tag does not exist.']);
    expect(body(await send('GET', '/v1/elements?q=Ghost Element')).meta.count).toBe(0);
  });

  it('clears allergens and ingredients text when marked none', async () => {
    const element = await create({
      name: 'Test Plain Rice',
      noAllergens: true,
      noIngredients: true,
      ingredients: 'ignored',
    });
    expect(element).toMatchObject({
      allergenIds: [],
      ingredients: '',
      noIngredients: true,
      noAllergens: true,
    });
  });

  it('keeps a name unique per tag (any letter case), and allows it under another tag', async () => {
    await create({ name: 'Test Tag Unique' });
    const taken = await send('POST', '/v1/elements', pilaf({ name: 'test tag UNIQUE' }));
    expect(taken.statusCode).toBe(409);
    expect(body(taken).error?.messages).toEqual([
      ELEMENT_MESSAGES.conflictForTag('test tag UNIQUE', 'standard'),
    ]);
    expect(
      (
        await send(
          'POST',
          '/v1/elements',
          pilaf({ name: 'Test Tag Unique', menuElementClassId: ref.tag('lite') }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('updates with updatedAt, refuses a stale one, and answers 404 for an unknown id', async () => {
    const element = await create({ name: 'Test Updatable' });
    const next = pilaf({
      name: 'Test Updated',
      ingredientObjs: [{ ingredientId: rice.id, amount: 8, portionUnitId: null }],
    });
    const updated = await send('PUT', `/v1/elements/${element.id}`, {
      ...next,
      updatedAt: element.updatedAt,
    });
    expect(updated.statusCode).toBe(200);
    expect(body<Element>(updated).data.costing).toMatchObject({
      costPerPortion: null,
      uncosted: ['Test Jasmine Rice'],
    });
    const stale = await send('PUT', `/v1/elements/${element.id}`, {
      ...next,
      updatedAt: element.updatedAt,
    });
    expect(body(stale).error).toMatchObject({ code: 'stale', messages: [STALE_MESSAGE] });
    const unknown = await send('GET', '/v1/elements/00000000-0000-4000-8000-0000000000cc');
    expect(body(unknown).error?.code).toBe('1000');
  });

  it('lists by tag and search, with allergen names', async () => {
    await create({ name: 'Test Listed Pilaf', menuElementClassId: ref.tag('premium') });
    const list = body<Element[]>(
      await send('GET', `/v1/elements?q=listed&class=${ref.tag('premium')}`),
    );
    expect(list.meta.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      name: 'Test Listed Pilaf',
      menuElementClassName: 'premium',
      allergenNames: ['Milk'],
    });
    expect(
      body(await send('GET', `/v1/elements?q=listed&class=${ref.tag('lite')}`)).meta.count,
    ).toBe(0);
  });

  it('answers whole elements for a list of ids, and 400 for none', async () => {
    const [a, b] = [await create({ name: 'Test Full A' }), await create({ name: 'Test Full B' })];
    const full = body<Element[]>(
      await send('POST', '/v1/elements/full', { elementIds: [b.id, a.id] }),
    );
    expect(full.data.map((e) => e.name)).toEqual(['Test Full B', 'Test Full A']);
    const none = await send('POST', '/v1/elements/full', { elementIds: [] });
    expect(none.statusCode).toBe(400);
    expect(body(none).error?.messages).toEqual([ELEMENT_MESSAGES.noElementIds]);
  });
});

describe('copy and create', () => {
  it('copies into the first free tag by name, then refuses when every tag is used', async () => {
    const source = await create({ name: 'Test Variations', menuElementClassId: ref.tag('lite') });
    const tagsInOrder: string[] = [];
    for (let i = 0; i < 3; i++) {
      const copy = await send('POST', '/v1/elements/copy', { id: source.id, mode: 'tag' });
      expect(copy.statusCode).toBe(201);
      const element = body<Element>(copy).data;
      expect(element.name).toBe('Test Variations');
      expect(element.ingredientObjs).toHaveLength(2);
      tagsInOrder.push(element.menuElementClassName);
    }
    expect(tagsInOrder).toEqual(['catering', 'premium', 'standard']);
    const refused = await send('POST', '/v1/elements/copy', { id: source.id, mode: 'tag' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([ELEMENT_MESSAGES.noFreeTag]);
  });

  it('copies as a new element with the suffix, in the same tag', async () => {
    const source = await create({ name: 'Test Copy Me' });
    const copy = body<Element>(
      await send('POST', '/v1/elements/copy', { id: source.id, mode: 'new' }),
    ).data;
    expect(copy).toMatchObject({
      name: `Test Copy Me${COPY_SUFFIX}`,
      menuElementClassName: 'standard',
    });
    expect(copy.id).not.toBe(source.id);
  });
});

describe('deleting', () => {
  it('refuses to delete an element in menus, naming how many, and deletes a free one', async () => {
    const element = await create({ name: 'Test In Menus' });
    const db = t.database.db;
    const made = await db
      .insert(menus)
      .values([
        { name: 'Test Menu One', menuElementClassId: ref.tag('standard') },
        { name: 'Test Menu Two', menuElementClassId: ref.tag('standard') },
      ])
      .returning();
    await db
      .insert(menuElements)
      .values(made.map((menu) => ({ menuId: menu.id, elementId: element.id })));
    const refused = await send('DELETE', `/v1/elements/${element.id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([ELEMENT_MESSAGES.inMenus(2)]);
    const read = body<Element>(await send('GET', `/v1/elements/${element.id}`)).data;
    expect(read.menus.map((m) => m.name)).toEqual(['Test Menu One', 'Test Menu Two']);

    const free = await create({ name: 'Test Deletable' });
    expect((await send('DELETE', `/v1/elements/${free.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/v1/elements/${free.id}`)).statusCode).toBe(404);
  });

  it('needs removeElement to delete and addElement to copy', async () => {
    const element = await create({ name: 'Test Guarded' });
    const scheduler = await t.signInAs('scheduler');
    expect(
      (await send('DELETE', `/v1/elements/${element.id}`, undefined, scheduler)).statusCode,
    ).toBe(403);
    const chef = await t.signInAs('chef');
    expect(
      (await send('POST', '/v1/elements/copy', { id: element.id, mode: 'new' }, chef)).statusCode,
    ).toBe(403);
    expect((await send('GET', `/v1/elements/${element.id}`, undefined, chef)).statusCode).toBe(200);
  });
});
