/**
 * Calendar colours per service line (spec 2 "Services"; catalogue spec 9 order). Each is
 * dark enough for white text at WCAG AA (contrast 5:1 or more).
 */
export const SERVICE_LINE_COLOURS: Readonly<Record<string, string>> = {
  Breakfast: '#A15C00',
  Lunch: '#1565C0',
  Dinner: '#6A1B9A',
  Snack: '#2E7D32',
  Dessert: '#AD1457',
  'Happy Hour': '#00695C',
  Special: '#C62828',
};

export const DEFAULT_SERVICE_LINE_COLOUR = '#546E7A';

export function serviceLineColour(lineName: string): string {
  return SERVICE_LINE_COLOURS[lineName] ?? DEFAULT_SERVICE_LINE_COLOUR;
}
