import {
  IMPORT_MESSAGES,
  type ImportDryRun,
  type Ingredient,
  XLSX_CONTENT_TYPE,
} from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIngredient, buildVendor } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { roles } from '../../db/schema/index.js';

let t: TestApp;
let culinary: string;
let chef: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let basil: Ingredient;
beforeAll(async () => {
  t = await createTestApp();
  culinary = await t.signInAs('culinary');
  chef = await t.signInAs('chef');
  await buildVendor(t.database.db, { name: 'Imp Sysco' });
  await buildVendor(t.database.db, { name: 'Imp Foods' });
  ref = await referenceIds(t.database.db);
  basil = await buildIngredient(t.database.db, {
    name: 'Imp Basil',
    vendors: [
      { vendorId: ref.vendor('Imp Sysco'), productId: 'B-1', unitsPerCase: 16, costPerCase: 12 },
    ],
  });
});
afterAll(() => t.close());

const HEADER =
  'Name,Type,Protein Type,Unit,Allergens,Vendor 1,Item Id 1,Units Per Case 1,Case Cost 1,Shelf Life Days 1,Lead Time Days 1';

function post(
  action: 'dry-run' | 'apply',
  kind: string,
  payload: string | Buffer,
  options: { type?: string; mapping?: object; token?: string } = {},
) {
  const query = new URLSearchParams({ kind, fileName: 'sheet.csv' });
  if (options.mapping) query.set('mapping', JSON.stringify(options.mapping));
  return t.app.inject({
    method: 'POST',
    url: `/v1/imports/${action}?${query}`,
    headers: { ...bearer(options.token ?? culinary), 'content-type': options.type ?? 'text/csv' },
    payload,
  });
}
const dryRun = async (kind: string, payload: string | Buffer, options = {}) => {
  const response = await post('dry-run', kind, payload, options);
  expect(response.statusCode, response.body).toBe(200);
  return body<ImportDryRun>(response).data;
};
const outcomes = (run: ImportDryRun) => run.rows.map((row) => [row.line, row.outcome]);

