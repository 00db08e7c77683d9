import { CALENDAR_TYPE_GROUPS, type ScheduledMenuListItem } from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScheduledMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { asScheduledUpdate } from '../../../test/scheduling-fixtures.js';
import { findCalendarNamesDrift } from '../../../test/support/calendar-names.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { elementTypes, scheduledElements, scheduledMenus } from '../../db/schema/index.js';

let t: TestApp;
let send: ReturnType<typeof sender>;
beforeAll(async () => {
  t = await createTestApp();
  const scheduler = await t.signInAs('scheduler');
  send = sender(t, () => scheduler);
});
afterAll(() => t.close());

const calendarDay = async (menu: { id: string; marketId: string; date: string }) => {
  const [year, month, day] = menu.date.split('-').map(Number);
  const listed = body<ScheduledMenuListItem[]>(
    await send(
      'GET',
      `/v1/scheduled-menus?marketId=${menu.marketId}&month=${month}&year=${year}&day=${day}`,
    ),
  ).data;
  return listed.find((item) => item.id === menu.id)!;
};
const names = (item: ScheduledMenuListItem) => [
  item.proteinNames,
  item.saladNames,
  item.starchNames,
];
/** The transaction that last wrote the menu's row: the same while nothing rewrote it. */
const lastWriteOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ xmin: sql<string>`xmin::text` })
    .from(scheduledMenus)
    .where(eq(scheduledMenus.id, id));
  return row!.xmin;
};

describe("the calendar's names, kept on each menu", () => {
  it("group element types as the domain's CALENDAR_TYPE_GROUPS, in any case", async () => {
    const named = Object.entries(CALENDAR_TYPE_GROUPS).flatMap(([group, types]) =>
      types.flatMap((type) => [
        [type, group],
        [type.toUpperCase(), group],
        [type.toLowerCase(), group],
      ]),
    );
    const others = ['Dessert', 'Sauce', 'Proteins', ' Protein', 'Side'].map((type) => [type, null]);
    for (const [type, group] of [...named, ...others]) {
      const result = (await t.database.db.execute(
        sql`select scheduled_menu_calendar_group(${type}) as "group"`,
      )) as unknown as { rows: { group: string | null }[] };
      expect(result.rows[0]!.group, type!).toBe(group);
    }
  });

  it('follow a save of the rows, and a host-flow edit does not rewrite the menu', async () => {
    const menu = await buildScheduledMenu(t.database.db, { date: '2031-04-08' });
    const before = await calendarDay(menu);
    expect(before.proteinNames.length).toBeGreaterThan(0);
    const update = asScheduledUpdate(menu);
    const protein = update.scheduledElements.findIndex(
      (_, index) => menu.scheduledElements[index]!.elementTypeName === 'Protein',
    );
    update.scheduledElements[protein]!.name = 'Renamed Chicken';
    const saved = await send('PUT', `/v1/scheduled-menus/${menu.id}`, update);
    expect(saved.statusCode).toBe(200);
    const after = await calendarDay(menu);
    expect(after.proteinNames).toContain('Renamed Chicken');
    expect(after.proteinNames).not.toContain(menu.scheduledElements[protein]!.name);

    const written = await lastWriteOf(menu.id);
    await t.database.db
      .update(scheduledElements)
      .set({ directionals: 'Serve left of the register' })
      .where(eq(scheduledElements.scheduledMenuId, menu.id));
    expect(await lastWriteOf(menu.id)).toBe(written);
    expect(names(await calendarDay(menu))).toEqual(names(after));
  });

  it('follow a renamed element type into and out of its group', async () => {
    const menu = await buildScheduledMenu(t.database.db, { date: '2031-04-09' });
    const before = await calendarDay(menu);
    const [starch] = await t.database.db
      .select()
      .from(elementTypes)
      .where(eq(elementTypes.name, 'Starch'));
    const starchRows = menu.scheduledElements
      .filter((row) => row.elementTypeId === starch!.id && !row.isAlternate)
      .map((row) => row.name);
    expect(starchRows.length).toBeGreaterThan(0);
    expect(before.starchNames).toEqual(starchRows);

    await t.database.db
      .update(elementTypes)
      .set({ name: 'Grains' })
      .where(eq(elementTypes.id, starch!.id));
    expect((await calendarDay(menu)).starchNames).toEqual([]);
    await t.database.db
      .update(elementTypes)
      .set({ name: 'STARCH' })
      .where(eq(elementTypes.id, starch!.id));
    expect((await calendarDay(menu)).starchNames).toEqual(starchRows);
    await t.database.db
      .update(elementTypes)
      .set({ name: 'Starch' })
      .where(eq(elementTypes.id, starch!.id));
    expect(await findCalendarNamesDrift(t.database.db)).toEqual([]);
  });
});
