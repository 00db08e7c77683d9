import { type CurrentUser, hasPermission, type Market, permissionsOf } from '@catering/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { referenceQueries } from '../../../lib/reference-data';
import { prefetchCalendarMonth } from './api';
import { monthOfRoute, SCHEDULING_CALENDAR_ROUTE } from './calendar-month';

/**
 * When a navigation to the calendar starts (its chunk still loading), starts the month's
 * reads beside the download instead of after the page has loaded and drawn its empty grid
 * (issue #30: that was half the time to an interactive month). Asks only what the page
 * would: for a user who may see schedules, for a market of the reference list.
 */
export function prefetchCalendarOnTheWay(
  queryClient: QueryClient,
  pathname: string,
  user: CurrentUser,
): void {
  const match = matchPath(`/${SCHEDULING_CALENDAR_ROUTE}`, pathname);
  if (!match) return;
  if (!hasPermission(permissionsOf(user), 'viewScheduleMenu')) return;
  const marketId = match.params.marketId ?? '';
  const markets = queryClient.getQueryData<Market[]>(referenceQueries.markets.queryKey);
  if (!markets?.some((market) => market.id === marketId)) return;
  prefetchCalendarMonth(queryClient, marketId, monthOfRoute(match.params.month, match.params.year));
}
