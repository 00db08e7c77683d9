import type { ForeignKey } from './table-graph.js';

/*
 * Which demo rows `npm run demo:remove` deletes, and which it keeps because rows of
 * people's own need them. Pure: the rows and references come from demo-removal-graph.ts.
 *
 * The rules, so that removing the demo deletes nothing of anyone's and changes nothing
 * of theirs silently:
 * - A row that stays must not point at a deleted row: PostgreSQL would refuse (restrict,
 *   no action) or blank the pointer (set null). So a demo row referenced by a row that
 *   stays is kept: a demo menu a real scheduled menu was copied from, a demo market a real
 *   account is in. Only history may lose its pointer: an audit or change-log entry names
 *   its actor in its own text and is made for "the actor row is gone".
 * - A row that is not the demo's goes with a demo row only when all it belongs to (its
 *   on-delete-cascade parents) goes: a demo user's sessions, a row someone added to a
 *   demo menu. One that also belongs to a row that stays (a real menu's link to a demo
 *   tag) keeps the demo row instead.
 * - A kept demo row keeps its parts: the demo rows that belong only to kept rows (a kept
 *   menu keeps its elements and through them its dishes and their ingredients).
 */

/** A row: its table and its primary key as jsonb text, e.g. `menus {"id": "…"}`. */
export type RowId = string;

export const rowId = (table: string, key: string): RowId => `${table} ${key}`;
export const tableOf = (row: RowId) => row.slice(0, row.indexOf(' '));
export const rowKeyOf = (row: RowId) => row.slice(row.indexOf(' ') + 1);

/** One row pointing at another through a foreign key. */
export interface Reference {
  fk: ForeignKey;
  child: RowId;
  parent: RowId;
}

export interface RemovalPlan {
  /** Demo rows to delete. */
  deleted: Set<RowId>;
  /** Rows that are not the demo's and go with the demo rows they belong to. */
  goingWith: Set<RowId>;
  /** Demo rows kept, and why. */
  kept: Map<RowId, string>;
}

/** References whose row is made to outlive what it points at (schema: "or the actor row is gone"). */
const HISTORY_REFERENCES = new Set(['audit_events.actor_user_id', 'change_log.actor_user_id']);

export const describeReference = (fk: ForeignKey) => `${fk.child}.${fk.childColumns.join(', ')}`;

function groupBy(references: Reference[], side: 'child' | 'parent') {
  const groups = new Map<RowId, Reference[]>();
  for (const reference of references) {
    const list = groups.get(reference[side]);
    if (list) list.push(reference);
    else groups.set(reference[side], [reference]);
  }
  return groups;
}

/**
 * `demo`: the demo rows that exist. `references`: every reference into a demo row or into
 * a row that would go with one, plus every on-delete-cascade reference out of those rows.
 */
export function planDemoRemoval(demo: Set<RowId>, references: Reference[]): RemovalPlan {
  const into = groupBy(references, 'parent');
  const outOf = groupBy(references, 'child');
  const ownersOf = (row: RowId) =>
    (outOf.get(row) ?? []).filter((reference) => reference.fk.onDelete === 'cascade');
  const kept = new Map<RowId, string>();

  /** What PostgreSQL deletes when the demo rows not kept are deleted: they and their cascade. */
  function goneRows(): Set<RowId> {
    const gone = new Set([...demo].filter((row) => !kept.has(row)));
    const pending = [...gone];
    for (let row = pending.pop(); row !== undefined; row = pending.pop()) {
      for (const reference of into.get(row) ?? []) {
        if (reference.fk.onDelete !== 'cascade' || gone.has(reference.child)) continue;
        gone.add(reference.child);
        pending.push(reference.child);
      }
    }
    return gone;
  }

  /** Makes `row` stay: keeps it if it is the demo's, and whatever it belongs to that would go. */
  function keep(row: RowId, reason: string, gone: Set<RowId>) {
    if (demo.has(row) && !kept.has(row)) kept.set(row, reason);
    for (const owner of ownersOf(row)) {
      if (gone.has(owner.parent) && !kept.has(owner.parent)) {
        keep(owner.parent, `a row of ${tableOf(row)} that stays belongs to it`, gone);
      }
    }
  }

  // Each round keeps at least one more row, or ends: the rounds are bounded by the demo.
  for (;;) {
    const gone = goneRows();
    const keptBefore = kept.size;
    for (const reference of references) {
      if (!gone.has(reference.parent) || gone.has(reference.child)) continue;
      if (HISTORY_REFERENCES.has(describeReference(reference.fk))) continue;
      keep(reference.parent, `referenced by ${describeReference(reference.fk)}`, gone);
    }
    for (const row of gone) {
      if (demo.has(row)) continue;
      if (ownersOf(row).some((owner) => !gone.has(owner.parent))) {
        keep(row, 'part of a row that stays', gone);
      }
    }
    for (const row of gone) {
      if (!demo.has(row) || kept.has(row)) continue;
      const owners = ownersOf(row);
      if (owners.length > 0 && owners.every((owner) => kept.has(owner.parent))) {
        kept.set(row, `part of a kept row of ${tableOf(owners[0]!.parent)}`);
      }
    }
    if (kept.size === keptBefore) {
      return {
        deleted: new Set([...gone].filter((row) => demo.has(row))),
        goingWith: new Set([...gone].filter((row) => !demo.has(row))),
        kept,
      };
    }
  }
}
