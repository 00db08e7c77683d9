import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../shell/page-access';

/**
 * The forecast's pages (issue #28), spread into the signed-in route table of router.tsx.
 * The screen stays its own chunk, loaded when first visited.
 */
export const forecastRoutes: RouteObject[] = [
  {
    path: 'forecast',
    handle: { access: 'viewForecast' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./ForecastPage')).ForecastPage }),
  },
];
