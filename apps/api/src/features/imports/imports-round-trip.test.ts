import {
  ALLERGEN_SEPARATOR,
  type ImportDryRun,
  INGREDIENT_SHEET_HEADERS,
  NO_ALLERGENS_CELL,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { demoIngredients } from '../../db/seed/seed-data.js';
import { csvText } from '../../lib/csv.js';

let t: TestApp;
let culinary: string;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
  culinary = await t.signInAs('culinary');
});
afterAll(() => t.close());

/** The demo ingredients (the seed's data file) as the export writes them. */
function demoIngredientsCsv(): string {
  const rows = demoIngredients().map((i) => [
    i.name,
    i.type,
    i.proteinType ?? '',
    i.unit,
    i.noAllergens ? NO_ALLERGENS_CELL : (i.allergens ?? []).join(ALLERGEN_SEPARATOR),
    ...[0, 1, 2].flatMap((index) => {
      const v = i.vendors[index];
      return v
        ? [
            v.vendor,
            v.productId,
            String(v.unitsPerCase),
            String(v.costPerCase ?? ''),
            String(v.expDays),
            String(v.leadTime),
          ]
        : ['', '', '', '', '', ''];
    }),
  ]);
  return csvText(INGREDIENT_SHEET_HEADERS, rows);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const dryRun = (file: string | Buffer, format: 'csv' | 'xlsx' = 'csv') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/imports/dry-run?kind=ingredients&fileName=ingredients.${format}`,
    headers: { ...bearer(culinary), 'content-type': format === 'csv' ? 'text/csv' : XLSX_TYPE },
    payload: file,
  });

const exported = (format: 'csv' | 'xlsx') =>
  t.app.inject({
    method: 'GET',
    url: `/v1/ingredients/export?format=${format}`,
    headers: bearer(culinary),
  });

describe('ingredients round trip', () => {
  it('reads the demo ingredients, written in the export headers, as all unchanged', async () => {
    const response = await dryRun(demoIngredientsCsv());
    expect(response.statusCode, response.body).toBe(200);
    const run = body<ImportDryRun>(response).data;
    expect(run.problems).toEqual([]);
    expect(run.rows.filter((row) => row.outcome !== 'unchanged')).toEqual([]);
    expect(run.counts).toEqual({
      create: 0,
      update: 0,
      unchanged: demoIngredients().length,
      refused: 0,
    });
  });

  it.each(['csv', 'xlsx'] as const)(
    'imports its own %s export back with no changes',
    async (format) => {
      const file = await exported(format);
      expect(file.statusCode, file.body).toBe(200);
      const response = await dryRun(file.rawPayload, format);
      expect(response.statusCode, response.body).toBe(200);
      const run = body<ImportDryRun>(response).data;
      expect(run.problems).toEqual([]);
      expect(run.rows.filter((row) => row.outcome !== 'unchanged')).toEqual([]);
      expect(run.counts.unchanged).toBe(demoIngredients().length);
    },
  );
});
