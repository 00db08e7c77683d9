import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../shell/page-access';

/**
 * The forecast's pages (issue #28), spread into the signed-in route table of router.tsx.
 * Each screen stays its own chunk, loaded when first visited (the accuracy one with its charts).
 */
export const forecastRoutes: RouteObject[] = [
  {
    path: 'forecast',
    handle: { access: 'viewForecast' } satisfies PageHandle,
    lazy: async () => ({ Component: (await import('./ForecastPage')).ForecastPage }),
  },
  {
    path: 'forecast/accuracy',
    handle: { access: 'viewForecast' } satisfies PageHandle,
    lazy: async () => ({
      Component: (await import('../forecast-accuracy')).ForecastAccuracyPage,
    }),
  },
];
