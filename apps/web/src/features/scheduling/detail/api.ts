import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { dateParts, formatCalendarDate } from '../../../lib/local-date';

/** Menu search page size of the Schedule One picker; Load More adds as many (spec 9). */
export const MENU_SEARCH_PAGE_SIZE = 30;

/** The `marketId, month, year, day` query of one date (`YYYY-MM-DD`). */
const dayQuery = (marketId: string, date: string) => {
  const { year, month, day } = dateParts(date);
  return { marketId, month, year, day };
};

export function useDayMenus(marketId: string, date: string) {
  return useQuery({
    queryKey: ['scheduled-menus', 'day', marketId, date] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-menus', { query: dayQuery(marketId, date), signal })).data ??
      [],
  });
}

export function useDayAddOns(marketId: string, date: string) {
  return useQuery({
    queryKey: ['scheduled-add-ons', 'day', marketId, date] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-add-ons', { query: dayQuery(marketId, date), signal })).data ??
      [],
  });
}

/** The whole menu of a card. Its own key: the editor may keep the same answer differently. */
export function useScheduledMenu(id: string) {
  return useQuery({
    queryKey: ['scheduled-menus', 'day-card', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-menus/{id}', { path: { id }, signal })).data,
  });
}

export function useConsumerDetails(id: string) {
  return useQuery({
    queryKey: ['scheduled-menus', 'consumer-details', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-menus/{id}/consumer-details', { path: { id }, signal })).data ??
      [],
  });
}

/**
 * Master menus matching the search, 30 at a time, as many pages as Load More asked for:
 * those tagged for the slot's service line first, then the rest (each row says which).
 */
export function useMenuSearch(q: string, serviceLineId: string) {
  return useInfiniteQuery({
    queryKey: ['menus', 'schedule-search', { q, serviceLineId }] as const,
    queryFn: async ({ pageParam, signal }) => {
      const { data, meta } = await api.get('/v1/menus', {
        query: {
          q,
          serviceLine: serviceLineId,
          page: pageParam,
          perPage: MENU_SEARCH_PAGE_SIZE,
        },
        signal,
      });
      return { rows: data ?? [], count: meta.count ?? data?.length ?? 0 };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length === MENU_SEARCH_PAGE_SIZE && loaded < last.count
        ? lastPage + 1
        : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

/** Where a new scheduled menu or add-on goes: one market, line and date. */
export interface ScheduleSlot {
  marketId: string;
  serviceLineId: string;
  /** `YYYY-MM-DD`; sent as the spec's MM/DD/YYYY. */
  date: string;
}

/** Every scheduling screen (calendar, editors) reads these prefixes again after a write. */
function useScheduleChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['scheduled-menus'] }),
      queryClient.invalidateQueries({ queryKey: ['scheduled-add-ons'] }),
    ]);
}

export function useScheduleMenu() {
  const changed = useScheduleChanged();
  return useMutation({
    mutationFn: async ({ slot, originalMenuId }: { slot: ScheduleSlot; originalMenuId: string }) =>
      (
        await api.post('/v1/scheduled-menus', {
          body: {
            originalMenuId,
            marketId: slot.marketId,
            serviceLineId: slot.serviceLineId,
            date: formatCalendarDate(slot.date),
          },
        })
      ).data,
    onSuccess: () => void changed(),
  });
}

export function useUnscheduleMenu() {
  const changed = useScheduleChanged();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete('/v1/scheduled-menus/{id}', { path: { id } });
    },
    onSuccess: () => void changed(),
  });
}

export function useUnscheduleAddOn() {
  const changed = useScheduleChanged();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete('/v1/scheduled-add-ons/{id}', { path: { id } });
    },
    onSuccess: () => void changed(),
  });
}

/**
 * The day's food cost, one request for every line (GET /v1/purchasing/food-cost, from = to =
 * the date), asked only of those who may see it. Under 'scheduled-menus': scheduling or
 * unscheduling a menu reads it afresh.
 */
export function useDayFoodCost(
  marketId: string,
  date: string,
  serviceLineIds: string[],
  enabled: boolean,
) {
  const query = { marketId, from: date, to: date, serviceLineIds: serviceLineIds.join(',') };
  return useQuery({
    queryKey: ['scheduled-menus', 'day-food-cost', query] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/purchasing/food-cost', { query, signal })).data,
    enabled: enabled && serviceLineIds.length > 0,
  });
}
