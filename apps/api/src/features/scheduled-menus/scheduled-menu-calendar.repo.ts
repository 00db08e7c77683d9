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
import { preparedOnce } from '../../lib/prepared.js';

/** The calendar's read: a market's menus of a month (docs/scheduling.md 1). */

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
