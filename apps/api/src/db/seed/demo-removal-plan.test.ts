import { describe, expect, it } from 'vitest';
import { planDemoRemoval, type Reference, type RowId, rowId } from './demo-removal-plan.js';
import type { ForeignKey, OnDelete } from './table-graph.js';

/** Hand-made rows and references, shaped like the real schema (db/schema). */
const fk = (child: string, column: string, parent: string, onDelete: OnDelete): ForeignKey => ({
  name: `${child}_${column}_fk`,
  child,
  childColumns: [column],
  parent,
  parentColumns: ['id'],
  onDelete,
});
const row = (table: string, id: string): RowId => rowId(table, `{"id": "${id}"}`);
const points = (foreignKey: ForeignKey, child: RowId, parent: RowId): Reference => ({
  fk: foreignKey,
  child,
  parent,
});

const sessionUser = fk('sessions', 'user_id', 'users', 'cascade');
const auditActor = fk('audit_events', 'actor_user_id', 'users', 'set null');
const noteAuthor = fk('account_notes', 'user_id', 'users', 'set null');
const linkMenu = fk('menu_keyword_tags', 'menu_id', 'menus', 'cascade');
const linkTag = fk('menu_keyword_tags', 'tag_id', 'tags', 'cascade');
const rowMenu = fk('menu_elements', 'menu_id', 'menus', 'cascade');
const rowElement = fk('menu_elements', 'element_id', 'elements', 'no action');
const copiedFrom = fk('scheduled_menus', 'original_menu_id', 'menus', 'set null');

const manager = row('users', 'manager');
const deli = row('menus', 'deli');
const tikka = row('menus', 'tikka');
const spicy = row('tags', 'spicy');
const sandwich = row('elements', 'sandwich');
const curry = row('elements', 'curry');
const deliRow = row('menu_elements', 'deli-1');
const tikkaRow = row('menu_elements', 'tikka-1');
const demo = new Set([manager, deli, tikka, spicy, sandwich, curry, deliRow, tikkaRow]);
const demoReferences = [
  points(rowMenu, deliRow, deli),
  points(rowElement, deliRow, sandwich),
  points(rowMenu, tikkaRow, tikka),
  points(rowElement, tikkaRow, curry),
];

describe('planDemoRemoval', () => {
  it('deletes every demo row when no row of anyone else needs one', () => {
    const plan = planDemoRemoval(demo, demoReferences);
    expect(plan.deleted).toEqual(demo);
    expect(plan.kept.size).toBe(0);
    expect(plan.goingWith.size).toBe(0);
  });

  it("takes a demo user's sessions along, and lets history lose its pointer to them", () => {
    const session = row('sessions', 's1');
    const audit = row('audit_events', 'a1');
    const plan = planDemoRemoval(demo, [
      ...demoReferences,
      points(sessionUser, session, manager),
      points(auditActor, audit, manager),
    ]);
    expect(plan.deleted.has(manager)).toBe(true);
    expect([...plan.goingWith]).toEqual([session]);
  });

  it('keeps a demo user that a note of someone else names as its author', () => {
    const note = row('account_notes', 'n1');
    const plan = planDemoRemoval(demo, [...demoReferences, points(noteAuthor, note, manager)]);
    expect(plan.kept.get(manager)).toBe('referenced by account_notes.user_id');
    expect(plan.goingWith.has(note)).toBe(false);
  });

  it("keeps a demo tag a real menu uses, and drops a demo menu's use of it", () => {
    const real = row('menus', 'real');
    const realLink = row('menu_keyword_tags', 'real-spicy');
    const demoLink = row('menu_keyword_tags', 'deli-spicy');
    const plan = planDemoRemoval(new Set([...demo, demoLink]), [
      ...demoReferences,
      points(linkMenu, realLink, real),
      points(linkTag, realLink, spicy),
      points(linkMenu, demoLink, deli),
      points(linkTag, demoLink, spicy),
    ]);
    expect(plan.kept.has(spicy)).toBe(true);
    expect(plan.goingWith.has(realLink)).toBe(false);
    expect(plan.deleted.has(demoLink)).toBe(true);
    expect(plan.deleted.has(deli)).toBe(true);
  });

  it('keeps a demo menu a real scheduled menu was copied from, whole, and deletes the others', () => {
    const scheduled = row('scheduled_menus', 'real');
    const plan = planDemoRemoval(demo, [...demoReferences, points(copiedFrom, scheduled, tikka)]);
    expect(plan.kept.get(tikka)).toBe('referenced by scheduled_menus.original_menu_id');
    // Its element row belongs to it alone, and that row needs its dish.
    expect([...plan.kept.keys()].sort()).toEqual([curry, tikka, tikkaRow].sort());
    expect([...plan.deleted].sort()).toEqual([deli, deliRow, manager, sandwich, spicy].sort());
  });

  it('keeps a demo menu that a real row was added to only if something else needs it', () => {
    const added = row('menu_elements', 'added-by-someone');
    const plan = planDemoRemoval(demo, [...demoReferences, points(rowMenu, added, deli)]);
    // The row is part of the demo menu and goes with it; nothing outside needs the menu.
    expect(plan.deleted.has(deli)).toBe(true);
    expect([...plan.goingWith]).toEqual([added]);
  });
});
