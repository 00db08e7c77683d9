import {
  ADD_ON_MESSAGES,
  type MarketScope,
  SERVICE_EVENT_MESSAGES,
  type ServiceEvent,
  type ServiceEventValues,
  serviceLineTakesAddOns,
  type updateEventAddOnsSchema,
  weekdayOf,
} from '@catering/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  accountAddresses,
  accounts,
  addOnSlots,
  addOnTypes,
  serviceEventAddOns,
  serviceEvents,
  serviceLines,
} from '../../db/schema/index.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../lib/pg-errors.js';
import { ofAccountsWithin } from '../accounts/index.js';
import {
  findRecurringAddOns,
  recurringSlotValues,
} from '../serving-schedules/recurring-add-ons.service.js';
import { findEvent } from './service-event-reads.repo.js';

const REFERENCES: [constraintPart: string, message: string][] = [
  ['service_line', 'serviceLineId: The chosen service line does not exist.'],
  ['service_type', SERVICE_EVENT_MESSAGES.serviceTypeRequired],
  ['add_on_type', 'addOnTypeId: The chosen add-on type does not exist.'],
];

async function write<T>(run: () => Promise<T>, conflictMessage: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(conflictMessage);
    if (isForeignKeyViolation(error)) {
      const constraint = violatedConstraint(error);
      const found = REFERENCES.find(([part]) => constraint?.includes(part));
      throw badRequest(found?.[1] ?? 'A referenced item does not exist.');
    }
    throw error;
  }
}

export async function getEvent(db: Db, id: string, scope: MarketScope): Promise<ServiceEvent> {
  const event = await findEvent(db, id, scope);
  if (!event) throw notFound(SERVICE_EVENT_MESSAGES.notFound);
  return event;
}

/**
 * The account must be live, of the caller's markets (another market's does not exist for
 * them), and the address one of its own.
 */
async function checkAccountAndAddress(db: Db, values: ServiceEventValues, scope: MarketScope) {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, values.accountId),
        isNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
      ),
    );
  if (!account) throw badRequest('accountId: The chosen account does not exist.');
  const [address] = await db
    .select({ accountId: accountAddresses.accountId })
    .from(accountAddresses)
    .where(eq(accountAddresses.id, values.addressId));
  if (address?.accountId !== values.accountId)
    throw badRequest(`addressId: ${SERVICE_EVENT_MESSAGES.addressNotOfAccount}`);
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

export async function createEvent(
  db: Db,
  values: ServiceEventValues,
  scope: MarketScope,
): Promise<ServiceEvent> {
  await checkAccountAndAddress(db, values, scope);
  const [row] = await write(
    () => db.insert(serviceEvents).values(eventColumns(values)).returning({ id: serviceEvents.id }),
    SERVICE_EVENT_MESSAGES.conflict,
  );
  return getEvent(db, row!.id, scope);
}

/** Editing one event never touches the serving schedule that made it (DESIGN.md 5). */
export async function updateEvent(
  db: Db,
  id: string,
  values: ServiceEventValues & { updatedAt: string },
  scope: MarketScope,
): Promise<ServiceEvent> {
  await checkAccountAndAddress(db, values, scope);
  const rows = await write(
    () =>
      db
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
        .returning({ id: serviceEvents.id }),
    SERVICE_EVENT_MESSAGES.conflict,
  );
  if (!rows.length)
    throw (await findEvent(db, id, scope)) ? stale() : notFound(SERVICE_EVENT_MESSAGES.notFound);
  return getEvent(db, id, scope);
}

export async function deleteEvent(db: Db, id: string, scope: MarketScope): Promise<void> {
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
  if (!rows.length) throw notFound(SERVICE_EVENT_MESSAGES.notFound);
}

/**
 * Adds an add-on type to the event: a row per slot, to be filled in on the card. The slots
 * start from what the account orders of that type on the event's weekday (its recurring
 * add-on, as applying the schedule would put them), else at 0: an add-on added without
 * figures would otherwise count as nothing ordered on the Chef numbers.
 */
