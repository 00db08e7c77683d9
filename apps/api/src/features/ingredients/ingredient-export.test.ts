import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIngredient, buildVendor } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import {
  asCsvText,
  exportFileNamePattern,
  readCsv,
  readXlsx,
} from '../../../test/support/spreadsheets.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { ingredients } from '../../db/schema/index.js';

const HEADERS = [
  'Name',
  'Type',
  'Protein Type',
  'Unit',
  'Allergens',
  ...[1, 2, 3].flatMap((slot) => [
    `Vendor ${slot}`,
    `Item Id ${slot}`,
    `Units Per Case ${slot}`,
    `Case Cost ${slot}`,
    `Shelf Life Days ${slot}`,
    `Lead Time Days ${slot}`,
  ]),
];

let t: TestApp;
let culinary: string;
beforeAll(async () => {
  t = await createTestApp();
  culinary = await t.signInAs('culinary');
  const db = t.database.db;
  const ref = await referenceIds(db);
  const sysco = await buildVendor(db, { name: 'Xport Sysco' });
  const usFoods = await buildVendor(db, { name: 'Xport US Foods' });
  await buildIngredient(db, {
    name: 'Xport Chicken',
    type: 'Protein',
    proteinType: 'Poultry',
    portionUnitId: ref.unit('oz'),
    allergenIds: [ref.allergen('Milk'), ref.allergen('Eggs')],
    noAllergens: false,
    vendors: [
      {
        vendorId: sysco.id,
        productId: 'SYS-1',
        unitsPerCase: 640,
        costPerCase: 89.6,
        expDays: 7,
        leadTime: 2,
      },
      { vendorId: usFoods.id, productId: 'USF-9', unitsPerCase: 160 },
    ],
  });
  const formula = await buildIngredient(db, { name: '=1+1 Xport' });
  // Allergens never filled in: only rows older than the rule that asks for them.
  await db.update(ingredients).set({ noAllergens: false }).where(eq(ingredients.id, formula.id));
  // More than a page of the list (25), so the file is seen to hold every page.
  for (let n = 10; n < 40; n += 1) await buildIngredient(db, { name: `Xport Bulk ${n}` });
  await buildIngredient(db, { name: 'Left out kale' });
});
afterAll(() => t.close());

const exportIngredients = (query: string, token = culinary) =>
  t.app.inject({ method: 'GET', url: `/v1/ingredients/export?${query}`, headers: bearer(token) });

describe('GET /v1/ingredients/export', () => {
  it('writes every ingredient the search matches, all pages, under the import headers', async () => {
    const response = await exportIngredients('format=csv&q=xport');
    expect(response.headers['content-disposition']).toMatch(
      exportFileNamePattern('ingredients', 'csv'),
    );
    const [header, ...rows] = readCsv(response);
    expect(header).toEqual(HEADERS);
    expect(rows).toHaveLength(32);
    expect(rows.map((row) => row[0])).not.toContain('Left out kale');
    expect(rows[0]?.slice(0, 5)).toEqual(["'=1+1 Xport", 'Vegetable', '', 'oz', '']);
    expect(rows[0]?.slice(7, 9)).toEqual(['10', '20']);
    expect(rows.find((row) => row[0] === 'Xport Bulk 10')?.[4]).toBe('None');
    expect(rows.find((row) => row[0] === 'Xport Chicken')).toEqual([
      'Xport Chicken',
      'Protein',
      'Poultry',
      'oz',
      'Eggs; Milk',
      'Xport Sysco',
      'SYS-1',
      '640',
      '89.6',
      '7',
      '2',
      'Xport US Foods',
      'USF-9',
      '160',
      '',
      '',
      '',
      ...Array(6).fill(''),
    ]);
  });

  it('writes the same cells as XLSX, numbers as numbers', async () => {
    const csv = readCsv(await exportIngredients('format=csv&q=xport'));
    const response = await exportIngredients('format=xlsx&q=xport');
    expect(response.headers['content-disposition']).toMatch(
      exportFileNamePattern('ingredients', 'xlsx'),
    );
    const sheet = await readXlsx(response);
    expect(asCsvText(sheet)).toEqual(csv);
    const chicken = sheet.find((row) => row[0] === 'Xport Chicken')!;
    expect(chicken.slice(7, 11)).toEqual([640, 89.6, 7, 2]);
  });

  it('refuses a caller without viewElement and a format it does not write', async () => {
    const host = await t.signInAs('host');
    expect((await exportIngredients('format=csv', host)).statusCode).toBe(403);
    const bad = await exportIngredients('format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.messages.join(' ')).toContain('format must be csv or xlsx.');
    expect((await exportIngredients('q=xport')).statusCode).toBe(400);
  });
});
