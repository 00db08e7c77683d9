/**
 * Numbers typed in spreadsheets from anywhere (docs/spreadsheets.md, Imports): "1,234.50",
 * "1234.5", "1 234,50", "1.234,50", "12,5", "$89.60". The rule, in order:
 *
 * 1. Spaces (also non-breaking ones) and a leading currency sign ($ € £) are dropped.
 * 2. With both "." and ",", the one written last is the decimal mark, the other groups
 *    thousands ("1.234,50" and "1,234.50" are both 1234.5).
 * 3. With only ",": one comma followed by exactly three digits groups thousands
 *    ("1,234" is 1234, the ambiguous case read as a US file would mean it) unless the
 *    whole part is 0 ("0,125" is 0.125); any other single comma is the decimal mark
 *    ("12,5" is 12.5); several commas group thousands.
 * 4. With only ".": one dot is the decimal mark ("1.234" is 1.234); several group thousands.
 * 5. Thousands groups must be three digits after the first ("1,23,4" is not a number).
 *
 * Answers the number, or null when the text is not one. Blank text is the caller's case.
 */
export function parseSpreadsheetNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^([-+]?)[$€£]/, '$1');
  const match = /^([-+]?)([\d.,]+)$/.exec(compact);
  if (!match) return null;
  const [, sign, body] = match as unknown as [string, string, string];
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let decimal: '.' | ',' | null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastComma >= 0) {
    const commas = body.split(',').length - 1;
    const thousands = body.length - lastComma - 1 === 3 && !/^0?,/.test(body);
    decimal = commas === 1 && !thousands ? ',' : null;
  } else if (lastDot >= 0) decimal = body.split('.').length - 1 === 1 ? '.' : null;
  else decimal = null;

  const decimalAt = decimal ? body.lastIndexOf(decimal) : -1;
  const whole = decimalAt >= 0 ? body.slice(0, decimalAt) : body;
  const fraction = decimalAt >= 0 ? body.slice(decimalAt + 1) : '';
  if (!/^\d*$/.test(fraction)) return null;
  const groupMark = decimal === '.' ? ',' : decimal === ',' ? '.' : body.includes(',') ? ',' : '.';
  const groups = whole.split(groupMark);
  const grouped = groups.length > 1;
  if (grouped && !/^\d{1,3}$/.test(groups[0] ?? '')) return null;
  if (grouped && groups.slice(1).some((group) => !/^\d{3}$/.test(group))) return null;
  const digits = groups.join('');
  if (!/^\d*$/.test(digits) || (digits === '' && fraction === '')) return null;
  const value = Number(`${sign}${digits || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}