export async function addEventAddOn(
  db: Db,
  eventId: string,
  addOnTypeId: string,
  scope: MarketScope,
): Promise<ServiceEvent> {
  const event = await getEvent(db, eventId, scope);
  if (!serviceLineTakesAddOns(event.serviceLine.name))
    throw badRequest(ADD_ON_MESSAGES.addOnsOnlyForMeals);
  const [type] = await db
    .select({ name: addOnTypes.name })
    .from(addOnTypes)
    .where(eq(addOnTypes.id, addOnTypeId));
  if (!type) throw badRequest('addOnTypeId: The chosen add-on type does not exist.');
  const slots = await db
    .select({ id: addOnSlots.id })
    .from(addOnSlots)
    .where(eq(addOnSlots.addOnTypeId, addOnTypeId));
  if (!slots.length) throw badRequest(`${type.name} has no slots to fill.`);
  const [recurring] = (
    await findRecurringAddOns(db, {
      accountId: event.accountId,
      serviceLineId: event.serviceLineId,
      addOnTypeId,
    })
  ).filter((addOn) => addOn.day === weekdayOf(event.date) && addOn.shouldServeOnDay);
  const figures = (slotId: string) => {
    const slot = recurring?.addOnSlots.find((candidate) => candidate.id === slotId);
    return recurring && slot ? recurringSlotValues(recurring, slot) : {};
  };
  await write(
    () =>
      db.insert(serviceEventAddOns).values(
        slots.map((slot) => ({
          serviceEventId: eventId,
          addOnTypeId,
          addOnSlotId: slot.id,
          ...figures(slot.id),
        })),
      ),
    ADD_ON_MESSAGES.addFailed(type.name),
  );
  return getEvent(db, eventId, scope);
}

export async function updateEventAddOns(
  db: Db,
  eventId: string,
  input: z.output<typeof updateEventAddOnsSchema>,
  scope: MarketScope,
): Promise<ServiceEvent> {
  await getEvent(db, eventId, scope);
  await db.transaction(async (tx) => {
    for (const row of input.serviceEventAddOns) {
      const updated = await tx
        .update(serviceEventAddOns)
        .set({ quantity: row.quantity, pricePerUnit: row.pricePerUnit, updatedAt: new Date() })
        .where(
          and(
            eq(serviceEventAddOns.id, row.id),
            eq(serviceEventAddOns.serviceEventId, eventId),
            eq(serviceEventAddOns.addOnTypeId, input.addOnTypeId),
            eq(serviceEventAddOns.updatedAt, new Date(row.updatedAt)),
          ),
        )
        .returning({ id: serviceEventAddOns.id });
      if (updated.length) continue;
      const [exists] = await tx
        .select({ id: serviceEventAddOns.id })
        .from(serviceEventAddOns)
        .where(
          and(
            eq(serviceEventAddOns.id, row.id),
            eq(serviceEventAddOns.serviceEventId, eventId),
            eq(serviceEventAddOns.addOnTypeId, input.addOnTypeId),
          ),
        );
      if (exists) throw stale();
      throw badRequest(`serviceEventAddOns: ${row.id} is not an add-on of this service event.`);
    }
  });
  return getEvent(db, eventId, scope);
}

/** One slot row, or with scope 'type' every row of that add-on type on the same event. */
export async function deleteEventAddOn(
  db: Db,
  id: string,
  extent: 'slot' | 'type',
  scope: MarketScope,
) {
  const [row] = await db
    .select({ eventId: serviceEventAddOns.serviceEventId, typeId: serviceEventAddOns.addOnTypeId })
    .from(serviceEventAddOns)
    .innerJoin(serviceEvents, eq(serviceEvents.id, serviceEventAddOns.serviceEventId))
    .where(and(eq(serviceEventAddOns.id, id), ofAccountsWithin(serviceEvents.accountId, scope)));
  if (!row) throw notFound('Add-on not found.');
  await db
    .delete(serviceEventAddOns)
    .where(
      extent === 'slot'
        ? eq(serviceEventAddOns.id, id)
        : and(
            eq(serviceEventAddOns.serviceEventId, row.eventId),
            eq(serviceEventAddOns.addOnTypeId, row.typeId),
          ),
    );
}

/** Service line names by id, for the add-on rule of the schedule. */
export async function serviceLineName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: serviceLines.name })
    .from(serviceLines)
    .where(eq(serviceLines.id, id));
  return row?.name;
}
