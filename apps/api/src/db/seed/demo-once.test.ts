import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_DEMO_PASSWORD,
} from '../../../test/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';
import { appSettings, demoRows, menus, users } from '../schema/index.js';
import { previewDemoRemoval } from './demo-removal.js';
import { readDemoState } from './demo-state.js';
import { prepareInitialData } from './initial-data.js';

/*
 * Issue #22: the demo is loaded once, into a new database. Every test file's database is
 * a copy of the template that global setup seeded new, with the demo, as a first start does.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
});
afterAll(() => t.close());

/** A restart: what the server runs at every start. */
const restart = (demoData: boolean) =>
  prepareInitialData(t.database.db, {
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    demoData,
    demoPassword: TEST_DEMO_PASSWORD,
  });

const count = async (table: typeof menus | typeof users) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('demo data once', () => {
  it('remembers that the new database got the demo, and which rows are the demo', async () => {
    expect(await readDemoState(t.database.db)).toMatchObject({
      state: 'loaded',
      rowsRecorded: true,
    });
    const [menuRows] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(demoRows)
      .where(eq(demoRows.tableName, 'menus'));
    expect(menuRows?.n).toBe(150);
  });

  it('DEMO_DATA=off on a database with the demo leaves the demo alone', async () => {
    const before = { menus: await count(menus), users: await count(users) };
    const report = await restart(false);
    expect(report.demoState.state).toBe('loaded');
    expect({ menus: await count(menus), users: await count(users) }).toEqual(before);
    expect(await t.signInAs('manager')).toBeTruthy();
  });

  it('menus deleted through the API stay deleted after a restart with DEMO_DATA on', async () => {
    const token = await t.signInAs('admin');
    const ids = await t.database.db.select({ id: menus.id }).from(menus);
    expect(ids).toHaveLength(150);
    for (const { id } of ids) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/v1/menus/${id}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
    }
    const report = await restart(true);
    expect(report.demoUsers).toEqual([]);
    expect(await count(menus)).toBe(0);
    const listed = await t.app.inject({ url: '/v1/menus', headers: bearer(token) });
    expect(listed.json().data).toEqual([]);
  });
});

describe('a database seeded before the demo was remembered', () => {
  it('counts as having the demo when its demo users are there: never seeded again', async () => {
    // As it was before: no remembered state and no record of the demo's rows.
    await t.database.db.delete(appSettings).where(eq(appSettings.key, 'demo_data'));
    await t.database.db.delete(demoRows);
    const usersBefore = await count(users);

    const report = await restart(true);
    expect(report.demoUsers).toEqual([]);
    expect(report.demoState).toMatchObject({ state: 'loaded', rowsRecorded: false });
    expect(await readDemoState(t.database.db)).toMatchObject({ rowsRecorded: false });
    expect(await count(menus)).toBe(0);
    expect(await count(users)).toBe(usersBefore);
    // Its demo rows cannot be told from anyone's: demo:remove refuses rather than guess.
    expect((await previewDemoRemoval(t.database.db)).status).toBe('untracked');
  });
});
