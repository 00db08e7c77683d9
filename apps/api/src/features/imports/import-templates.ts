import { IMPORT_KIND_LABELS, type ImportKind, XLSX_CONTENT_TYPE } from '@catering/domain';
import ExcelJS from 'exceljs';
import { csvText } from '../../lib/csv.js';
import type { ImportKindModule } from './import-kind.js';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The kind's headers and one example row, as CSV (UTF-8 with its mark, for Excel) or XLSX. */
export async function importTemplate(
  // biome-ignore lint/suspicious/noExplicitAny: only the fields and the example are read.
  module: ImportKindModule<any>,
  kind: ImportKind,
  format: 'csv' | 'xlsx',
): Promise<TemplateFile> {
  const headers = module.fields.map((field) => field.label);
  const example = [...module.example];
  if (format === 'csv') {
    return {
      fileName: `${kind}.csv`,
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from(`\ufeff${csvText(headers, [example])}`, 'utf8'),
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(IMPORT_KIND_LABELS[kind]);
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(example);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return {
    fileName: `${kind}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
