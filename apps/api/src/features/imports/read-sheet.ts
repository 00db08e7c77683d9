import { Readable } from 'node:stream';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '@catering/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** A cell as read: text, or a number an XLSX cell holds as one. */
export type Cell = string | number;
export interface SheetRow {
  /** The row's number in the spreadsheet (the header is 1). */
  line: number;
  cells: Cell[];
}
export interface Sheet {
  headers: string[];
  rows: SheetRow[];
  notices: string[];
  problems: string[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The text of a CSV file: UTF-8 (with or without its byte order mark) or UTF-16 with its
 * mark; any other bytes are read as Windows-1252, what Excel on Windows writes, and the
 * dry run says so (docs/spreadsheets.md, Imports).
 */
export function decodeCsv(bytes: Buffer): { text: string; notices: string[] } {
  if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) {
    return decodeCsv(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), notices: [] };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), notices: [] };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), notices: [] };
  } catch {
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      notices: [IMPORT_MESSAGES.windows1252],
    };
  }
}

const isBlank = (cells: Cell[]) => cells.every((cell) => String(cell).trim() === '');

/** Header and rows from a list of records, the first being the header; blank rows skipped. */
function sheetOf(records: Iterable<{ line: number; cells: Cell[] }>, notices: string[]): Sheet {
  let headers: string[] | undefined;
  const rows: SheetRow[] = [];
  for (const record of records) {
    if (isBlank(record.cells)) continue;
    if (!headers) {
      headers = record.cells.map((cell) => String(cell).trim());
      continue;
    }
    if (rows.length === IMPORT_MAX_ROWS) {
      return { headers, rows: [], notices, problems: [IMPORT_MESSAGES.tooManyRows] };
    }
    rows.push(record);
  }
  if (!headers) return { headers: [], rows, notices, problems: [IMPORT_MESSAGES.emptyFile] };
  return { headers, rows, notices, problems: rows.length ? [] : [IMPORT_MESSAGES.noRows] };
}

const DELIMITERS = [',', ';', '\t', '|'];

/**
 * The delimiter the header row uses most (outside quotes): comma, semicolon (Excel in a
 * decimal-comma locale), tab or bar. Not papaparse's own guess, which reads the rows too
 * and takes ';' for a comma-separated file whose cells say "Eggs; Milk".
 */
export function delimiterOf(text: string): string {
  const header = (text.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = DELIMITERS.map((delimiter) => header.split(delimiter).length - 1);
  const most = Math.max(...counts);
  return most > 0 ? (DELIMITERS[counts.indexOf(most)] as string) : ',';
}

/** A CSV file, parsed record by record by papaparse, delimited as its header row is. */
export function readCsv(bytes: Buffer): Sheet {
  const decoded = decodeCsv(bytes);
  const notices = decoded.notices;
  // NUL cannot be stored (plugins/storable-text.ts); in a CSV it is only ever noise.
  const text = decoded.text.replaceAll('\u0000', '');
  const records: { line: number; cells: Cell[] }[] = [];
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: false,
    step: (result) => {
      records.push({ line: records.length + 1, cells: result.data });
    },
  });
  return sheetOf(records, notices);
}

type XlsxValue = ExcelJS.CellValue | undefined;

/** What an XLSX cell shows: rich text joined, a formula's result, a link's text. */
function cellOf(value: XlsxValue): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellOf(value.result as XlsxValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first worksheet of an XLSX workbook, read with exceljs' streaming reader. */
export async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const records: { line: number; cells: Cell[] }[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values = (row.values as XlsxValue[]).slice(1);
        records.push({ line: row.number, cells: Array.from(values, cellOf) });
        if (records.length > IMPORT_MAX_ROWS + 1) break;
      }
      break;
    }
  } catch {
    return { headers: [], rows: [], notices: [], problems: [IMPORT_MESSAGES.notSpreadsheet] };
  }
  return sheetOf(records, []);
}
