import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement, buildIngredient } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import {
  asCsvText,
  exportFileNamePattern,
  readCsv,
  readXlsx,
} from '../../../test/support/spreadsheets.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';

const HEADERS = [
  'Name',
  'Tag',
  'Element Type',
  'Serving Temperature',
  'Allergens',
  'Ingredients',
  'Ingredient Amounts',
  'Container',
  'Portion Per Person',
  'Portion Per Container',
  'Portion Unit',
  'Method',
];

let t: TestApp;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp();
  culinary = await t.signInAs('culinary');
  const db = t.database.db;
  ref = await referenceIds(db);
  const rice = await buildIngredient(db, { name: 'Xport Rice', portionUnitId: ref.unit('oz') });
  const salt = await buildIngredient(db, { name: 'Xport Salt', portionUnitId: ref.unit('oz') });
  await buildElement(db, {
    name: 'Xport Pilaf',
    elementTypeId: ref.elementType('Starch'),
    servingTemp: 'HOT',
    allergens: ['Milk', 'Eggs'],
    ingredients: 'Rice, salt',
    method: '=HYPERLINK("x")',
    ingredientObjs: [
      { ingredientId: rice.id, amount: 4.5, portionUnitId: '' },
      { ingredientId: salt.id, amount: 0.25, portionUnitId: ref.unit('g') },
    ],
    defaultContainerTypeId: ref.container('Full Pan'),
    defaultPortionPerPerson: 4,
    defaultPortionPerContainer: 160,
    defaultPortionUnitId: ref.unit('oz'),
  });
  for (let n = 10; n < 36; n += 1) await buildElement(db, { name: `Xport Bulk ${n}` });
  await buildElement(db, { name: 'Xport Pilaf', tag: 'lite' });
});
afterAll(() => t.close());

const exportElements = (query: string, token = culinary) =>
  t.app.inject({ method: 'GET', url: `/v1/elements/export?${query}`, headers: bearer(token) });

describe('GET /v1/elements/export', () => {
  it('writes every element the search and tag match, all pages, with ingredient amounts', async () => {
    const standard = ref.tag('standard');
    const response = await exportElements(`format=csv&q=xport&class=${standard}`);
    expect(response.headers['content-disposition']).toMatch(
      exportFileNamePattern('elements', 'csv'),
    );
    const [header, ...rows] = readCsv(response);
    expect(header).toEqual(HEADERS);
    expect(rows).toHaveLength(27);
    expect(rows.filter((row) => row[1] === 'lite')).toEqual([]);
    expect(rows.find((row) => row[0] === 'Xport Bulk 10')?.slice(4, 7)).toEqual([
      'None',
      'Water, salt',
      '',
    ]);
    expect(rows.find((row) => row[0] === 'Xport Pilaf')).toEqual([
      'Xport Pilaf',
      'standard',
      'Starch',
      'Hot',
      'Eggs; Milk',
      'Rice, salt',
      'Xport Rice: 4.5 oz; Xport Salt: 0.25 g',
      'Full Pan',
      '4',
      '160',
      'oz',
      `'=HYPERLINK("x")`,
    ]);
    const both = readCsv(await exportElements('format=csv&q=xport pilaf'));
    expect(both.slice(1).map((row) => row[1])).toEqual(['lite', 'standard']);
  });

  it('writes the same cells as XLSX', async () => {
    const csv = readCsv(await exportElements('format=csv&q=xport'));
    const sheet = await readXlsx(await exportElements('format=xlsx&q=xport'));
    expect(asCsvText(sheet)).toEqual(csv);
    expect(
      sheet.find((row) => row[0] === 'Xport Pilaf' && row[1] === 'standard')?.slice(8, 10),
    ).toEqual([4, 160]);
  });

  it('refuses a caller without viewElement and a format it does not write', async () => {
    const host = await t.signInAs('host');
    expect((await exportElements('format=xlsx', host)).statusCode).toBe(403);
    expect((await exportElements('format=xls')).statusCode).toBe(400);
  });
});
