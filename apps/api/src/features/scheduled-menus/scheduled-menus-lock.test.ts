import {
  addDays,
  isScheduledMenuLocked,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type ScheduledMenuListItem,
  todayIn,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import {
  asScheduledUpdate,
  createMarket,
  schedule,
  schedulePayload,
} from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The lock in the market's zone. Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours
 * apart, so their todays always differ: the same date can be locked in one and not the other.
 */
const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';

let t: TestApp;
let scheduler: string;
let admin: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
let east: string;
let west: string;
/** The master menu every date here is scheduled from. */
let masterId: string;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  admin = await t.signInAs('admin');
  ref = await referenceIds(t.database.db);
  send = sender(t, () => scheduler);
  east = await createMarket(t, 'Test East', EAST);
  west = await createMarket(t, 'Test West', WEST);
  masterId = (await buildMenu(t.database.db)).id;
});
afterAll(() => t.close());

const eastToday = () => todayIn(EAST);
const at = (marketId: string, date: string, line = 'Lunch') =>
  schedulePayload(ref, {
    originalMenuId: masterId,
    marketId,
    date,
    serviceLineId: ref.serviceLine(line),
  });

describe('the scheduled menu lock', () => {
  it('keeps a menu editable through its date + 2 days and locks it on date + 3', async () => {
    const open = await schedule(send, at(east, addDays(eastToday(), -2)));
    expect(open.isLocked).toBe(false);
    const edit = await send('PUT', `/v1/scheduled-menus/${open.id}`, asScheduledUpdate(open));
    expect(edit.statusCode).toBe(200);

    const refused = await send('POST', '/v1/scheduled-menus', at(east, addDays(eastToday(), -3)));
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error).toMatchObject({
      code: 'locked',
      messages: [SCHEDULED_MENU_MESSAGES.locked],
    });
  });

  it("computes today in the market's own time zone", async () => {
    const date = addDays(eastToday(), -3);
    // Pago Pago's today is a day or two behind Kiritimati's: the same date is still open.
    const westMenu = await schedule(send, at(west, date));
    expect(westMenu.isLocked).toBe(false);
    const eastMenu = await schedule(send, at(east, date, 'Breakfast'), admin);
    expect(eastMenu.isLocked).toBe(true);
    // The calendar, which PostgreSQL answers whole, locks by the same rule in each zone.
    for (const [marketId, zone] of [
      [west, WEST],
      [east, EAST],
    ] as const) {
      const [year, month] = date.split('-').map(Number);
      const calendar = await send(
        'GET',
        `/v1/scheduled-menus?marketId=${marketId}&month=${month}&year=${year}`,
      );
      const menus = body<ScheduledMenuListItem[]>(calendar).data;
      expect(menus.length).toBeGreaterThan(0);
      for (const menu of menus)
        expect(menu.isLocked, `${zone} ${menu.date}`).toBe(
          isScheduledMenuLocked(menu.date, todayIn(zone)),
        );
    }
    const westCalendar = await send(
      'GET',
      `/v1/scheduled-menus?marketId=${west}&month=${Number(date.slice(5, 7))}&year=${date.slice(0, 4)}`,
    );
    expect(
      body<ScheduledMenuListItem[]>(westCalendar).data.find((m) => m.id === westMenu.id)?.isLocked,
    ).toBe(false);
  });

  it('refuses every write to a locked menu, unless the caller holds editLockedScheduleMenu', async () => {
    const menu = await schedule(send, at(east, addDays(eastToday(), -5), 'Dinner'), admin);
    expect(menu.isLocked).toBe(true);
    const row = menu.scheduledElements[0]!;
    const writes = [
      ['PUT', `/v1/scheduled-menus/${menu.id}`, asScheduledUpdate(menu)],
      [
        'PUT',
        `/v1/scheduled-menus/${menu.id}/date`,
        { date: addDays(eastToday(), 5), updatedAt: menu.updatedAt },
      ],
      ['POST', `/v1/scheduled-menus/${menu.id}/revert`, { updatedAt: menu.updatedAt }],
      [
        'PUT',
        `/v1/scheduled-menus/${menu.id}/host-flow`,
        { scheduledElements: [], updatedAt: menu.updatedAt },
      ],
      ['PUT', `/v1/portion-modifiers/scheduled-elements/${row.id}`, { portionModifiers: [] }],
      ['DELETE', `/v1/scheduled-menus/${menu.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(body(response).error?.code).toBe('locked');
    }
    // Reading stays open, and Update Base Menu does not write the day.
    expect((await send('GET', `/v1/scheduled-menus/${menu.id}`)).statusCode).toBe(200);

    const exempt = await send(
      'PUT',
      `/v1/scheduled-menus/${menu.id}`,
      asScheduledUpdate(menu, { name: 'Late fix' }),
      admin,
    );
    expect(exempt.statusCode).toBe(200);
    expect(body<ScheduledMenu>(exempt).data.name).toBe('Late fix');
    expect(
      (await send('DELETE', `/v1/scheduled-menus/${menu.id}`, undefined, admin)).statusCode,
    ).toBe(200);
  });

  it('refuses to move a menu onto a locked date or off one', async () => {
    const menu = await schedule(send, at(east, addDays(eastToday(), 4), 'Snack'));
    const onto = await send('PUT', `/v1/scheduled-menus/${menu.id}/date`, {
      date: addDays(eastToday(), -3),
      updatedAt: menu.updatedAt,
    });
    expect(onto.statusCode).toBe(403);
    expect(body(onto).error?.code).toBe('locked');
    const moved = await send('PUT', `/v1/scheduled-menus/${menu.id}/date`, {
      date: addDays(eastToday(), -2),
      updatedAt: menu.updatedAt,
    });
    expect(moved.statusCode).toBe(200);
  });
});
