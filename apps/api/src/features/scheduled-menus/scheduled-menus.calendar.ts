import {
  CALENDAR_TYPE_GROUPS,
  isScheduledMenuLocked,
  monthRange,
  parseCalendarDate,
  type ScheduledMenuListItem,
  todayIn,
} from '@catering/domain';
import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
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

/** The calendar's read: a market's menus of a month (docs/scheduling.md 1). */

const inGroup = (group: readonly string[], name: string | null) =>
  !!name && group.some((type) => type.toLowerCase() === name.toLowerCase());

/** The calendar: a market's scheduled menus of a month (or one day of it). */
export async function findScheduledMenus(
  db: Db,
  query: { marketId: string; month: number; year: number; day?: number },
  now = new Date(),
): Promise<ScheduledMenuListItem[]> {
  const range = monthRange(query.year, query.month);
  const day = query.day
    ? parseCalendarDate(`${range.from.slice(0, 8)}${String(query.day).padStart(2, '0')}`)
    : null;
  // A day the month does not have (June 31) has no menus.
  if (query.day && !day) return [];
  const from = day ?? range.from;
  const to = day ?? range.to;
  const [market] = await db
    .select({ timeZone: markets.timeZone })
    .from(markets)
    .where(eq(markets.id, query.marketId));
  if (!market) return [];
  const rows = await db
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
    })
    .from(scheduledMenus)
    .innerJoin(serviceLines, eq(serviceLines.id, scheduledMenus.serviceLineId))
    .leftJoin(cuisineTypes, eq(cuisineTypes.id, scheduledMenus.cuisineTypeId))
    .where(and(eq(scheduledMenus.marketId, query.marketId), between(scheduledMenus.date, from, to)))
    .orderBy(asc(scheduledMenus.date), asc(serviceLines.sortOrder));
  // Two set queries for the whole month, not one per menu: the calendar asks for three
  // months at a time.
  const [headcounts, names] = await Promise.all([
    slotHeadcounts(db, query.marketId, from, to),
    calendarElementNames(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const today = todayIn(market.timeZone, now);
  return rows.map((row) => {
    const own = names.get(row.id) ?? [];
    const named = (group: readonly string[]) =>
      own.filter((e) => inGroup(group, e.typeName)).map((e) => e.name);
    return {
      ...row,
      headcount: headcounts.get(`${row.serviceLineId}|${row.date}`) ?? 0,
      proteinNames: named(CALENDAR_TYPE_GROUPS.protein),
      saladNames: named(CALENDAR_TYPE_GROUPS.salad),
      starchNames: named(CALENDAR_TYPE_GROUPS.starch),
      isLocked: isScheduledMenuLocked(row.date, today),
      updatedAt: iso(row.updatedAt),
    };
  });
}

/** Eaters of a market's live service events per service line and date, `line|date`. */
async function slotHeadcounts(db: Db, marketId: string, from: string, to: string) {
  const rows = await db
    .select({
      serviceLineId: serviceEvents.serviceLineId,
      date: serviceEvents.date,
      eaters: sql<number>`coalesce(sum(${serviceEvents.eaterCount}), 0)::int`,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .where(
      and(
        eq(accounts.marketId, marketId),
        between(serviceEvents.date, from, to),
        isNull(serviceEvents.deletedAt),
      ),
    )
    .groupBy(serviceEvents.serviceLineId, serviceEvents.date);
  return new Map(rows.map((row) => [`${row.serviceLineId}|${row.date}`, Number(row.eaters)]));
}

/** The names and types of the menus' main (not alternate) rows, by menu. */
async function calendarElementNames(db: Db, menuIds: string[]) {
  const byMenu = new Map<string, { name: string; typeName: string | null }[]>();
  if (!menuIds.length) return byMenu;
  const rows = await db
    .select({
      menuId: scheduledElements.scheduledMenuId,
      name: scheduledElements.name,
      typeName: elementTypes.name,
    })
    .from(scheduledElements)
    .leftJoin(elementTypes, eq(elementTypes.id, scheduledElements.elementTypeId))
    .where(
      and(
        inArray(scheduledElements.scheduledMenuId, menuIds),
        eq(scheduledElements.isAlternate, false),
      ),
    )
    .orderBy(asc(scheduledElements.sortOrder), asc(scheduledElements.createdAt));
  for (const row of rows) {
    const list = byMenu.get(row.menuId!) ?? [];
    list.push({ name: row.name, typeName: row.typeName });
    byMenu.set(row.menuId!, list);
  }
  return byMenu;
}
