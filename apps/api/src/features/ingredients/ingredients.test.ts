import { INGREDIENT_MESSAGES, type Ingredient, STALE_MESSAGE } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendor } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp();
  culinary = await t.signInAs('culinary');
  await buildVendor(t.database.db, { name: 'Sysco' });
  await buildVendor(t.database.db, { name: 'US Foods' });
  ref = await referenceIds(t.database.db);
});
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  token = culinary,
) => t.app.inject({ method, url, headers: bearer(token), payload });

function chicken(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Chicken Thigh',
    type: 'Protein',
    proteinType: 'Poultry',
    portionUnitId: ref.unit('oz'),
    allergenIds: [],
    noAllergens: true,
    vendors: [
      {
        vendorId: ref.vendor('Sysco'),
        productId: 'SYS-1',
        unitsPerCase: 640,
        costPerCase: 89.6,
        expDays: 7,
        leadTime: 2,
      },
      {
        vendorId: ref.vendor('US Foods'),
        productId: 'USF-9',
        unitsPerCase: '160',
        costPerCase: '',
        expDays: '',
        leadTime: '',
      },
      { vendorId: '', productId: '', unitsPerCase: '', costPerCase: '' },
    ],
    ...overrides,
  };
}

describe('creating ingredients', () => {
  it('stores two vendors by preference, drops the empty third slot and costs the unit', async () => {
    const response = await send('POST', '/v1/ingredients', chicken());
    expect(response.statusCode).toBe(201);
    const ingredient = body<Ingredient>(response).data;
    expect(
      ingredient.vendors.map((v) => [v.preference, v.vendorName, v.unitsPerCase, v.costPerCase]),
    ).toEqual([
      [1, 'Sysco', 640, 89.6],
      [2, 'US Foods', 160, null],
    ]);
    expect(ingredient.vendors[1]?.expDays).toBeNull();
    expect(ingredient.costPerUnit).toBe(0.14);
    expect(ingredient.portionUnitAbbreviation).toBe('oz');
  });

  it.each([
    [{ name: '  ' }, INGREDIENT_MESSAGES.required('name')],
    [{ portionUnitId: '' }, INGREDIENT_MESSAGES.required('unit')],
    [{ proteinType: null }, INGREDIENT_MESSAGES.required('protein type')],
    [{ noAllergens: false, allergenIds: [] }, INGREDIENT_MESSAGES.allergens],
    [{ vendors: [] }, INGREDIENT_MESSAGES.vendorRequired(1, 'vendor')],
    [
      { vendors: [{ vendorId: '', unitsPerCase: 10 }] },
      INGREDIENT_MESSAGES.vendorRequired(1, 'vendor'),
    ],
    [
      { vendors: [{ vendorId: '00000000-0000-4000-8000-000000000001' }] },
      INGREDIENT_MESSAGES.vendorRequired(1, 'unit'),
    ],
    [
      {
        vendors: [
          { vendorId: '00000000-0000-4000-8000-000000000001', unitsPerCase: 5 },
          { vendorId: '00000000-0000-4000-8000-000000000002' },
        ],
      },
      INGREDIENT_MESSAGES.vendorRequired(2, 'unit'),
    ],
    // Typed figures in a later slot without its vendor are refused, not dropped.
    [
      {
        vendors: [
          { vendorId: '00000000-0000-4000-8000-000000000001', unitsPerCase: 5 },
          { vendorId: '', productId: 'USF-9' },
        ],
      },
      INGREDIENT_MESSAGES.vendorRequired(2, 'vendor'),
    ],
    [
      {
        vendors: [
          { vendorId: '00000000-0000-4000-8000-000000000001', unitsPerCase: 5 },
          {},
          { costPerCase: 12.5 },
        ],
      },
      INGREDIENT_MESSAGES.vendorRequired(3, 'vendor'),
    ],
  ])('refuses %j with its message and writes nothing', async (overrides, message) => {
    const before = body(await send('GET', '/v1/ingredients?q=Test Chicken')).meta.count;
    const response = await send(
      'POST',
      '/v1/ingredients',
      chicken({ name: 'Refused One', ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.messages).toContain(message);
    expect(body(await send('GET', '/v1/ingredients?q=Test Chicken')).meta.count).toBe(before);
    expect(body(await send('GET', '/v1/ingredients?q=Refused')).meta.count).toBe(0);
  });

  it('keeps the protein type for Protein only, and defaults the type to Fat', async () => {
    const response = await send(
      'POST',
      '/v1/ingredients',
      chicken({ name: 'Test Olive Oil', type: undefined, proteinType: 'Nut' }),
    );
    expect(body<Ingredient>(response).data).toMatchObject({ type: 'Fat', proteinType: null });
  });

  it('answers a taken name, in any letter case, with the spec message', async () => {
    const response = await send('POST', '/v1/ingredients', chicken({ name: 'test chicken THIGH' }));
    expect(response.statusCode).toBe(409);
    expect(body(response).error).toMatchObject({
      code: 'conflict',
      messages: [INGREDIENT_MESSAGES.conflict('test chicken THIGH')],
    });
  });

  it('answers 400, not 500, for a vendor or unit that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000aa';
    const badVendor = await send(
      'POST',
      '/v1/ingredients',
      chicken({ name: 'Ghost', vendors: [{ vendorId: unknown, unitsPerCase: 1 }] }),
    );
    expect(body(badVendor).error?.messages).toEqual(['Ingredient vendor does not exist.']);
    const badUnit = await send(
      'POST',
      '/v1/ingredients',
      chicken({ name: 'Ghost', portionUnitId: unknown }),
    );
    expect(body(badUnit).error?.messages).toEqual(['Ingredient unit does not exist.']);
    expect(body(await send('GET', '/v1/ingredients?q=Ghost')).meta.count).toBe(0);
  });
});

describe('updating and deleting', () => {
  it('updates with the updatedAt it read and refuses a stale one', async () => {
    const created = body<Ingredient>(
      await send('POST', '/v1/ingredients', chicken({ name: 'Test Feta' })),
    ).data;
    const payload = chicken({
      name: 'Test Feta Crumbles',
      type: 'Dairy',
      proteinType: null,
      noAllergens: false,
      allergenIds: [ref.allergen('Milk')],
    });
    const updated = await send('PUT', `/v1/ingredients/${created.id}`, {
      ...payload,
      updatedAt: created.updatedAt,
    });
    expect(updated.statusCode).toBe(200);
    expect(body<Ingredient>(updated).data).toMatchObject({
      name: 'Test Feta Crumbles',
      allergenIds: [ref.allergen('Milk')],
    });
    const stale = await send('PUT', `/v1/ingredients/${created.id}`, {
      ...payload,
      name: 'Lost Update',
      updatedAt: created.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).error).toMatchObject({ code: 'stale', messages: [STALE_MESSAGE] });
    expect(body<Ingredient>(await send('GET', `/v1/ingredients/${created.id}`)).data.name).toBe(
      'Test Feta Crumbles',
    );
  });

  it('answers 404 code 1000 for an unknown id', async () => {
    const response = await send('GET', '/v1/ingredients/00000000-0000-4000-8000-0000000000bb');
    expect(response.statusCode).toBe(404);
    expect(body(response).error?.code).toBe('1000');
  });

  it('deletes an unused ingredient and refuses one an element uses', async () => {
    const unused = body<Ingredient>(
      await send('POST', '/v1/ingredients', chicken({ name: 'Test Unused' })),
    ).data;
    expect((await send('DELETE', `/v1/ingredients/${unused.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/v1/ingredients/${unused.id}`)).statusCode).toBe(404);

    const used = body<Ingredient>(
      await send('POST', '/v1/ingredients', chicken({ name: 'Test Used' })),
    ).data;
    const element = await send('POST', '/v1/elements', {
      name: 'Test Roast Chicken',
      menuElementClassId: ref.tag('standard'),
      noAllergens: true,
      noIngredients: true,
      ingredientObjs: [{ ingredientId: used.id, amount: 6, portionUnitId: ref.unit('oz') }],
    });
    expect(element.statusCode).toBe(201);
    const refused = await send('DELETE', `/v1/ingredients/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([INGREDIENT_MESSAGES.inUse(1)]);
  });
});

describe('permissions', () => {
  it('lets a chef read but not write; the scheduler may edit but not delete', async () => {
    const chef = await t.signInAs('chef');
    expect((await send('GET', '/v1/ingredients', undefined, chef)).statusCode).toBe(200);
    expect(
      (await send('POST', '/v1/ingredients', chicken({ name: 'Chef Made' }), chef)).statusCode,
    ).toBe(403);
    const host = await t.signInAs('host');
    expect((await send('GET', '/v1/ingredients', undefined, host)).statusCode).toBe(403);
    const scheduler = await t.signInAs('scheduler');
    const created = body<Ingredient>(
      await send('POST', '/v1/ingredients', chicken({ name: 'Scheduler Made' }), scheduler),
    );
    expect(created.status).toBe(201);
    expect(
      (await send('DELETE', `/v1/ingredients/${created.data.id}`, undefined, scheduler)).statusCode,
    ).toBe(403);
  });
});
