import {
  addDays,
  type ConsumerDetails,
  MARKET_SCOPE_MESSAGES,
  type Menu,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledHostFlow,
  type ScheduledMenu,
  type ScheduledMenuListItem,
  type ScheduledPortionModifiers,
  weekdayOf,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildMenu,
  buildScheduledMenu,
  buildServingSchedule,
} from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { asScheduledUpdate, schedule, schedulePayload } from '../../../test/scheduling-fixtures.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as s from '../../db/schema/index.js';

/** A scheduler limited to Dallas (docs/permissions.md 8) on every scheduled-menu route. */

let t: TestApp;
let admin: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
let phoenix: ScheduledMenu;
let dallas: ScheduledMenu;
/** The master every menu here is a copy of. */
let masterId: string;
const date = '2030-05-06';

/** The first Monday from the 15th of next month: a day of next month's calendar, ahead of today. */
function mondayOfNextMonth(): string {
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1, 15);
  let day = next.toISOString().slice(0, 10);
  while (weekdayOf(day) !== 'monday') day = addDays(day, 1);
  return day;
}

/**
 * Next month's served day: two Dallas accounts and one Phoenix account eat lunch that Monday
 * (and the next), and Dallas and Phoenix each schedule that lunch.
 */
async function buildServedDay(day: string) {
  const db = t.database.db;
  for (const market of ['Dallas', 'Dallas', 'Phoenix']) {
    const account = await buildAccount(db, { market });
    await buildServingSchedule(db, { accountId: account.id, startDate: day, weekdays: ['monday'] });
  }
  for (const market of ['Dallas', 'Phoenix'])
    await buildScheduledMenu(db, { originalMenuId: masterId, market, date: day });
}

beforeAll(async () => {
  t = await createTestApp();
  await limitToMarkets(t, 'scheduler@example.com', ['Dallas']);
  const scheduler = await t.signInAs('scheduler');
  admin = await t.signInAs('admin');
  ref = await referenceIds(t.database.db);
  send = sender(t, () => scheduler);
  masterId = (await buildMenu(t.database.db)).id;
  phoenix = await schedule(send, schedulePayload(ref, { originalMenuId: masterId, date }), admin);
  dallas = await schedule(
    send,
    schedulePayload(ref, { originalMenuId: masterId, date, marketId: ref.market('Dallas') }),
    admin,
  );
  await buildServedDay(mondayOfNextMonth());
});
afterAll(() => t.close());

