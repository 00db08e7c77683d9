import {
  addOnSlotHeading,
  type MarketScope,
  type ScheduledAddOn,
  type ServingTemperature,
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
import { withinMarkets } from '../../lib/market-scope.js';

/** Queries that read scheduled add-ons: a market's month or day, one add-on, its slot. */

/** A scheduled add-on as stored; the lock is the service's, from the market's zone. */
export interface ScheduledAddOnRecord {
  addOn: Omit<ScheduledAddOn, 'isLocked'>;
  timeZone: string;
}

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
async function findWhere(db: Db, where: SQL | undefined): Promise<ScheduledAddOnRecord[]> {
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
    const record: ScheduledAddOnRecord['addOn'] = {
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
      updatedAt: iso(addOn.updatedAt),
    };
    return { addOn: record, timeZone };
  });
}

/** One add-on by id; another market's, under a limited `scope`, is not found. */
export async function findScheduledAddOnRecord(
  db: Db,
  id: string,
  scope: MarketScope,
): Promise<ScheduledAddOnRecord | undefined> {
  const where = and(eq(scheduledAddOns.id, id), withinMarkets(scheduledAddOns.marketId, scope));
  const [found] = await findWhere(db, where);
  return found;
}

/** A market's scheduled add-ons between two dates, by date, line and type. */
export function findScheduledAddOnRecords(
  db: Db,
  range: { marketId: string; from: string; to: string },
  scope: MarketScope,
): Promise<ScheduledAddOnRecord[]> {
  return findWhere(
    db,
    and(
      eq(scheduledAddOns.marketId, range.marketId),
      withinMarkets(scheduledAddOns.marketId, scope),
      between(scheduledAddOns.date, range.from, range.to),
    ),
  );
}

/** The add-on type's slots, in order. */
export function findSlotsOfType(db: Db, addOnTypeId: string) {
  return db
    .select({ id: addOnSlots.id, order: addOnSlots.order })
    .from(addOnSlots)
    .where(eq(addOnSlots.addOnTypeId, addOnTypeId))
    .orderBy(asc(addOnSlots.order));
}

export type StoredAddOnRow = typeof scheduledElements.$inferSelect & { allergenIds: string[] };

/** The add-on's slot rows as stored, each with its allergen ids. */
export async function findAddOnRows(db: Db, addOnId: string): Promise<StoredAddOnRow[]> {
  const rows = await db
    .select()
    .from(scheduledElements)
    .where(eq(scheduledElements.scheduledAddOnId, addOnId));
  const allergenRows = rows.length
    ? await db
        .select()
        .from(scheduledElementAllergens)
        .where(
          inArray(
            scheduledElementAllergens.scheduledElementId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    ...row,
    allergenIds: allergenRows
      .filter((a) => a.scheduledElementId === row.id)
      .map((a) => a.allergenId),
  }));
}
