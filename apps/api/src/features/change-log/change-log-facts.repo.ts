import type { ServiceEventFacts } from '@catering/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  addOnSlots,
  addOnTypes,
  serviceEventAddOns,
  serviceEvents,
  serviceLines,
  serviceTypes,
} from '../../db/schema/index.js';

/** The change log's own reads of the records a write touches, with names for the Audit Trail. */

export interface EventFactsRow {
  accountId: string;
  facts: ServiceEventFacts;
}

const eventColumns = {
  accountId: serviceEvents.accountId,
  deletedAt: serviceEvents.deletedAt,
  date: serviceEvents.date,
  serviceTime: serviceEvents.serviceTime,
  serviceType: serviceTypes.name,
  serviceLine: serviceLines.name,
  eaterCount: serviceEvents.eaterCount,
  dietaryCount: serviceEvents.dietaryCount,
  allergenCount: serviceEvents.allergenCount,
  pricePerPerson: serviceEvents.pricePerPerson,
  notes: serviceEvents.notes,
  specialRequest: serviceEvents.specialRequest,
};

type EventRow = Omit<ServiceEventFacts, 'pricePerPerson'> & {
  accountId: string;
  deletedAt: Date | null;
  pricePerPerson: number | string;
};

function eventFacts(row: EventRow | undefined): EventFactsRow | undefined {
  if (!row || row.deletedAt) return undefined;
  const { accountId, deletedAt: _deletedAt, ...facts } = row;
  return { accountId, facts: { ...facts, pricePerPerson: Number(facts.pricePerPerson) } };
}

/** A live service event with its names; undefined once it is gone. */
export async function findEventFacts(db: Db, id: string): Promise<EventFactsRow | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(serviceEvents)
    .innerJoin(serviceTypes, eq(serviceTypes.id, serviceEvents.serviceTypeId))
    .innerJoin(serviceLines, eq(serviceLines.id, serviceEvents.serviceLineId))
    .where(eq(serviceEvents.id, id));
  return eventFacts(row);
}

/** One add-on slot row of an event, with its type's and slot's names and its event. */
export async function findEventAddOnFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      eventId: serviceEventAddOns.serviceEventId,
      addOnType: addOnTypes.name,
      slot: addOnSlots.name,
      quantity: serviceEventAddOns.quantity,
    })
    .from(serviceEventAddOns)
    .innerJoin(addOnTypes, eq(addOnTypes.id, serviceEventAddOns.addOnTypeId))
    .innerJoin(addOnSlots, eq(addOnSlots.id, serviceEventAddOns.addOnSlotId))
    .where(eq(serviceEventAddOns.id, id));
  if (!row) return undefined;
  const event = await findEventFacts(db, row.eventId);
  return event ? { ...row, event } : undefined;
}

export async function findServiceLineName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: serviceLines.name })
    .from(serviceLines)
    .where(eq(serviceLines.id, id));
  return row?.name;
}

export async function findAddOnTypeName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: addOnTypes.name })
    .from(addOnTypes)
    .where(eq(addOnTypes.id, id));
  return row?.name;
}

/** The slots of one add-on type on an event, by slot name, in slot order. */
export async function findEventAddOnSlots(db: Db, eventId: string, addOnTypeId: string) {
  return db
    .select({
      slot: addOnSlots.name,
      quantity: serviceEventAddOns.quantity,
      pricePerUnit: serviceEventAddOns.pricePerUnit,
    })
    .from(serviceEventAddOns)
    .innerJoin(addOnSlots, eq(addOnSlots.id, serviceEventAddOns.addOnSlotId))
    .where(
      and(
        eq(serviceEventAddOns.serviceEventId, eventId),
        eq(serviceEventAddOns.addOnTypeId, addOnTypeId),
      ),
    )
    .orderBy(addOnSlots.order);
}
