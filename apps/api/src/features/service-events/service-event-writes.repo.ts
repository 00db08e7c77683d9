import type { MarketScope, ServiceEventValues } from '@catering/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountAddresses,
  addOnSlots,
  addOnTypes,
  serviceEventAddOns,
  serviceEvents,
} from '../../db/schema/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import { ofAccountsWithin } from '../accounts/index.js';

/** Queries that write service events and their add-ons, and the look-ups those writes check. */

/** The account an address belongs to, if the address exists. */
export async function findAddressAccountId(db: Db, addressId: string) {
  const [address] = await db
    .select({ accountId: accountAddresses.accountId })
    .from(accountAddresses)
    .where(eq(accountAddresses.id, addressId));
  return address?.accountId;
}

function eventColumns(values: ServiceEventValues) {
  return {
    accountId: values.accountId,
    addressId: values.addressId,
    serviceLineId: values.serviceLineId,
    serviceTypeId: values.serviceTypeId,
    date: values.date,
    serviceTime: values.serviceTime,
    specialRequest: values.specialRequest,
    eaterCount: values.eaterCount,
    dietaryCount: values.dietaryCount,
    allergenCount: values.allergenCount,
    pricePerPerson: values.pricePerPerson,
    notes: values.notes,
  };
}

export async function insertServiceEvent(db: Db, values: ServiceEventValues): Promise<string> {
  const [row] = await db
    .insert(serviceEvents)
    .values(eventColumns(values))
    .returning({ id: serviceEvents.id });
  return row!.id;
}

/** Writes the event if it is live, of the caller's markets and at the version sent. */
export async function updateServiceEventIfCurrent(
  db: Db,
  id: string,
  values: ServiceEventValues & { updatedAt: string },
  scope: MarketScope,
): Promise<boolean> {
  const rows = await db
    .update(serviceEvents)
    .set({ ...eventColumns(values), updatedAt: nextUpdatedAt(serviceEvents.updatedAt) })
    .where(
      and(
        eq(serviceEvents.id, id),
        isNull(serviceEvents.deletedAt),
        ofAccountsWithin(serviceEvents.accountId, scope),
        eq(serviceEvents.updatedAt, new Date(values.updatedAt)),
      ),
    )
    .returning({ id: serviceEvents.id });
  return rows.length > 0;
}

/** Marks a live event of the caller's markets deleted; false when there is none. */
export async function softDeleteServiceEvent(db: Db, id: string, scope: MarketScope) {
  const rows = await db
    .update(serviceEvents)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(serviceEvents.id, id),
        isNull(serviceEvents.deletedAt),
        ofAccountsWithin(serviceEvents.accountId, scope),
      ),
    )
    .returning({ id: serviceEvents.id });
  return rows.length > 0;
}

export async function findAddOnTypeName(db: Db, id: string): Promise<string | undefined> {
  const [type] = await db
    .select({ name: addOnTypes.name })
    .from(addOnTypes)
    .where(eq(addOnTypes.id, id));
  return type?.name;
}

export async function findSlotIdsOfAddOnType(db: Db, addOnTypeId: string): Promise<string[]> {
  const slots = await db
    .select({ id: addOnSlots.id })
    .from(addOnSlots)
    .where(eq(addOnSlots.addOnTypeId, addOnTypeId));
  return slots.map((slot) => slot.id);
}

export async function insertEventAddOns(db: Db, rows: (typeof serviceEventAddOns.$inferInsert)[]) {
  await db.insert(serviceEventAddOns).values(rows);
}

type EventAddOnKey = { id: string; serviceEventId: string; addOnTypeId: string };

/** The add-on of this event and type, by id. */
const isEventAddOn = (key: EventAddOnKey) =>
  and(
    eq(serviceEventAddOns.id, key.id),
    eq(serviceEventAddOns.serviceEventId, key.serviceEventId),
    eq(serviceEventAddOns.addOnTypeId, key.addOnTypeId),
  );

/** Writes a slot's figures if the row is the event's, of that type, at the version sent. */
export async function updateEventAddOnIfCurrent(
  db: Db,
  key: EventAddOnKey,
  values: { quantity: number; pricePerUnit: number; updatedAt: string },
): Promise<boolean> {
  const updated = await db
    .update(serviceEventAddOns)
    .set({ quantity: values.quantity, pricePerUnit: values.pricePerUnit, updatedAt: new Date() })
    .where(and(isEventAddOn(key), eq(serviceEventAddOns.updatedAt, new Date(values.updatedAt))))
    .returning({ id: serviceEventAddOns.id });
  return updated.length > 0;
}

export async function eventAddOnExists(db: Db, key: EventAddOnKey): Promise<boolean> {
  const [exists] = await db
    .select({ id: serviceEventAddOns.id })
    .from(serviceEventAddOns)
    .where(isEventAddOn(key));
  return exists !== undefined;
}

/** The event and add-on type of an event add-on whose account is in the caller's markets. */
export async function findEventAddOnInScope(db: Db, id: string, scope: MarketScope) {
  const [row] = await db
    .select({ eventId: serviceEventAddOns.serviceEventId, typeId: serviceEventAddOns.addOnTypeId })
    .from(serviceEventAddOns)
    .innerJoin(serviceEvents, eq(serviceEvents.id, serviceEventAddOns.serviceEventId))
    .where(and(eq(serviceEventAddOns.id, id), ofAccountsWithin(serviceEvents.accountId, scope)));
  return row;
}

export async function deleteEventAddOnRow(db: Db, id: string) {
  await db.delete(serviceEventAddOns).where(eq(serviceEventAddOns.id, id));
}

export async function deleteEventAddOnsOfType(db: Db, eventId: string, addOnTypeId: string) {
  await db
    .delete(serviceEventAddOns)
    .where(
      and(
        eq(serviceEventAddOns.serviceEventId, eventId),
        eq(serviceEventAddOns.addOnTypeId, addOnTypeId),
      ),
    );
}
