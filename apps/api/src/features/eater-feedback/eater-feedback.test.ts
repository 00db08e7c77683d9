import {
  addDays,
  EATER_FEEDBACK_MESSAGES,
  type EaterFeedbackRow,
  type EaterFeedbackSummary,
  MARKET_SCOPE_MESSAGES,
  type MenuStatistics,
  ROLE_NAMES,
  type ScheduledMenu,
  todayIn,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildMarket,
  buildScheduledMenu,
  buildUser,
} from '../../../test/factories/index.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { eaterFeedbackResponses } from '../../db/schema/index.js';

/**
 * Reading eater feedback (issue #26 5; docs/hosts.md): who may, the rows with their menu,
 * the summary's numbers and the elements comments name, and the formula-safe CSV.
 */
let t: TestApp;
let chef: Record<string, string>;
let market: { id: string; name: string; timeZone: string };
let lunch: ScheduledMenu;
let first: { id: string; name: string };
let second: { id: string; name: string };
const DAY = '2026-03-10';
const range = `from=2026-03-01&to=2026-03-31`;

beforeAll(async () => {
  t = await createTestApp();
  chef = bearer(await t.signInAs('chef'));
  const db = t.database.db;
  market = await buildMarket(db);
  lunch = await buildScheduledMenu(db, { marketId: market.id, date: DAY });
  first = await buildAccount(db, { marketId: market.id, name: 'Acme Towers' });
  second = await buildAccount(db, { marketId: market.id, name: 'Bolt Works' });
  const [a, b] = lunch.scheduledElements.map((row) => row.labelName || row.name);
  const row = (accountId: string, score: number, comment: string, serviceDate = DAY) => ({
    accountId,
    serviceDate,
    serviceLineId: lunch.serviceLineId,
    score,
    comment,
  });
  await db.insert(eaterFeedbackResponses).values([
    row(first.id, 5, `The ${a} was perfect, and so was the ${b?.toUpperCase()}.`),
    row(first.id, 4, `More ${a} please`),
    row(first.id, 4, ''),
    row(second.id, 2, `=HYPERLINK("http://evil.example","${b}")`),
    row(second.id, 1, 'Cold food', '2026-03-11'),
    // No line named: no menu, and a name in its comment is not an element of any menu.
    { ...row(second.id, 3, `The ${a} elsewhere`), serviceLineId: null },
  ]);
});
afterAll(() => t.close());

const read = (url: string, headers = chef) => t.app.inject({ url, headers });
const list = (query: string) => read(`/v1/eater-feedback?marketId=${market.id}&${query}`);
const summary = async (query: string) => {
  const response = await read(`/v1/eater-feedback/summary?marketId=${market.id}&${query}`);
  expect(response.statusCode).toBe(200);
  return body<EaterFeedbackSummary>(response).data;
};

