/**
 * Spreadsheet downloads (the Audit Trail, eater feedback). A cell a spreadsheet would run
 * as a formula (starting = + - @, or a tab or carriage return) is prefixed with a quote,
 * so a note typed as "=HYPERLINK(…)" is read as text (OWASP CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet shows it, never run: a quote before a formula's first sign. */
export const guardFormula = (value: string): string =>
  FORMULA_START.test(value) ? `'${value}` : value;

export function csvCell(value: string): string {
  const safe = guardFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header and rows as CSV text, lines ended by CRLF as RFC 4180 has it. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
