import {
  ADD_ON_MESSAGES,
  type MarketScope,
  monthRange,
  SERVICE_EVENT_MESSAGES,
  type ServiceEvent,
  type ServiceEventNote,
  type ServiceEventValues,
  serviceLineTakesAddOns,
  type updateEventAddOnsSchema,
  weekdayOf,
} from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  answeringConstraintErrors,
  missingReference,
  type ReferenceMessages,
} from '../../lib/constraint-errors.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { findLiveAccount } from '../accounts/index.js';
import { listRecurringAddOns, recurringSlotValues } from '../serving-schedules/index.js';
import { findAccountEvents, findEvent, findEventNotes } from './service-event-reads.repo.js';
import {
  deleteEventAddOnRow,
  deleteEventAddOnsOfType,
  eventAddOnExists,
  findAddOnTypeName,
  findAddressAccountId,
  findEventAddOnInScope,
  findSlotIdsOfAddOnType,
  insertEventAddOns,
  insertServiceEvent,
  softDeleteServiceEvent,
  updateEventAddOnIfCurrent,
  updateServiceEventIfCurrent,
} from './service-event-writes.repo.js';

const REFERENCES: ReferenceMessages = [
  ['service_line', 'serviceLineId: The chosen service line does not exist.'],
  ['service_type', SERVICE_EVENT_MESSAGES.serviceTypeRequired],
  ['add_on_type', 'addOnTypeId: The chosen add-on type does not exist.'],
];

function write<T>(run: () => Promise<T>, conflictMessage: string): Promise<T> {
  return answeringConstraintErrors(
    {
      unique: () => conflict(conflictMessage),
      foreignKey: (constraint) => missingReference(constraint, REFERENCES),
    },
    run,
  );
}

/** The days a month/year/day query covers; a day the month does not have is a 400. */
function rangeOf(query: { year: number; month: number; day?: number }) {
  const month = monthRange(query.year, query.month);
  if (query.day === undefined) return month;
  const date = `${month.from.slice(0, 8)}${String(query.day).padStart(2, '0')}`;
  if (date > month.to)
    throw badRequest(`day: ${query.month}/${query.year} has no day ${query.day}.`);
  return { from: date, to: date };
}

/** The account's events of a month, or of one day of it. */
export function listAccountEvents(
  db: Db,
  query: { accountId: string; year: number; month: number; day?: number },
  scope: MarketScope,
): Promise<ServiceEvent[]> {
  const { from, to } = rangeOf(query);
  return findAccountEvents(db, query.accountId, from, to, scope);
}

/** A market's notes and special requests of a month; another market than the caller's is a 403. */
export function listEventNotes(
  db: Db,
  query: { marketId: string; year: number; month: number },
  scope: MarketScope,
): Promise<ServiceEventNote[]> {
  const { from, to } = monthRange(query.year, query.month);
  requireMarketInScope(scope, query.marketId);
  return findEventNotes(db, query.marketId, from, to, scope);
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
  const account = await findLiveAccount(db, values.accountId, scope);
  if (!account) throw badRequest('accountId: The chosen account does not exist.');
  if ((await findAddressAccountId(db, values.addressId)) !== values.accountId)
    throw badRequest(`addressId: ${SERVICE_EVENT_MESSAGES.addressNotOfAccount}`);
}

export async function createEvent(
  db: Db,
  values: ServiceEventValues,
  scope: MarketScope,
): Promise<ServiceEvent> {
  await checkAccountAndAddress(db, values, scope);
  const id = await write(() => insertServiceEvent(db, values), SERVICE_EVENT_MESSAGES.conflict);
  return getEvent(db, id, scope);
}

/** Editing one event never touches the serving schedule that made it (DESIGN.md 5). */
export async function updateEvent(
  db: Db,
  id: string,
  values: ServiceEventValues & { updatedAt: string },
  scope: MarketScope,
): Promise<ServiceEvent> {
  await checkAccountAndAddress(db, values, scope);
  const written = await write(
    () => updateServiceEventIfCurrent(db, id, values, scope),
    SERVICE_EVENT_MESSAGES.conflict,
  );
  if (!written)
    throw (await findEvent(db, id, scope)) ? stale() : notFound(SERVICE_EVENT_MESSAGES.notFound);
  return getEvent(db, id, scope);
}

export async function deleteEvent(db: Db, id: string, scope: MarketScope): Promise<void> {
  if (!(await softDeleteServiceEvent(db, id, scope)))
    throw notFound(SERVICE_EVENT_MESSAGES.notFound);
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
  const typeName = await findAddOnTypeName(db, addOnTypeId);
  if (typeName === undefined)
    throw badRequest('addOnTypeId: The chosen add-on type does not exist.');
  const slotIds = await findSlotIdsOfAddOnType(db, addOnTypeId);
  if (!slotIds.length) throw badRequest(`${typeName} has no slots to fill.`);
  const [recurring] = (
    await listRecurringAddOns(db, {
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
      insertEventAddOns(
        db,
        slotIds.map((slotId) => ({
          serviceEventId: eventId,
          addOnTypeId,
          addOnSlotId: slotId,
          ...figures(slotId),
        })),
      ),
    ADD_ON_MESSAGES.addFailed(typeName),
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
      const key = { id: row.id, serviceEventId: eventId, addOnTypeId: input.addOnTypeId };
      if (await updateEventAddOnIfCurrent(tx, key, row)) continue;
      if (await eventAddOnExists(tx, key)) throw stale();
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
  const row = await findEventAddOnInScope(db, id, scope);
  if (!row) throw notFound('Add-on not found.');
  if (extent === 'slot') await deleteEventAddOnRow(db, id);
  else await deleteEventAddOnsOfType(db, row.eventId, row.typeId);
}
