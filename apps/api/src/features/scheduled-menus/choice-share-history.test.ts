import {
  addDays,
  type ChoiceShareHistory,
  SCHEDULED_MENU_MESSAGES,
  todayIn,
} from '@catering/domain';
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

/*
 * Issue #28 point 3 on a market of its own. Today's lunch offers three Proteins, A and B
 * at 5 oz a person and C at 10 oz, 100 oz a pan, and two Sides, D and E. Four earlier
 * lunches offered the same three Proteins, one account surveyed each. Eaters by hand
 * (eaten oz = pans brought × 100 − oz back, / oz a person):
 *
 *   service      A                     B                     C
 *   -8 days      3 pans, 75 back: 45   2 pans, 25 back: 35   2 pans, 0 back: 20
 *   -6 days      3 pans, 0 back: 60    1 pan, 0 back: 20     2 pans, 0 back: 20
 *   -4 days      2 pans, 50 back: 30   3 pans, 50 back: 50   2 pans, 0 back: 20
 *   -2 days      3 pans, 75 back: 45   2 pans, 25 back: 35   2 pans, 0 back: 20
 *   summed       180                   140                   80   of 400: 45 / 35 / 20
 *
 * Not counted: -3 days offered A and B only, -1 day A, B, C and a fourth Protein (both
 * with everyone eating A); the Sides D and E were offered together twice (too few).
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let today: string;
let target: Awaited<ReturnType<typeof buildScheduledMenu>>;
let protein: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const adminToken = await t.signInAs('admin');
  send = sender(t, () => adminToken);
  const market = await buildMarket(db, { name: 'Shares Market', timeZone: 'America/Phoenix' });
  protein = await idByName(db, s.elementTypes, 'Protein');
  const side = await idByName(db, s.elementTypes, 'Side');
  const lunch = await idByName(db, s.serviceLines, 'Lunch');
  const pan = await idByName(db, s.containerTypes, 'Full Pan');
  const oz = await portionUnitId(db, 'oz');
  const dish = async (name: string, elementTypeId: string, portionPerPerson = 5) => ({
    originalElementId: (await buildElement(db, { name })).id,
    name,
    elementTypeId,
    containerTypeId: pan,
    portionPerPerson,
    portionPerContainer: 100,
    portionUnitId: oz,
    menuElementClassId: null,
    servingTemp: null,
  });
  const [a, b, c, extra, d, e] = [
    await dish('Shares A', protein),
    await dish('Shares B', protein),
    await dish('Shares C', protein, 10),
    await dish('Shares Extra', protein),
    await dish('Shares D', side),
    await dish('Shares E', side),
  ];
  const account = await buildAccount(db, { name: 'Shares Co', market: market.name });
  today = todayIn('America/Phoenix');

  /** A lunch `days` from today serving `rows`, surveyed with `report[i]` = [pans, oz back]. */
  const served = async (days: number, rows: object[], report: [number, number][]) => {
    const date = addDays(today, days);
    const menu = await buildScheduledMenu(db, {
      market: market.name,
      serviceLineId: lunch,
      date,
      scheduledElements: rows.map((row, order) => ({ ...row, order })) as never,
    });
    const event = await buildServiceEvent(db, {
      accountId: account.id,
      serviceLineId: lunch,
      date,
      eaterCount: 100,
      dietaryCount: 0,
      allergenCount: 0,
    });
    const calm = { runout: false, timeOfRunout: null, peopleNotServed: null };
    await buildHostSurvey(db, {
      serviceEventId: event.id,
      hostEmail: 'admin@example.com',
      answers: {
        elements: menu.scheduledElements.map((row, i) => ({
          ...calm,
          scheduledElementId: row.id,
          broughtContainers: report[i]?.[0] ?? 1,
          leftoverAmount: report[i]?.[1] ?? 0,
          suggestedContainers: null,
        })),
      } as never,
    });
  };
  await served(
    -8,
    [a, b, c, d, e],
    [
      [3, 75],
      [2, 25],
      [2, 0],
    ],
  );
  await served(
    -6,
    [a, b, c],
    [
      [3, 0],
      [1, 0],
      [2, 0],
    ],
  );
  await served(
    -4,
    [a, b, c, d, e],
    [
      [2, 50],
      [3, 50],
      [2, 0],
    ],
  );
  await served(
    -3,
    [a, b],
    [
      [5, 0],
      [0, 0],
    ],
  );
  await served(
    -2,
    [a, b, c],
    [
      [3, 75],
      [2, 25],
      [2, 0],
    ],
  );
  await served(
    -1,
    [a, b, c, extra],
    [
      [5, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ],
  );
  target = await buildScheduledMenu(db, {
    market: market.name,
    serviceLineId: lunch,
    date: today,
    scheduledElements: [a, b, c, d, e].map((row, order) => ({ ...row, order })) as never,
  });
});
afterAll(() => t.close());

const history = (as?: string) =>
  send('GET', `/v1/scheduled-menus/${target.id}/choice-share-history`, undefined, as);

describe('GET /v1/scheduled-menus/:id/choice-share-history', () => {
  it("answers the shares of the same dishes' past services, this menu's rows in its order", async () => {
    const response = await history();
    expect(response.statusCode).toBe(200);
    const rows = target.scheduledElements;
    // The Sides were offered together twice: too few, left out.
    expect(body<ChoiceShareHistory[]>(response).data).toEqual([
      {
        elementTypeId: protein,
        elementType: 'Protein',
        services: 4,
        shares: [
          { scheduledElementId: rows[0]!.id, share: 45 },
          { scheduledElementId: rows[1]!.id, share: 35 },
          { scheduledElementId: rows[2]!.id, share: 20 },
        ],
        text: 'last 4 times: 45 / 35 / 20',
      },
    ]);
    expect(response.json().meta).toMatchObject({ count: 1 });
  });

  it('is read with viewScheduleMenu (Chef), not without (Consumer)', async () => {
    expect((await history(await t.signInAs('chef'))).statusCode).toBe(200);
    expect((await history(await t.signInAs('consumer'))).statusCode).toBe(403);
  });

  it('answers 404 for a menu of another market than the caller’s, or none', async () => {
    await limitToMarkets(t, 'scheduler@example.com', ['Dallas']);
    const outside = await history(await t.signInAs('scheduler'));
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error?.messages).toEqual([SCHEDULED_MENU_MESSAGES.notFound]);
    const missing = await send(
      'GET',
      '/v1/scheduled-menus/00000000-0000-4000-8000-000000000000/choice-share-history',
    );
    expect(missing.statusCode).toBe(404);
  });
});
