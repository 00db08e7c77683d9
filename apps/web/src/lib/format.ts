/** Money in US dollars, with as many decimals as the figure needs (unit costs go to 4). */
export function formatCurrency(value: number, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits,
  }).format(value);
}

/** The dash tables show for a value that is not there. */
export const NO_VALUE = '—';

/** A share as a whole percent: 0.72 → "72%" (the forecast's screens). */
export const formatShare = (share: number | null) =>
  share === null ? NO_VALUE : `${Math.round(share * 100)}%`;

/** A moment as people read it here, e.g. "Mar 1, 2025, 12:00 PM" (in the browser's time zone). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The day of a moment, e.g. "Jun 15, 2999" (an invitation's expiry; browser's time zone). */
export function formatDayOf(moment: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(moment);
}
