import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement, buildMenu } from '../../../test/factories/index.js';
import {
  asCsvText,
  exportFileNamePattern,
  readCsv,
  readXlsx,
} from '../../../test/support/spreadsheets.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { brands } from '../../db/schema/index.js';

let t: TestApp;
let culinary: string;
let brandId: string;
beforeAll(async () => {
  t = await createTestApp();
  culinary = await t.signInAs('culinary');
  const db = t.database.db;
  const chicken = await buildElement(db, { name: 'Xport Chicken' });
  const rice = await buildElement(db, { name: 'Xport Rice' });
  const [brand] = await db.insert(brands).values({ name: 'Xport Brand' }).returning();
  brandId = brand!.id;
  await buildMenu(db, {
    name: 'Xport Bowl',
    brandId,
    serviceLineNames: ['Lunch', 'Dinner'],
    elementIds: [chicken.id, rice.id],
    description: '+ a formula',
    isDescriptionAutomated: false,
  });
  for (let n = 10; n < 36; n += 1) {
    await buildMenu(db, { name: `Xport Bulk ${n}`, brandId, elementIds: [rice.id] });
  }
  await buildMenu(db, { name: 'Xport Unbranded', elementIds: [rice.id] });
});
afterAll(() => t.close());

const exportMenus = (query: string, token = culinary) =>
  t.app.inject({ method: 'GET', url: `/v1/menus/export?${query}`, headers: bearer(token) });

describe('GET /v1/menus/export', () => {
  it('writes every master menu the search and brand match, all pages', async () => {
    const response = await exportMenus(`format=csv&q=xport&brand=${brandId}`);
    expect(response.headers['content-disposition']).toMatch(exportFileNamePattern('menus', 'csv'));
    const [header, ...rows] = readCsv(response);
    expect(header).toEqual([
      'Name',
      'Tag',
      'Brand',
      'Cuisine',
      'Service Lines',
      'Element Count',
      'Elements',
      'Description',
    ]);
    expect(rows).toHaveLength(27);
    expect(rows.map((row) => row[0])).not.toContain('Xport Unbranded');
    expect(rows.find((row) => row[0] === 'Xport Bowl')).toEqual([
      'Xport Bowl',
      'standard',
      'Xport Brand',
      '',
      'Lunch; Dinner',
      '2',
      'Xport Chicken; Xport Rice',
      "'+ a formula",
    ]);
  });

  it('writes the same cells as XLSX, the element count a number', async () => {
    const csv = readCsv(await exportMenus('format=csv&q=xport'));
    const sheet = await readXlsx(await exportMenus('format=xlsx&q=xport'));
    expect(csv).toHaveLength(29);
    expect(asCsvText(sheet)).toEqual(csv);
    expect(sheet.find((row) => row[0] === 'Xport Bowl')?.[5]).toBe(2);
  });

  it('refuses a caller without viewMenu and a format it does not write', async () => {
    const host = await t.signInAs('host');
    expect((await exportMenus('format=csv', host)).statusCode).toBe(403);
    expect((await exportMenus('format=')).statusCode).toBe(400);
  });
});
