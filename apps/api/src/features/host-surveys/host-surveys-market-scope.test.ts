import { type HostSurvey, type MenuStatistics, SCHEDULED_MENU_MESSAGES } from '@catering/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostSurvey, buildMenu, buildServedMenu } from '../../../test/factories/index.js';
import { completeAnswers } from '../../../test/host-survey-fixtures.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accounts, hostSurveys, scheduledMenus, serviceEvents } from '../../db/schema/index.js';

/**
 * A host limited to Dallas (docs/permissions.md 8) against Phoenix's surveys: one master
 * menu is served at a Phoenix lunch, three of its four services reported on (enough for a
 * portion suggestion), and at a Dallas lunch to one account, not reported on yet.
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let admin: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp();
  const master = await buildMenu(t.database.db);
  const phoenix = await buildServedMenu(t.database.db, {
    originalMenuId: master.id,
    services: 4,
  });
  for (const event of phoenix.events.slice(0, 3))
    await buildHostSurvey(t.database.db, { serviceEventId: event.id });
  await buildServedMenu(t.database.db, {
    originalMenuId: master.id,
    market: 'Dallas',
    services: 1,
  });
  await limitToMarkets(t, 'host@example.com', ['Dallas']);
  const host = await t.signInAs('host');
  admin = await t.signInAs('admin');
  send = sender(t, () => host);
  ref = await referenceIds(t.database.db);
});
afterAll(() => t.close());

/** A live lunch service of `market` with its day's scheduled menu, surveyed or not. */
async function serviceOf(market: string, surveyed: boolean) {
  const rows = await t.database.db
    .select({ eventId: serviceEvents.id, menuId: scheduledMenus.id, surveyId: hostSurveys.id })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(
      scheduledMenus,
      and(
        eq(scheduledMenus.marketId, accounts.marketId),
        eq(scheduledMenus.serviceLineId, serviceEvents.serviceLineId),
        eq(scheduledMenus.date, serviceEvents.date),
      ),
    )
    .leftJoin(hostSurveys, eq(hostSurveys.serviceEventId, serviceEvents.id))
    .where(
      and(
        eq(accounts.marketId, ref.market(market)),
        eq(serviceEvents.serviceLineId, ref.serviceLine('Lunch')),
        isNull(serviceEvents.deletedAt),
        isNull(accounts.archivedAt),
      ),
    );
  const row = rows.find((r) => (r.surveyId !== null) === surveyed);
  if (!row) throw new Error(`no ${surveyed ? 'surveyed' : 'unsurveyed'} service in ${market}`);
  return row;
}

const storedSurvey = async (id: string) =>
  (await t.database.db.select().from(hostSurveys).where(eq(hostSurveys.id, id)))[0];
const errorOf = (response: Parameters<typeof body>[0]) => [
  response.statusCode,
  body(response).error?.messages,
];

describe('host surveys of a user limited to Dallas', () => {
  it("answers Phoenix's survey as absent (404) to read or submit, and leaves it as it was", async () => {
    const phoenix = await serviceOf('Phoenix', true);
    const url = `/v1/host-surveys/${phoenix.surveyId}`;
    const survey = body<HostSurvey>(await send('GET', url, undefined, admin)).data;
    const before = await storedSurvey(survey.id);
    expect(errorOf(await send('GET', url))).toEqual([404, ['Host survey not found.']]);
    const answers = { ...completeAnswers(survey), serviceScore: 1, updatedAt: survey.updatedAt };
    expect(errorOf(await send('PUT', url, answers))).toEqual([404, ['Host survey not found.']]);
    expect(await storedSurvey(survey.id)).toEqual(before);
  });

  it('refuses to open a survey of a Phoenix service (404), surveyed or not, creating none', async () => {
    for (const surveyed of [true, false]) {
      const phoenix = await serviceOf('Phoenix', surveyed);
      const response = await send('POST', '/v1/host-surveys', { serviceEventId: phoenix.eventId });
      expect(errorOf(response)).toEqual([404, ['Service event not found.']]);
      const stored = await t.database.db
        .select({ id: hostSurveys.id })
        .from(hostSurveys)
        .where(eq(hostSurveys.serviceEventId, phoenix.eventId));
      expect(stored.map((row) => row.id)).toEqual(surveyed ? [phoenix.surveyId] : []);
    }
  });

  it("answers the Menu Statistics of Phoenix's menu as absent (404)", async () => {
    const phoenix = await serviceOf('Phoenix', true);
    const response = await send('GET', `/v1/scheduled-menus/${phoenix.menuId}/statistics`);
    expect(errorOf(response)).toEqual([404, [SCHEDULED_MENU_MESSAGES.notFound]]);
  });

  it("suggests portions for a Dallas menu from Dallas reports only, not Phoenix's", async () => {
    // A Dallas menu of a master menu whose Phoenix services the hosts reported on.
    const reported = await t.database.db
      .selectDistinct({ menuId: hostSurveys.menuId })
      .from(hostSurveys)
      .where(eq(hostSurveys.status, 'complete'));
    const [dallasMenu] = await t.database.db
      .select({ id: scheduledMenus.id })
      .from(scheduledMenus)
      .where(
        and(
          eq(scheduledMenus.marketId, ref.market('Dallas')),
          inArray(
            scheduledMenus.originalMenuId,
            reported.flatMap((row) => row.menuId ?? []),
          ),
        ),
      );
    const url = `/v1/scheduled-menus/${dallasMenu!.id}/statistics`;
    const suggestions = async (as?: string) =>
      body<MenuStatistics>(await send('GET', url, undefined, as)).data.elements.map(
        (row) => row.suggestion,
      );
    expect((await suggestions(admin)).some((suggestion) => suggestion !== null)).toBe(true);
    expect(await suggestions()).toEqual((await suggestions(admin)).map(() => null));
  });

  it('opens, reads and submits a Dallas survey, and reads its Menu Statistics', async () => {
    const dallas = await serviceOf('Dallas', false);
    const opened = await send('POST', '/v1/host-surveys', { serviceEventId: dallas.eventId });
    expect(opened.statusCode).toBe(201);
    const survey = body<HostSurvey>(opened).data;
    expect(survey.market.id).toBe(ref.market('Dallas'));
    expect((await send('GET', `/v1/host-surveys/${survey.id}`)).statusCode).toBe(200);
    const submitted = await send('PUT', `/v1/host-surveys/${survey.id}`, {
      ...completeAnswers(survey),
      updatedAt: survey.updatedAt,
    });
    expect(submitted.statusCode).toBe(200);
    const statistics = await send('GET', `/v1/scheduled-menus/${dallas.menuId}/statistics`);
    expect(statistics.statusCode).toBe(200);
    expect(body<MenuStatistics>(statistics).data.surveys).toEqual({ total: 1, completed: 1 });
  });
});
