import type { MarketScope, RecurringAddOn, RecurringAddOnValues, Weekday } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors, missingReference } from '../../lib/constraint-errors.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { findLiveAccount } from '../accounts/index.js';
import {
  deleteEventAddOnsOfType,
  deleteRecurringAddOnRow,
  findRecurringAddOns,
  findSlotIdsOfType,
  insertRecurringAddOn,
  recurringAddOnExists,
  replaceRecurringAddOnSlots,
  updateRecurringAddOnIfCurrent,
  upsertEventAddOns,
} from './recurring-add-ons.repo.js';

/** Recurring add-ons: an add-on type on one weekday of an account's line (spec 3). */

const NOT_FOUND = 'Recurring add-on not found.';

/** Each slot must be one of the add-on type's; then the slots' figures replace the old ones. */
async function writeSlots(db: Db, id: string, values: RecurringAddOnValues) {
  const ids = await findSlotIdsOfType(db, values.addOnTypeId);
  if (values.addOnSlots.some((slot) => !ids.has(slot.id)))
    throw badRequest('addOnSlots: Each slot must belong to the add-on type.');
  await replaceRecurringAddOnSlots(db, id, values.addOnSlots);
}

function write<T>(values: RecurringAddOnValues, run: () => Promise<T>): Promise<T> {
  return answeringConstraintErrors(
    {
      unique: () =>
        conflict(`This add-on is already scheduled on ${values.day}s for this service line.`),
      foreignKey: (constraint) =>
        missingReference(
          constraint,
          [],
          'A chosen account, service line or add-on type does not exist.',
        ),
    },
    run,
  );
}

async function one(db: Db, values: { accountId: string; serviceLineId: string }, id: string) {
  const [found] = await findRecurringAddOns(db, { ...values, id });
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

const ACCOUNT_ABSENT = 'accountId: The chosen account does not exist.';

/** A live account of the caller's markets: another market's does not exist for them. */
async function requireChosenAccount(db: Db, accountId: string, scope: MarketScope) {
  const account = await findLiveAccount(db, accountId, scope);
  if (!account) throw badRequest(ACCOUNT_ABSENT);
}

/**
 * The account's recurring add-ons of a line; none for an account outside the caller's
 * markets. The scope defaults to none for callers that reached the account in scope already.
 */
export function listRecurringAddOns(
  db: Db,
  filter: { accountId: string; serviceLineId: string; addOnTypeId?: string },
  scope: MarketScope = null,
): Promise<RecurringAddOn[]> {
  return findRecurringAddOns(db, filter, scope);
}

export async function createRecurringAddOn(
  db: Db,
  values: RecurringAddOnValues,
  scope: MarketScope,
) {
  await requireChosenAccount(db, values.accountId, scope);
  const id = await write(values, () =>
    db.transaction(async (tx) => {
      const id = await insertRecurringAddOn(tx, values);
      await writeSlots(tx, id, values);
      return id;
    }),
  );
  return one(db, values, id);
}

export async function updateRecurringAddOn(
  db: Db,
  id: string,
  values: RecurringAddOnValues & { updatedAt: string },
  scope: MarketScope,
) {
  // Moving it to another market's account: that account does not exist for the caller.
  // (Unlimited callers keep the foreign key's answer, as before.)
  if (scope !== null) await requireChosenAccount(db, values.accountId, scope);
  const written = await write(values, () =>
    db.transaction(async (tx) => {
      if (!(await updateRecurringAddOnIfCurrent(tx, id, values, scope))) return false;
      await writeSlots(tx, id, values);
      return true;
    }),
  );
  if (!written) throw (await recurringAddOnExists(db, id, scope)) ? stale() : notFound(NOT_FOUND);
  return one(db, values, id);
}

export async function deleteRecurringAddOn(db: Db, id: string, scope: MarketScope) {
  if (!(await deleteRecurringAddOnRow(db, id, scope))) throw notFound(NOT_FOUND);
}

/** What one slot of an event gets from a recurring add-on: the slot's figures, else the add-on's, else 0. */
export function recurringSlotValues(
  addOn: RecurringAddOn,
  slot: RecurringAddOn['addOnSlots'][number],
) {
  return {
    quantity: slot.quantity ?? addOn.quantity ?? 0,
    pricePerUnit: slot.pricePerUnit ?? addOn.pricePerUnit ?? 0,
  };
}

/**
 * Puts the recurring add-ons of each served event's weekday on it: every slot gets the
 * slot's quantity and price (else the add-on's defaults, else 0); a recurring add-on
 * switched off takes that type off those events. Slots edited on the event are
 * overwritten, as the schedule was just applied again.
 */
export async function attachRecurringAddOns(
  db: Db,
  target: { accountId: string; serviceLineId: string },
  served: { id: string; day: Weekday }[],
) {
  if (!served.length) return;
  const recurring = await findRecurringAddOns(db, target);
  for (const addOn of recurring) {
    const eventIds = served.filter((e) => e.day === addOn.day).map((e) => e.id);
    if (!eventIds.length) continue;
    if (!addOn.shouldServeOnDay) {
      await deleteEventAddOnsOfType(db, eventIds, addOn.addOnTypeId);
      continue;
    }
    const rows = eventIds.flatMap((serviceEventId) =>
      addOn.addOnSlots.map((slot) => ({
        serviceEventId,
        addOnTypeId: addOn.addOnTypeId,
        addOnSlotId: slot.id,
        ...recurringSlotValues(addOn, slot),
      })),
    );
    if (!rows.length) continue;
    await upsertEventAddOns(db, rows);
  }
}
