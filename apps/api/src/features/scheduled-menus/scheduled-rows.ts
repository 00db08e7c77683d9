import { randomUUID } from 'node:crypto';
import { badRequest } from '../../lib/errors.js';
import type { PlannedRow, RowsPlan, StoredRow } from './scheduled-menu-save.repo.js';
import type { RowToWrite } from './scheduled-menu-writes.repo.js';

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
  const columns: Partial<StoredRow> = {};
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
/** Whether a stored field and a sent one hold the same: only objects go through JSON. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined)
    return (a ?? null) === (b ?? null);
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a, keysInOrder) === JSON.stringify(b, keysInOrder);
}

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
 * How the menu's rows become `rows` in place (docs/data-model.md): a row sent with its id is
 * updated only when something changed; a row without id takes over an existing row of the
 * same catalogue element (keeping its host flow and portion modifiers); the rest are
 * inserted; rows no longer listed are removed. Each row ends with the allergens sent.
 * The writing is scheduled-menu-save.repo.ts's, in one statement.
 */
export function planRowWrites(existing: StoredRow[], rows: RowToWrite[]): RowsPlan {
  const { plan, claimed } = planRows(existing, rows);
  const removed = existing.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  let nextHostFlowOrder =
    Math.max(-1, ...existing.filter((e) => claimed.has(e.id)).map((e) => e.hostFlowOrder ?? -1)) +
    1;
  const planned = plan.map(({ row, sortOrder, current }): PlannedRow => {
    const values = { ...snapshotColumns(row), ...hostFlowColumns(row), sortOrder };
    const allergenIds = [...new Set(row.allergenIds)];
    if (!current) {
      const id = randomUUID();
      return {
        write: 'insert',
        values: { hostFlowOrder: nextHostFlowOrder++, ...values, id },
        allergenIds,
      };
    }
    const changed = Object.entries(values).some(
      ([key, value]) => !same(current[key as keyof typeof current], value),
    );
    // A field not sent (host flow on the editor's save) stays as stored, as in an update's SET.
    const sent = Object.entries(values).filter(([, value]) => value !== undefined);
    return changed
      ? { write: 'update', values: { ...current, ...Object.fromEntries(sent) }, allergenIds }
      : { write: 'none', values: { id: current.id }, allergenIds };
  });
  return { rows: planned, removed };
}
