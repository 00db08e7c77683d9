import type { TableOutcome } from './move-database.js';

/** The per-table comparison as a plain text table, numbers right-aligned. */
export function formatOutcomes(tables: readonly TableOutcome[]): string {
  const header = ['table', 'rows in source', 'rows in target', 'ok'];
  const body = tables.map((table) => [
    table.table,
    String(table.sourceRows),
    String(table.targetRows),
    table.ok ? 'ok' : 'MISMATCH',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column === 1 || column === 2 ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

/** The target's address without its password, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'the given database';
  }
}
