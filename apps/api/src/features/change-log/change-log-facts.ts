import type { ChangeFacts, ChangeMethod } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { findAccountDetails } from './account-details.repo.js';
import type { AccountRecordState } from './account-record.repo.js';
import {
  accountRecordFacts,
  isAccountRecordRoute,
  readAccountRecord,
} from './account-record-facts.js';
import {
  type EventFactsRow,
  findAddOnTypeName,
  findEventAddOnFacts,
  findEventAddOnSlots,
  findEventFacts,
  findServiceLineName,
} from './change-log-facts.repo.js';

/**
 * What a write did, in names, for the Audit Trail (issue #25, 3). A change or removal is
 * read before the route runs, since afterwards the row is changed or gone; the account it
 * belonged to is taken from that reading, so a deletion stays in the account's trail.
 */

type Fields = Record<string, unknown> | undefined;

export type BeforeWrite =
  | { kind: 'service-event'; event: EventFactsRow }
  | { kind: 'event-add-on'; addOn: NonNullable<Awaited<ReturnType<typeof findEventAddOnFacts>>> }
  | { kind: 'account-record'; state: AccountRecordState }
  | { kind: 'account-details'; accountId: string; details: { label: string; value: string }[] }
  | { kind: 'event-add-on-slots'; slots: SlotFigures[] };

type SlotFigures = Awaited<ReturnType<typeof findEventAddOnSlots>>[number];

export interface WriteFacts {
  facts?: ChangeFacts;
  accountId?: string;
}

const EVENT_ROUTE = '/v1/service-events/:id';
const EVENT_ADD_ON_ROUTE = '/v1/service-events/add-ons/:id';

/** The record a PUT or DELETE is about to change, as it is before the route runs. */
export async function readBeforeWrite(
  db: Db,
  method: ChangeMethod,
  route: string,
  params: Fields,
  body: Fields,
): Promise<BeforeWrite | undefined> {
  if (isAccountRecordRoute(route)) {
    const state = await readAccountRecord(db, route, { params, body });
    return state && { kind: 'account-record', state };
  }
  const id = typeof params?.id === 'string' ? params.id : undefined;
  if (!id) return undefined;
  if (route === '/v1/accounts/:id' && method === 'PUT') {
    const details = await findAccountDetails(db, id);
    return details && { kind: 'account-details', accountId: id, details };
  }
  if (route === '/v1/service-events/:id/add-ons' && method === 'PUT') {
    const typeId = body?.addOnTypeId;
    if (typeof typeId !== 'string') return undefined;
    return { kind: 'event-add-on-slots', slots: await findEventAddOnSlots(db, id, typeId) };
  }
  if (route === EVENT_ROUTE && (method === 'PUT' || method === 'DELETE')) {
    const event = await findEventFacts(db, id);
    return event && { kind: 'service-event', event };
  }
  if (route === EVENT_ADD_ON_ROUTE && method === 'DELETE') {
    const addOn = await findEventAddOnFacts(db, id);
    return addOn && { kind: 'event-add-on', addOn };
  }
  return undefined;
}

const numbers = (slot: SlotFigures) => ({ ...slot, pricePerUnit: Number(slot.pricePerUnit) });

const dayName = (day: unknown) =>
  typeof day === 'string' ? `${day.charAt(0).toUpperCase()}${day.slice(1, 3)}` : '';

async function servingScheduleFacts(
  db: Db,
  body: Fields,
  query: Fields,
  data: Fields,
): Promise<ChangeFacts | undefined> {
  if (!body || !data) return undefined;
  const days = Array.isArray(body.data) ? (body.data as Fields[]) : [];
  const lineId = typeof query?.serviceLineId === 'string' ? query.serviceLineId : undefined;
  return {
    kind: 'serving-schedule',
    serviceLine: (lineId && (await findServiceLineName(db, lineId))) || 'service',
    startDate: String(body.startDate),
    endDate: String(body.endDate),
    daysServed: days.filter((day) => day?.shouldServeOnDay).map((day) => dayName(day?.day)),
    created: Number(data.created ?? 0),
    updated: Number(data.updated ?? 0),
    removed: Number(data.removed ?? 0),
  };
}

/** The facts of an accepted write, from what was read before it and what it answered. */
export async function factsOfWrite(
  db: Db,
  write: {
    method: ChangeMethod;
    route: string;
    entityId: string | undefined;
    before: BeforeWrite | undefined;
    params: Fields;
    body: Fields;
    query: Fields;
    data: Fields;
  },
): Promise<WriteFacts | undefined> {
  const { method, route, entityId, before } = write;
  if (isAccountRecordRoute(route)) {
    const after = await readAccountRecord(db, route, write);
    return accountRecordFacts(before?.kind === 'account-record' ? before.state : undefined, after);
  }
  if (route === '/v1/service-events' && method === 'POST' && entityId) {
    const after = await findEventFacts(db, entityId);
    return after && { facts: { kind: 'service-event', before: null, after: after.facts } };
  }
  if (route === EVENT_ROUTE && before?.kind === 'service-event') {
    const after = method === 'PUT' && entityId ? await findEventFacts(db, entityId) : undefined;
    return {
      facts: { kind: 'service-event', before: before.event.facts, after: after?.facts ?? null },
      accountId: before.event.accountId,
    };
  }
  if (route === EVENT_ADD_ON_ROUTE && before?.kind === 'event-add-on') {
    const { addOn } = before;
    return {
      facts: {
        kind: 'event-add-on-removed',
        extent: write.query?.scope === 'type' ? 'type' : 'slot',
        event: addOn.event.facts,
        addOnType: addOn.addOnType,
        slot: addOn.slot,
        quantity: addOn.quantity,
      },
      accountId: addOn.event.accountId,
    };
  }
  if (route === '/v1/service-events/:id/add-ons' && method === 'POST' && entityId) {
    const event = await findEventFacts(db, entityId);
    const typeId = write.body?.addOnTypeId;
    const addOnType = typeof typeId === 'string' && (await findAddOnTypeName(db, typeId));
    if (event && addOnType)
      return { facts: { kind: 'event-add-on-added', event: event.facts, addOnType } };
  }
  if (before?.kind === 'event-add-on-slots' && entityId) {
    const typeId = String(write.body?.addOnTypeId);
    const [event, addOnType, after] = await Promise.all([
      findEventFacts(db, entityId),
      findAddOnTypeName(db, typeId),
      findEventAddOnSlots(db, entityId, typeId),
    ]);
    if (event && addOnType)
      return {
        facts: {
          kind: 'event-add-on-changed',
          event: event.facts,
          addOnType,
          before: before.slots.map(numbers),
          after: after.map(numbers),
        },
      };
  }
  if (before?.kind === 'account-details') {
    const after = await findAccountDetails(db, before.accountId);
    return after
      ? {
          facts: { kind: 'account-details', before: before.details, after },
          accountId: before.accountId,
        }
      : undefined;
  }
  if (route === '/v2/serving-schedules' && method === 'POST') {
    const facts = await servingScheduleFacts(db, write.body, write.query, write.data);
    return facts && { facts };
  }
  return undefined;
}
