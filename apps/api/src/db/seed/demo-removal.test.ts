import type { Menu } from '@catering/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import {
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_DEMO_PASSWORD,
} from '../../../test/fixtures.js';
import { createMenu, menuPayload, sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { schedule, schedulePayload, TASTE_OF_INDIA } from '../../../test/scheduling-fixtures.js';
import { invitePerson } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  accountNotes,
  accounts,
  brands,
  demoRows,
  elements,
  menus,
  scheduledMenus,
  users,
} from '../schema/index.js';
import { previewDemoRemoval, removeDemoData } from './demo-removal.js';
import { readDemoState } from './demo-state.js';
import { prepareInitialData } from './initial-data.js';
import { demoOperator } from './seed-data.js';

/*
 * `npm run demo:remove` on a copy of the seeded template, after people have worked in it:
 * what they made stays whole, and so do the demo rows it points at.
 */

let t: TestApp;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let adminToken: string;
let realMenu: Menu;
let realAccountId: string;
let realUserId: string;
let realScheduledId: string;

beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
  ref = await referenceIds(t.database.db);
  adminToken = await t.signInAs('admin');
  const managerToken = await t.signInAs('manager');
  await t.signInAs('chef');
  // A menu made by a demo user from demo dishes, a demo brand and a demo keyword tag.
  realMenu = await createMenu(
    sender(t, () => managerToken),
    menuPayload(ref, { name: 'Our Own Tikka Night' }),
  );
  realAccountId = (await createAccount(t, adminToken, accountPayload(ref))).id;
  realUserId = (await invitePerson(t, adminToken, { email: 'real.person@operator.test' })).id;
  // A note on a real account, written by a demo user: the note keeps its author.
  const note = await sender(t, () => managerToken)('POST', `/v1/accounts/${realAccountId}/notes`, {
    note: 'Loading dock at the back',
  });
  if (note.statusCode !== 201) throw new Error(note.body);
  // A demo menu scheduled by someone: the scheduled copy is theirs and names its origin.
  realScheduledId = (
    await schedule(
      sender(t, () => adminToken),
      schedulePayload(ref),
    )
  ).id;
});
afterAll(() => t.close());

const count = async (table: typeof menus | typeof accounts | typeof users) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('npm run demo:remove', () => {
  it('shows what it would delete and what it keeps, and changes nothing', async () => {
    const menusBefore = await count(menus);
    const preview = await previewDemoRemoval(t.database.db);
    expect(preview.status).toBe('ready');
    expect(preview.deleted).toMatchObject({ menus: 149, accounts: 64, users: 63 });
    expect(preview.kept).toContainEqual({
      table: 'menus',
      reason: 'referenced by scheduled_menus.original_menu_id',
      rows: 1,
    });
    expect(preview.kept).toContainEqual({
      table: 'users',
      reason: 'referenced by account_notes.user_id',
      rows: 1,
    });
    // The chef's session goes with the chef; the manager stays (below), but signed out.
    expect(preview.goingWith).toEqual({ sessions: 1 });
    expect(await count(menus)).toBe(menusBefore);
  });

  it('deletes every demo row and demo user and keeps what people made', async () => {
    const summary = await removeDemoData(t.database.db);
    expect(summary.deleted.menus).toBe(149);

    const menuNames = (await t.database.db.select({ id: menus.id }).from(menus)).map((m) => m.id);
    expect(menuNames.sort()).toEqual([realMenu.id, TASTE_OF_INDIA].sort());
    expect(await count(accounts)).toBe(1);
    const [account] = await t.database.db.select().from(accounts);
    expect(account?.id).toBe(realAccountId);

    const people = await t.database.db.select().from(users);
    expect(
      people
        .filter((u) => !u.removedAt)
        .map((u) => u.email)
        .sort(),
    ).toEqual([TEST_ADMIN_EMAIL, 'real.person@operator.test'].sort());
    expect(people.find((u) => u.id === realUserId)).toBeDefined();
    // The note's author stays as a removed user, as Manage Team removes someone.
    const [author] = people.filter((u) => u.removedAt);
    expect(author?.email).toBe(`removed-${author?.id}@removed.invalid`);
    expect(people).toHaveLength(3);
    const notes = await t.database.db.select().from(accountNotes);
    expect(notes.map((n) => [n.accountId, n.userId])).toEqual([[realAccountId, author?.id]]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email: 'manager@example.com', password: TEST_DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('leaves the real menu whole, with the demo dishes, brand and tag it uses', async () => {
    const token = await t.signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const response = await sender(t, () => token)('GET', `/v1/menus/${realMenu.id}`);
    expect(response.statusCode).toBe(200);
    const menu = body<Menu>(response).data;
    expect(menu.elements.map((row) => row.elementId)).toEqual(
      realMenu.elements.map((row) => row.elementId),
    );
    expect(menu.tags).toEqual(realMenu.tags);
    expect(menu.brandId).toBe(realMenu.brandId);
    const [scheduled] = await t.database.db
      .select({ originalMenuId: scheduledMenus.originalMenuId })
      .from(scheduledMenus)
      .where(eq(scheduledMenus.id, realScheduledId));
    expect(scheduled?.originalMenuId).toBe(TASTE_OF_INDIA);
    // Other demo brands and dishes are gone.
    expect((await t.database.db.select().from(brands)).map((b) => b.name)).toEqual(['Sifted']);
    const dishes = await t.database.db.select({ id: elements.id }).from(elements);
    expect(dishes.length).toBeLessThan(388);
  });

  it('is remembered: a restart with DEMO_DATA on loads nothing again', async () => {
    expect(await readDemoState(t.database.db)).toMatchObject({ state: 'removed' });
    const report = await prepareInitialData(t.database.db, {
      adminEmail: TEST_ADMIN_EMAIL,
      adminPassword: TEST_ADMIN_PASSWORD,
      demoData: true,
      demoPassword: TEST_DEMO_PASSWORD,
    });
    expect(report.demoUsers).toEqual([]);
    expect(await count(menus)).toBe(2);
    const demoEmails = demoOperator().users.map((user) => user.email);
    expect(
      await t.database.db.select().from(users).where(inArray(users.email, demoEmails)),
    ).toEqual([]);
  });

  it('removes the kept demo menu on a later run, once the scheduled copy is gone', async () => {
    await t.database.db.delete(scheduledMenus).where(eq(scheduledMenus.id, realScheduledId));
    const summary = await removeDemoData(t.database.db);
    expect(summary.deleted.menus).toBe(1);
    const left = await t.database.db.select({ id: menus.id }).from(menus);
    expect(left.map((m) => m.id)).toEqual([realMenu.id]);
    // What the real menu still uses stays recorded as the demo's, for a later run.
    const [recorded] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(demoRows)
      .where(eq(demoRows.tableName, 'elements'));
    expect(recorded?.n).toBe(3);
  });
});
