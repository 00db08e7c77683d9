import type { ChangeField, ChangeLogEntry } from '@catering/domain';

/**
 * The Audit Trail as a spreadsheet: one row per change. A cell a spreadsheet would run as
 * a formula (starting = + - @, or a tab or carriage return) is prefixed with a quote, so a
 * note typed as "=HYPERLINK(…)" is read as text (OWASP CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
  return `${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
