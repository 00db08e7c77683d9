import type { ChangeField, ChangeLogEntry } from '@catering/domain';
import { csvText } from '../../lib/csv.js';

/** The Audit Trail as a spreadsheet: one row per change (formula-safe, lib/csv.ts). */

const fieldText = (field: ChangeField) => {
  if (field.before === null) return `${field.label}: ${field.after ?? ''}`;
  if (field.after === null) return `${field.label}: ${field.before} (removed)`;
  return `${field.label}: ${field.before} → ${field.after}`;
};

export const CSV_HEADER = ['When (UTC)', 'Who', 'What', 'Details'];

/** "2026-11-28 02:14" in UTC: a download is read away from the screen's time zone. */
const utcMinute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function changeLogCsv(entries: ChangeLogEntry[]): string {
  const rows = entries.map((entry) => [
    utcMinute(entry.at),
    entry.actor?.name ?? 'Someone no longer on the team',
    entry.summary,
    entry.fields.map(fieldText).join('; '),
  ]);
  return csvText(CSV_HEADER, rows);
}
