import {
  IMPORT_MESSAGES,
  type ImportDryRun,
  type ImportRow,
  PRICE_LIST_HEADERS,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockAnswer, MockHandler } from '../../test/mock-api';
import { chooseOption, openPage } from '../../test/open-page';

const fields = [
  { key: 'vendor', label: 'Vendor', required: true },
  { key: 'itemId', label: 'Item Id', required: true },
  { key: 'caseCost', label: 'Case Cost', required: true },
  { key: 'unitsPerCase', label: 'Units Per Case', required: false },
];
const row = (
  line: number,
  outcome: ImportRow['outcome'],
  more: Partial<ImportRow> = {},
): ImportRow => ({
  line,
  outcome,
  label: `Sysco S-${line}`,
  changes: [],
  reasons: [],
  ...more,
});
function dryRun(overrides: Partial<ImportDryRun> = {}): ImportDryRun {
  return {
    kind: 'price-list',
    fileName: 'prices.csv',
    notices: [],
    problems: [],
    headers: ['Vendor', 'SKU', 'Price', 'Notes'],
    fields,
    mapping: { vendor: 'Vendor', itemId: 'SKU', caseCost: 'Price', unitsPerCase: null },
    extraColumns: ['Notes'],
    counts: { create: 0, update: 1, unchanged: 1, refused: 1 },
    rows: [
      row(2, 'update', { changes: ['Basil (vendor 1), Case Cost: 12 → 13.5'] }),
      row(3, 'unchanged'),
      row(4, 'refused', { reasons: [IMPORT_MESSAGES.itemNotFound('Sysco', 'S-4')] }),
    ],
    rowsLeftOut: 0,
    ...overrides,
  };
}
const fixed = dryRun({
  counts: { create: 0, update: 1, unchanged: 1, refused: 0 },
  rows: [
    row(2, 'update', { changes: ['Basil (vendor 1), Case Cost: 12 → 13.5'] }),
    row(3, 'unchanged'),
  ],
});

async function openImport(handlers: Record<string, MockHandler | MockAnswer>) {
  const page = openPage('/ingredients', {
    handlers: { 'GET /v1/ingredients': { data: [], meta: { count: 0 } }, ...handlers },
  });
  await page.user.click(await screen.findByRole('link', { name: 'Import' }));
  await page.user.click(await screen.findByRole('button', { name: 'Price list' }));
  const file = new File([`${PRICE_LIST_HEADERS.join(',')}\n`], 'prices.csv', { type: 'text/csv' });
  await page.user.upload(screen.getByLabelText('Spreadsheet file'), file);
  return page;
}
const queryOf = (calls: { method: string; path: string; search: string }[], path: string) =>
  calls
    .filter((call) => call.path === path)
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

describe('the Import screen', () => {
  it('shows the dry run by outcome and keeps Apply disabled while a row is refused', async () => {
    const { user } = await openImport({ 'POST /v1/imports/dry-run': { data: dryRun() } });
    const table = await screen.findByRole('table', { name: 'Rows of the file' });
    expect(within(table).getByText('Basil (vendor 1), Case Cost: 12 → 13.5')).toBeTruthy();
    expect(within(table).getByText(IMPORT_MESSAGES.itemNotFound('Sysco', 'S-4'))).toBeTruthy();
    expect(screen.getByText('Ignored columns: Notes')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Apply 1 changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Refused (1)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Sysco S-4')).toBeTruthy();
  });

  it('sends a changed mapping with the next dry run, then applies the file', async () => {
    let runs = 0;
    const { user, calls } = await openImport({
      'POST /v1/imports/dry-run': () => ({ data: runs++ === 0 ? dryRun() : fixed }),
      'POST /v1/imports/apply': { data: { kind: 'price-list', counts: fixed.counts } },
    });
    await screen.findByRole('table', { name: 'Rows of the file' });
    // Every required column found: the columns are folded under their count.
    const columns = screen.getByRole('button', { name: 'Columns: 3 of 4 fields from the file' });
    expect(columns.getAttribute('aria-expanded')).toBe('false');
    await user.click(columns);
    await chooseOption(user, 'Column for Units Per Case', 'Notes');
    await waitFor(() => expect(queryOf(calls, '/v1/imports/dry-run')).toHaveLength(2));
    expect(JSON.parse(queryOf(calls, '/v1/imports/dry-run')[1]?.mapping ?? '{}')).toEqual({
      vendor: 'Vendor',
      itemId: 'SKU',
      caseCost: 'Price',
      unitsPerCase: 'Notes',
    });
    const applyButton = await screen.findByRole('button', { name: 'Apply 1 changes' });
    await waitFor(() => expect((applyButton as HTMLButtonElement).disabled).toBe(false));
    await user.click(applyButton);
    expect(await screen.findByText(/Imported: 0 created, 1 updated, 1 unchanged/)).toBeTruthy();
    expect(queryOf(calls, '/v1/imports/apply')[0]).toMatchObject({
      kind: 'price-list',
      fileName: 'prices.csv',
    });
  });

  it('names a missing required column and shows no rows', async () => {
    await openImport({
      'POST /v1/imports/dry-run': {
        data: dryRun({
          problems: [IMPORT_MESSAGES.missingColumn('Case Cost')],
          rows: [],
          counts: { create: 0, update: 0, unchanged: 0, refused: 0 },
        }),
      },
    });
    expect(await screen.findByText(IMPORT_MESSAGES.missingColumn('Case Cost'))).toBeTruthy();
    const columns = screen.getByRole('button', { name: /^Columns: / });
    expect(columns.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).toBeNull();
  });
});
