import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
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

/** One account's history: its Audit Trail tab, filtered. */
export function useAccountChangeLog(
  accountId: string,
  request: Omit<PageRequest, 'q'>,
  filters: ChangeLogFilters = {},
) {
  return useQuery(
    pagedListQuery(
      'change-log',
      '/v1/accounts/{id}/change-log',
      { ...request, q: '' },
      { ...filters },
      { id: accountId },
    ),
  );
}

/** Who has changed the account: the Audit Trail's Person filter. */
export function useAccountChangePeople(accountId: string) {
  return useQuery({
    queryKey: ['change-log', 'people', accountId],
    queryFn: async ({ signal }) =>
      (await api.get('/v1/accounts/{id}/change-log/people', { path: { id: accountId }, signal }))
        .data,
  });
}
