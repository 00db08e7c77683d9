import {
  type HostDaily,
  type HostServiceLine,
  MARKET_SCOPE_MESSAGES,
  type ScheduledMenu,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScheduledMenu, buildServedMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as s from '../../db/schema/index.js';

/**
 * A host limited to Dallas (docs/permissions.md 8) on the hosts' day: Dallas has a lunch
 * served to two accounts and a dinner that day, Phoenix a lunch served to one account.
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let day: ScheduledMenu[];
let date: string;
beforeAll(async () => {
  t = await createTestApp();
  await limitToMarkets(t, 'host@example.com', ['Dallas']);
  const host = await t.signInAs('host');
  send = sender(t, () => host);
  ref = await referenceIds(t.database.db);
  const lunch = (await buildServedMenu(t.database.db, { market: 'Dallas', services: 2 }))
    .scheduledMenu;
  date = lunch.date;
  const dinner = await buildScheduledMenu(t.database.db, {
    market: 'Dallas',
    serviceLine: 'Dinner',
    date,
  });
  day = [lunch, dinner];
  await buildServedMenu(t.database.db, { market: 'Phoenix', services: 1, date });
});
afterAll(() => t.close());

const servicesUrl = (market: string) =>
  `/v1/hosts/services?marketId=${ref.market(market)}&date=${date}`;
const dailyUrl = (market: string) =>
  `/v1/hosts/daily?marketId=${ref.market(market)}&serviceLineId=${ref.serviceLine('Lunch')}&date=${date}`;

describe('a host limited to Dallas', () => {
  it("is refused another market's day (403) on both routes", async () => {
    for (const url of [servicesUrl('Phoenix'), dailyUrl('Phoenix'), dailyUrl('Austin')]) {
      const response = await send('GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(body(response).error?.messages).toEqual([MARKET_SCOPE_MESSAGES.outsideMarkets]);
    }
  });

  it("picks among Dallas's lines of the day, with Dallas's menus", async () => {
    const response = await send('GET', servicesUrl('Dallas'));
    expect(response.statusCode).toBe(200);
    const lines = body<HostServiceLine[]>(response);
    expect(lines.meta.count).toBe(lines.data.length);
    expect(lines.data.map((line) => line.scheduledMenu.id).sort()).toEqual(
      day.map((menu) => menu.id).sort(),
    );
  });

  it("reads Dallas's daily view, every service an account of Dallas", async () => {
    const response = await send('GET', dailyUrl('Dallas'));
    expect(response.statusCode).toBe(200);
    const daily = body<HostDaily>(response).data;
    expect(daily.market.name).toBe('Dallas');
    const lunch = day.find((menu) => menu.serviceLine.name === 'Lunch')!;
    expect(daily.scheduledMenu.id).toBe(lunch.id);
    expect(daily.services.length).toBe(2);
    const dallasAccounts = new Set(
      (
        await t.database.db
          .select({ id: s.accounts.id })
          .from(s.accounts)
          .where(eq(s.accounts.marketId, ref.market('Dallas')))
      ).map((row) => row.id),
    );
    expect(daily.services.every((service) => dallasAccounts.has(service.account.id))).toBe(true);
  });
});
