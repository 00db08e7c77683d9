import type { ScheduledMenuListItem, ServiceEventNote } from '@catering/domain';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQueries,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type CalendarMonth, neighbourMonths } from './calendar-month';

/** Every scheduled-menu query starts so; a write anywhere refreshes them all. */
const SCHEDULED_MENUS = 'scheduled-menus';

/**
 * A month read this recently is shown as it is when the calendar mounts, without reading
 * it again: the reads start with the navigation to the calendar (prefetch.ts), moments
 * before the page mounts. Writes invalidate them whatever their age.
 */
const MONTH_FRESH_MS = 5_000;

export const monthMenusQuery = (marketId: string, { year, month }: CalendarMonth) =>
  queryOptions({
    queryKey: [SCHEDULED_MENUS, 'calendar', marketId, year, month] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/scheduled-menus', { query: { marketId, month, year }, signal })).data ??
      [],
    staleTime: MONTH_FRESH_MS,
  });

/** Notes belong to service events, so they live under that feature's prefix. */
export const monthNotesQuery = (marketId: string, { year, month }: CalendarMonth) =>
  queryOptions({
    queryKey: ['service-events', 'notes', marketId, year, month] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/service-events/notes', { query: { marketId, month, year }, signal }))
        .data ?? [],
    staleTime: MONTH_FRESH_MS,
  });

export interface CalendarMonthData {
  menus: ScheduledMenuListItem[];
  notes: ServiceEventNote[];
  /** Whether the shown month's menus are known (an empty month says so). */
  loaded: boolean;
  fetching: boolean;
  error: unknown;
  retry: () => void;
}

/** The shown month first, then the neighbouring months, whose days fill the grid's edges. */
const monthsOnGrid = (month: CalendarMonth) => [month, ...neighbourMonths(month)];

/** Starts reading what useCalendarMonth shows, for a page about to mount. */
export function prefetchCalendarMonth(
  queryClient: QueryClient,
  marketId: string,
  month: CalendarMonth,
): void {
  for (const m of monthsOnGrid(month)) {
    void queryClient.prefetchQuery(monthMenusQuery(marketId, m));
    void queryClient.prefetchQuery(monthNotesQuery(marketId, m));
  }
}

/**
 * The shown month's menus and notes plus those of the neighbouring months (the grid's
 * edges). Only the shown month reports failures: the edges are a courtesy.
 */
export function useCalendarMonth(
  marketId: string,
  month: CalendarMonth,
  enabled: boolean,
): CalendarMonthData {
  const months = monthsOnGrid(month);
  return useQueries({
    queries: [
      ...months.map((m) => ({ ...monthMenusQuery(marketId, m), enabled })),
      ...months.map((m) => ({ ...monthNotesQuery(marketId, m), enabled })),
    ],
    combine: (results) => {
      const menuResults = results.slice(0, months.length);
      const noteResults = results.slice(months.length);
      const shown = [menuResults[0], noteResults[0]];
      const failed = shown.find((result) => result?.isError);
      // useQueries types the two spread lists' results as one union: the first
      // months.length are the menu queries, the rest the note queries.
      return {
        menus: menuResults.flatMap((result) => (result.data as ScheduledMenuListItem[]) ?? []),
        notes: noteResults.flatMap((result) => (result.data as ServiceEventNote[]) ?? []),
        loaded: Boolean(menuResults[0]?.isSuccess),
        fetching: results.some((result) => result.isFetching),
        error: failed?.error ?? null,
        retry: () => {
          for (const result of shown) if (result?.isError) void result.refetch();
        },
      };
    },
  });
}

/** The calendar's drag (docs/scheduling.md 1): `date` is the target, YYYY-MM-DD. */
export interface MoveMenuRequest {
  id: string;
  date: string;
  body: { date: string; updatedAt: string };
}

export function useMoveScheduledMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: MoveMenuRequest) =>
      (await api.put('/v1/scheduled-menus/{id}/date', { path: { id }, body })).data,
    // Waiting for the refetch keeps the moved event in place until the month is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SCHEDULED_MENUS] }),
  });
}
