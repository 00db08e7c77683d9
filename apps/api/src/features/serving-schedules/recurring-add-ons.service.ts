import type { MarketScope, RecurringAddOn, RecurringAddOnValues, Weekday } from '@catering/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  addOnSlots,
  recurringAddOnSlots,
  recurringAddOns,
  serviceEventAddOns,
} from '../../db/schema/index.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import { findLiveAccount, ofAccountsWithin } from '../accounts/index.js';

/** Recurring add-ons: an add-on type on one weekday of an account's line (spec 3). */

const NOT_FOUND = 'Recurring add-on not found.';

/** The scope defaults to none for callers that reached the account in scope already. */
export async function findRecurringAddOns(
  db: Db,
  filter: { accountId: string; serviceLineId: string; addOnTypeId?: string; id?: string },
  scope: MarketScope = null,
): Promise<RecurringAddOn[]> {
  const conditions: (SQL | undefined)[] = [
    eq(recurringAddOns.accountId, filter.accountId),
    eq(recurringAddOns.serviceLineId, filter.serviceLineId),
    ofAccountsWithin(recurringAddOns.accountId, scope),
  ];
  if (filter.addOnTypeId) conditions.push(eq(recurringAddOns.addOnTypeId, filter.addOnTypeId));
  if (filter.id) conditions.push(eq(recurringAddOns.id, filter.id));
  const rows = await db
    .select()
    .from(recurringAddOns)
    .where(and(...conditions))
    .orderBy(asc(recurringAddOns.createdAt));
  if (!rows.length) return [];
  const typeIds = [...new Set(rows.map((row) => row.addOnTypeId))];
  const [slots, values] = await Promise.all([
    db
      .select()
      .from(addOnSlots)
      .where(inArray(addOnSlots.addOnTypeId, typeIds))
      .orderBy(asc(addOnSlots.order)),
    db
      .select()
      .from(recurringAddOnSlots)
      .where(
        inArray(
          recurringAddOnSlots.recurringAddOnId,
          rows.map((row) => row.id),
        ),
      ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    accountId: row.accountId,
    serviceLineId: row.serviceLineId,
    addOnTypeId: row.addOnTypeId,
    day: row.day as Weekday,
    shouldServeOnDay: row.shouldServeOnDay,
    quantity: row.quantity,
    pricePerUnit: row.pricePerUnit,
    addOnSlots: slots
      .filter((slot) => slot.addOnTypeId === row.addOnTypeId)
      .map((slot) => {
        const own = values.find((v) => v.recurringAddOnId === row.id && v.addOnSlotId === slot.id);
        return {
          id: slot.id,
          name: slot.name,
          order: slot.order,
          quantity: own?.quantity ?? null,
          pricePerUnit: own?.pricePerUnit ?? null,
        };
      }),
    updatedAt: iso(row.updatedAt),
  }));
}

async function writeSlots(db: Db, id: string, values: RecurringAddOnValues) {
  const known = await db
    .select({ id: addOnSlots.id })
    .from(addOnSlots)
    .where(eq(addOnSlots.addOnTypeId, values.addOnTypeId));
  const ids = new Set(known.map((slot) => slot.id));
  if (values.addOnSlots.some((slot) => !ids.has(slot.id)))
    throw badRequest('addOnSlots: Each slot must belong to the add-on type.');
  await db.delete(recurringAddOnSlots).where(eq(recurringAddOnSlots.recurringAddOnId, id));
  if (values.addOnSlots.length) {
    await db.insert(recurringAddOnSlots).values(
      values.addOnSlots.map((slot) => ({
        recurringAddOnId: id,
        addOnSlotId: slot.id,
        quantity: slot.quantity,
        pricePerUnit: slot.pricePerUnit,
      })),
    );
  }
}

function columns(values: RecurringAddOnValues) {
  return {
    accountId: values.accountId,
    serviceLineId: values.serviceLineId,
    addOnTypeId: values.addOnTypeId,
    day: values.day,
    shouldServeOnDay: values.shouldServeOnDay,
    quantity: values.quantity,
    pricePerUnit: values.pricePerUnit,
  };
}

async function write<T>(values: RecurringAddOnValues, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(`This add-on is already scheduled on ${values.day}s for this service line.`);
    if (isForeignKeyViolation(error))
      throw badRequest('A chosen account, service line or add-on type does not exist.');
    throw error;
  }
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

export async function createRecurringAddOn(
  db: Db,
  values: RecurringAddOnValues,
  scope: MarketScope,
) {
  await requireChosenAccount(db, values.accountId, scope);
  const id = await write(values, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(recurringAddOns)
        .values(columns(values))
        .returning({ id: recurringAddOns.id });
      await writeSlots(tx, row!.id, values);
      return row!.id;
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
      const rows = await tx
        .update(recurringAddOns)
        .set({ ...columns(values), updatedAt: nextUpdatedAt(recurringAddOns.updatedAt) })
        .where(
          and(
            eq(recurringAddOns.id, id),
            ofAccountsWithin(recurringAddOns.accountId, scope),
            eq(recurringAddOns.updatedAt, new Date(values.updatedAt)),
          ),
        )
        .returning({ id: recurringAddOns.id });
      if (!rows.length) return false;
      await writeSlots(tx, id, values);
      return true;
    }),
  );
  if (!written) {
    const [exists] = await db
      .select({ id: recurringAddOns.id })
      .from(recurringAddOns)
      .where(and(eq(recurringAddOns.id, id), ofAccountsWithin(recurringAddOns.accountId, scope)));
    throw exists ? stale() : notFound(NOT_FOUND);
  }
  return one(db, values, id);
}

export async function deleteRecurringAddOn(db: Db, id: string, scope: MarketScope) {
  const rows = await db
    .delete(recurringAddOns)
    .where(and(eq(recurringAddOns.id, id), ofAccountsWithin(recurringAddOns.accountId, scope)))
    .returning({ id: recurringAddOns.id });
  if (!rows.length) throw notFound(NOT_FOUND);
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
      await db
        .delete(serviceEventAddOns)
        .where(
          and(
            inArray(serviceEventAddOns.serviceEventId, eventIds),
            eq(serviceEventAddOns.addOnTypeId, addOn.addOnTypeId),
          ),
        );
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
    await db
      .insert(serviceEventAddOns)
      .values(rows)
      .onConflictDoUpdate({
        target: [serviceEventAddOns.serviceEventId, serviceEventAddOns.addOnSlotId],
        set: {
          quantity: sql`excluded.quantity`,
          pricePerUnit: sql`excluded.price_per_unit`,
          updatedAt: new Date(),
        },
      });
  }
}
