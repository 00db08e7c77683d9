import { type AccountListItem, type Menu, todayIn } from '@catering/domain';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Database } from '../client.js';
import { openPglite } from '../pglite-database.js';
import { PGLITE_EXTENSIONS } from '../pglite-extensions.js';
import {
  appSettings,
  brands,
  menuElements,
  menus,
  roles,
  scheduledElements,
  scheduledMenus,
  serviceLines,
  users,
} from '../schema/index.js';
import { menuId } from './demo-menus/index.js';
import { readDemoState } from './demo-state.js';
import { prepareInitialData } from './initial-data.js';

/** A real operator's first start: an empty database, no demo, no passwords given. */
let database: Database;
beforeAll(async () => {
  database = openPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await database.migrate();
});
afterAll(() => database.close());

const count = async (table: typeof users | typeof brands | typeof roles) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('first start with DEMO_DATA=off', () => {
  it('creates the fixed vocabularies, the roles and one Super Admin with a generated password', async () => {
    const report = await prepareInitialData(database.db, {
      adminEmail: 'Owner@Operator.test',
      demoData: false,
    });
    expect(report.adminCreated).toBe(true);
    expect(report.generatedAdminPassword).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(report.demoUsers).toEqual([]);

    const [admin] = await database.db.select().from(users);
    expect(admin?.email).toBe('owner@operator.test');
    const [role] = await database.db.select().from(roles).where(eq(roles.id, admin!.roleId!));
    expect(role?.name).toBe('Super Admin');
    expect(await count(users)).toBe(1);
    expect(await count(brands)).toBe(0);
    expect(await count(roles)).toBe(8);
    const lines = await database.db.select().from(serviceLines);
    expect(lines).toHaveLength(7);
  });

  it('changes nothing when run again, and prints no password again', async () => {
    const report = await prepareInitialData(database.db, {
      adminEmail: 'other@operator.test',
      demoData: false,
    });
    expect(report.adminCreated).toBe(false);
    expect(report.generatedAdminPassword).toBeUndefined();
    expect(await count(users)).toBe(1);
  });

  it('remembers that this database started without the demo', async () => {
    expect(await readDemoState(database.db)).toMatchObject({ state: 'not-loaded' });
  });

  it('never adds the demo later, not even on `npm run seed` with DEMO_DATA on', async () => {
    const report = await prepareInitialData(database.db, {
      adminEmail: 'owner@operator.test',
      demoData: true,
      demoPassword: 'demo-password-1',
    });
    expect(report.demoUsers).toEqual([]);
    expect(report.generatedDemoPassword).toBeUndefined();
    expect(await count(brands)).toBe(0);
    expect(await count(users)).toBe(1);
  });

  it('counts a database without the demo from before it was remembered as without it', async () => {
    await database.db.delete(appSettings).where(eq(appSettings.key, 'demo_data'));
    await prepareInitialData(database.db, { adminEmail: 'owner@operator.test', demoData: true });
    expect(await count(brands)).toBe(0);
    expect(await readDemoState(database.db)).toMatchObject({ state: 'not-loaded' });
  });
});

describe('the demo of a first start with DEMO_DATA on', () => {
  /** Every test file's database is a copy of the template global setup seeded that way. */
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { template: 'demo' });
  });
  afterAll(() => t.close());
  const read = async <T>(url: string) =>
    body<T>(await t.app.inject({ url, headers: bearer(await t.signInAs('scheduler')) })).data;

  it('seeds demo menus with their rows, host flow and built-in description', async () => {
    const ref = await referenceIds(t.database.db);
    const id = menuId({ name: 'Taste of India', tag: 'standard' });
    const menu = await read<Menu>(`/v1/menus/${id}`);
    expect(menu.description).toBe(
      [
        'Chicken Tikka Masala with Jeera Basmati Rice, Aloo Gobi, Warm Naan and Cilantro Mint Chutney',
        'Chickpea Tikka Masala with Jeera Basmati Rice, Aloo Gobi, Warm Naan and Cilantro Mint Chutney',
      ].join('\n'),
    );
    expect(menu.elements[0]).toMatchObject({
      order: 0,
      hostFlowOrder: 0,
      elementTypeId: ref.elementType('Protein'),
      portionUnitId: ref.unit('oz'),
    });
  });

  it('seeds the demo accounts with contacts and the services of this month and the next', async () => {
    const list = await read<AccountListItem[]>('/v1/accounts?perPage=4096');
    expect(list.length).toBeGreaterThanOrEqual(60);
    const saguaro = list.find((a) => a.name === 'Saguaro Analytics')!;
    expect(saguaro).toMatchObject({ marketName: 'Phoenix', pointOfContactName: 'Dana Whitfield' });
    const [year, month] = todayIn('America/Phoenix').split('-').map(Number) as [number, number];
    const events = await read<unknown[]>(
      `/v1/service-events?accountId=${saguaro.id}&month=${month}&year=${year}`,
    );
    expect(events.length).toBeGreaterThan(10);
  });

  it("splits the demo deli platter's sandwiches, on the master and every scheduled copy", async () => {
    const master = await t.database.db
      .select({ share: menuElements.share })
      .from(menuElements)
      .innerJoin(menus, eq(menus.id, menuElements.menuId))
      .where(eq(menus.name, 'Executive Deli Platter'))
      .orderBy(menuElements.sortOrder);
    expect(master.map((row) => row.share)).toEqual([33.34, 33.33, 33.33, 100, 100, 100]);
    const copies = await t.database.db
      .select({ menuId: scheduledMenus.id, share: scheduledElements.share })
      .from(scheduledElements)
      .innerJoin(scheduledMenus, eq(scheduledMenus.id, scheduledElements.scheduledMenuId))
      .where(eq(scheduledMenus.name, 'Executive Deli Platter'))
      .orderBy(scheduledMenus.id, scheduledElements.sortOrder);
    expect(copies.length).toBeGreaterThan(0);
    const perMenu = new Map<string, number[]>();
    for (const row of copies)
      perMenu.set(row.menuId, [...(perMenu.get(row.menuId) ?? []), row.share]);
    for (const shares of perMenu.values())
      expect(shares).toEqual([33.34, 33.33, 33.33, 100, 100, 100]);
    // Every other demo row feeds all of its type's eaters.
    const [others] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(menuElements)
      .where(sql`${menuElements.share} <> 100`);
    expect(others?.n).toBe(3);
  });
});
