/**
 * Spreadsheet downloads (the Audit Trail, eater feedback). A cell a spreadsheet would run
 * as a formula (starting = + - @, or a tab or carriage return) is prefixed with a quote,
 * so a note typed as "=HYPERLINK(…)" is read as text (OWASP CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header and rows as CSV text, lines ended by CRLF as RFC 4180 has it. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
