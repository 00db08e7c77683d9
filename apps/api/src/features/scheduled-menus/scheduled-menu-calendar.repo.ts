import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cuisineTypes,
  elementTypes,
  markets,
  scheduledElements,
  scheduledMenus,
  serviceLines,
  slotHeadcounts,
} from '../../db/schema/index.js';
import { preparedOnce } from '../../lib/prepared.js';

/** The calendar's read: a market's menus of a month (docs/scheduling.md 1). */

/**
 * One statement: the menus, each one's main rows (names and types), the slot's eaters (kept
 * per market, line and day by triggers as events change: a market's month is tens of
 * thousands of events, too many to sum per request) and the market's zone for the lock.
 * Prepared: the calendar asks for three months at a time.
 */
function prepareCalendar(db: Db, name: string) {
  return db
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
      headcount: sql<number>`coalesce(${slotHeadcounts.eaters}, 0)`.mapWith(Number),
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
      slotHeadcounts,
      and(
        eq(slotHeadcounts.marketId, scheduledMenus.marketId),
        eq(slotHeadcounts.date, scheduledMenus.date),
        eq(slotHeadcounts.serviceLineId, scheduledMenus.serviceLineId),
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
 * The calendar's rows of a market between two dates (one day or a month): a day and a
 * month are prepared apart, since one generic plan would not fit both sizes.
 */
export function findCalendarRows(
  db: Db,
  range: { marketId: string; from: string; to: string },
  size: 'day' | 'month',
) {
  const name = size === 'day' ? 'calendar_day' : 'calendar_month';
  return preparedOnce(db, name, () => prepareCalendar(db, name)).execute(range);
}
