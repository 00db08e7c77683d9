import {
  ELEMENT_MESSAGES,
  ELEMENT_SHEET_HEADERS,
  type Element,
  elementInputSchema,
  IMPORT_MESSAGES,
  type ImportDryRun,
  XLSX_CONTENT_TYPE,
} from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement, buildIngredient } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { roles } from '../../db/schema/index.js';
import { demoElements } from '../../db/seed/seed-data.js';
import { csvText } from '../../lib/csv.js';
import { elementImport } from './element-import.js';

let t: TestApp;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
  culinary = await t.signInAs('culinary');
  ref = await referenceIds(t.database.db);
});
afterAll(() => t.close());

function post(
  action: 'dry-run' | 'apply',
  payload: string | Buffer,
  options: { type?: string; token?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/imports/${action}?kind=elements&fileName=elements.csv`,
    headers: { ...bearer(options.token ?? culinary), 'content-type': options.type ?? 'text/csv' },
    payload,
  });
}
const dryRun = async (payload: string | Buffer, options = {}) => {
  const response = await post('dry-run', payload, options);
  expect(response.statusCode, response.body).toBe(200);
  return body<ImportDryRun>(response).data;
};
const sheet = (...rows: string[][]) => csvText(ELEMENT_SHEET_HEADERS, rows);
const outcomes = (run: ImportDryRun) => run.rows.map((row) => [row.line, row.outcome]);
const findElements = async (q: string) => {
  const list = await t.app.inject({
    method: 'GET',
    url: `/v1/elements?q=${encodeURIComponent(q)}`,
    headers: bearer(culinary),
  });
  return body<Element[]>(list).data;
};

// Runs first, on the demo catalogue as seeded.
describe('elements round trip', () => {
  it.each(['csv', 'xlsx'] as const)(
    'imports the demo elements %s export back with every row unchanged',
    async (format) => {
      const file = await t.app.inject({
        method: 'GET',
        url: `/v1/elements/export?format=${format}`,
        headers: bearer(culinary),
      });
      expect(file.statusCode, file.body).toBe(200);
      const type = format === 'csv' ? 'text/csv' : XLSX_CONTENT_TYPE;
      const run = await dryRun(file.rawPayload, { type });
      expect(run.problems).toEqual([]);
      expect(run.rows.filter((row) => row.outcome !== 'unchanged')).toEqual([]);
      expect(run.counts.unchanged).toBe(demoElements().length);
    },
  );
});

describe('element import dry run', () => {
  const pilafRow = [
    'Imp Pilaf',
    'standard',
    'Protein',
    'Hot',
    'Milk',
    'Chicken, salt',
    'Imp Chicken: 4 oz; Imp Salt: 0.1 oz',
    'Full Pan',
    '4',
    '160',
    'oz',
    'Cook.',
  ];
  beforeAll(async () => {
    const db = t.database.db;
    const chicken = await buildIngredient(db, { name: 'Imp Chicken' });
    const salt = await buildIngredient(db, { name: 'Imp Salt' });
    await buildIngredient(db, { name: 'Imp Sauce: Red; Hot', portionUnitId: ref.unit('fl. oz') });
    await buildElement(db, {
      name: 'Imp Pilaf',
      elementTypeId: ref.elementType('Protein'),
      servingTemp: 'HOT',
      allergens: ['Milk'],
      ingredients: 'Chicken, salt',
      ingredientObjs: [
        { ingredientId: chicken.id, amount: 4, portionUnitId: ref.unit('oz') },
        { ingredientId: salt.id, amount: 0.1, portionUnitId: ref.unit('oz') },
      ],
      defaultContainerTypeId: ref.container('Full Pan'),
      defaultPortionPerPerson: 4,
      defaultPortionPerContainer: 160,
      defaultPortionUnitId: ref.unit('oz'),
      method: 'Cook.',
    });
    await buildElement(db, { name: 'Imp Soup', ingredients: '', noIngredients: true });
  });

  it('tells create, update (with the changes), unchanged and refused, with reasons', async () => {
    const blank = ['', '', '', '', '', ''];
    const run = await dryRun(
      sheet(
        [
          'imp pilaf',
          ...pilafRow.slice(1, 4),
          'Milk; Eggs',
          pilafRow[5] as string,
          'Imp Chicken: 4,5 oz; Imp Salt: 0.1 oz; Imp Sauce: Red; Hot: 2 fl. oz',
          ...pilafRow.slice(7),
        ],
        ['Imp Soup', 'standard', '', '', 'None', 'None', ...blank],
        ['Imp Pilaf', 'lite', ...pilafRow.slice(2)],
        [
          'Imp Broken',
          'standard',
          '',
          '',
          'None',
          'x',
          'Imp Nothing: 2 oz; Imp Chicken: 4,5,6 oz; Imp Salt: 1 smidgen',
          ...blank,
        ],
        ['IMP PILAF', 'lite', ...pilafRow.slice(2)],
        ['Imp Unsure', 'standard', '', '', '', 'Rice', ...blank],
      ),
    );
    expect(run.problems).toEqual([]);
    expect(outcomes(run)).toEqual([
      [2, 'update'],
      [3, 'unchanged'],
      [4, 'create'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
    ]);
    expect(run.rows[0]?.changes).toEqual([
      'Name: Imp Pilaf → imp pilaf',
      'Allergens: Milk → Eggs; Milk',
      'Ingredient Amounts: Imp Chicken: 4 oz; Imp Salt: 0.1 oz → Imp Chicken: 4.5 oz; Imp Salt: 0.1 oz; Imp Sauce: Red; Hot: 2 fl. oz',
    ]);
    expect(run.rows[3]?.reasons).toEqual([
      IMPORT_MESSAGES.unknownName('ingredient', 'Imp Nothing'),
      IMPORT_MESSAGES.amountNotANumber('Imp Chicken', '4,5,6'),
      IMPORT_MESSAGES.unknownName('unit', 'smidgen'),
    ]);
    expect(run.rows[4]?.reasons).toEqual([IMPORT_MESSAGES.duplicateName('IMP PILAF', 4)]);
    expect(run.rows[5]?.reasons).toEqual([ELEMENT_MESSAGES.allergens]);
    expect(run.counts).toEqual({ create: 1, update: 1, unchanged: 1, refused: 3 });
  });

  it('keeps what a column the file lacks holds, and refuses a file without names', async () => {
    const run = await dryRun(
      'Name,Tag,Allergens,Portion Per Person\r\nImp Pilaf,standard,Milk,5\r\n',
    );
    expect(run.rows[0]).toMatchObject({
      outcome: 'update',
      changes: ['Portion Per Person: 4 → 5'],
    });
    // Excel in a decimal-comma locale separates with ";"; a cell may hold "Eggs; Milk" too.
    const semicolons = await dryRun(
      'Name;Tag;Allergens;Portion Per Person\r\nImp Pilaf;standard;"Milk; Eggs";4,5\r\n',
    );
    expect(semicolons.rows[0]?.changes).toEqual([
      'Allergens: Milk → Eggs; Milk',
      'Portion Per Person: 4 → 4.5',
    ]);
    const nameless = await dryRun('Tag,Allergens\r\nstandard,None\r\n');
    expect(nameless.problems).toEqual([IMPORT_MESSAGES.missingColumn('Name')]);
    expect(nameless.rows).toEqual([]);
  });
});

describe('element import apply', () => {
  const good = ['Imp Stew', 'standard', 'Protein', 'Hot', 'Milk', 'Beef', 'Imp Chicken: 6 oz'];
  const rest = ['Full Pan', '6', '120', 'oz', 'Simmer.'];

  it('writes nothing when one row is refused, then everything once it is fixed', async () => {
    const bad = ['Imp Bad Stew', 'standard', '', '', 'None', 'x', 'Imp Chicken: 1 smidgen'];
    const refused = await post('apply', sheet([...good, ...rest], [...bad, ...rest]));
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.messages).toEqual([
      IMPORT_MESSAGES.notApplied(1),
      `Row 3 (Imp Bad Stew — standard): ${IMPORT_MESSAGES.unknownName('unit', 'smidgen')}`,
    ]);
    expect(await findElements('Imp Stew')).toEqual([]);

    const applied = await post('apply', sheet([...good, ...rest]));
    expect(applied.statusCode, applied.body).toBe(200);
    expect(body(applied).data).toMatchObject({
      counts: { create: 1, update: 0, unchanged: 0, refused: 0 },
    });
    const [stew] = await findElements('Imp Stew');
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/elements/${stew?.id}`,
      headers: bearer(culinary),
    });
    const element = body<Element>(read).data;
    expect(element.allergenNames).toEqual(['Milk']);
    expect(element.ingredientObjs).toMatchObject([
      { name: 'Imp Chicken', amount: 6, portionUnitId: ref.unit('oz') },
    ]);
    expect((await dryRun(sheet([...good, ...rest]))).counts.unchanged).toBe(1);
    const log = await t.app.inject({
      method: 'GET',
      url: '/v1/change-log?entityType=elements',
      headers: bearer(await t.signInAs('admin')),
    });
    expect(JSON.stringify(body(log).data)).toContain('Created an element');
  });
});

