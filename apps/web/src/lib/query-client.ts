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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