const asAdmin = (url: string) => send('GET', url, undefined, admin);
const menuOf = async (id: string, as?: string) =>
  body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${id}`, undefined, as)).data;
const monthUrl = (market: string, month: number, year: number) =>
  `/v1/scheduled-menus?marketId=${ref.market(market)}&month=${month}&year=${year}`;
const accountIdsOf = async (market: string) =>
  (
    await t.database.db
      .select({ id: s.accounts.id })
      .from(s.accounts)
      .where(eq(s.accounts.marketId, ref.market(market)))
  ).map((row) => row.id);

/** Every route that names a scheduled menu by id, with a body built from its current state. */
function routesOf(menu: ScheduledMenu, flow: ScheduledHostFlow) {
  const url = `/v1/scheduled-menus/${menu.id}`;
  const token = { updatedAt: menu.updatedAt };
  return [
    ['GET', url],
    ['GET', `${url}/host-flow`],
    ['GET', `${url}/chef-survey`],
    ['GET', `${url}/consumer-details`],
    ['GET', `${url}/statistics`],
    ['GET', `/v1/portion-modifiers/scheduled-menus/${menu.id}`],
    ['PUT', url, asScheduledUpdate(menu, { name: 'Renamed here' })],
    ['PUT', `${url}/date`, { date: '2030-05-07', ...token }],
    ['POST', `${url}/revert`, token],
    ['POST', `${url}/update-base`, token],
    ['PUT', `${url}/host-flow`, { butcherPaperNotes: 'Moved', updatedAt: flow.updatedAt }],
    ['DELETE', url],
  ] as const;
}

describe('a scheduler limited to Dallas', () => {
  it('lists only the Dallas calendar, the same as an unlimited user sees it', async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    for (const [month, year] of [
      [5, 2030],
      [next.getUTCMonth() + 1, next.getUTCFullYear()],
    ] as const) {
      const response = await send('GET', monthUrl('Dallas', month, year));
      expect(response.statusCode).toBe(200);
      const list = body<ScheduledMenuListItem[]>(response);
      expect(list.data.length).toBeGreaterThan(0);
      expect(list.meta.count).toBe(list.data.length);
      expect(list.data.every((menu) => menu.marketId === ref.market('Dallas'))).toBe(true);
      expect(list.data).toEqual(body(await asAdmin(monthUrl('Dallas', month, year))).data);
    }
  });

  it('is refused the calendar of another market (403)', async () => {
    for (const market of ['Phoenix', 'Austin']) {
      const response = await send('GET', monthUrl(market, 5, 2030));
      expect(response.statusCode).toBe(403);
      expect(body(response).error?.messages).toEqual([MARKET_SCOPE_MESSAGES.outsideMarkets]);
    }
  });

  it('answers 404 on every route for a Phoenix menu, and leaves it (and its master) as they were', async () => {
    const flow = body<ScheduledHostFlow>(
      await asAdmin(`/v1/scheduled-menus/${phoenix.id}/host-flow`),
    ).data;
    const master = body<Menu>(await asAdmin(`/v1/menus/${masterId}`)).data;
    for (const [method, url, payload] of routesOf(phoenix, flow)) {
      const response = await send(method, url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(body(response).error?.messages).toEqual([SCHEDULED_MENU_MESSAGES.notFound]);
    }
    const element = phoenix.scheduledElements[0]!;
    const modifier = await send('PUT', `/v1/portion-modifiers/scheduled-elements/${element.id}`, {
      portionModifiers: [{ accountId: (await accountIdsOf('Phoenix'))[0], portionModifier: 2 }],
    });
    expect(modifier.statusCode).toBe(404);
    expect(body(modifier).error?.messages).toEqual(['Scheduled element not found.']);

    expect(await menuOf(phoenix.id, admin)).toEqual(phoenix);
    expect(body<Menu>(await asAdmin(`/v1/menus/${masterId}`)).data.updatedAt).toBe(
      master.updatedAt,
    );
    const own = await t.database.db
      .select()
      .from(s.scheduledElementPortionModifiers)
      .where(eq(s.scheduledElementPortionModifiers.scheduledElementId, element.id));
    expect(own).toEqual([]);
  });

  it('is refused scheduling in another market (403), and schedules in Dallas', async () => {
    const refused = await send('POST', '/v1/scheduled-menus', {
      ...schedulePayload(ref, { originalMenuId: masterId, date: '2030-05-08' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.messages).toEqual([MARKET_SCOPE_MESSAGES.outsideMarkets]);
    const phoenixDay = await asAdmin(`${monthUrl('Phoenix', 5, 2030)}&day=8`);
    expect(body(phoenixDay).data).toEqual([]);

    const created = await send(
      'POST',
      '/v1/scheduled-menus',
      schedulePayload(ref, {
        originalMenuId: masterId,
        date: '2030-05-08',
        marketId: ref.market('Dallas'),
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(body<ScheduledMenu>(created).data.market.name).toBe('Dallas');
  });

  it('does not give a Dallas element a modifier for a Phoenix account (as if absent)', async () => {
    const element = dallas.scheduledElements[0]!;
    const [phoenixAccount] = await accountIdsOf('Phoenix');
    const [dallasAccount] = await accountIdsOf('Dallas');
    const url = `/v1/portion-modifiers/scheduled-elements/${element.id}`;
    const refused = await send('PUT', url, {
      portionModifiers: [
        { accountId: dallasAccount, portionModifier: 1.5 },
        { accountId: phoenixAccount, portionModifier: 2 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.messages).toEqual([
      `portionModifiers: Account ${phoenixAccount} does not exist.`,
    ]);
    const stored = () =>
      t.database.db
        .select({ accountId: s.scheduledElementPortionModifiers.accountId })
        .from(s.scheduledElementPortionModifiers)
        .where(eq(s.scheduledElementPortionModifiers.scheduledElementId, element.id));
    expect(await stored()).toEqual([]);

    const saved = await send('PUT', url, {
      portionModifiers: [{ accountId: dallasAccount, portionModifier: 1.5 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(body<ScheduledPortionModifiers>(saved).data.scheduledMenuId).toBe(dallas.id);
    expect(await stored()).toEqual([{ accountId: dallasAccount }]);
  });

  it('uses every route on a Dallas menu', async () => {
    // Each write moves the version: the next route is built from the menu as it is now.
    for (let index = 0; index < routesOf(dallas, {} as ScheduledHostFlow).length; index++) {
      const menu = await menuOf(dallas.id);
      const flow = body<ScheduledHostFlow>(
        await send('GET', `/v1/scheduled-menus/${dallas.id}/host-flow`),
      ).data;
      const [method, url, payload] = routesOf(menu, flow)[index]!;
      const response = await send(method, url, payload);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 200 });
    }
    expect((await send('GET', `/v1/scheduled-menus/${dallas.id}`)).statusCode).toBe(404);
  });

  it("sees a served Dallas day's accounts, all of Dallas", async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const list = body<ScheduledMenuListItem[]>(
      await send('GET', monthUrl('Dallas', next.getUTCMonth() + 1, next.getUTCFullYear())),
    ).data;
    const served = list.find((menu) => menu.headcount > 0)!;
    const response = await send('GET', `/v1/scheduled-menus/${served.id}/consumer-details`);
    expect(response.statusCode).toBe(200);
    const rows = body<ConsumerDetails[]>(response).data;
    expect(rows.length).toBe(2); // the two Dallas accounts of buildServedDay, not Phoenix's
    expect(served.headcount).toBe(100); // 40 + 10 eaters each (buildServingSchedule)
    const dallasAccounts = new Set(await accountIdsOf('Dallas'));
    expect(rows.every((row) => dallasAccounts.has(row.accountId))).toBe(true);
    expect(rows.reduce((total, row) => total + row.eaters, 0)).toBe(served.headcount);
  });
});
