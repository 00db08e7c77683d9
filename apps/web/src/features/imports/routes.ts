import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../shell/page-access';

/**
 * The Import screens (spreadsheets in, issue #29), each opened from its list; the screen
 * itself narrows to the kinds whose every permission the user holds.
 */
export const importRoutes: RouteObject[] = [
  {
    path: 'ingredients/import',
    handle: { access: 'editElement' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./ImportPlaces')).IngredientImportPage }),
  },
  {
    path: 'elements/import',
    handle: { access: 'editElement' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./ImportPlaces')).ElementImportPage }),
  },
  {
    path: 'accounts/import',
    handle: { access: 'editMenu' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./ImportPlaces')).AccountImportPage }),
  },
];
