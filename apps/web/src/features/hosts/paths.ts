import { parseCalendarDate } from '@catering/domain';

/**
 * The hosts' addresses. The daily view's date travels as MM-DD-YY (hosts spec 2); the
 * picker keeps its market and date in the query string so Back returns to the same day.
 */

const ROUTE_DATE = /^(\d{2})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as the daily view's address writes it: MM-DD-YY. */
function routeDateOf(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}-${day}-${year?.slice(2)}`;
}

/** The `YYYY-MM-DD` of an address's MM-DD-YY date (this century), or null when it is no date. */
export function calendarDateOfRoute(routeDate: string): string | null {
  const parts = ROUTE_DATE.exec(routeDate);
  if (!parts) return null;
  const [, month, day, year] = parts;
  return parseCalendarDate(`20${year}-${month}-${day}`);
}

/** The daily view of one market, service line and date (`YYYY-MM-DD`). */
export function hostDailyPath(marketId: string, serviceLineId: string, date: string): string {
  const market = encodeURIComponent(marketId);
  const line = encodeURIComponent(serviceLineId);
  return `/hosts/daily/market/${market}/serviceLine/${line}/date/${routeDateOf(date)}`;
}

/** The picker on a market and date (`YYYY-MM-DD`). */
export function hostsPickerPath(marketId: string, date: string): string {
  return `/hosts?${new URLSearchParams({ marketId, date })}`;
}

export function hostSurveyPath(surveyId: string): string {
  return `/hosts/survey/${encodeURIComponent(surveyId)}`;
}