describe('element import apply against a newer save', () => {
  it('answers 409 stale and writes nothing when an element was saved after the plan', async () => {
    const [listed] = (await findElements('Imp Pilaf')).filter(
      (e) => e.menuElementClassName === 'standard',
    );
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/v1/elements/${listed?.id}`,
        headers: bearer(culinary),
      });
    const pilaf = body<Element>(await read()).data;
    const values = elementInputSchema.parse({
      ...pilaf,
      method: 'Changed.',
      allergenIds: [],
      noAllergens: true,
    });
    // The plan read the element before someone else's save moved its updatedAt.
    const write = { existing: { id: pilaf.id, updatedAt: new Date('2000-01-01') }, values };
    await expect(
      t.database.db.transaction((tx) =>
        elementImport.apply(tx, [write], { userId: pilaf.id, requestId: 'stale-test' }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'stale' });
    const after = body<Element>(await read()).data;
    expect(after).toMatchObject({ method: pilaf.method, updatedAt: pilaf.updatedAt });
    expect(after.allergenNames).toEqual(pilaf.allergenNames);
    expect(after.ingredientObjs).toEqual(pilaf.ingredientObjs);
  });
});

describe('element template', () => {
  it('answers headers the import reads and an example row it does not refuse', async () => {
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/v1/imports/templates/elements.xlsx',
      headers: bearer(culinary),
    });
    expect(xlsx.statusCode).toBe(200);
    const run = await dryRun(xlsx.rawPayload, { type: XLSX_CONTENT_TYPE });
    expect(run.headers).toEqual(ELEMENT_SHEET_HEADERS);
    expect(run.rows).toMatchObject([
      { line: 2, label: 'Chicken Tikka Masala — standard', reasons: [] },
    ]);
    expect(run.counts.refused).toBe(0);
  });
});

describe('element import permissions', () => {
  it('answers 403 without the element editor permissions, naming elements', async () => {
    const chef = await t.signInAs('chef');
    expect((await post('dry-run', sheet(), { token: chef })).statusCode).toBe(403);
    await t.database.db
      .update(roles)
      .set({ permissions: sql`array_append(${roles.permissions}, 'editElement')` })
      .where(eq(roles.name, 'Chef'));
    const editor = await t.signInAs('chef');
    const response = await post('dry-run', sheet(), { token: editor });
    expect(response.statusCode).toBe(403);
    expect(body(response).error?.messages).toEqual([IMPORT_MESSAGES.needsElementAddAndEdit]);
  });
});
