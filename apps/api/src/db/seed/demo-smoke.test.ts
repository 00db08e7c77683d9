import type { ContainerCalculation, CurrentUser, ScheduledMenuListItem } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from '../../../test/menu-fixtures.js';
import { pdfPages } from '../../../test/pdf-text.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  demoAccounts,
  demoElements,
  demoIngredients,
  demoMenus,
  demoOperator,
} from './seed-data.js';

/**
 * The demo as a first start with DEMO_DATA on serves it: the one suite that reads the demo
 * data files (feature tests build their own rows with the factories, so editing the demo
 * moves none of them). Everyone signs in, the catalogue holds what the files hold, and a
 * demo lunch has numbers and a kitchen document.
 */
let t: TestApp;
let send: ReturnType<typeof sender>;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
  const token = await t.signInAs('manager');
  send = sender(t, () => token);
});
afterAll(() => t.close());

describe('the demo', () => {
  it('lets every demo user sign in, with the role the data file gives them', async () => {
    for (const user of demoOperator().users) {
      const token = await t.signIn(user.email);
      const me = body<CurrentUser>(await send('GET', '/me', undefined, token)).data;
      expect([me.email, me.role?.name, me.userType]).toEqual([
        user.email,
        user.role,
        user.userType,
      ]);
    }
  });

  it('holds the catalogue, menus and accounts of the data files', async () => {
    const count = async (path: string) =>
      body<unknown[]>(await send('GET', `${path}?perPage=1`)).meta.count;
    expect(await count('/v1/ingredients')).toBe(demoIngredients().length);
    expect(await count('/v1/elements')).toBe(demoElements().length);
    expect(await count('/v1/menus')).toBe(demoMenus().length);
    expect(await count('/v1/accounts')).toBe(demoAccounts().length);
  });

  it("schedules Phoenix's weekday Breakfast and Lunch menus of this month, with eaters", async () => {
    const ref = await referenceIds(t.database.db);
    const now = new Date();
    const list = body<ScheduledMenuListItem[]>(
      await send(
        'GET',
        `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}`,
      ),
    );
    expect(list.meta.count).toBeGreaterThan(30);
    expect(new Set(list.data.map((m) => m.serviceLineName))).toEqual(
      new Set(['Breakfast', 'Lunch']),
    );
    const lunch = list.data.filter((m) => m.serviceLineName === 'Lunch');
    expect(lunch.some((m) => m.proteinNames.length > 0 && m.starchNames.length > 0)).toBe(true);
    expect(lunch.some((m) => m.headcount > 0)).toBe(true);
  });

  it("counts a demo lunch's containers and prints its packout sheet", async () => {
    const ref = await referenceIds(t.database.db);
    // The demo schedules Phoenix's lunches of this month and the next.
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const month = `month=${next.getUTCMonth() + 1}&year=${next.getUTCFullYear()}`;
    const menus = body<ScheduledMenuListItem[]>(
      await send('GET', `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&${month}`),
    ).data;
    const lunch = menus.find((menu) => menu.serviceLineName === 'Lunch' && menu.headcount > 0)!;
    const slot = {
      marketId: ref.market('Phoenix'),
      serviceLineId: ref.serviceLine('Lunch'),
      mealDate: lunch.date,
    };
    const numbers = body<ContainerCalculation>(
      await send('POST', '/v2/calculations/containers', slot),
    ).data;
    expect(numbers.accountSummaries.length).toBeGreaterThan(0);
    expect(numbers.accountSummaries.every((account) => account.headCount > 0)).toBe(true);
    expect(numbers.containerTotals.length).toBeGreaterThan(0);

    const response = await send('POST', '/v1/pdf/packout', slot);
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`Packout: ${lunch.name}`);
    for (const account of numbers.accountSummaries) expect(text).toContain(account.account.name);
  });
});
