import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  addOnSlots,
  addOnTypes,
  scheduledAddOns,
  scheduledElements,
  serviceEventAddOns,
  serviceEvents,
} from '../../db/schema/index.js';
import { byName } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { scheduledAddOnOfEventAddOn, slotElementOfEventAddOn } from '../scheduled-add-ons/index.js';
import { servicesOf, servicesOfRange } from '../scheduled-menus/index.js';
import type { Slot, SlotRange } from './calculations.repo.js';

/**
 * What each account ordered per add-on slot on a slot's events (summed), with the element
 * the day's scheduled add-on of that type holds in the slot; for one slot or, day by day
 * and line by line, for a range.
 */

const orderColumns = {
  accountId: accounts.id,
  accountName: accounts.name,
  addOnTypeId: addOnTypes.id,
  typeName: addOnTypes.name,
  addOnSlotId: addOnSlots.id,
  slotName: addOnSlots.name,
  order: addOnSlots.order,
  quantity: sql<number>`sum(${serviceEventAddOns.quantity})::int`,
  scheduledAddOnId: scheduledAddOns.id,
  elementName: scheduledElements.name,
};

const orderGroup = [
  accounts.id,
  accounts.name,
  addOnTypes.id,
  addOnTypes.name,
  addOnSlots.id,
  addOnSlots.name,
  addOnSlots.order,
  scheduledAddOns.id,
  scheduledElements.name,
];

const orderOrder = [
  byName(accounts.name),
  accounts.id,
  asc(addOnTypes.name),
  asc(addOnSlots.order),
];

/** The orders of one slot. */
export function findAddOnOrders(db: Db, slot: Slot) {
  return db
    .select(orderColumns)
    .from(serviceEventAddOns)
    .innerJoin(serviceEvents, eq(serviceEvents.id, serviceEventAddOns.serviceEventId))
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(addOnTypes, eq(addOnTypes.id, serviceEventAddOns.addOnTypeId))
    .innerJoin(addOnSlots, eq(addOnSlots.id, serviceEventAddOns.addOnSlotId))
    .leftJoin(scheduledAddOns, scheduledAddOnOfEventAddOn)
    .leftJoin(scheduledElements, slotElementOfEventAddOn)
    .where(
      and(
        servicesOf(slot.marketId, slot.serviceLineId, slot.date),
        withinMarkets(accounts.marketId, slot.scope),
        isNull(accounts.archivedAt),
      ),
    )
    .groupBy(...orderGroup)
    .orderBy(...orderOrder);
}

export type AddOnOrderRow = Awaited<ReturnType<typeof findAddOnOrders>>[number];

/** The orders of every slot of a range, by date and line, each slot's as `findAddOnOrders`. */
export function findAddOnOrdersOfRange(db: Db, range: SlotRange) {
  if (!range.serviceLineIds.length) return Promise.resolve([]);
  return db
    .select({
      date: serviceEvents.date,
      serviceLineId: serviceEvents.serviceLineId,
      ...orderColumns,
    })
    .from(serviceEventAddOns)
    .innerJoin(serviceEvents, eq(serviceEvents.id, serviceEventAddOns.serviceEventId))
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(addOnTypes, eq(addOnTypes.id, serviceEventAddOns.addOnTypeId))
    .innerJoin(addOnSlots, eq(addOnSlots.id, serviceEventAddOns.addOnSlotId))
    .leftJoin(scheduledAddOns, scheduledAddOnOfEventAddOn)
    .leftJoin(scheduledElements, slotElementOfEventAddOn)
    .where(
      and(
        servicesOfRange(range.marketId, range.serviceLineIds, range.from, range.to),
        withinMarkets(accounts.marketId, range.scope),
        isNull(accounts.archivedAt),
      ),
    )
    .groupBy(serviceEvents.date, serviceEvents.serviceLineId, ...orderGroup)
    .orderBy(asc(serviceEvents.date), asc(serviceEvents.serviceLineId), ...orderOrder);
}
