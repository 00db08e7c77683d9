import {
  addDays,
  CALENDAR_FEED_MESSAGES,
  type CalendarFeed,
  type CreatedCalendarFeed,
  ROLE_NAMES,
  type ScheduledMenu,
  type ServiceEvent,
  todayIn,
} from '@catering/domain';
import { asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildScheduledMenu,
  buildServiceEvent,
  buildUser,
  idByName,
} from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as s from '../../db/schema/index.js';

/** Calendar feeds (docs/calendar-feeds.md): create, fetch as iCal, revoke, and who may. */

let t: TestApp;
let send: ReturnType<typeof sender>;
let scheduler: { id: string; email: string; token: string };
let accountId: string;
let phoenixId: string;
let lunchId: string;
let menu: ScheduledMenu;
let withMenu: ServiceEvent;
let withoutMenu: ServiceEvent;
const today = todayIn('America/Phoenix');
const unknownId = '00000000-0000-4000-8000-00000000dead';

async function person(role: (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES]) {
  const user = await buildUser(t.database.db, { role });
  return { id: user.id, email: user.email, token: await t.signIn(user.email, user.password) };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  scheduler = await person(ROLE_NAMES.scheduler);
  send = sender(t, () => scheduler.token);
  phoenixId = await idByName(db, s.markets, 'Phoenix');
  lunchId = await idByName(db, s.serviceLines, 'Lunch');
  const account = await buildAccount(db, { name: 'Acme Labs' });
  accountId = account.id;
  menu = await buildScheduledMenu(db, { date: addDays(today, 3), name: 'Taco Tuesday' });
  withMenu = await buildServiceEvent(db, {
    accountId,
    date: addDays(today, 3),
    serviceTime: '11:30',
    eaterCount: 50,
    dietaryCount: 10,
  });
  withoutMenu = await buildServiceEvent(db, { accountId, date: addDays(today, 4) });
  const removed = await buildServiceEvent(db, { accountId, date: addDays(today, 5) });
  await db
    .update(s.serviceEvents)
    .set({ deletedAt: new Date() })
    .where(eq(s.serviceEvents.id, removed.id));
  // Past the feed's 180 days.
  await buildServiceEvent(db, { accountId, date: addDays(today, 200) });
});
afterAll(() => t.close());

async function create(payload: object, as?: string) {
  const response = await send('POST', '/v1/calendar-feeds', payload, as);
  expect(response.statusCode, response.body).toBe(201);
  return body<CreatedCalendarFeed>(response).data;
}

const fetchFeed = (url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress: '10.9.0.1' });

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

const property = (event: ICAL.Component, name: string) => event.getFirstProperty(name);
const feedsOf = async (as?: string) =>
  body<CalendarFeed[]>(await send('GET', '/v1/calendar-feeds', undefined, as)).data;

