import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { prefetchAlongNavigation } from './shell/navigation-prefetch';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter();
prefetchAlongNavigation(router, queryClient);

// The service worker that opens the app and the host's day without a connection.
if (import.meta.env.PROD && 'serviceWorker' in navigator) registerSW({ immediate: true });

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
