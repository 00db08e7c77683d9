import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../shell/page-access';

/**
 * The ingredients' pages, spread into the signed-in route table of router.tsx; each screen
 * its own chunk. The Import screen is the imports feature's.
 */
export const ingredientRoutes: RouteObject[] = [
  {
    path: 'ingredients',
    handle: { access: 'viewElement' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./IngredientsPage')).IngredientsPage }),
  },
  {
    path: 'ingredients/new',
    handle: { access: 'viewElement' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./IngredientEditorPage')).NewIngredientPage }),
  },
  {
    path: 'ingredients/:ingredientId',
    handle: { access: 'viewElement' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./IngredientEditorPage')).EditIngredientPage }),
  },
];
