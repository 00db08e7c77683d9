import {
  CALENDAR_TYPE_GROUPS,
  isScheduledMenuLocked,
  type MarketScope,
  monthRange,
  parseCalendarDate,
  type ScheduledMenuListItem,
  todayIn,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { iso } from '../../lib/list.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { findCalendarRows } from './scheduled-menu-calendar.repo.js';

/** The calendar's read: a market's menus of a month (docs/scheduling.md 1). */

/** The calendar's type groups, in lower case once: a month holds a thousand rows. */
const GROUPS = Object.fromEntries(
  Object.entries(CALENDAR_TYPE_GROUPS).map(([group, types]) => [
    group,
    new Set(types.map((type) => type.toLowerCase())),
  ]),
) as Record<keyof typeof CALENDAR_TYPE_GROUPS, Set<string>>;

function namesByGroup(rows: { name: string; typeName: string | null }[]) {
  const names = { protein: [] as string[], salad: [] as string[], starch: [] as string[] };
  for (const row of rows) {
    const type = row.typeName?.toLowerCase();
    if (!type) continue;
    for (const group of ['protein', 'salad', 'starch'] as const)
      if (GROUPS[group].has(type)) names[group].push(row.name);
  }
  return names;
}

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
): Promise<ScheduledMenuListItem[]> {
  requireMarketInScope(scope, query.marketId);
  const range = monthRange(query.year, query.month);
  const day = query.day
    ? parseCalendarDate(`${range.from.slice(0, 8)}${String(query.day).padStart(2, '0')}`)
    : null;
  // A day the month does not have (June 31) has no menus.
  if (query.day && !day) return [];
  const rows = await findCalendarRows(
    db,
    { marketId: query.marketId, from: day ?? range.from, to: day ?? range.to },
    day ? 'day' : 'month',
  );
  const timeZone = rows[0]?.timeZone;
  if (!timeZone) return [];
  const today = todayIn(timeZone, now);
  return rows.map(({ mainRows, timeZone: _zone, ...row }) => {
    const names = namesByGroup(mainRows);
    return {
      ...row,
      proteinNames: names.protein,
      saladNames: names.salad,
      starchNames: names.starch,
      isLocked: isScheduledMenuLocked(row.date, today),
      updatedAt: iso(row.updatedAt),
    };
  });
}
