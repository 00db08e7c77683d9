import { PassThrough } from 'node:stream';
import { type ExportFormat, exportFileName } from '@catering/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { csvCell, guardFormula } from './csv.js';

/**
 * Spreadsheets out (docs/spreadsheets.md): a list's columns are declared once, as a header
 * and how to read the cell from a row, and written either as CSV or as XLSX. Text cells are
 * formula-safe in both (lib/csv.ts); numbers stay numbers and dates stay dates in XLSX.
 */

export type CellValue = string | number | boolean | null | Date;

export interface SheetColumn<Row> {
  header: string;
  value: (row: Row) => CellValue;
}

/** An export route's 200 in the OpenAPI document: a file, not the envelope. */
export const SPREADSHEET_ANSWER = z
  .any()
  .describe(
    'The file: text/csv, or an XLSX workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)',
  );

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A date at UTC midnight is a calendar date (a service date); any other a moment. */
const isCalendarDate = (date: Date) => date.getTime() % 86_400_000 === 0;

/** "2026-11-28", or "2026-11-28 02:14" in UTC: a file is read away from the screen's time zone. */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return isCalendarDate(date) ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
}

function csvValue(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return dateText(value);
  return csvCell(value);
}

/** The rows as CSV: a UTF-8 byte order mark (Excel reads accents right), RFC 4180, CRLF. */
export function spreadsheetCsv<Row>(columns: readonly SheetColumn<Row>[], rows: Iterable<Row>) {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows)
    lines.push(columns.map((column) => csvValue(column.value(row))).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

function xlsxValue(value: CellValue): CellValue {
  if (typeof value === 'string') return guardFormula(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Widths are measured on the first rows only: enough to size a column, cheap on a long list. */
const MEASURED_ROWS = 500;

function measuredLength(value: CellValue): number {
  if (value === null) return 0;
  if (value instanceof Date) return isCalendarDate(value) ? 10 : 16;
  return String(value).length;
}

/**
 * The rows as an XLSX workbook of one sheet, streamed (exceljs WorkbookWriter, no shared
 * strings): a bold header row frozen above the rows, widths fitted to the text.
 */
export async function spreadsheetXlsx<Row>(
  columns: readonly SheetColumn<Row>[],
  rows: Iterable<Row>,
  sheetName: string,
): Promise<Buffer> {
  const values = Array.from(rows, (row) => columns.map((column) => xlsxValue(column.value(row))));
  const widths = columns.map((column, index) => {
    let longest = column.header.length;
    for (const row of values.slice(0, MEASURED_ROWS)) {
      longest = Math.max(longest, measuredLength(row[index] ?? null));
    }
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });

  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = widths.map((width) => ({ width }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for (const rowValues of values) {
    const row = sheet.addRow(rowValues);
    rowValues.forEach((value, index) => {
      if (value instanceof Date) {
        row.getCell(index + 1).numFmt = isCalendarDate(value) ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm';
      }
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** Answers a list's export: the file in the format asked, named for the list and today (UTC). */
export async function sendSpreadsheet<Row>(
  reply: FastifyReply,
  options: {
    list: string;
    sheetName: string;
    format: ExportFormat;
    columns: readonly SheetColumn<Row>[];
    rows: Iterable<Row>;
  },
) {
  const { list, sheetName, format, columns, rows } = options;
  const file =
    format === 'csv'
      ? spreadsheetCsv(columns, rows)
      : await spreadsheetXlsx(columns, rows, sheetName);
  return reply
    .type(CONTENT_TYPES[format])
    .header(
      'content-disposition',
      `attachment; filename="${exportFileName(list, format, new Date())}"`,
    )
    .send(file);
}
