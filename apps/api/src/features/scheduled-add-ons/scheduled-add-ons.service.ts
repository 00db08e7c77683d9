import {
  type CreateScheduledAddOnValues,
  isScheduledMenuLocked,
  type MarketScope,
  monthRange,
  parseCalendarDate,
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOn,
  serviceLineTakesAddOns,
  todayIn,
  type UpdateScheduledAddOnValues,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import {
  answeringConstraintErrors,
  missingReference,
  type ReferenceMessages,
} from '../../lib/constraint-errors.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { findAddOnType, findMarket, findServiceLine } from '../../lib/reference-rows.js';
import { type LockExemption, requireUnlocked } from '../../lib/schedule-lock.js';
import { checkSlots, resolveRows, writeRows } from './add-on-rows.js';
import {
  findAddOnRows,
  findAddOnSlot,
  findScheduledAddOnRecord,
  findScheduledAddOnRecords,
  type ScheduledAddOnRecord,
} from './scheduled-add-on-reads.repo.js';
import {
  deleteScheduledAddOn,
  insertScheduledAddOn,
  touchAddOnIfCurrent,
} from './scheduled-add-on-writes.repo.js';

/** Scheduled add-ons (docs/scheduling.md 6): validation, the lock, snapshot writes. */

const M = SCHEDULED_ADD_ON_MESSAGES;

const REFERENCES: ReferenceMessages = [
  ['container_type', 'scheduledElements: A chosen container type does not exist.'],
  ['portion_unit', 'scheduledElements: A chosen portion unit does not exist.'],
  ['original_element', M.unknownElement],
  ['allergen', 'scheduledElements: A chosen allergen does not exist.'],
  ['add_on_slot', M.slotNotOfType],
];

/** One add-on per type, market, line and date (409); existing references (400). */
function write<T>(run: () => Promise<T>): Promise<T> {
  return answeringConstraintErrors(
    {
      unique: (constraint) =>
        constraint?.includes('add_on_slot_key')
          ? badRequest(M.oneElementPerSlot)
          : conflict(M.typeTaken),
      foreignKey: (constraint) => missingReference(constraint, REFERENCES),
    },
    run,
  );
}

/**
 * Who writes: the lock exemption and the markets they are limited to (docs/permissions.md
 * 6): another market's add-on answers 404, another market named in a body 403.
 */
export interface AddOnCaller extends LockExemption {
  scope: MarketScope;
}

/** The scheduled-menu lock (date + 3 in the market's zone), with the add-on's message. */
const checkLock = (caller: LockExemption, timeZone: string, date: string) =>
  requireUnlocked(caller, timeZone, [date], M.locked);

/** The stored add-on with its lock (date + 3 in its market's zone) as of `now`. */
function withLock({ addOn, timeZone }: ScheduledAddOnRecord, now: Date): ScheduledAddOn {
  const { updatedAt, ...rest } = addOn;
  return {
    ...rest,
    isLocked: isScheduledMenuLocked(addOn.date, todayIn(timeZone, now)),
    updatedAt,
  };
}

export async function getScheduledAddOn(
  db: Db,
  id: string,
  scope: MarketScope,
  now = new Date(),
): Promise<ScheduledAddOn> {
  const record = await findScheduledAddOnRecord(db, id, scope);
  if (!record) throw notFound(M.notFound);
  return withLock(record, now);
}

/**
 * A market's scheduled add-ons of a month (or one day of it), by date, line and type; a
 * market outside `scope` is refused (403).
 */
export async function listScheduledAddOns(
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
  const records = await findScheduledAddOnRecords(
    db,
    { marketId: query.marketId, from: day ?? range.from, to: day ?? range.to },
    scope,
  );
  return records.map((record) => withLock(record, now));
}

export async function createScheduledAddOn(
  db: Db,
  caller: AddOnCaller,
  input: CreateScheduledAddOnValues,
): Promise<ScheduledAddOn> {
  requireMarketInScope(caller.scope, input.marketId);
  const [market, line, type] = await Promise.all([
    findMarket(db, input.marketId),
    findServiceLine(db, input.serviceLineId),
    findAddOnType(db, input.addOnTypeId),
  ]);
  if (!market) throw badRequest(M.unknownMarket);
  if (!line) throw badRequest(M.unknownServiceLine);
  if (!type) throw badRequest(M.unknownAddOnType);
  if (!serviceLineTakesAddOns(line.name)) throw badRequest(M.serviceLineNotAllowed);
  checkLock(caller, market.timeZone, input.date);
  const slots = await checkSlots(db, type.id, input.scheduledElements);
  const rows = await resolveRows(db, input.scheduledElements, []);
  const id = await write(() =>
    db.transaction(async (tx) => {
      const addOnId = await insertScheduledAddOn(tx, {
        marketId: market.id,
        serviceLineId: line.id,
        addOnTypeId: type.id,
        date: input.date,
      });
      await writeRows(tx, addOnId, rows, [], slots);
      return addOnId;
    }),
  );
  return getScheduledAddOn(db, id, caller.scope);
}

/** A scheduled add-on that exists in the caller's markets, checked against the lock. */
async function writableAddOn(db: Db, caller: AddOnCaller, id: string) {
  const slot = await findAddOnSlot(db, id, caller.scope);
  if (!slot) throw notFound(M.notFound);
  checkLock(caller, slot.timeZone, slot.date);
  return slot;
}

export async function updateScheduledAddOn(
  db: Db,
  caller: AddOnCaller,
  id: string,
  input: UpdateScheduledAddOnValues,
): Promise<ScheduledAddOn> {
  const slot = await writableAddOn(db, caller, id);
  const slots = await checkSlots(db, slot.addOnTypeId, input.scheduledElements);
  const existing = await findAddOnRows(db, id);
  const rows = await resolveRows(db, input.scheduledElements, existing);
  await write(() =>
    db.transaction(async (tx) => {
      if (!(await touchAddOnIfCurrent(tx, id, new Date(input.updatedAt)))) throw stale();
      await writeRows(tx, id, rows, existing, slots);
    }),
  );
  return getScheduledAddOn(db, id, caller.scope);
}

export async function removeScheduledAddOn(db: Db, caller: AddOnCaller, id: string): Promise<void> {
  await writableAddOn(db, caller, id);
  await deleteScheduledAddOn(db, id);
}
