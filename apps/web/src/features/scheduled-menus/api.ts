import type {
  Menu,
  ScheduledHostFlow,
  ScheduledHostFlowUpdate,
  ScheduledMenu,
  UpdateScheduledMenuValues,
} from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const scheduledMenuPath = (id: string) => `/v1/scheduled-menus/${encodeURIComponent(id)}`;

export const scheduledMenuQuery = (id: string) =>
  queryOptions({
    queryKey: ['scheduled-menus', 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<ScheduledMenu>(scheduledMenuPath(id), {}, signal)).data,
  });

export function useScheduledMenu(id: string) {
  return useQuery(scheduledMenuQuery(id));
}

export const scheduledHostFlowQuery = (id: string) =>
  queryOptions({
    queryKey: ['scheduled-menus', 'host-flow', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<ScheduledHostFlow>(`${scheduledMenuPath(id)}/host-flow`, {}, signal)).data,
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
      (await api.put<ScheduledMenu>(scheduledMenuPath(id), body)).data,
    useCacheMenu(),
  );
}

/** Revert Menu: the master menu's current content replaces this day's. */
export function useRevertScheduledMenu(id: string) {
  return useScheduledMenuWrite(
    async (updatedAt: string) =>
      (await api.post<ScheduledMenu>(`${scheduledMenuPath(id)}/revert`, { updatedAt })).data,
    useCacheMenu(),
  );
}

/** Update Base Menu writes the master menu: its editor and lists are read afresh too. */
export function useUpdateBaseMenu(id: string) {
  const queryClient = useQueryClient();
  return useScheduledMenuWrite(
    async (updatedAt: string) =>
      (await api.post<Menu>(`${scheduledMenuPath(id)}/update-base`, { updatedAt })).data,
    () => void queryClient.invalidateQueries({ queryKey: ['menus'] }),
  );
}

export function useUpdateScheduledHostFlow(id: string) {
  const queryClient = useQueryClient();
  return useScheduledMenuWrite(
    async (body: ScheduledHostFlowUpdate) =>
      (await api.put<ScheduledHostFlow>(`${scheduledMenuPath(id)}/host-flow`, body)).data,
    (saved) => queryClient.setQueryData(scheduledHostFlowQuery(id).queryKey, saved),
  );
}
