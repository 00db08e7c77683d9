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
