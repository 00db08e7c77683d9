import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** A market's day (`YYYY-MM-DD`), as the picker chooses it. */
export interface HostDay {
  marketId: string;
  date: string;
}

/** One service line of that day: what the daily view shows. */
export interface HostDailySlot extends HostDay {
  serviceLineId: string;
}

/** The day's scheduled service lines, already in the spec's order (Breakfast, Lunch…). */
export function useHostServiceLines(day: HostDay) {
  return useQuery({
    queryKey: ['hosts', 'services', day.marketId, day.date] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/hosts/services', { query: { ...day }, signal })).data ?? [],
  });
}

export function useHostDaily(slot: HostDailySlot) {
  return useQuery({
    queryKey: ['hosts', 'daily', slot.marketId, slot.serviceLineId, slot.date] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/hosts/daily', { query: { ...slot }, signal })).data,
  });
}

/**
 * Opens a service's survey: the server creates it on first open and answers the stored one
 * afterwards. Nothing is invalidated: the page leaves for the survey, and the day (never
 * kept fresh) is asked again when the host comes back to it.
 */
export function useOpenHostSurvey() {
  return useMutation({
    mutationFn: async (serviceEventId: string) =>
      (await api.post('/v1/host-surveys', { body: { serviceEventId } })).data,
  });
}
