/** How the Chef numbers read, on screen and on paper (catalogue spec 9). */
/** What an empty cell shows (as the web app's NO_VALUE). */
const NO_VALUE = '—';

/** The unit toggle: amounts as counted (oz), or converted for the scale (lbs, spec 9). */
export type AmountUnits = 'oz' | 'lbs';

/** Spec 9 display conversions: oz → lb divide by 16, fl. oz → qt divide by 32, one decimal. */
const CONVERSIONS: Record<string, { divisor: number; abbreviation: string }> = {
  oz: { divisor: 16, abbreviation: 'lb' },
  'fl. oz': { divisor: 32, abbreviation: 'qt' },
};

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** Converted amounts keep one decimal, and thousands separators as oz have (1,234.5 lb). */
const converted = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * An amount with its unit as the chef reads it: "192 oz", or "12.0 lb" in lbs. Units
 * without a conversion (each, cups) stay as they are; an amount without a unit is bare.
 */
export function formatAmount(
  value: number,
  unit: { abbreviation: string } | null,
  units: AmountUnits,
): string {
  if (!unit) return plain.format(value);
  const conversion = units === 'lbs' ? CONVERSIONS[unit.abbreviation.toLowerCase()] : undefined;
  if (conversion)
    return `${converted.format(value / conversion.divisor)} ${conversion.abbreviation}`;
  return `${plain.format(value)} ${unit.abbreviation}`;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count of people or containers as the cook reads it: "2,719". */
export const formatCount = (count: number) => whole.format(count);

/** A count of halves: "½" for one, "3 × ½" for more. */
const halves = (count: number) => (count === 1 ? '½' : `${count} × ½`);

/** One cell of the per-account table: '1 + ½', '½', '2', or '—' for nothing. */
export function formatContainerCell(containerCount: number, halfCount: number): string {
  const parts = [
    ...(containerCount > 0 ? [formatCount(containerCount)] : []),
    ...(halfCount > 0 ? [halves(halfCount)] : []),
  ];
  return parts.length ? parts.join(' + ') : NO_VALUE;
}

/**
 * The containers of a line in the totals: "2" for containers cut whole; "2 full, 1 half"
 * for those that allow halves (Full Pan, 32oz Deli), so the cook fills the right pans.
 */
export function formatContainerTotal(
  containerCount: number,
  halfCount: number,
  allowsHalf: boolean,
): string {
  if (!allowsHalf) return formatCount(containerCount);
  const full = `${formatCount(containerCount)} full`;
  if (halfCount === 0) return full;
  return `${full}, ${halfCount} ${halfCount === 1 ? 'half' : 'halves'}`;
}

/**
 * What a split row feeds, beside its name (docs/calculations.md 3): "33.34% of Sandwich
 * eaters"; null for a row that feeds all of them, which needs no note.
 */
export function shareNote(line: { share: number; elementTypeName: string }): string | null {
  if (line.share >= 100) return null;
  return `${plain.format(line.share)}% of ${line.elementTypeName || 'its type’s'} eaters`;
}
