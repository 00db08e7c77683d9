import {
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOnElementValues,
  scheduledAddOnSlotProblems,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { findFullElements } from '../elements/index.js';
import { findSlotsOfType, type StoredAddOnRow } from './scheduled-add-on-reads.repo.js';
import {
  deleteAddOnRows,
  insertAddOnRow,
  insertRowAllergens,
  updateAddOnRow,
} from './scheduled-add-on-writes.repo.js';

/** The slot rows of a scheduled add-on: element snapshots resolved, checked and written. */

const M = SCHEDULED_ADD_ON_MESSAGES;

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

/**
 * Each sent row's snapshot: the slot's saved row when it still holds the same element,
 * else the catalogue element's copy (Add One, Swap); the fields sent (Edit/Save) on top.
 */
export async function resolveRows(
  db: Db,
  sent: ScheduledAddOnElementValues[],
  existing: StoredAddOnRow[],
): Promise<RowValues[]> {
  // A row without an element keeps what its slot holds (its element may be gone).
  const kept = (row: ScheduledAddOnElementValues) =>
    existing.find(
      (e) =>
        e.addOnSlotId === row.addOnSlotId &&
        (!row.originalElementId || e.originalElementId === row.originalElementId),
    );
  if (sent.some((row) => !row.originalElementId && !kept(row))) throw badRequest(M.chooseElement);
  const toCopy = [...new Set(sent.flatMap((row) => (kept(row) ? [] : [row.originalElementId!])))];
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
      noAllergens,
      ...edits
    } = row as ScheduledAddOnElementValues;
    const changes = Object.fromEntries(
      Object.entries(edits).filter(([, value]) => value !== undefined),
    ) as Partial<RowValues>;
    // "No allergens" clears them, as on the element editor (spec 4).
    if (noAllergens) changes.allergenIds = [];
    return { ...base, ...changes };
  });
}

/** The type's slots, in order; 400 when a sent row breaks the slot rules. */
export async function checkSlots(db: Db, addOnTypeId: string, rows: { addOnSlotId: string }[]) {
  const slots = await findSlotsOfType(db, addOnTypeId);
  const problems = scheduledAddOnSlotProblems(
    rows,
    slots.map((slot) => slot.id),
  );
  if (problems.length) throw badRequest(...problems);
  return slots;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Brings the add-on's rows to `rows`, slot by slot, in place: a slot's row is updated only
 * when something changed, new slots inserted, slots no longer listed emptied (deleted).
 */
export async function writeRows(
  db: Db,
  addOnId: string,
  rows: RowValues[],
  existing: StoredAddOnRow[],
  slotOrder: { id: string; order: number }[],
) {
  const listed = new Set(rows.map((row) => row.addOnSlotId));
  const removed = existing.filter((row) => !listed.has(row.addOnSlotId!)).map((row) => row.id);
  if (removed.length) await deleteAddOnRows(db, removed);
  const now = new Date();
  for (const { allergenIds, ...row } of rows) {
    const sortOrder = slotOrder.find((slot) => slot.id === row.addOnSlotId)?.order ?? 0;
    const values = { ...row, sortOrder };
    const current = existing.find((e) => e.addOnSlotId === row.addOnSlotId);
    let rowId = current?.id;
    if (!current) {
      rowId = await insertAddOnRow(db, { ...values, scheduledAddOnId: addOnId });
    } else {
      const changed =
        Object.entries(values).some(
          ([key, value]) => !same(current[key as keyof typeof current], value),
        ) || !same([...current.allergenIds].sort(), [...new Set(allergenIds)].sort());
      if (!changed) continue;
      await updateAddOnRow(db, current.id, { ...values, updatedAt: now });
    }
    const allergenRows = [...new Set(allergenIds)].map((allergenId) => ({
      scheduledElementId: rowId!,
      allergenId,
    }));
    await insertRowAllergens(db, allergenRows);
  }
}
