import type { CalendarFeedInput } from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Calendar feeds (docs/calendar-feeds.md): the signed-in person's own secret addresses. */

const FEEDS_KEY = ['calendar-feeds'] as const;

export function useCalendarFeeds(enabled: boolean) {
  return useQuery({
    queryKey: FEEDS_KEY,
    queryFn: async ({ signal }) => (await api.get('/v1/calendar-feeds', { signal })).data ?? [],
    enabled,
  });
}

/** Creates the address, or replaces the person's old one of the same target. */
export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CalendarFeedInput) =>
      (await api.post('/v1/calendar-feeds', { body: input })).data,
    onSettled: () => client.invalidateQueries({ queryKey: FEEDS_KEY }),
  });
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete('/v1/calendar-feeds/{id}', { path: { id } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: FEEDS_KEY }),
  });
}
