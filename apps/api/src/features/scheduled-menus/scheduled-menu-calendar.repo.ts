import { SCHEDULED_MENU_LOCK_DAYS } from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markets } from '../../db/schema/index.js';
import { preparedOnce } from '../../lib/prepared.js';

/** The calendar's read: a market's menus of a month (docs/scheduling.md 1). */

const placeholder = sql.placeholder;
// Qualified by hand: inside the subqueries the ORM would write a bare "id", which the
// scheduled menu's own id would take.
const MARKET_ID = sql.raw('"markets"."id"');
const MARKET_ZONE = sql.raw('"markets"."time_zone"');

/**
 * One statement answers the calendar's whole JSON (scheduledMenuListItemSchema, its fields in
 * its order) and the count: the menus, each one's main rows by calendar group (the domain's
 * CALENDAR_TYPE_GROUPS, kept on the menu by triggers as rows change: migration 0033), the
 * slot's eaters (kept per market, line and day by triggers as events change: a market's
 * month is tens of thousands of events, too many to sum per request), and the lock: the domain's rule (isScheduledMenuLocked: locked
 * once `SCHEDULED_MENU_LOCK_DAYS` days past, in the market's zone) with today taken from the
 * request's `now` in the market's zone. Prepared: the calendar asks for three months at a
 * time. No row when the market is unknown.
 */
function prepareCalendar(db: Db, name: string) {
  const from = placeholder('from');
  const to = placeholder('to');
  // The count and the rows from one scan of the month (a lateral aggregate), as the bare
  // route counts: two subqueries read the month's menus twice.
  const month = sql`(select count(*)::int as count, coalesce(json_agg(json_build_object(
          'id', sm.id,
          'name', sm.name,
          'date', sm.date,
          'marketId', sm.market_id,
          'serviceLineId', sm.service_line_id,
          'serviceLineName', sl.name,
          'cuisineTypeId', sm.cuisine_type_id,
          'cuisineTypeName', ct.name,
          'proteinNames', sm.protein_names,
          'saladNames', sm.salad_names,
          'starchNames', sm.starch_names,
          'headcount', coalesce(h.eaters, 0),
          'isLocked', sm.date <= (${placeholder('now')}::timestamptz at time zone ${MARKET_ZONE})::date
            - ${SCHEDULED_MENU_LOCK_DAYS}::int,
          'updatedAt', to_char(sm.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) order by sm.date, sl.sort_order), '[]')::text as rows
        from scheduled_menus sm
        join service_lines sl on sl.id = sm.service_line_id
        left join cuisine_types ct on ct.id = sm.cuisine_type_id
        left join slot_headcounts h
          on h.market_id = sm.market_id and h.date = sm.date and h.service_line_id = sm.service_line_id
        where sm.market_id = ${MARKET_ID} and sm.date between ${from} and ${to})`;
  return db
    .select({ count: sql<number>`month.count`, rows: sql<string>`month.rows` })
    .from(sql`${markets} cross join lateral ${month} as month`)
    .where(eq(markets.id, placeholder('marketId')))
    .prepare(name);
}

/**
 * The calendar of a market between two dates (one day or a month) as JSON text, and how
 * many menus it holds: a day and a month are prepared apart, since one generic plan would
 * not fit both sizes.
 */
export async function findCalendarJson(
  db: Db,
  range: { marketId: string; from: string; to: string; now: Date },
  size: 'day' | 'month',
): Promise<{ rows: string; count: number }> {
  const name = size === 'day' ? 'calendar_day' : 'calendar_month';
  const [found] = await preparedOnce(db, name, () => prepareCalendar(db, name)).execute({
    ...range,
    now: range.now.toISOString(),
  });
  return found ?? { rows: '[]', count: 0 };
}
