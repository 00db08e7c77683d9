import { useQuery } from '@tanstack/react-query';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

export interface ChangeLogFilters {
  entityType?: string;
  actorUserId?: string;
  from?: string;
  to?: string;
}

/** The whole change log (Super Admin), filtered; the log is not searched by text. */
export function useChangeLogPage(request: Omit<PageRequest, 'q'>, filters: ChangeLogFilters) {
  return useQuery(
    pagedListQuery('change-log', '/v1/change-log', { ...request, q: '' }, { ...filters }),
  );
}

/** One account's history: its Audit Trail tab. */
export function useAccountChangeLog(accountId: string, request: Omit<PageRequest, 'q'>) {
  return useQuery(
    pagedListQuery(
      'change-log',
      '/v1/accounts/{id}/change-log',
      { ...request, q: '' },
      {},
      { id: accountId },
    ),
  );
}
