import { ROLE_NAMES } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildElement,
  buildIngredient,
  buildKeyword,
  buildMarket,
  buildUser,
} from './factories/index.js';
import { bearer, body, createTestApp, type TestApp } from './test-app.js';
import { WORLD_MARKETS, WORLD_USERS } from './test-world.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'base' });
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
