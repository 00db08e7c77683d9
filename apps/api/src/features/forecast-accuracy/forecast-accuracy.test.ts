import { ACCURACY_MESSAGES, type ForecastAccuracy } from '@catering/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildElement,
  buildHostSurvey,
  buildMarket,
  buildScheduledMenu,
  buildServiceEvent,
  idByName,
  portionUnitId,
} from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as s from '../../db/schema/index.js';
import { APPLY_FORECAST_ROUTE } from './forecast-accuracy.repo.js';

/*
 * Issue #28 point 4 on a market of its own (Phoenix time), March 2025. Every service has one
 * Protein row, 5 oz a person, 100 oz a Full Pan, and 40 eaters: 2 pans planned, 200 oz, and
 * 2 pans brought. By hand:
 *
 * - Alpha Co, Lunch: Tue 4 Mar 100 oz back, Tue 18 Mar 20 oz back. The forecast was applied
 *   on 1 Mar, 10 Mar (latest in March: the split) and 2 Apr (after the month, not read).
 *   Before: eaten 100 of 200 (0.5), waste 0.5; after: eaten 180 (0.9), waste 0.1.
 * - Beta Co (archived since), Breakfast Wed 5 Mar: nothing back, ran out, 8 not served;
 *   Lunch Tue 11 Mar: 50 oz back. Applied at 05:00 UTC on 1 Apr, 22:00 on 31 Mar in
 *   Phoenix: every March service is before it.
 * - Left out: Alpha's survey of 1 Apr, and a March survey not submitted.
 *
 * Total: planned 800, eaten 100 + 180 + 200 + 150 = 630 (0.7875), leftover 170 of 800
 * brought (0.2125), one runout.
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let marketId: string;
const accounts: Record<string, string> = {};
const lines: Record<string, string> = {};

async function applyForecastOn(name: string, moments: string[], protein: string) {
  const steps = [1, 0.5, 0.8, 1, 0.5];
  for (const [index] of moments.entries()) {
    const response = await send(
      'POST',
      `/v1/accounts/${accounts[name]}/portion-modifiers/forecast`,
      { changes: [{ elementTypeId: protein, from: steps[index], to: steps[index + 1] }] },
    );
    expect(response.statusCode).toBe(200);
  }
  // The applies happened at these moments: the log is written now, so move them back.
  const db = t.database.db;
  const rows = await db
    .select({ id: s.changeLog.id })
    .from(s.changeLog)
    .where(
      and(eq(s.changeLog.accountId, accounts[name]!), eq(s.changeLog.route, APPLY_FORECAST_ROUTE)),
    )
    .orderBy(asc(s.changeLog.at));
  for (const [index, row] of rows.entries())
    await db
      .update(s.changeLog)
      .set({ at: new Date(moments[index]!) })
      .where(eq(s.changeLog.id, row.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const adminToken = await t.signInAs('admin');
  send = sender(t, () => adminToken);
  const market = await buildMarket(db, { name: 'Accuracy Market', timeZone: 'America/Phoenix' });
  marketId = market.id;
  const protein = await idByName(db, s.elementTypes, 'Protein');
  for (const line of ['Lunch', 'Breakfast']) lines[line] = await idByName(db, s.serviceLines, line);
  const row = {
    originalElementId: (await buildElement(db, { name: 'Accuracy Chicken' })).id,
    name: 'Accuracy Chicken',
    order: 0,
    elementTypeId: protein,
    containerTypeId: await idByName(db, s.containerTypes, 'Full Pan'),
    portionPerPerson: 5,
    portionPerContainer: 100,
    portionUnitId: await portionUnitId(db, 'oz'),
    menuElementClassId: null,
    servingTemp: null,
  };
  for (const name of ['Alpha Co', 'Beta Co'])
    accounts[name] = (await buildAccount(db, { name, market: market.name })).id;

  const calm = { leftoverAmount: 0, runout: false, timeOfRunout: null, peopleNotServed: null };
  const services: [string, string, string, object | false][] = [
    ['Alpha Co', 'Lunch', '2025-03-04', { leftoverAmount: 100 }],
    ['Alpha Co', 'Lunch', '2025-03-18', { leftoverAmount: 20 }],
    ['Alpha Co', 'Lunch', '2025-04-01', { leftoverAmount: 200 }],
    ['Alpha Co', 'Lunch', '2025-03-25', false],
    [
      'Beta Co',
      'Breakfast',
      '2025-03-05',
      { runout: true, timeOfRunout: '08:40', peopleNotServed: 8 },
    ],
    ['Beta Co', 'Lunch', '2025-03-11', { leftoverAmount: 50 }],
  ];
  for (const [name, line, date, report] of services) {
    const menu = await buildScheduledMenu(db, {
      market: market.name,
      serviceLineId: lines[line],
      date,
      scheduledElements: [row],
    });
    const scheduledElementId = menu.scheduledElements[0]!.id;
    const event = await buildServiceEvent(db, {
      accountId: accounts[name],
      serviceLineId: lines[line],
      date,
      eaterCount: 40,
      dietaryCount: 0,
      allergenCount: 0,
    });
    await buildHostSurvey(db, {
      serviceEventId: event.id,
      hostEmail: 'admin@example.com',
      answers:
        report &&
        ({
          elements: [
            {
              ...calm,
              broughtContainers: 2,
              suggestedContainers: null,
              ...report,
              scheduledElementId,
            },
          ],
        } as never),
    });
  }
  await applyForecastOn(
    'Alpha Co',
    ['2025-03-01T19:00:00Z', '2025-03-10T18:00:00Z', '2025-04-02T18:00:00Z'],
    protein,
  );
  await applyForecastOn('Beta Co', ['2025-04-01T05:00:00Z'], protein);
  await db
    .update(s.accounts)
    .set({ archivedAt: new Date() })
    .where(eq(s.accounts.id, accounts['Beta Co']!));
});
afterAll(() => t.close());

const accuracy = async (query = `marketId=${marketId}&month=2025-03`, as?: string) =>
  send('GET', `/v1/forecast/accuracy?${query}`, undefined, as);

describe('GET /v1/forecast/accuracy', () => {
  it("reads the month's completed surveys: totals, lines, accounts before and after, weeks", async () => {
    const response = await accuracy();
    expect(response.statusCode).toBe(200);
    const answer = body<ForecastAccuracy>(response).data;
    expect(answer.total).toEqual({
      services: 4,
      plannedPortions: 800,
      eatenPortions: 630,
      wastePct: 0.2125,
      runouts: 1,
      peopleNotServed: 8,
      plannedVsEaten: 0.7875,
    });
    expect(answer.serviceLines).toEqual([
      expect.objectContaining({
        id: lines.Breakfast,
        name: 'Breakfast',
        services: 1,
        plannedPortions: 200,
        eatenPortions: 200,
        wastePct: 0,
        runouts: 1,
        peopleNotServed: 8,
        plannedVsEaten: 1,
      }),
      // 430 eaten of 600; 170 of 600 back.
      expect.objectContaining({
        name: 'Lunch',
        services: 3,
        eatenPortions: 430,
        wastePct: 0.2833,
        plannedVsEaten: 0.7167,
      }),
    ]);
    const [alpha, beta] = answer.accounts;
    expect(alpha).toMatchObject({
      name: 'Alpha Co',
      appliedOn: '2025-03-10',
      plannedVsEaten: 0.7,
      wastePct: 0.3,
      before: { services: 1, eatenPortions: 100, plannedVsEaten: 0.5, wastePct: 0.5 },
      after: { services: 1, eatenPortions: 180, plannedVsEaten: 0.9, wastePct: 0.1 },
    });
    expect(beta).toMatchObject({
      name: 'Beta Co',
      appliedOn: '2025-03-31',
      plannedVsEaten: 0.875,
      wastePct: 0.125,
      runouts: 1,
      before: { services: 2, plannedVsEaten: 0.875 },
      after: { services: 0, plannedVsEaten: null, wastePct: null },
    });
    expect(
      answer.weeks.map((week) => [week.weekStart, week.plannedVsEaten, week.wastePct]),
    ).toEqual([
      ['2025-03-03', 0.75, 0.25],
      ['2025-03-10', 0.75, 0.25],
      ['2025-03-17', 0.9, 0.1],
    ]);
  });

  it('answers an empty month with no rows and null ratios', async () => {
    const answer = body<ForecastAccuracy>(
      await accuracy(`marketId=${marketId}&month=2025-02`),
    ).data;
    expect(answer).toMatchObject({ serviceLines: [], accounts: [], weeks: [] });
    expect(answer.total).toMatchObject({ services: 0, plannedVsEaten: null, wastePct: null });
  });

  it('refuses a bad month (400) and answers 404 for an unknown market', async () => {
    for (const month of ['2025-13', 'March', '2025-3', '']) {
      const bad = await accuracy(`marketId=${marketId}&month=${month}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error?.messages).toEqual([ACCURACY_MESSAGES.month]);
    }
    expect((await accuracy(`marketId=${marketId}`)).json().error?.messages).toEqual([
      ACCURACY_MESSAGES.month,
    ]);
    const unknown = await accuracy('marketId=00000000-0000-4000-8000-000000000000&month=2025-03');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error?.messages).toEqual([ACCURACY_MESSAGES.noMarket]);
  });

  it('is read with viewForecast (Culinary), not without (Host), and only in the reader’s markets', async () => {
    expect((await accuracy(undefined, await t.signInAs('culinary'))).statusCode).toBe(200);
    expect((await accuracy(undefined, await t.signInAs('host'))).statusCode).toBe(403);
    await limitToMarkets(t, 'admin@example.com', ['Dallas']);
    expect((await accuracy()).statusCode).toBe(403);
    await limitToMarkets(t, 'admin@example.com', ['Accuracy Market']);
    expect(body<ForecastAccuracy>(await accuracy()).data.total.services).toBe(4);
    await limitToMarkets(t, 'admin@example.com', []);
  });
});
