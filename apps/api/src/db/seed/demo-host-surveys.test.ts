import type { ChoiceShareHistory, HostSurvey, MenuStatistics } from '@catering/domain';
import { todayIn } from '@catering/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from '../../../test/menu-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as t from '../schema/index.js';
import { seedDemoHostSurveys } from './demo-host-surveys.js';
import { scheduledMenuId } from './demo-scheduled-menus.js';
import { demoWeekdays } from './demo-span.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { template: 'demo' });
});
afterAll(() => app.close());

/** The demo host's habit per Phoenix lunch site: every second site in name order. */
const WASTING = ['Agave Payments', 'Pinnacle Peak Wealth Advisors'];
const RUNNING_OUT = ['Copper State Title & Escrow', 'Sonoran State University — Faculty Club'];
const CLOSE_TO_PLAN = [
  'Gila Aerospace Components',
  'Ocotillo Data Works',
  'Superstition Credit Union HQ',
  'Val Vista Biosciences',
];

/** Per account, its completed surveys' element reports with the element type. */
async function reportsByAccount() {
  const rows = await app.database.db
    .select({
      account: t.accounts.name,
      surveyId: t.hostSurveys.id,
      status: t.hostSurveys.status,
      date: t.hostSurveys.date,
      expected: t.hostSurveys.expectedHeadcount,
      type: t.elementTypes.name,
      report: t.hostSurveyElements,
    })
    .from(t.hostSurveyElements)
    .innerJoin(t.hostSurveys, eq(t.hostSurveys.id, t.hostSurveyElements.hostSurveyId))
    .innerJoin(t.accounts, eq(t.accounts.id, t.hostSurveys.accountId))
    .innerJoin(
      t.scheduledElements,
      eq(t.scheduledElements.id, t.hostSurveyElements.scheduledElementId),
    )
    .leftJoin(t.elementTypes, eq(t.elementTypes.id, t.scheduledElements.elementTypeId));
  const byAccount = new Map<string, typeof rows>();
  for (const row of rows) byAccount.set(row.account, [...(byAccount.get(row.account) ?? []), row]);
  return byAccount;
}

/** Leftover as a share of the portions brought, over the reports given. */
function wasteShare(reports: { report: typeof t.hostSurveyElements.$inferSelect }[]) {
  let brought = 0;
  let leftover = 0;
  for (const { report } of reports) {
    brought += (report.broughtContainers ?? 0) * (report.portionPerContainer ?? 0);
    leftover += report.leftoverAmount ?? 0;
  }
  return leftover / brought;
}

const isMain = (type: string | null) => type === 'Protein' || type === 'Starch';
const surveysOf = (reports: { surveyId: string }[]) =>
  new Set(reports.map((row) => row.surveyId)).size;

