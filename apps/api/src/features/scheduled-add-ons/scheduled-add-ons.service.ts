import {
  type CreateScheduledAddOnValues,
  isScheduledMenuLocked,
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOn,
  type ScheduledAddOnElementValues,
  scheduledAddOnSlotProblems,
  serviceLineTakesAddOns,
  todayIn,
  type UpdateScheduledAddOnValues,
} from '@catering/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  addOnSlots,
  addOnTypes,
  markets,
  scheduledAddOns,
  scheduledElementAllergens,
  scheduledElements,
  serviceLines,
} from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../lib/pg-errors.js';
import { findFullElements } from '../elements/elements.read.js';
import type { Caller } from '../scheduled-menus/scheduled-menus.service.js';
import { findAddOnSlot, findScheduledAddOn } from './scheduled-add-ons.read.js';

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

/** The scheduled-menu lock (date + 3 in the market's zone), with the add-on's message. */
function checkLock(caller: Caller, timeZone: string, date: string) {
  if (caller.canEditLocked) return;
  if (isScheduledMenuLocked(date, todayIn(timeZone))) throw new AppError(403, 'locked', [M.locked]);
}

/** What a slot's row holds: the element snapshot, as written. */
interface RowValues {
  addOnSlotId: string;
  originalElementId: string | null;
  name: string;
  menuElementClassId: string | null;
  elementTypeId: string | null;
  ingredients: string;
  method: string;
  containerTypeId: string | null;
  portionUnitId: string | null;
  portionPerPerson: number | null;
  portionPerContainer: number | null;
  servingTemp: string | null;
  allergenIds: string[];
}

type ExistingRow = typeof scheduledElements.$inferSelect & { allergenIds: string[] };

/**
 * Each sent row's snapshot: the slot's saved row when it still holds the same element,
 * else the catalogue element's copy (Add One, Swap); the fields sent (Edit/Save) on top.
 */
async function resolveRows(
  db: Db,
  sent: ScheduledAddOnElementValues[],
  existing: ExistingRow[],
): Promise<RowValues[]> {
  const kept = (row: ScheduledAddOnElementValues) =>
    existing.find(
      (e) => e.addOnSlotId === row.addOnSlotId && e.originalElementId === row.originalElementId,
    );
  const toCopy = [...new Set(sent.filter((row) => !kept(row)).map((row) => row.originalElementId))];
  const catalogue = await findFullElements(db, toCopy);
  if (catalogue.length !== toCopy.length) throw badRequest(M.unknownElement);
  return sent.map((row) => {
    const saved = kept(row);
    const element = catalogue.find((e) => e.id === row.originalElementId);
    const base: RowValues = saved
      ? {
          addOnSlotId: row.addOnSlotId,
          originalElementId: saved.originalElementId,
          name: saved.name,
          menuElementClassId: saved.menuElementClassId,
          elementTypeId: saved.elementTypeId,
          ingredients: saved.ingredients,
          method: saved.method,
          containerTypeId: saved.containerTypeId,
          portionUnitId: saved.portionUnitId,
          portionPerPerson: saved.portionPerPerson,
          portionPerContainer: saved.portionPerContainer,
          servingTemp: saved.servingTemp,
          allergenIds: saved.allergenIds,
        }
      : {
          addOnSlotId: row.addOnSlotId,
          originalElementId: element!.id,
          name: element!.name,
          menuElementClassId: element!.menuElementClassId,
          elementTypeId: element!.elementTypeId,
          ingredients: element!.ingredients,
          method: element!.method,
          containerTypeId: element!.defaultContainerTypeId,
          portionUnitId: element!.defaultPortionUnitId,
          portionPerPerson: element!.defaultPortionPerPerson,
          portionPerContainer: element!.defaultPortionPerContainer,
          servingTemp: element!.servingTemp,
          allergenIds: [...element!.allergenIds],
        };
    const {
      id: _id,
      addOnSlotId: _slot,
      originalElementId: _element,
      ...edits
    } = row as ScheduledAddOnElementValues;
    const changes = Object.fromEntries(
      Object.entries(edits).filter(([, value]) => value !== undefined),
    ) as Partial<RowValues>;
    return { ...base, ...changes };
  });
}

