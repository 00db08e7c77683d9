import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../shell/page-access';

/** Spreadsheets in (issue #29), spread into the signed-in route table of router.tsx. */
export const importRoutes: RouteObject[] = [
  {
    path: 'ingredients/import',
    handle: { access: 'editElement' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./ImportPage')).ImportPage }),
  },
];
