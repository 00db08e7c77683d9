import {
  type MarketScope,
  monthRange,
  parseCalendarDate,
  type ScheduledMenuListItem,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { PreparedJson } from '../../lib/prepared-json.js';
import { findCalendarJson } from './scheduled-menu-calendar.repo.js';

/** The calendar's read: a market's menus of a month (docs/scheduling.md 1). */

/**
 * The calendar: a market's scheduled menus of a month (or one day of it). The calendar
 * always names one market, so the scope is that market being the caller's (403 if not):
 * the prepared statement then reads only it.
 */
export async function listScheduledMenus(
  db: Db,
  scope: MarketScope,
  query: { marketId: string; month: number; year: number; day?: number },
  now = new Date(),
): Promise<{ rows: PreparedJson<ScheduledMenuListItem[]>; count: number }> {
  requireMarketInScope(scope, query.marketId);
  const range = monthRange(query.year, query.month);
  const day = query.day
    ? parseCalendarDate(`${range.from.slice(0, 8)}${String(query.day).padStart(2, '0')}`)
    : null;
  // A day the month does not have (June 31) has no menus.
  if (query.day && !day) return { rows: new PreparedJson('[]'), count: 0 };
  const { rows, count } = await findCalendarJson(
    db,
    { marketId: query.marketId, from: day ?? range.from, to: day ?? range.to, now },
    day ? 'day' : 'month',
  );
  return { rows: new PreparedJson(rows), count };
}
