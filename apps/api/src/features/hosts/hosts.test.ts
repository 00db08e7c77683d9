import type {
  ContainerCalculation,
  HostDaily,
  HostServiceLine,
  ScheduledMenu,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMenu, buildScheduledMenu, buildServedMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
/** A Phoenix lunch served to three accounts, on a day that also has a dinner and a breakfast. */
let lunch: ScheduledMenu;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.signInAs('host');
  send = sender(t, () => token);
  ref = await referenceIds(t.database.db);
  lunch = (await buildServedMenu(t.database.db, { services: 3 })).scheduledMenu;
  // Scheduled after the lunch, the other lines still come in the lines' order.
  await buildScheduledMenu(t.database.db, { serviceLine: 'Dinner', date: lunch.date });
  const breakfast = await buildMenu(t.database.db, { serviceLineNames: ['Breakfast'] });
  await buildScheduledMenu(t.database.db, {
    originalMenuId: breakfast.id,
    serviceLine: 'Breakfast',
    date: lunch.date,
  });
});
afterAll(() => t.close());

describe('GET /v1/hosts/services', () => {
  it("lists the day's scheduled lines in the lines' order, with their menus and services", async () => {
    const response = await send(
      'GET',
      `/v1/hosts/services?marketId=${ref.market('Phoenix')}&date=${lunch.date}`,
    );
    expect(response.statusCode).toBe(200);
    const lines = body<HostServiceLine[]>(response).data;
    const names = lines.map((line) => line.serviceLine.name);
    expect(names).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    const lunchLine = lines.find((line) => line.serviceLine.name === 'Lunch');
    expect(lunchLine?.scheduledMenu).toEqual({ id: lunch.id, name: lunch.name });
    expect(lunchLine?.services).toBe(3);
    // Nobody is served the other lines: their menus are listed with no services.
    expect(lines.filter((line) => line !== lunchLine).map((line) => line.services)).toEqual([0, 0]);
  });

  it('answers an empty list for a day with nothing scheduled, and 400 for a bad date', async () => {
    const empty = await send(
      'GET',
      `/v1/hosts/services?marketId=${ref.market('Phoenix')}&date=2031-01-04`,
    );
    expect(body<HostServiceLine[]>(empty).data).toEqual([]);
    const bad = await send('GET', `/v1/hosts/services?marketId=${ref.market('Phoenix')}&date=soon`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /v1/hosts/daily', () => {
  const query = (date: string) =>
    `/v1/hosts/daily?marketId=${ref.market('Phoenix')}&serviceLineId=${ref.serviceLine('Lunch')}&date=${date}`;

  it('gives the menu in host-flow order and every service with the containers it gets', async () => {
    const response = await send('GET', query(lunch.date));
    expect(response.statusCode).toBe(200);
    const day = body<HostDaily>(response).data;
    expect(day.scheduledMenu.name).toBe(lunch.name);
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    const flowOrder = [...menu.scheduledElements]
      .sort((a, b) => (a.hostFlowOrder ?? a.order) - (b.hostFlowOrder ?? b.order))
      .map((row) => row.labelName || row.name);
    expect(day.scheduledMenu.elements.map((row) => row.name)).toEqual(flowOrder);
    expect(day.services.length).toBe(3);
    expect(day.services.every((service) => service.survey === null)).toBe(true);

    const chefToken = await t.signInAs('chef');
    const numbers = body<ContainerCalculation>(
      await send(
        'POST',
        '/v2/calculations/containers',
        {
          marketId: ref.market('Phoenix'),
          serviceLineId: ref.serviceLine('Lunch'),
          mealDate: lunch.date,
        },
        chefToken,
      ),
    ).data;
    const [first] = day.services;
    const own = numbers.accountSummaries.find((row) => row.account.id === first!.account.id)!;
    const fullContainers = own.elements.reduce((total, row) => total + row.containerCount, 0);
    expect(fullContainers).toBeGreaterThan(0);
    expect(first!.containers.reduce((total, row) => total + row.full, 0)).toBe(fullContainers);
  });

  it("says the line's host flow is unavailable on a day without a menu", async () => {
    const response = await send('GET', query('2031-01-04'));
    expect(response.statusCode).toBe(404);
    expect(body(response).error?.messages).toEqual([
      'Host Flow Data for Lunch is Currently Unavailable',
    ]);
  });

  it('is refused to a consumer', async () => {
    const consumer = await t.signInAs('consumer');
    expect((await send('GET', query(lunch.date), undefined, consumer)).statusCode).toBe(403);
  });
});
