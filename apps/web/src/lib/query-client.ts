import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/**
 * Answers in the 4xx range will not change by asking again, so only network failures and
 * server errors are retried, once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Queries and writes are tried even when the browser says it is offline: the service worker
 * answers the host's pages from what it kept (issue #26, 2), and a write without signal fails
 * at once, so the page can keep it (a queued survey) or say so, rather than wait unseen.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
