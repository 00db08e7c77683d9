import type {
  MarketScope,
  ServiceEvent,
  ServiceEventAddOn,
  ServiceEventNote,
} from '@catering/domain';
import { and, asc, between, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountAddresses,
  accounts,
  addOnSlots,
  addOnTypes,
  scheduledAddOns,
  scheduledElements,
  scheduledMenus,
  serviceEventAddOns,
  serviceEvents,
  serviceLines,
  serviceTypes,
} from '../../db/schema/index.js';
import { iso } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { hhmm } from '../../lib/time-of-day.js';
import { scheduledAddOnOfEventAddOn, slotElementOfEventAddOn } from '../scheduled-add-ons/index.js';

/** Queries that read service events with what the cards and the modal show. */

/**
 * An event's add-ons, each with the day's scheduled add-on of its type (found by slot:
 * market, line, date and type, as the day's menu is) and the element filling its slot.
 */
async function addOnsOf(db: Db, eventIds: string[]) {
  if (!eventIds.length) return [];
  return db
    .select({
      row: serviceEventAddOns,
      typeName: addOnTypes.name,
      slotName: addOnSlots.name,
      slotOrder: addOnSlots.order,
      scheduledAddOnId: scheduledAddOns.id,
      scheduledElementName: scheduledElements.name,
    })
    .from(serviceEventAddOns)
    .innerJoin(addOnTypes, eq(addOnTypes.id, serviceEventAddOns.addOnTypeId))
    .innerJoin(addOnSlots, eq(addOnSlots.id, serviceEventAddOns.addOnSlotId))
    .innerJoin(serviceEvents, eq(serviceEvents.id, serviceEventAddOns.serviceEventId))
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .leftJoin(scheduledAddOns, scheduledAddOnOfEventAddOn)
    .leftJoin(scheduledElements, slotElementOfEventAddOn)
    .where(inArray(serviceEventAddOns.serviceEventId, eventIds))
    .orderBy(asc(addOnTypes.name), asc(addOnSlots.order));
}

/** Live events matching `where`, of accounts in the caller's markets only. */
async function selectEvents(
  db: Db,
  where: SQL | undefined,
  scope: MarketScope,
): Promise<ServiceEvent[]> {
  const rows = await db
    .select({
      event: serviceEvents,
      accountName: accounts.name,
      address: accountAddresses,
      serviceLineName: serviceLines.name,
      serviceTypeName: serviceTypes.name,
      menuId: scheduledMenus.id,
      menuName: scheduledMenus.name,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    // The day's menu is found by its slot (docs/scheduling.md), not stored on the event.
    .leftJoin(
      scheduledMenus,
      and(
        eq(scheduledMenus.marketId, accounts.marketId),
        eq(scheduledMenus.serviceLineId, serviceEvents.serviceLineId),
        eq(scheduledMenus.date, serviceEvents.date),
      ),
    )
    .innerJoin(accountAddresses, eq(accountAddresses.id, serviceEvents.addressId))
    .innerJoin(serviceLines, eq(serviceLines.id, serviceEvents.serviceLineId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, serviceEvents.serviceTypeId))
    .where(and(isNull(serviceEvents.deletedAt), withinMarkets(accounts.marketId, scope), where))
    .orderBy(
      asc(serviceEvents.date),
      asc(serviceLines.sortOrder),
      asc(serviceEvents.serviceTime),
      asc(serviceEvents.createdAt),
    );
  const addOns = await addOnsOf(
    db,
    rows.map((row) => row.event.id),
  );
  return rows.map(({ event, accountName, address, serviceLineName, serviceTypeName, ...day }) => ({
    id: event.id,
    accountId: event.accountId,
    account: { id: event.accountId, name: accountName },
    addressId: event.addressId,
    address: {
      id: address.id,
      addressOne: address.addressOne,
      addressTwo: address.addressTwo,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
    },
    serviceLineId: event.serviceLineId,
    serviceLine: { id: event.serviceLineId, name: serviceLineName },
    serviceTypeId: event.serviceTypeId,
    serviceType: { id: event.serviceTypeId, name: serviceTypeName },
    scheduledMenuId: day.menuId,
    scheduledMenu: day.menuId ? { id: day.menuId, name: day.menuName! } : null,
    date: event.date,
    serviceTime: hhmm(event.serviceTime)!,
    specialRequest: event.specialRequest,
    eaterCount: event.eaterCount,
    dietaryCount: event.dietaryCount,
    allergenCount: event.allergenCount,
    pricePerPerson: event.pricePerPerson,
    notes: event.notes,
    servingScheduleId: event.servingScheduleId,
    addOns: addOns
      .filter((a) => a.row.serviceEventId === event.id)
      .map(
        (a): ServiceEventAddOn => ({
          id: a.row.id,
          addOnTypeId: a.row.addOnTypeId,
          addOnType: { id: a.row.addOnTypeId, name: a.typeName },
          addOnSlot: { id: a.row.addOnSlotId, name: a.slotName, order: a.slotOrder },
          quantity: a.row.quantity,
          pricePerUnit: a.row.pricePerUnit,
          scheduledAddOnId: a.scheduledAddOnId,
          scheduledAddOn: a.scheduledElementName ? { name: a.scheduledElementName } : null,
          updatedAt: iso(a.row.updatedAt),
        }),
      ),
    createdAt: iso(event.createdAt),
    updatedAt: iso(event.updatedAt),
  }));
}

export async function findAccountEvents(
  db: Db,
  accountId: string,
  from: string,
  to: string,
  scope: MarketScope,
): Promise<ServiceEvent[]> {
  return selectEvents(
    db,
    and(eq(serviceEvents.accountId, accountId), between(serviceEvents.date, from, to)),
    scope,
  );
}

export async function findEvent(
  db: Db,
  id: string,
  scope: MarketScope,
): Promise<ServiceEvent | undefined> {
  const [event] = await selectEvents(db, eq(serviceEvents.id, id), scope);
  return event;
}

/** Events of a market's accounts in a date range that carry notes or are special requests. */
export async function findEventNotes(
  db: Db,
  marketId: string,
  from: string,
  to: string,
  scope: MarketScope,
): Promise<ServiceEventNote[]> {
  const rows = await db
    .select({
      id: serviceEvents.id,
      accountId: serviceEvents.accountId,
      accountName: accounts.name,
      date: serviceEvents.date,
      serviceLineId: serviceEvents.serviceLineId,
      serviceLineName: serviceLines.name,
      serviceTime: serviceEvents.serviceTime,
      specialRequest: serviceEvents.specialRequest,
      notes: serviceEvents.notes,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(serviceLines, eq(serviceLines.id, serviceEvents.serviceLineId))
    .where(
      and(
        eq(accounts.marketId, marketId),
        withinMarkets(accounts.marketId, scope),
        isNull(accounts.archivedAt),
        isNull(serviceEvents.deletedAt),
        between(serviceEvents.date, from, to),
        or(ne(serviceEvents.notes, ''), eq(serviceEvents.specialRequest, true)),
      ),
    )
    .orderBy(asc(serviceEvents.date), asc(serviceLines.sortOrder), asc(accounts.name));
  return rows.map((row) => ({ ...row, serviceTime: hhmm(row.serviceTime)! }));
}
