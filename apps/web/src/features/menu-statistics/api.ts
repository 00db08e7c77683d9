import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /v1/scheduled-menus/{id}/statistics: the hosts' reports of a scheduled menu. */
export function useMenuStatistics(scheduledMenuId: string) {
  return useQuery({
    queryKey: ['scheduled-menus', scheduledMenuId, 'statistics'] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get('/v1/scheduled-menus/{id}/statistics', {
          path: { id: scheduledMenuId },
          signal,
        })
      ).data,
  });
}