describe('ingredient import dry run', () => {
  it('tells create, update (with the changes), unchanged and refused, with reasons', async () => {
    const run = await dryRun(
      'ingredients',
      [
        HEADER,
        'Imp Basil,Vegetable,,oz,None,Imp Sysco,B-1,16,"1,234.50",,',
        'imp basil,Vegetable,,oz,None,Imp Sysco,B-1,16,12,,',
        'Imp Thyme,Seasoning/Spice,,oz,None,Imp Foods,T-9,"12,5",3,5,2',
        'Imp Fig,Fruit,,kilo-ish,Gluten-ish,Nobody,X,abc,,,',
        'Imp Leek,Vegetable,,oz,,Imp Sysco,,4,,,',
      ].join('\r\n'),
    );
    expect(outcomes(run)).toEqual([
      [2, 'update'],
      [3, 'refused'],
      [4, 'create'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(run.rows[0]?.changes).toEqual(['Case Cost 1: 12 → 1234.5']);
    expect(run.rows[1]?.reasons).toEqual([IMPORT_MESSAGES.duplicateName('imp basil', 2)]);
    expect(run.rows[3]?.reasons).toEqual([
      IMPORT_MESSAGES.unknownName('unit', 'kilo-ish'),
      IMPORT_MESSAGES.unknownName('allergen', 'Gluten-ish'),
      IMPORT_MESSAGES.unknownName('vendor', 'Nobody'),
      IMPORT_MESSAGES.notANumber('Units Per Case 1', 'abc'),
    ]);
    expect(run.rows[4]?.reasons).toEqual([
      "Please fill in this ingredient's allergens or mark that there are no allergens.",
    ]);
    expect(run.counts).toEqual({ create: 1, update: 1, unchanged: 0, refused: 3 });
  });

  it('matches by item id when the name is new, and keeps what columns the file lacks', async () => {
    const run = await dryRun(
      'ingredients',
      'Ingredient,Type,Unit,Allergens,Supplier,SKU,Pack Size,Notes\r\nImp Sweet Basil,Vegetable,oz,None,Imp Sysco,b-1,16,hello\r\n',
    );
    expect(run.mapping).toMatchObject({
      name: 'Ingredient',
      vendor1: 'Supplier',
      itemId1: 'SKU',
      unitsPerCase1: 'Pack Size',
      caseCost1: null,
    });
    expect(run.extraColumns).toEqual(['Notes']);
    expect(run.rows[0]).toMatchObject({
      outcome: 'update',
      changes: ['Name: Imp Basil → Imp Sweet Basil', 'Item Id 1: B-1 → b-1'],
    });
  });

  it('refuses the file naming a required column it lacks', async () => {
    const run = await dryRun(
      'ingredients',
      'Name,Type,Allergens,Vendor 1,Units Per Case 1\r\nA,Fat,None,Imp Sysco,1\r\n',
    );
    expect(run.problems).toEqual([IMPORT_MESSAGES.missingColumn('Unit')]);
    expect(run.rows).toEqual([]);
  });

  it('reads Windows-1252 with a notice, and UTF-8 with a byte order mark without one', async () => {
    const latin = Buffer.from(
      `${HEADER}\r\nImp Jalape\xf1o,Vegetable,,oz,None,Imp Sysco,J-1,10,5,,\r\n`,
      'latin1',
    );
    const run = await dryRun('ingredients', latin);
    expect(run.notices).toEqual([IMPORT_MESSAGES.windows1252]);
    expect(run.rows[0]).toMatchObject({ outcome: 'create', label: 'Imp Jalapeño' });
    const bom = await dryRun(
      'ingredients',
      `\ufeff${HEADER}\r\nImp Jalapeño,Vegetable,,oz,None,Imp Sysco,J-1,10,5,,\r\n`,
    );
    expect(bom.notices).toEqual([]);
    expect(bom.rows[0]?.label).toBe('Imp Jalapeño');
  });

  it('reads the first worksheet of an XLSX file, numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet 1');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['Imp Basil', 'Vegetable', '', 'oz', 'None', 'Imp Sysco', 'B-1', 16, 13.5]);
    workbook.addWorksheet('Other').addRow(['ignored']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const run = await dryRun('ingredients', bytes, { type: XLSX_CONTENT_TYPE });
    expect(run.rows).toMatchObject([
      { line: 2, outcome: 'update', changes: ['Case Cost 1: 12 → 13.5'] },
    ]);
  });

  it('refuses a file that is no spreadsheet, and JSON', async () => {
    const run = await dryRun('ingredients', Buffer.from('PK\x03\x04garbage'), {
      type: XLSX_CONTENT_TYPE,
    });
    expect(run.problems).toEqual([IMPORT_MESSAGES.notSpreadsheet]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/imports/dry-run?kind=ingredients',
      headers: bearer(culinary),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(body(json).error?.messages).toEqual([IMPORT_MESSAGES.wrongType]);
  });

  it('remembers the mapping a person chose, for the next file of the kind', async () => {
    const file = 'What,Kind,U,Allergy,Who,Units\r\nImp Basil,Vegetable,oz,None,Imp Sysco,16\r\n';
    const mapping = {
      name: 'What',
      type: 'Kind',
      unit: 'U',
      allergens: 'Allergy',
      vendor1: 'Who',
      unitsPerCase1: 'Units',
    };
    const chosen = await dryRun('ingredients', file, { mapping });
    expect(chosen.problems).toEqual([]);
    const next = await dryRun('ingredients', file);
    expect(next.mapping).toMatchObject(mapping);
    const other = await dryRun('ingredients', file, { token: await t.signInAs('manager') });
    expect(other.problems).toContain(IMPORT_MESSAGES.missingColumn('Name'));
  });

  it('answers 403 to a user without the ingredient editor permissions', async () => {
    const response = await post('dry-run', 'ingredients', HEADER, { token: chef });
    expect(response.statusCode).toBe(403);
  });
});

describe('ingredient import apply', () => {
  it('writes nothing when one row is refused, then everything once it is fixed', async () => {
    const good = 'Imp Sage,Vegetable,,oz,None,Imp Foods,S-1,8,4.25,3,1';
    const refused = await post(
      'apply',
      'ingredients',
      `${HEADER}\r\n${good}\r\nImp Bad,Vegetable,,oz,None,Nobody,,1,,,\r\n`,
    );
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.messages).toEqual([
      IMPORT_MESSAGES.notApplied(1),
      `Row 3 (Imp Bad): ${IMPORT_MESSAGES.unknownName('vendor', 'Nobody')}`,
    ]);
    const search = await t.app.inject({
      method: 'GET',
      url: '/v1/ingredients?q=Imp%20Sage',
      headers: bearer(culinary),
    });
    expect(body(search).meta.count).toBe(0);

    const applied = await post('apply', 'ingredients', `${HEADER}\r\n${good}\r\n`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(body(applied).data).toMatchObject({
      counts: { create: 1, update: 0, unchanged: 0, refused: 0 },
    });
    const again = await dryRun('ingredients', `${HEADER}\r\n${good}\r\n`);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 1, refused: 0 });
    const log = await t.app.inject({
      method: 'GET',
      url: '/v1/change-log?entityType=ingredients',
      headers: bearer(await t.signInAs('admin')),
    });
    expect(JSON.stringify(body(log).data)).toContain('Created an ingredient');
  });
});

