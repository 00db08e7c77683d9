import type { MarketScope, RecurringAddOn, RecurringAddOnValues, Weekday } from '@catering/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  addOnSlots,
  recurringAddOnSlots,
  recurringAddOns,
  serviceEventAddOns,
} from '../../db/schema/index.js';
import { iso } from '../../lib/list.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import { ofAccountsWithin } from '../accounts/index.js';

/** Queries of recurring add-ons and of the event add-ons they put on service events. */

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
  // One after the other: applying a schedule reads these inside its transaction.
  const slots = await db
    .select()
    .from(addOnSlots)
    .where(inArray(addOnSlots.addOnTypeId, typeIds))
    .orderBy(asc(addOnSlots.order));
  const values = await db
    .select()
    .from(recurringAddOnSlots)
    .where(
      inArray(
        recurringAddOnSlots.recurringAddOnId,
        rows.map((row) => row.id),
      ),
    );
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

export async function findSlotIdsOfType(db: Db, addOnTypeId: string): Promise<Set<string>> {
  const known = await db
    .select({ id: addOnSlots.id })
    .from(addOnSlots)
    .where(eq(addOnSlots.addOnTypeId, addOnTypeId));
  return new Set(known.map((slot) => slot.id));
}

export async function replaceRecurringAddOnSlots(
  db: Db,
  id: string,
  slots: RecurringAddOnValues['addOnSlots'],
) {
  await db.delete(recurringAddOnSlots).where(eq(recurringAddOnSlots.recurringAddOnId, id));
  if (slots.length) {
    await db.insert(recurringAddOnSlots).values(
      slots.map((slot) => ({
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

export async function insertRecurringAddOn(db: Db, values: RecurringAddOnValues): Promise<string> {
  const [row] = await db
    .insert(recurringAddOns)
    .values(columns(values))
    .returning({ id: recurringAddOns.id });
  return row!.id;
}

/** Writes the recurring add-on if it is of the caller's markets and at the version sent. */
export async function updateRecurringAddOnIfCurrent(
  db: Db,
  id: string,
  values: RecurringAddOnValues & { updatedAt: string },
  scope: MarketScope,
): Promise<boolean> {
  const rows = await db
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
  return rows.length > 0;
}

export async function recurringAddOnExists(db: Db, id: string, scope: MarketScope) {
  const [exists] = await db
    .select({ id: recurringAddOns.id })
    .from(recurringAddOns)
    .where(and(eq(recurringAddOns.id, id), ofAccountsWithin(recurringAddOns.accountId, scope)));
  return exists !== undefined;
}

export async function deleteRecurringAddOnRow(db: Db, id: string, scope: MarketScope) {
  const rows = await db
    .delete(recurringAddOns)
    .where(and(eq(recurringAddOns.id, id), ofAccountsWithin(recurringAddOns.accountId, scope)))
    .returning({ id: recurringAddOns.id });
  return rows.length > 0;
}

/** Takes an add-on type off the events. */
export async function deleteEventAddOnsOfType(db: Db, eventIds: string[], addOnTypeId: string) {
  await db
    .delete(serviceEventAddOns)
    .where(
      and(
        inArray(serviceEventAddOns.serviceEventId, eventIds),
        eq(serviceEventAddOns.addOnTypeId, addOnTypeId),
      ),
    );
}

/** Event add-on rows, each slot's figures overwriting what the event had for that slot. */
export async function upsertEventAddOns(db: Db, rows: (typeof serviceEventAddOns.$inferInsert)[]) {
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