describe('GET /v1/eater-feedback', () => {
  it("lists the market's rows newest service first, with the menu scheduled for each", async () => {
    const response = await list(`${range}&perPage=4`);
    expect(response.statusCode).toBe(200);
    const answer = body<EaterFeedbackRow[]>(response);
    expect(answer.meta.count).toBe(6);
    expect(answer.data).toHaveLength(4);
    expect(answer.data[0]).toMatchObject({
      serviceDate: '2026-03-11',
      account: { id: second.id, name: 'Bolt Works' },
      serviceLine: { name: 'Lunch' },
      // Nothing was scheduled on the 11th.
      menu: null,
      score: 1,
    });
    const withMenu = answer.data.find((row) => row.menu);
    expect(withMenu?.menu).toEqual({ id: lunch.id, name: lunch.name });
  });

  it('narrows to an account, a master menu and the dates', async () => {
    const ofAccount = body<EaterFeedbackRow[]>(await list(`${range}&accountId=${first.id}`));
    expect(ofAccount.data.map((row) => row.score).sort()).toEqual([4, 4, 5]);
    const ofMenu = body<EaterFeedbackRow[]>(await list(`${range}&menuId=${lunch.originalMenuId}`));
    expect(ofMenu.meta.count).toBe(4);
    const ofDay = body<EaterFeedbackRow[]>(await list('from=2026-03-11&to=2026-03-11'));
    expect(ofDay.data.map((row) => row.comment)).toEqual(['Cold food']);
    const searched = body<EaterFeedbackRow[]>(await list(`${range}&q=COLD`));
    expect(searched.data.map((row) => row.comment)).toEqual(['Cold food']);
  });

  it('reads the last 30 days of the market without dates', async () => {
    const today = todayIn(market.timeZone);
    await t.database.db.insert(eaterFeedbackResponses).values({
      accountId: first.id,
      serviceDate: today,
      serviceLineId: lunch.serviceLineId,
      score: 3,
      comment: 'today',
    });
    const found = await summary('');
    expect(found).toMatchObject({ from: addDays(today, -29), to: today, count: 1 });
  });

  it('refuses an end before the start and a range over a year', async () => {
    const backwards = await list('from=2026-03-02&to=2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards).error?.messages).toEqual([EATER_FEEDBACK_MESSAGES.toBeforeFrom]);
    // A start alone more than a year back: the end is today, so the range is too long.
    const long = await read(`/v1/eater-feedback/summary?marketId=${market.id}&from=2024-01-01`);
    expect(long.statusCode).toBe(400);
    expect(body(long).error?.messages).toEqual([EATER_FEEDBACK_MESSAGES.rangeTooLong]);
  });
});

describe('GET /v1/eater-feedback/summary', () => {
  it('counts, averages to one decimal and spreads the scores 1 to 5', async () => {
    const found = await summary(range);
    expect(found.count).toBe(6);
    expect(found.average).toBe(3.2); // 19 / 6 = 3.17
    expect(found.distribution).toEqual([
      { score: 1, count: 1 },
      { score: 2, count: 1 },
      { score: 3, count: 1 },
      { score: 4, count: 2 },
      { score: 5, count: 1 },
    ]);
    expect(found.menus).toEqual([{ id: lunch.originalMenuId, name: expect.any(String), count: 4 }]);
  });

  it("names the menu's elements the comments mention, once per comment", async () => {
    const [a, b] = lunch.scheduledElements.map((row) => row.labelName || row.name);
    const found = await summary(range);
    // a: two comments of the menu (the third has no menu); b: two, whatever the case.
    expect(found.elementsMentioned).toEqual(
      [
        { name: a, count: 2 },
        { name: b, count: 2 },
      ].sort((x, y) => x.name!.localeCompare(y.name!)),
    );
  });
});

describe('GET /v1/eater-feedback.csv', () => {
  it('downloads the filtered rows with formulas written as text', async () => {
    const response = await read(
      `/v1/eater-feedback.csv?marketId=${market.id}&${range}&accountId=${second.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Account,Service line,Menu,Score,Comment');
    expect(lines).toHaveLength(4);
    const formula = lines.find((line) => line.includes('HYPERLINK'));
    expect(formula).toContain(`,2,"'=HYPERLINK(""http://evil.example""`);
    expect(formula).toContain(`2026-03-10,Bolt Works,Lunch,${lunch.name},2,`);
  });
});

describe('who may read eater feedback', () => {
  it('refuses a Host on every read, and Menu Statistics leaves the eaters out for them', async () => {
    const host = bearer(await t.signInAs('host'));
    for (const path of [
      '/v1/eater-feedback',
      '/v1/eater-feedback/summary',
      '/v1/eater-feedback.csv',
    ])
      expect((await read(`${path}?marketId=${market.id}`, host)).statusCode).toBe(403);
    const stats = await read(`/v1/scheduled-menus/${lunch.id}/statistics`, host);
    expect(stats.statusCode).toBe(200);
    expect(body<MenuStatistics>(stats).data.eaterScores).toBeNull();
  });

  it('gives Menu Statistics the eaters of the menu for staff who may read them', async () => {
    const stats = body<MenuStatistics>(
      await read(`/v1/scheduled-menus/${lunch.id}/statistics`),
    ).data;
    // The rows of the menu's market, line and date: not the 11th, not the one without a line.
    expect(stats.eaterScores).toMatchObject({ count: 4, average: 3.8 });
  });

  it('keeps a user limited to another market out of this one', async () => {
    const user = await buildUser(t.database.db, { role: ROLE_NAMES.scheduler });
    await limitToMarkets(t, user.email, ['Dallas']);
    const limited = bearer(await t.signIn(user.email, user.password));
    const refused = await read(`/v1/eater-feedback?marketId=${market.id}&${range}`, limited);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.messages).toEqual([MARKET_SCOPE_MESSAGES.outsideMarkets]);
    const own = await read(`/v1/eater-feedback/summary?marketId=${market.id}&${range}`);
    expect(own.statusCode).toBe(200);
  });
});
