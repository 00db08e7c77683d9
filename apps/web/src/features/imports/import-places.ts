import type { ImportPlace } from './ImportPage';

/** Each list's Import screen: the kinds of file it takes, and the list it returns to. */
export const IMPORT_PLACES = {
  ingredients: {
    kinds: ['ingredients', 'price-list'],
    back: { to: '/ingredients', label: 'Ingredients' },
  },
  elements: { kinds: ['elements'], back: { to: '/elements', label: 'Elements' } },
  accounts: { kinds: ['accounts'], back: { to: '/accounts', label: 'Accounts' } },
} satisfies Record<string, ImportPlace>;
export type PlaceName = keyof typeof IMPORT_PLACES;
