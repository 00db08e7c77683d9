import {
  addOnSlotHeading,
  isScheduledMenuLocked,
  type MarketScope,
  monthRange,
  parseCalendarDate,
  type ScheduledAddOn,
  type ServingTemperature,
  todayIn,
} from '@catering/domain';
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  addOnSlots,
  addOnTypes,
  allergens,
  markets,
  scheduledAddOns,
  scheduledElementAllergens,
  scheduledElements,
  serviceLines,
} from '../../db/schema/index.js';
import { byName, iso } from '../../lib/list.js';
import { requireMarketInScope, withinMarkets } from '../../lib/market-scope.js';

/** Queries that read scheduled add-ons: a market's month or day, one add-on, its slot. */

/** The add-on's slot and its market's zone: what the lock needs (none outside `scope`). */
export async function findAddOnSlot(db: Db, id: string, scope: MarketScope) {
  const [row] = await db
    .select({
      id: scheduledAddOns.id,
      addOnTypeId: scheduledAddOns.addOnTypeId,
      date: scheduledAddOns.date,
      timeZone: markets.timeZone,
    })
    .from(scheduledAddOns)
    .innerJoin(markets, eq(markets.id, scheduledAddOns.marketId))
    .where(and(eq(scheduledAddOns.id, id), withinMarkets(scheduledAddOns.marketId, scope)));
  return row;
}

/** The add-ons matching `where`, whole: type and slots, market, line, slot elements. */
async function findWhere(db: Db, where: SQL | undefined, now: Date): Promise<ScheduledAddOn[]> {
  const heads = await db
    .select({
      addOn: scheduledAddOns,
      marketName: markets.name,
      timeZone: markets.timeZone,
      lineName: serviceLines.name,
      typeName: addOnTypes.name,
    })
    .from(scheduledAddOns)
    .innerJoin(markets, eq(markets.id, scheduledAddOns.marketId))
    .innerJoin(serviceLines, eq(serviceLines.id, scheduledAddOns.serviceLineId))
    .innerJoin(addOnTypes, eq(addOnTypes.id, scheduledAddOns.addOnTypeId))
    .where(where)
    .orderBy(asc(scheduledAddOns.date), asc(serviceLines.sortOrder), byName(addOnTypes.name));
  if (!heads.length) return [];
  const ids = heads.map((head) => head.addOn.id);
  const typeIds = [...new Set(heads.map((head) => head.addOn.addOnTypeId))];
  const [slots, rows] = await Promise.all([
    db
      .select()
      .from(addOnSlots)
      .where(inArray(addOnSlots.addOnTypeId, typeIds))
      .orderBy(asc(addOnSlots.order)),
    db.select().from(scheduledElements).where(inArray(scheduledElements.scheduledAddOnId, ids)),
  ]);
  const allergenRows = rows.length
    ? await db
        .select({
          rowId: scheduledElementAllergens.scheduledElementId,
          id: allergens.id,
          name: allergens.name,
        })
        .from(scheduledElementAllergens)
        .innerJoin(allergens, eq(allergens.id, scheduledElementAllergens.allergenId))
        .where(
          inArray(
            scheduledElementAllergens.scheduledElementId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(byName(allergens.name))
    : [];
  return heads.map(({ addOn, marketName, timeZone, lineName, typeName }) => {
    const typeSlots = slots.filter((slot) => slot.addOnTypeId === addOn.addOnTypeId);
    const order = (slotId: string | null) => typeSlots.findIndex((slot) => slot.id === slotId);
    const own = rows
      .filter((row) => row.scheduledAddOnId === addOn.id)
      .sort((a, b) => order(a.addOnSlotId) - order(b.addOnSlotId));
    return {
      id: addOn.id,
      addOnTypeId: addOn.addOnTypeId,
      addOnType: {
        id: addOn.addOnTypeId,
        name: typeName,
        addOnSlots: typeSlots.map((slot) => ({
          id: slot.id,
          name: slot.name,
          order: slot.order,
          heading: addOnSlotHeading(typeName, slot.order),
        })),
      },
      date: addOn.date,
      marketId: addOn.marketId,
      market: { id: addOn.marketId, name: marketName },
      serviceLineId: addOn.serviceLineId,
      serviceLine: { id: addOn.serviceLineId, name: lineName },
      scheduledElements: own.map((row) => {
        const mine = allergenRows.filter((a) => a.rowId === row.id);
        return {
          id: row.id,
          scheduledAddOnId: addOn.id,
          addOnSlotId: row.addOnSlotId!,
          originalElementId: row.originalElementId,
          name: row.name,
          elementTypeId: row.elementTypeId,
          menuElementClassId: row.menuElementClassId,
          containerTypeId: row.containerTypeId,
          portionPerPerson: row.portionPerPerson,
          portionPerContainer: row.portionPerContainer,
          portionUnitId: row.portionUnitId,
          servingTemp: row.servingTemp as ServingTemperature | null,
          ingredients: row.ingredients,
          method: row.method,
          allergenIds: mine.map((a) => a.id),
          allergenNames: mine.map((a) => a.name),
          updatedAt: iso(row.updatedAt),
        };
      }),
      isLocked: isScheduledMenuLocked(addOn.date, todayIn(timeZone, now)),
      updatedAt: iso(addOn.updatedAt),
    };
  });
}

/** One add-on by id; another market's, under a limited `scope`, is not found. */
export async function findScheduledAddOn(
  db: Db,
  id: string,
  scope: MarketScope,
  now = new Date(),
): Promise<ScheduledAddOn | undefined> {
  const where = and(eq(scheduledAddOns.id, id), withinMarkets(scheduledAddOns.marketId, scope));
  const [found] = await findWhere(db, where, now);
  return found;
}

/**
 * A market's scheduled add-ons of a month (or one day of it), by date, line and type; a
 * market outside `scope` is refused (403).
 */
export async function findScheduledAddOns(
  db: Db,
  query: { marketId: string; month: number; year: number; day?: number },
  scope: MarketScope,
  now = new Date(),
): Promise<ScheduledAddOn[]> {
  requireMarketInScope(scope, query.marketId);
  const range = monthRange(query.year, query.month);
  const day = query.day
    ? parseCalendarDate(`${range.from.slice(0, 8)}${String(query.day).padStart(2, '0')}`)
    : null;
  // A day the month does not have (June 31) has no add-ons.
  if (query.day && !day) return [];
  return findWhere(
    db,
    and(
      eq(scheduledAddOns.marketId, query.marketId),
      withinMarkets(scheduledAddOns.marketId, scope),
      between(scheduledAddOns.date, day ?? range.from, day ?? range.to),
    ),
    now,
  );
}
