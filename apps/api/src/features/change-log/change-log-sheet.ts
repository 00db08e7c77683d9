import type { ChangeField, ChangeLogEntry } from '@catering/domain';
import type { SheetColumn } from '../../lib/spreadsheet-export.js';

/** The change log as a spreadsheet: one row per change (lib/spreadsheet-export.ts). */

const fieldText = (field: ChangeField) => {
  if (field.before === null) return `${field.label}: ${field.after ?? ''}`;
  if (field.after === null) return `${field.label}: ${field.before} (removed)`;
  return `${field.label}: ${field.before} → ${field.after}`;
};

/** "When" is a moment, written in UTC: a download is read away from the screen's time zone. */
export const CHANGE_LOG_COLUMNS: SheetColumn<ChangeLogEntry>[] = [
  { header: 'When (UTC)', value: (entry) => new Date(entry.at) },
  { header: 'Who', value: (entry) => entry.actor?.name ?? 'Someone no longer on the team' },
  { header: 'What', value: (entry) => entry.summary },
  { header: 'Details', value: (entry) => entry.fields.map(fieldText).join('; ') },
];
