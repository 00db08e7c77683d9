import { IMPORT_MESSAGES, type ImportField, type ImportMapping } from '@catering/domain';

/** A field of an import kind, with the header names that propose it (any case or spacing). */
export interface FieldSpec extends ImportField {
  synonyms: readonly string[];
}

/** "Item #1", "item_id 1" and "ITEM ID 1" all read "itemid1". */
export const normalizeHeader = (header: string) =>
  header
    .toLowerCase()
    .replaceAll('#', 'id')
    .replace(/[^a-z0-9]/g, '');

/** Each field's first unused header that its label or a synonym names. */
export function proposeMapping(headers: string[], fields: readonly FieldSpec[]): ImportMapping {
  const normalized = headers.map(normalizeHeader);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  for (const field of fields) {
    const names = new Set([normalizeHeader(field.label), ...field.synonyms]);
    const index = normalized.findIndex((name, i) => !taken.has(i) && names.has(name));
    if (index >= 0) taken.add(index);
    mapping[field.key] = index >= 0 ? (headers[index] ?? null) : null;
  }
  return mapping;
}

export interface ResolvedMapping {
  mapping: ImportMapping;
  problems: string[];
  extraColumns: string[];
  /** The column index each mapped field reads. */
  columns: Map<string, number>;
}

/**
 * The mapping a file is read with: the one sent, or else the remembered one wherever its
 * column is in this file, the proposed one for the rest. A required field with no column,
 * a column not in the file or chosen twice refuses the file, naming it.
 */
export function resolveMapping(options: {
  headers: string[];
  fields: readonly FieldSpec[];
  requested?: ImportMapping;
  remembered?: ImportMapping;
}): ResolvedMapping {
  const { headers, fields, requested, remembered } = options;
  const problems: string[] = [];
  const mapping: ImportMapping = {};
  const proposed = proposeMapping(headers, fields);
  for (const field of fields) {
    if (requested) {
      mapping[field.key] = requested[field.key] ?? null;
      continue;
    }
    const recalled = remembered?.[field.key];
    const usable = recalled === null || (recalled !== undefined && headers.includes(recalled));
    mapping[field.key] = usable ? recalled : (proposed[field.key] ?? null);
  }

  const columns = new Map<string, number>();
  const used = new Set<number>();
  for (const field of fields) {
    const header = mapping[field.key];
    if (!header) {
      if (field.required) problems.push(IMPORT_MESSAGES.missingColumn(field.label));
      continue;
    }
    const index = headers.indexOf(header);
    if (index < 0) {
      problems.push(IMPORT_MESSAGES.unknownColumn(header, field.label));
      continue;
    }
    if (used.has(index)) problems.push(IMPORT_MESSAGES.columnTwice(header));
    used.add(index);
    columns.set(field.key, index);
  }
  const extraColumns = headers.filter((header, index) => header && !used.has(index));
  return { mapping, problems, extraColumns, columns };
}
