import {
  type CreateScheduledAddOnValues,
  type MarketScope,
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOn,
  serviceLineTakesAddOns,
  type UpdateScheduledAddOnValues,
} from '@catering/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addOnTypes, markets, scheduledAddOns, serviceLines } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../lib/pg-errors.js';
import { type LockExemption, requireUnlocked } from '../../lib/schedule-lock.js';
import { findAddOnSlot, findScheduledAddOn } from './scheduled-add-ons.read.js';
import { checkSlots, existingRows, resolveRows, writeRows } from './scheduled-add-ons.rows.js';

/** Scheduled add-ons (docs/scheduling.md 6): validation, the lock, snapshot writes. */

const M = SCHEDULED_ADD_ON_MESSAGES;

const REFERENCES: [constraintPart: string, message: string][] = [
  ['container_type', 'scheduledElements: A chosen container type does not exist.'],
  ['portion_unit', 'scheduledElements: A chosen portion unit does not exist.'],
  ['original_element', M.unknownElement],
  ['allergen', 'scheduledElements: A chosen allergen does not exist.'],
  ['add_on_slot', M.slotNotOfType],
];

/** One add-on per type, market, line and date (409); existing references (400). */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (violatedConstraint(error)?.includes('add_on_slot_key'))
        throw badRequest(M.oneElementPerSlot);
      throw conflict(M.typeTaken);
    }
    if (isForeignKeyViolation(error)) {
      const constraint = violatedConstraint(error);
      const found = REFERENCES.find(([part]) => constraint?.includes(part));
      throw badRequest(found?.[1] ?? 'A referenced item does not exist.');
    }
    throw error;
  }
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

export async function getScheduledAddOn(
  db: Db,
  id: string,
  scope: MarketScope,
): Promise<ScheduledAddOn> {
  const addOn = await findScheduledAddOn(db, id, scope);
  if (!addOn) throw notFound(M.notFound);
  return addOn;
}

export async function createScheduledAddOn(
  db: Db,
  caller: AddOnCaller,
  input: CreateScheduledAddOnValues,
): Promise<ScheduledAddOn> {
  requireMarketInScope(caller.scope, input.marketId);
  const [[market], [line], [type]] = await Promise.all([
    db.select().from(markets).where(eq(markets.id, input.marketId)),
    db.select().from(serviceLines).where(eq(serviceLines.id, input.serviceLineId)),
    db.select().from(addOnTypes).where(eq(addOnTypes.id, input.addOnTypeId)),
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
      const [created] = await tx
        .insert(scheduledAddOns)
        .values({
          marketId: market.id,
          serviceLineId: line.id,
          addOnTypeId: type.id,
          date: input.date,
        })
        .returning({ id: scheduledAddOns.id });
      await writeRows(tx, created!.id, rows, [], slots);
      return created!.id;
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
  const existing = await existingRows(db, id);
  const rows = await resolveRows(db, input.scheduledElements, existing);
  await write(() =>
    db.transaction(async (tx) => {
      const touched = await tx
        .update(scheduledAddOns)
        .set({ updatedAt: nextUpdatedAt(scheduledAddOns.updatedAt) })
        .where(
          and(eq(scheduledAddOns.id, id), eq(scheduledAddOns.updatedAt, new Date(input.updatedAt))),
        )
        .returning({ id: scheduledAddOns.id });
      if (!touched.length) throw stale();
      await writeRows(tx, id, rows, existing, slots);
    }),
  );
  return getScheduledAddOn(db, id, caller.scope);
}

export async function removeScheduledAddOn(db: Db, caller: AddOnCaller, id: string): Promise<void> {
  await writableAddOn(db, caller, id);
  await db.delete(scheduledAddOns).where(eq(scheduledAddOns.id, id));
}