/** The type's slots, in order; 400 when a sent row breaks the slot rules. */
async function checkSlots(db: Db, addOnTypeId: string, rows: { addOnSlotId: string }[]) {
  const slots = await db
    .select({ id: addOnSlots.id, order: addOnSlots.order })
    .from(addOnSlots)
    .where(eq(addOnSlots.addOnTypeId, addOnTypeId))
    .orderBy(asc(addOnSlots.order));
  const problems = scheduledAddOnSlotProblems(
    rows,
    slots.map((slot) => slot.id),
  );
  if (problems.length) throw badRequest(...problems);
  return slots;
}

async function existingRows(db: Db, addOnId: string): Promise<ExistingRow[]> {
  const rows = await db
    .select()
    .from(scheduledElements)
    .where(eq(scheduledElements.scheduledAddOnId, addOnId));
  const allergenRows = rows.length
    ? await db
        .select()
        .from(scheduledElementAllergens)
        .where(
          inArray(
            scheduledElementAllergens.scheduledElementId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row) => ({
    ...row,
    allergenIds: allergenRows
      .filter((a) => a.scheduledElementId === row.id)
      .map((a) => a.allergenId),
  }));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Brings the add-on's rows to `rows`, slot by slot, in place: a slot's row is updated only
 * when something changed, new slots inserted, slots no longer listed emptied (deleted).
 */
async function writeRows(
  db: Db,
  addOnId: string,
  rows: RowValues[],
  existing: ExistingRow[],
  slotOrder: { id: string; order: number }[],
) {
  const listed = new Set(rows.map((row) => row.addOnSlotId));
  const removed = existing.filter((row) => !listed.has(row.addOnSlotId!)).map((row) => row.id);
  if (removed.length)
    await db.delete(scheduledElements).where(inArray(scheduledElements.id, removed));
  const now = new Date();
  for (const { allergenIds, ...row } of rows) {
    const sortOrder = slotOrder.find((slot) => slot.id === row.addOnSlotId)?.order ?? 0;
    const values = { ...row, sortOrder };
    const current = existing.find((e) => e.addOnSlotId === row.addOnSlotId);
    let rowId = current?.id;
    if (!current) {
      const [inserted] = await db
        .insert(scheduledElements)
        .values({ ...values, scheduledAddOnId: addOnId })
        .returning({ id: scheduledElements.id });
      rowId = inserted!.id;
    } else {
      const changed =
        Object.entries(values).some(
          ([key, value]) => !same(current[key as keyof typeof current], value),
        ) || !same([...current.allergenIds].sort(), [...new Set(allergenIds)].sort());
      if (!changed) continue;
      await db
        .update(scheduledElements)
        .set({ ...values, updatedAt: now })
        .where(eq(scheduledElements.id, current.id));
      await db
        .delete(scheduledElementAllergens)
        .where(eq(scheduledElementAllergens.scheduledElementId, current.id));
    }
    const allergenRows = [...new Set(allergenIds)].map((allergenId) => ({
      scheduledElementId: rowId!,
      allergenId,
    }));
    if (allergenRows.length) await db.insert(scheduledElementAllergens).values(allergenRows);
  }
}

export async function getScheduledAddOn(db: Db, id: string): Promise<ScheduledAddOn> {
  const addOn = await findScheduledAddOn(db, id);
  if (!addOn) throw notFound(M.notFound);
  return addOn;
}

export async function createScheduledAddOn(
  db: Db,
  caller: Caller,
  input: CreateScheduledAddOnValues,
): Promise<ScheduledAddOn> {
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
  return getScheduledAddOn(db, id);
}

/** A scheduled add-on that exists, checked against the lock. */
async function writableAddOn(db: Db, caller: Caller, id: string) {
  const slot = await findAddOnSlot(db, id);
  if (!slot) throw notFound(M.notFound);
  checkLock(caller, slot.timeZone, slot.date);
  return slot;
}

export async function updateScheduledAddOn(
  db: Db,
  caller: Caller,
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
        .set({ updatedAt: new Date() })
        .where(
          and(eq(scheduledAddOns.id, id), eq(scheduledAddOns.updatedAt, new Date(input.updatedAt))),
        )
        .returning({ id: scheduledAddOns.id });
      if (!touched.length) throw stale();
      await writeRows(tx, id, rows, existing, slots);
    }),
  );
  return getScheduledAddOn(db, id);
}

export async function removeScheduledAddOn(db: Db, caller: Caller, id: string): Promise<void> {
  await writableAddOn(db, caller, id);
  await db.delete(scheduledAddOns).where(eq(scheduledAddOns.id, id));
}
