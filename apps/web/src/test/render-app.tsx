import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../AppProviders';
import { appRoutes } from '../router';
import { prefetchAlongNavigation } from '../shell/navigation-prefetch';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The whole app at `path`, as the browser would show it, without the 1 second sign-in pause. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  prefetchAlongNavigation(router, queryClient);
  const result = render(
    <AppProviders queryClient={queryClient} signInSettleMs={0}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
