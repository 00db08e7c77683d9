import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BodyOf } from '../../lib/api-operations';

/** Every scheduled add-on query starts with this, so one invalidation refreshes every screen. */
export const SCHEDULED_ADD_ONS_KEY = 'scheduled-add-ons';

export const scheduledAddOnQuery = (id: string) =>
  queryOptions({
    queryKey: [SCHEDULED_ADD_ONS_KEY, 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-add-ons/{id}', { path: { id }, signal })).data,
  });

export const useScheduledAddOn = (id: string) => useQuery(scheduledAddOnQuery(id));

/** PUT of the whole slot list (Add One, Edit/Save, Swap, Delete all send it). */
export function useUpdateScheduledAddOn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'/v1/scheduled-add-ons/{id}', 'put'>) =>
      (await api.put('/v1/scheduled-add-ons/{id}', { path: { id }, body })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(scheduledAddOnQuery(id).queryKey, saved);
      // The daily detail and calendar list add-ons too.
      void queryClient.invalidateQueries({ queryKey: [SCHEDULED_ADD_ONS_KEY] });
    },
  });
}

/** A catalogue element as the picker's choice fills a new add-on's first slot. */
export const catalogueElementQuery = (id: string) =>
  queryOptions({
    queryKey: ['elements', 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/elements/{id}', { path: { id }, signal })).data,
  });

/**
 * POST of a new add-on with its first slot: one request, so leaving before it leaves
 * nothing scheduled, and a refused slot schedules nothing either.
 */
export function useCreateScheduledAddOn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'/v1/scheduled-add-ons', 'post'>) =>
      (await api.post('/v1/scheduled-add-ons', { body })).data,
    onSuccess: (created) => {
      queryClient.setQueryData(scheduledAddOnQuery(created.id).queryKey, created);
      // The daily detail and calendar list add-ons too.
      void queryClient.invalidateQueries({ queryKey: [SCHEDULED_ADD_ONS_KEY] });
    },
  });
}
