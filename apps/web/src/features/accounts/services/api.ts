import type { ServiceEvent, ServiceEventValues } from '@catering/domain';
import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { BodyOf } from '../../../lib/api-operations';
import { dateParts } from '../../../lib/local-date';

/** Every query of an account's events starts so (the schedule tab invalidates it too). */
const eventsKey = (accountId: string) => ['service-events', accountId] as const;

/** The account's services of one month (`month` 1-12), for the calendar. */
export const monthEventsQuery = (accountId: string, year: number, month: number) =>
  queryOptions({
    queryKey: [...eventsKey(accountId), 'month', year, month] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/service-events', { query: { accountId, month, year }, signal })).data ??
      [],
  });

export function useMonthEvents(accountId: string, year: number, month: number) {
  return useQuery(monthEventsQuery(accountId, year, month));
}

/**
 * The services of the months before and after, whose first and last days fill the edges
 * of a month grid; empty until they arrive (the shown month carries the loading state).
 */
export function useNeighbourMonthEvents(
  accountId: string,
  year: number,
  month: number,
): ServiceEvent[] {
  const neighbours = [-1, 1].map((step) => {
    const index = year * 12 + (month - 1) + step;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  return useQueries({
    queries: neighbours.map((m) => monthEventsQuery(accountId, m.year, m.month)),
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
}

/** The account's services of one date (`YYYY-MM-DD`), for the day view. */
export const dayEventsQuery = (accountId: string, date: string) => {
  const { year, month, day } = dateParts(date);
  return queryOptions({
    queryKey: [...eventsKey(accountId), 'day', date] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/service-events', { query: { accountId, month, year, day }, signal }))
        .data ?? [],
  });
};

export function useDayEvents(accountId: string, date: string) {
  return useQuery(dayEventsQuery(accountId, date));
}

/** After any write the account's months and days are read again. */
function useEventsChanged(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventsKey(accountId) });
}

export type ServiceEventSaveBody = ServiceEventValues & { updatedAt?: string };

/** Create (no `event`) or update (under the `updatedAt` read with the event) a service event. */
export function useSaveServiceEvent(accountId: string) {
  const changed = useEventsChanged(accountId);
  return useMutation({
    mutationFn: async ({
      event,
      body,
    }: {
      event: Pick<ServiceEvent, 'id' | 'updatedAt'> | null;
      body: ServiceEventSaveBody;
    }) =>
      event
        ? (
            await api.put('/v1/service-events/{id}', {
              path: { id: event.id },
              body: { ...body, updatedAt: event.updatedAt },
            })
          ).data
        : (await api.post('/v1/service-events', { body })).data,
    onSuccess: () => void changed(),
  });
}

export function useDeleteServiceEvent(accountId: string) {
  const changed = useEventsChanged(accountId);
  return useMutation({
    mutationFn: (id: string) => api.delete('/v1/service-events/{id}', { path: { id } }),
    onSuccess: () => void changed(),
  });
}

/** Add-ons of one event (beta): add a type, save a slot, delete a slot or a whole type. */
export function useEventAddOnWrites(accountId: string, eventId: string) {
  const changed = useEventsChanged(accountId);
  const settle = { onSettled: () => void changed() };
  return {
    add: useMutation({
      mutationFn: async (addOnTypeId: string) =>
        (
          await api.post('/v1/service-events/{id}/add-ons', {
            path: { id: eventId },
            body: { addOnTypeId },
          })
        ).data,
      ...settle,
    }),
    saveSlot: useMutation({
      mutationFn: async (body: BodyOf<'/v1/service-events/{id}/add-ons', 'put'>) =>
        (await api.put('/v1/service-events/{id}/add-ons', { path: { id: eventId }, body })).data,
      ...settle,
    }),
    deleteSlot: useMutation({
      mutationFn: (rowId: string) =>
        api.delete('/v1/service-events/add-ons/{id}', { path: { id: rowId } }),
      ...settle,
    }),
    deleteType: useMutation({
      mutationFn: (rowId: string) =>
        api.delete('/v1/service-events/add-ons/{id}', {
          path: { id: rowId },
          query: { scope: 'type' },
        }),
      ...settle,
    }),
  };
}
