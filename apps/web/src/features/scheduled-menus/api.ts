import type { ScheduledMenu, UpdateScheduledMenuValues } from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BodyOf } from '../../lib/api-operations';

export const scheduledMenuQuery = (id: string) =>
  queryOptions({
    queryKey: ['scheduled-menus', 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-menus/{id}', { path: { id }, signal })).data,
  });

export function useScheduledMenu(id: string) {
  return useQuery(scheduledMenuQuery(id));
}

export const scheduledHostFlowQuery = (id: string) =>
  queryOptions({
    queryKey: ['scheduled-menus', 'host-flow', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-menus/{id}/host-flow', { path: { id }, signal })).data,
  });

export function useScheduledHostFlow(id: string) {
  return useQuery(scheduledHostFlowQuery(id));
}

/**
 * Every write changes what the calendar, the daily detail and the host flow show: the
 * answer goes to the editor's cache and the whole 'scheduled-menus' prefix is read afresh.
 */
function useScheduledMenuWrite<Body, Answer>(
  request: (body: Body) => Promise<Answer>,
  cache?: (answer: Answer) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      cache?.(answer);
      void queryClient.invalidateQueries({ queryKey: ['scheduled-menus'] });
    },
  });
}

function useCacheMenu() {
  const queryClient = useQueryClient();
  return (menu: ScheduledMenu) =>
    queryClient.setQueryData(scheduledMenuQuery(menu.id).queryKey, menu);
}

/** The editor's header and rows, as the shared schema parsed them. */
export function useUpdateScheduledMenu(id: string) {
  return useScheduledMenuWrite(
    async (body: UpdateScheduledMenuValues) =>
      (await api.put('/v1/scheduled-menus/{id}', { path: { id }, body })).data,
    useCacheMenu(),
  );
}

/** Revert Menu: the master menu's current content replaces this day's. */
export function useRevertScheduledMenu(id: string) {
  return useScheduledMenuWrite(
    async (updatedAt: string) =>
      (await api.post('/v1/scheduled-menus/{id}/revert', { path: { id }, body: { updatedAt } }))
        .data,
    useCacheMenu(),
  );
}

/** Update Base Menu writes the master menu: its editor and lists are read afresh too. */
export function useUpdateBaseMenu(id: string) {
  const queryClient = useQueryClient();
  return useScheduledMenuWrite(
    async (updatedAt: string) =>
      (
        await api.post('/v1/scheduled-menus/{id}/update-base', {
          path: { id },
          body: { updatedAt },
        })
      ).data,
    () => void queryClient.invalidateQueries({ queryKey: ['menus'] }),
  );
}

export function useUpdateScheduledHostFlow(id: string) {
  const queryClient = useQueryClient();
  return useScheduledMenuWrite(
    async (body: BodyOf<'/v1/scheduled-menus/{id}/host-flow', 'put'>) =>
      (await api.put('/v1/scheduled-menus/{id}/host-flow', { path: { id }, body })).data,
    (saved) => queryClient.setQueryData(scheduledHostFlowQuery(id).queryKey, saved),
  );
}

/**
 * GET /v1/scheduled-menus/{id}/food-cost, asked only of those who may see food cost. Under
 * 'scheduled-menus': every write to the menu reads it afresh.
 */
export function useScheduledMenuFoodCost(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['scheduled-menus', 'food-cost', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-menus/{id}/food-cost', { path: { id }, signal })).data,
    enabled,
  });
}

/**
 * GET /v1/scheduled-menus/{id}/choice-share-history: per split type, the shares past
 * services of the same dishes showed. Under 'scheduled-menus': a save reads it afresh (the
 * rows it names may have changed).
 */
export function useChoiceShareHistory(id: string) {
  return useQuery({
    queryKey: ['scheduled-menus', 'choice-share-history', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-menus/{id}/choice-share-history', { path: { id }, signal }))
        .data,
  });
}
