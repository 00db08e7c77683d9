import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { expect } from 'vitest';

/** An export's CSV answer read back: its header row and rows of cells, the BOM checked. */
export function readCsv(response: LightMyRequestResponse): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
}

export type XlsxCell = string | number | boolean | Date | null;

/** An export's XLSX answer opened with exceljs: the first sheet's rows of cell values. */
export async function readXlsx(response: LightMyRequestResponse): Promise<XlsxCell[][]> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: XlsxCell[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      Array.from(
        { length: width },
        (_, index) => (row.getCell(index + 1).value ?? null) as XlsxCell,
      ),
    );
  });
  return rows;
}

/** The XLSX rows as the CSV writes them, to compare both formats cell by cell. */
export const asCsvText = (rows: XlsxCell[][]) =>
  rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return '';
      if (cell instanceof Date) {
        const iso = cell.toISOString();
        return iso.endsWith('T00:00:00.000Z')
          ? iso.slice(0, 10)
          : iso.slice(0, 16).replace('T', ' ');
      }
      return String(cell);
    }),
  );

/** The date part of an export's file name is today's in UTC. */
export const exportFileNamePattern = (list: string, format: 'csv' | 'xlsx') =>
  new RegExp(`^attachment; filename="${list}-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`);