describe('an account feed', () => {
  it('is created with a secret address and serves the services as iCal', async () => {
    const feed = await create({ accountId });
    expect(feed.account).toEqual({ id: accountId, name: 'Acme Labs' });
    expect(feed.name).toBe('Acme Labs');
    expect(feed.lastFetchedAt).toBeNull();
    expect(feed.url).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');

    const { calendar, events } = parsed(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Catering: Acme Labs');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Phoenix');
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Phoenix');
    expect(
      zone?.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto')?.toString(),
    ).toBe('-07:00');

    // The removed service and the one 200 days ahead are left out.
    expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual([
      `service-event-${withMenu.id}@catering-console`,
      `service-event-${withoutMenu.id}@catering-console`,
    ]);
    const [first, second] = events as [ICAL.Component, ICAL.Component];
    expect(first.getFirstPropertyValue('summary')).toBe('Lunch · Taco Tuesday');
    expect(second.getFirstPropertyValue('summary')).toBe('Lunch · No menu scheduled');
    const start = property(first, 'dtstart');
    expect(start?.getParameter('tzid')).toBe('America/Phoenix');
    expect(String(start?.getFirstValue())).toBe(`${addDays(today, 3)}T11:30:00`);
    expect(String(property(first, 'dtend')?.getFirstValue())).toBe(`${addDays(today, 3)}T12:30:00`);
    // America/Phoenix is UTC-7 all year: 11:30 there is 18:30 UTC.
    const instant = (start?.getFirstValue() as ICAL.Time | undefined)?.toJSDate();
    expect(instant?.toISOString()).toBe(`${addDays(today, 3)}T18:30:00.000Z`);
    const description = String(first.getFirstPropertyValue('description'));
    expect(description).toContain('Service line: Lunch');
    expect(description).toContain('Meat eaters: 40');
    expect(description).toContain('Non-meat eaters: 10');
    expect(description).toContain('Total eaters: 50');
    expect(first.getFirstPropertyValue('location')).toBe('100 W Washington St, Phoenix, AZ 85003');
    expect(property(first, 'dtstamp')?.getFirstValue()?.toString()).toMatch(/Z$/);
    expect(first.getFirstPropertyValue('last-modified')).not.toBeNull();

    const [listed] = await feedsOf();
    expect(listed?.id).toBe(feed.id);
    expect(listed?.lastFetchedAt).not.toBeNull();
  });

  it('creating again replaces the address: the old one stops working', async () => {
    const old = (await feedsOf()).find((feed) => feed.account?.id === accountId);
    const first = await create({ accountId });
    const second = await create({ accountId });
    expect(second.id).toBe(first.id);
    expect(second.id).toBe(old?.id);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    expect((await feedsOf()).filter((feed) => feed.account?.id === accountId)).toHaveLength(1);
  });

  it('revoked, answers 404 as an unknown address does', async () => {
    const feed = await create({ accountId });
    const revoked = await send('DELETE', `/v1/calendar-feeds/${feed.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(body(revoked).data).toEqual({ id: feed.id });
    const gone = await fetchFeed(feed.url);
    expect(gone.statusCode).toBe(404);
    expect(body(gone).error?.messages).toEqual([CALENDAR_FEED_MESSAGES.notFound]);
    expect((await send('DELETE', `/v1/calendar-feeds/${feed.id}`)).statusCode).toBe(404);
    expect((await fetchFeed('http://x/calendar/not-a-secret.ics')).statusCode).toBe(404);
    expect((await fetchFeed(`http://x/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
  });
});

describe('a market and line feed', () => {
  it('serves the scheduled menus as all-day events', async () => {
    const feed = await create({ marketId: phoenixId, serviceLineId: lunchId });
    expect(feed.name).toBe('Phoenix Lunch');
    const { calendar, events } = parsed((await fetchFeed(feed.url)).body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Catering: Phoenix Lunch');
    expect(events).toHaveLength(1);
    const [event] = events as [ICAL.Component];
    expect(event.getFirstPropertyValue('uid')).toBe(`scheduled-menu-${menu.id}@catering-console`);
    expect(event.getFirstPropertyValue('summary')).toBe('Taco Tuesday');
    const start = property(event, 'dtstart');
    expect(start?.type).toBe('date');
    expect(String(start?.getFirstValue())).toBe(addDays(today, 3));
    const names = await t.database.db
      .select({ name: s.scheduledElements.name })
      .from(s.scheduledElements)
      .where(eq(s.scheduledElements.scheduledMenuId, menu.id))
      .orderBy(asc(s.scheduledElements.sortOrder), asc(s.scheduledElements.id));
    expect(names.length).toBeGreaterThan(0);
    expect(event.getFirstPropertyValue('description')).toBe(names.map((n) => n.name).join('\n'));
  });
});

describe('who may', () => {
  it("cannot revoke another user's feed", async () => {
    const chef = await person(ROLE_NAMES.chef);
    const feed = await create({ accountId }, chef.token);
    const response = await send('DELETE', `/v1/calendar-feeds/${feed.id}`);
    expect(response.statusCode).toBe(404);
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    expect((await feedsOf()).map((f) => f.id)).not.toContain(feed.id);
  });

  it('refuses a caller without viewScheduleMenu', async () => {
    const consumer = await person(ROLE_NAMES.consumer);
    const response = await send('POST', '/v1/calendar-feeds', { accountId }, consumer.token);
    expect(response.statusCode).toBe(403);
  });

  it('a user limited to another market cannot name this account or market', async () => {
    const host = await person(ROLE_NAMES.host);
    await limitToMarkets(t, host.email, ['Dallas']);
    const account = await send('POST', '/v1/calendar-feeds', { accountId }, host.token);
    expect(account.statusCode).toBe(400);
    expect(body(account).error?.messages).toEqual([CALENDAR_FEED_MESSAGES.unknownAccount]);
    const line = { marketId: phoenixId, serviceLineId: lunchId };
    expect((await send('POST', '/v1/calendar-feeds', line, host.token)).statusCode).toBe(403);
    const dallas = await buildAccount(t.database.db, { market: 'Dallas' });
    expect((await create({ accountId: dallas.id }, host.token)).name).toBe(dallas.name);
  });

  it('a feed dies when its owner is removed, loses the permission or the market', async () => {
    const db = t.database.db;
    const owner = await person(ROLE_NAMES.host);
    const feed = await create({ accountId }, owner.token);
    const answer = async () => (await fetchFeed(feed.url)).statusCode;
    expect(await answer()).toBe(200);

    const [readers] = await db
      .insert(s.roles)
      .values({ name: 'Menu readers', permissions: ['viewMenu'] })
      .returning({ id: s.roles.id });
    const hostRole = await idByName(db, s.roles, ROLE_NAMES.host);
    const setRole = (roleId: string) =>
      db.update(s.users).set({ roleId }).where(eq(s.users.id, owner.id));
    await setRole(readers!.id);
    expect(await answer()).toBe(404);
    await setRole(hostRole);
    expect(await answer()).toBe(200);

    await limitToMarkets(t, owner.email, ['Dallas']);
    expect(await answer()).toBe(404);
    await limitToMarkets(t, owner.email, []);
    expect(await answer()).toBe(200);

    const admin = await t.signInAs('admin');
    const removed = await send('DELETE', `/v1/users/${owner.id}`, undefined, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await answer()).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['neither target', {}],
    ['both targets', { accountId: unknownId, marketId: unknownId, serviceLineId: unknownId }],
    ['a market without a line', { marketId: unknownId }],
    ['a line without a market', { serviceLineId: unknownId }],
  ])('answers 400 for %s', async (_name, payload) => {
    const response = await send('POST', '/v1/calendar-feeds', payload);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.messages.join(' ')).toContain(CALENDAR_FEED_MESSAGES.oneTarget);
  });

  it('answers 400 for unknown ids and writes nothing', async () => {
    const before = (await feedsOf()).length;
    const account = await send('POST', '/v1/calendar-feeds', { accountId: unknownId });
    expect(account.statusCode).toBe(400);
    expect(body(account).error?.messages).toEqual([CALENDAR_FEED_MESSAGES.unknownAccount]);
    const line = await send('POST', '/v1/calendar-feeds', {
      marketId: unknownId,
      serviceLineId: unknownId,
    });
    expect(line.statusCode).toBe(400);
    expect(body(line).error?.messages).toEqual([
      CALENDAR_FEED_MESSAGES.unknownMarket,
      CALENDAR_FEED_MESSAGES.unknownServiceLine,
    ]);
    const notAnId = await send('POST', '/v1/calendar-feeds', { accountId: 'x' });
    expect(notAnId.statusCode).toBe(400);
    expect((await feedsOf()).length).toBe(before);
  });
});