describe('price list import', () => {
  it('updates case costs by vendor and item id, refusing unknown ones', async () => {
    const run = await dryRun(
      'price-list',
      'Vendor,Item #,Price\r\nImp Sysco,B-1,"1 234,50"\r\nImp Sysco,NOPE,1\r\nNobody,B-1,1\r\nImp Sysco,b-1,12\r\n',
    );
    expect(outcomes(run)).toEqual([
      [2, 'update'],
      [3, 'refused'],
      [4, 'refused'],
      [5, 'refused'],
    ]);
    expect(run.rows[0]?.changes).toEqual(['Imp Basil (vendor 1), Case Cost: 12 → 1234.5']);
    expect(run.rows[1]?.reasons).toEqual([IMPORT_MESSAGES.itemNotFound('Imp Sysco', 'NOPE')]);
    expect(run.rows[2]?.reasons).toEqual([IMPORT_MESSAGES.unknownName('vendor', 'Nobody')]);
    expect(run.rows[3]?.reasons).toEqual([IMPORT_MESSAGES.duplicateItem(2)]);
  });

  it('applies new costs to the ingredient', async () => {
    const applied = await post(
      'apply',
      'price-list',
      'Vendor,Item Id,Case Cost,Units Per Case\r\nImp Sysco,B-1,14.75,20\r\n',
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/ingredients/${basil.id}`,
      headers: bearer(culinary),
    });
    const ingredient = body<Ingredient>(read).data;
    expect(ingredient.vendors[0]).toMatchObject({ costPerCase: 14.75, unitsPerCase: 20 });
    expect(ingredient.updatedAt > basil.updatedAt).toBe(true);
  });

  it('dry-runs 2,000 rows with every outcome counted', async () => {
    const rows = Array.from(
      { length: 2000 },
      (_, i) => `Imp Sysco,"X-${i}","1,${String(i % 1000).padStart(3, '0')}.00"`,
    );
    const run = await dryRun('price-list', `Vendor,Item Id,Case Cost\n${rows.join('\n')}\n`);
    expect(run.counts).toEqual({ create: 0, update: 0, unchanged: 0, refused: 2000 });
    expect(run.rows).toHaveLength(2000);
    expect(run.rows[1999]?.reasons).toEqual([IMPORT_MESSAGES.itemNotFound('Imp Sysco', 'X-1999')]);
  });
});

describe('templates', () => {
  it('answers each kind as CSV and XLSX with its headers', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/v1/imports/templates/price-list.csv',
      headers: bearer(culinary),
    });
    expect(csv.body).toBe(
      '\ufeffVendor,Item Id,Case Cost,Units Per Case\r\nSysco,SYS-4203998,118.40,640\r\n',
    );
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/v1/imports/templates/ingredients.xlsx',
      headers: bearer(culinary),
    });
    expect(xlsx.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    const run = await dryRun('ingredients', xlsx.rawPayload, { type: XLSX_CONTENT_TYPE });
    expect(run.problems).toEqual([]);
    expect(run.headers[0]).toBe('Name');
  });
});

describe('permissions by kind', () => {
  it('asks addElement besides editElement for ingredients, only editElement for price lists', async () => {
    await t.database.db
      .update(roles)
      .set({ permissions: sql`array_append(${roles.permissions}, 'editElement')` })
      .where(eq(roles.name, 'Chef'));
    const editor = await t.signInAs('chef');
    const ingredients = await post('dry-run', 'ingredients', HEADER, { token: editor });
    expect(ingredients.statusCode).toBe(403);
    expect(body(ingredients).error?.messages).toEqual([IMPORT_MESSAGES.needsAddAndEdit]);
    const prices = await post(
      'dry-run',
      'price-list',
      'Vendor,Item Id,Case Cost\r\nImp Sysco,B-1,1\r\n',
      {
        token: editor,
      },
    );
    expect(prices.statusCode).toBe(200);
  });
});
