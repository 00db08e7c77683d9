import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import {
  deleteRows,
  findMenuRows,
  insertRow,
  type RowColumns,
  type RowToWrite,
  replaceRowAllergens,
  type StoredRow,
  updateRow,
} from './scheduled-menu-writes.repo.js';

function snapshotColumns(row: RowToWrite) {
  return {
    originalElementId: row.originalElementId,
    name: row.name,
    labelName: row.labelName,
    menuElementClassId: row.menuElementClassId,
    elementTypeId: row.elementTypeId,
    isAlternate: row.isAlternate,
    share: row.share,
    ingredients: row.ingredients,
    method: row.method,
    containerTypeId: row.containerTypeId,
    portionUnitId: row.portionUnitId,
    portionPerPerson: row.portionPerPerson ?? null,
    portionPerContainer: row.portionPerContainer ?? null,
    servingTemp: row.servingTemp,
    alternative: row.alternative,
  };
}

function hostFlowColumns(row: RowToWrite) {
  const columns: RowColumns = {};
  if (row.directionals !== undefined) columns.directionals = row.directionals;
  if (row.hostFlowOrder !== undefined) columns.hostFlowOrder = row.hostFlowOrder;
  if (row.servingUtensilId !== undefined) columns.servingUtensilId = row.servingUtensilId;
  if (row.servingVesselId !== undefined) columns.servingVesselId = row.servingVesselId;
  return columns;
}

// jsonb gives an object's keys back in its own order (shortest first), not as they were
// sent: compared as written, a row with an alternative would be rewritten on every save.
const keysInOrder = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null, keysInOrder) === JSON.stringify(b ?? null, keysInOrder);

/** Which stored row each sent row becomes (none: a new row), in the sent order. */
function planRows(existing: StoredRow[], rows: RowToWrite[]) {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const claimed = new Set<string>();
  const plan = rows.map((row, sortOrder) => {
    let current = row.id ? byId.get(row.id) : undefined;
    if (row.id && !current)
      throw badRequest('An element of this menu changed while you edited it.');
    current ??= existing.find(
      (e) =>
        row.originalElementId &&
        e.originalElementId === row.originalElementId &&
        !claimed.has(e.id),
    );
    if (current) claimed.add(current.id);
    return { row, sortOrder, current };
  });
  return { plan, claimed };
}

/**
 * Brings the menu's rows to `rows` in place (docs/data-model.md): a row sent with its id is
 * updated only when something changed; a row without id takes over an existing row of the
 * same catalogue element (keeping its host flow and portion modifiers); the rest are
 * inserted; rows no longer listed are deleted. The allergen snapshot is rewritten whole.
 */
export async function writeRows(db: Db, menuId: string, rows: RowToWrite[]) {
  const existing = await findMenuRows(db, menuId);
  const { plan, claimed } = planRows(existing, rows);
  const removed = existing.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  if (removed.length) await deleteRows(db, removed);

  let nextHostFlowOrder =
    Math.max(-1, ...existing.filter((e) => claimed.has(e.id)).map((e) => e.hostFlowOrder ?? -1)) +
    1;
  const now = new Date();
  const ids: { id: string; allergenIds: string[] }[] = [];
  for (const { row, sortOrder, current } of plan) {
    const values = { ...snapshotColumns(row), ...hostFlowColumns(row), sortOrder };
    if (!current) {
      const id = await insertRow(db, {
        hostFlowOrder: nextHostFlowOrder++,
        ...values,
        scheduledMenuId: menuId,
      });
      ids.push({ id, allergenIds: row.allergenIds });
      continue;
    }
    ids.push({ id: current.id, allergenIds: row.allergenIds });
    const changed = Object.entries(values).some(
      ([key, value]) => !same(current[key as keyof typeof current], value),
    );
    if (changed) await updateRow(db, current.id, { ...values, updatedAt: now });
  }
  const allergenRows = ids.flatMap((row) =>
    [...new Set(row.allergenIds)].map((allergenId) => ({ scheduledElementId: row.id, allergenId })),
  );
  await replaceRowAllergens(
    db,
    ids.map((row) => row.id),
    allergenRows,
  );
}
