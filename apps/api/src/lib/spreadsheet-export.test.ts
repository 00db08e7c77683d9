import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type SheetColumn, spreadsheetCsv, spreadsheetXlsx } from './spreadsheet-export.js';

interface Row {
  name: string;
  cost: number | null;
  active: boolean;
  date: Date;
  at: Date;
}

const columns: SheetColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Cost', value: (row) => row.cost },
  { header: 'Active', value: (row) => row.active },
  { header: 'Date', value: (row) => row.date },
  { header: 'Changed (UTC)', value: (row) => row.at },
];

const rows: Row[] = [
  {
    name: 'Crème brûlée, "house"',
    cost: -1.5,
    active: true,
    date: new Date('2026-11-28T00:00:00Z'),
    at: new Date('2026-11-28T14:05:09Z'),
  },
  {
    name: '=1+1',
    cost: null,
    active: false,
    date: new Date('2026-01-02T00:00:00Z'),
    at: new Date('2026-01-02T00:00:01Z'),
  },
];

describe('spreadsheetCsv', () => {
  it('writes a byte order mark, CRLF lines, quoted commas, guarded formulas and plain numbers', () => {
    const text = spreadsheetCsv(columns, rows).toString('utf8');
    expect(text.startsWith('\uFEFFName,Cost,Active,Date,Changed (UTC)\r\n')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name,Cost,Active,Date,Changed (UTC)',
      '"Crème brûlée, ""house""",-1.5,Yes,2026-11-28,2026-11-28 14:05',
      "'=1+1,,No,2026-01-02,2026-01-02 00:00",
      '',
    ]);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.data[1]?.[0]).toBe('Crème brûlée, "house"');
  });
});

describe('spreadsheetXlsx', () => {
  it('writes a bold frozen header, numbers as numbers, dates as dates and guarded text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await spreadsheetXlsx(columns, rows, 'Things')) as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Things')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Cost',
      'Active',
      'Date',
      'Changed (UTC)',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Crème brûlée, "house"');
    expect(first.getCell(2).value).toBe(-1.5);
    expect(first.getCell(3).value).toBe('Yes');
    expect(first.getCell(4).value).toEqual(new Date('2026-11-28T00:00:00Z'));
    expect(first.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(5).value).toEqual(new Date('2026-11-28T14:05:09Z'));
    expect(sheet.getRow(3).getCell(1).value).toBe("'=1+1");
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getColumn(1).width).toBe('Crème brûlée, "house"'.length + 2);
    expect(sheet.rowCount).toBe(3);
  });
});