describe('demo host surveys', () => {
  it('report four weeks of Phoenix lunches, each site with its habit', async () => {
    const byAccount = await reportsByAccount();
    expect([...byAccount.keys()].sort()).toEqual(
      [...WASTING, ...RUNNING_OUT, ...CLOSE_TO_PLAN].sort(),
    );
    const today = todayIn('America/Phoenix');
    for (const [account, reports] of byAccount) {
      // Every second service of the last 20 weekdays: 10 of a site served Monday to
      // Friday, 8 of one served Monday to Thursday.
      expect(surveysOf(reports), account).toBeGreaterThanOrEqual(6);
      expect(surveysOf(reports), account).toBeLessThanOrEqual(10);
      expect(reports.every((row) => row.status === 'complete' && row.date < today)).toBe(true);
    }
    for (const account of WASTING) {
      const mains = byAccount.get(account)!.filter((row) => isMain(row.type));
      expect(mains.length, account).toBeGreaterThan(0);
      // 25-40% of each Protein and Starch brought comes back.
      expect(wasteShare(mains), account).toBeGreaterThanOrEqual(0.25);
      expect(wasteShare(mains), account).toBeLessThanOrEqual(0.4);
      expect(byAccount.get(account)!.some((row) => row.report.runout)).toBe(false);
    }
    for (const account of RUNNING_OUT) {
      const runouts = byAccount.get(account)!.filter((row) => row.report.runout);
      // Protein two services in three, Starch one in three.
      expect(surveysOf(runouts), account).toBeGreaterThanOrEqual(4);
      for (const { type, report, expected } of runouts) {
        expect(isMain(type)).toBe(true);
        expect(report.timeOfRunout).toMatch(/^12:[1-4]\d/);
        // 15-25% of the expected eaters go without.
        expect(report.peopleNotServed).toBeGreaterThanOrEqual(Math.round(expected * 0.15));
        expect(report.peopleNotServed).toBeLessThanOrEqual(Math.round(expected * 0.25));
        expect(report.leftoverAmount).toBe(0);
      }
    }
    for (const account of CLOSE_TO_PLAN) {
      const reports = byAccount.get(account)!;
      expect(reports.some((row) => row.report.runout)).toBe(false);
      expect(wasteShare(reports), account).toBeLessThanOrEqual(0.1);
    }
  });

  it('are what the survey service writes for the same answers, opened anew', async () => {
    const db = app.database.db;
    const token = await app.signInAs('host');
    const send = sender(app, () => token);
    // One survey of a site that ran out: a runout's details are the part most easily lost.
    const [seeded] = await db
      .select({ id: t.hostSurveys.id, serviceEventId: t.hostSurveys.serviceEventId })
      .from(t.hostSurveys)
      .innerJoin(t.hostSurveyElements, eq(t.hostSurveyElements.hostSurveyId, t.hostSurveys.id))
      .where(eq(t.hostSurveyElements.runout, true))
      .limit(1);
    const before = body<HostSurvey>(await send('GET', `/v1/host-surveys/${seeded!.id}`)).data;
    await db.delete(t.hostSurveys).where(eq(t.hostSurveys.id, seeded!.id));

    const opened = body<HostSurvey>(
      await send('POST', '/v1/host-surveys', { serviceEventId: seeded!.serviceEventId }),
    ).data;
    expect(opened.elements.map((row) => row.plannedAmount)).toEqual(
      before.elements.map((row) => row.plannedAmount),
    );
    const submitted = await send('PUT', `/v1/host-surveys/${opened.id}`, {
      status: 'complete',
      actualHeadcount: before.actualHeadcount,
      anySpecialEvents: before.anySpecialEvents,
      eventDescription: before.eventDescription,
      times: before.times,
      serviceScore: before.serviceScore,
      serviceFeedback: before.serviceFeedback,
      eatersEnjoyedScore: before.eatersEnjoyedScore,
      eatersUnderstoodScore: before.eatersUnderstoodScore,
      setupFeedback: before.setupFeedback,
      elements: before.elements.map((row) => ({
        scheduledElementId: row.scheduledElementId,
        broughtContainers: row.broughtContainers,
        leftoverAmount: row.leftoverAmount,
        runout: row.runout,
        timeOfRunout: row.timeOfRunout,
        peopleNotServed: row.peopleNotServed,
        suggestedContainers: row.suggestedContainers,
      })),
      updatedAt: opened.updatedAt,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const after = body<HostSurvey>(submitted).data;
    const comparable = ({ id, createdAt, updatedAt, submittedAt, ...rest }: HostSurvey) => rest;
    expect(comparable(after)).toEqual(comparable(before));
  });

  it('feed Menu Statistics: a menu they reported on shows its runouts', async () => {
    const db = app.database.db;
    const [ranOut] = await db
      .select({ scheduledMenuId: t.hostSurveys.scheduledMenuId })
      .from(t.hostSurveys)
      .innerJoin(t.hostSurveyElements, eq(t.hostSurveyElements.hostSurveyId, t.hostSurveys.id))
      .where(and(eq(t.hostSurveyElements.runout, true), eq(t.hostSurveys.status, 'complete')))
      .limit(1);
    const token = await app.signInAs('chef');
    const stats = body<MenuStatistics>(
      await sender(app, () => token)(
        'GET',
        `/v1/scheduled-menus/${ranOut!.scheduledMenuId}/statistics`,
      ),
    ).data;
    expect(stats.surveys.completed).toBeGreaterThan(0);
    expect(stats.elements.some((row) => row.runouts > 0 && row.peopleNotServed >= 3)).toBe(true);
  });

  it("feed the choice shares learned: Phoenix's next weekday lunch shows its split's", async () => {
    const today = todayIn('America/Phoenix');
    const next = demoWeekdays(new Date()).find(({ date }) => date > today)!;
    const token = await app.signInAs('chef');
    const response = await sender(app, () => token)(
      'GET',
      `/v1/scheduled-menus/${scheduledMenuId('Phoenix', 'Lunch', next.date)}/choice-share-history`,
    );
    const [learned] = body<ChoiceShareHistory[]>(response).data;
    expect(learned?.services).toBeGreaterThanOrEqual(3);
    expect(learned?.shares.reduce((sum, row) => sum + row.share, 0)).toBe(100);
    expect(learned?.text).toMatch(/^last \d times: \d+( \/ \d+)+$/);
  });

  it('seeding again writes nothing', async () => {
    const db = app.database.db;
    const count = async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(t.hostSurveyElements))[0]!.n;
    const before = await count();
    expect(await seedDemoHostSurveys(db)).toBe(0);
    expect(await count()).toBe(before);
  });

  it('writes nothing where the demo served no lunch', async () => {
    const db = app.database.db;
    await db.delete(t.hostSurveys);
    // A year ago the demo's span held no service.
    const yearAgo = new Date();
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    expect(await seedDemoHostSurveys(db, yearAgo)).toBe(0);
  });
});
