import {
  CALENDAR_TYPE_GROUPS,
  isScheduledMenuLocked,
  type MarketScope,
  monthRange,
  parseCalendarDate,
  type ScheduledMenuListItem,
  todayIn,
} from '@catering/domain';
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  cuisineTypes,
  elementTypes,
  markets,
  scheduledElements,
  scheduledMenus,
  serviceEvents,
  serviceLines,
} from '../../db/schema/index.js';
import { iso } from '../../lib/list.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { preparedOnce } from '../../lib/prepared.js';

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
 * One statement: the menus, each one's main rows (names and types), the slot's eaters (a
 * market's month is tens of thousands of events, summed once per line and day) and the
 * market's zone for the lock. Prepared: the calendar asks for three months at a time.
 */
function prepareCalendar(db: Db, name: string) {
  const heads = db.$with('heads').as(
    db
      .select({
        serviceLineId: serviceEvents.serviceLineId,
        date: serviceEvents.date,
        eaters: sql<number>`coalesce(sum(${serviceEvents.eaterCount}), 0)::int`.as('eaters'),
      })
      .from(serviceEvents)
      .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
      .where(
        and(
          eq(accounts.marketId, sql.placeholder('marketId')),
          between(serviceEvents.date, sql.placeholder('from'), sql.placeholder('to')),
          isNull(serviceEvents.deletedAt),
        ),
      )
      .groupBy(serviceEvents.serviceLineId, serviceEvents.date),
  );
  return db
    .with(heads)
    .select({
      id: scheduledMenus.id,
      name: scheduledMenus.name,
      date: scheduledMenus.date,
      marketId: scheduledMenus.marketId,
      serviceLineId: scheduledMenus.serviceLineId,
      serviceLineName: serviceLines.name,
      cuisineTypeId: scheduledMenus.cuisineTypeId,
      cuisineTypeName: cuisineTypes.name,
      updatedAt: scheduledMenus.updatedAt,
      headcount: sql<number>`coalesce(${heads.eaters}, 0)`.mapWith(Number),
      mainRows: sql<{ name: string; typeName: string | null }[]>`(
        select coalesce(json_agg(json_build_object('name', ${scheduledElements.name}, 'typeName', ${elementTypes.name})
          order by ${scheduledElements.sortOrder}, ${scheduledElements.createdAt}), '[]'::json)
        from ${scheduledElements}
        left join ${elementTypes} on ${elementTypes.id} = ${scheduledElements.elementTypeId}
        where ${scheduledElements.scheduledMenuId} = ${scheduledMenus.id}
          and ${scheduledElements.isAlternate} = false)`,
      timeZone: markets.timeZone,
    })
    .from(scheduledMenus)
    .innerJoin(markets, eq(markets.id, scheduledMenus.marketId))
    .innerJoin(serviceLines, eq(serviceLines.id, scheduledMenus.serviceLineId))
    .leftJoin(cuisineTypes, eq(cuisineTypes.id, scheduledMenus.cuisineTypeId))
    .leftJoin(
      heads,
      and(
        eq(heads.serviceLineId, scheduledMenus.serviceLineId),
        eq(heads.date, scheduledMenus.date),
      ),
    )
    .where(
      and(
        eq(scheduledMenus.marketId, sql.placeholder('marketId')),
        between(scheduledMenus.date, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(scheduledMenus.date), asc(serviceLines.sortOrder))
    .prepare(name);
}

/**
 * The calendar: a market's scheduled menus of a month (or one day of it). The calendar
 * always names one market, so the scope is that market being the caller's (403 if not):
 * the prepared statement then reads only it.
 */
export async function findScheduledMenus(
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
  const from = day ?? range.from;
  const to = day ?? range.to;
  // A day and a month are planned apart: one generic plan would not fit both sizes.
  const name = day ? 'calendar_day' : 'calendar_month';
  const rows = await preparedOnce(db, name, () => prepareCalendar(db, name)).execute({
    marketId: query.marketId,
    from,
    to,
  });
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
