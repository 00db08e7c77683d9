import type { LabelledValues } from '@catering/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountNotes,
  accountPortionModifiers,
  accounts,
  addOnSlots,
  addOnTypes,
  elementTypes,
  recurringAddOnSlots,
  recurringAddOns,
  serviceLines,
  users,
} from '../../db/schema/index.js';

/**
 * An account's smaller records as the Audit Trail shows them (issue #25, 3): what the record
 * is in words and its fields by their labels on the screen, read before and after a write.
 */
export interface AccountRecordState {
  accountId: string;
  record: string;
  values: LabelledValues;
  /** What applied the change, when it was not a person's edit of the record. */
  applied?: string;
}

const labelled = (values: Record<string, string>): LabelledValues =>
  Object.entries(values).map(([label, value]) => ({ label, value }));

const amount = (value: number | null) => (value === null ? '' : String(value));
const money = (value: number | string | null) =>
  value === null ? '' : `$${Number(value).toFixed(2)}`;

export async function readNote(db: Db, noteId: string): Promise<AccountRecordState | undefined> {
  const [row] = await db
    .select({ accountId: accountNotes.accountId, note: accountNotes.note, author: users.name })
    .from(accountNotes)
    .leftJoin(users, eq(users.id, accountNotes.userId))
    .where(eq(accountNotes.id, noteId));
  if (!row) return undefined;
  return {
    accountId: row.accountId,
    record: 'a note',
    values: labelled({ Note: row.note, Author: row.author ?? '' }),
  };
}

export async function readPointOfContact(
  db: Db,
  accountId: string,
): Promise<AccountRecordState | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.pointOfContactUserId))
    .where(eq(accounts.id, accountId));
  if (!row) return undefined;
  return {
    accountId,
    record: 'the point of contact',
    values: labelled({ Name: row.name, Email: row.email }),
  };
}

/** Every element type with the account's modifier (1.0 where none is set), in the tab's order. */
export async function readPortionModifiers(
  db: Db,
  accountId: string,
): Promise<AccountRecordState | undefined> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const rows = await db
    .select({ name: elementTypes.name, value: accountPortionModifiers.value })
    .from(elementTypes)
    .leftJoin(
      accountPortionModifiers,
      and(
        eq(accountPortionModifiers.elementTypeId, elementTypes.id),
        eq(accountPortionModifiers.accountId, accountId),
      ),
    )
    .orderBy(asc(elementTypes.sortOrder), asc(elementTypes.name));
  return {
    accountId,
    record: 'the portion modifiers',
    values: rows.map((row) => ({ label: row.name, value: (row.value ?? 1).toFixed(1) })),
  };
}

const DAY_NAMES: Record<string, string> = {
  monday: 'Mondays',
  tuesday: 'Tuesdays',
  wednesday: 'Wednesdays',
  thursday: 'Thursdays',
  friday: 'Fridays',
  saturday: 'Saturdays',
  sunday: 'Sundays',
};

export async function readRecurringAddOn(
  db: Db,
  id: string,
): Promise<AccountRecordState | undefined> {
  const [row] = await db
    .select({
      accountId: recurringAddOns.accountId,
      line: serviceLines.name,
      type: addOnTypes.name,
      day: recurringAddOns.day,
      served: recurringAddOns.shouldServeOnDay,
      quantity: recurringAddOns.quantity,
      pricePerUnit: recurringAddOns.pricePerUnit,
    })
    .from(recurringAddOns)
    .innerJoin(serviceLines, eq(serviceLines.id, recurringAddOns.serviceLineId))
    .innerJoin(addOnTypes, eq(addOnTypes.id, recurringAddOns.addOnTypeId))
    .where(eq(recurringAddOns.id, id));
  if (!row) return undefined;
  const slots = await db
    .select({
      name: addOnSlots.name,
      quantity: recurringAddOnSlots.quantity,
      pricePerUnit: recurringAddOnSlots.pricePerUnit,
    })
    .from(recurringAddOnSlots)
    .innerJoin(addOnSlots, eq(addOnSlots.id, recurringAddOnSlots.addOnSlotId))
    .where(eq(recurringAddOnSlots.recurringAddOnId, id))
    .orderBy(asc(addOnSlots.order));
  const days = DAY_NAMES[row.day] ?? row.day;
  return {
    accountId: row.accountId,
    record: `the recurring ${row.type} add-on of the ${row.line} line on ${days}`,
    values: [
      ...labelled({
        'Add-on': row.type,
        'Service line': row.line,
        Day: days,
        Served: row.served ? 'Yes' : 'No',
        Quantity: amount(row.quantity),
        'Price per unit': money(row.pricePerUnit),
      }),
      ...slots.flatMap((slot) =>
        labelled({
          [`${slot.name} quantity`]: amount(slot.quantity),
          [`${slot.name} price`]: money(slot.pricePerUnit),
        }),
      ),
    ],
  };
}
