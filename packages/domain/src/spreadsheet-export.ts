import { z } from 'zod';
import { listQuerySchema } from './pagination.js';

/**
 * Spreadsheets out (issue #29, docs/spreadsheets.md): every list has
 * `GET /v1/<list>/export?format=csv|xlsx` taking the list's own filters, without paging,
 * so the file holds every row the filters match.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportFormatSchema = z.enum(EXPORT_FORMATS, {
  error: 'format must be csv or xlsx.',
});

/**
 * A paged list's query made an export's: the list's `q` and its own filters (`extra`, the
 * shape it extends `listQuerySchema` with), paging dropped, the format required.
 */
export function listExportQuery<Extra extends z.ZodRawShape>(extra: Extra) {
  return listQuerySchema({ maxPerPage: 1 })
    .pick({ q: true })
    .extend(extra)
    .extend({ format: exportFormatSchema });
}

/** The file name of an export: the list and the UTC date it was made, e.g. `ingredients-2026-11-28.csv`. */
export function exportFileName(list: string, format: ExportFormat, at: Date): string {
  return `${list}-${at.toISOString().slice(0, 10)}.${format}`;
}
