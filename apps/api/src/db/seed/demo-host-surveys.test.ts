import type { MenuStatistics } from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from '../../../test/menu-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as t from '../schema/index.js';
import { seedDemoHostSurveys } from './demo-host-surveys.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { template: 'demo' });
});
afterAll(() => app.close());

describe('demo host surveys', () => {
  it("report Phoenix's last lunches, complete, and feed Menu Statistics", async () => {
    const db = app.database.db;
    const surveys = await db.select().from(t.hostSurveys);
    // The template seeded them for this month's past weekdays, if any have passed yet.
    if (!surveys.length) return;
    expect(surveys.every((survey) => survey.status === 'complete')).toBe(true);
    expect(surveys.length).toBeLessThanOrEqual(12);
    const token = await app.signInAs('chef');
    const send = sender(app, () => token);
    const stats = body<MenuStatistics>(
      await send('GET', `/v1/scheduled-menus/${surveys[0]!.scheduledMenuId}/statistics`),
    ).data;
    expect(stats.surveys.completed).toBeGreaterThan(0);
    expect(stats.elements[0]!.reports).toBeGreaterThan(0);
    // Seeding again adds nothing.
    expect(await seedDemoHostSurveys(db)).toBe(0);
  });

  it('writes nothing before any lunch of the month has passed', async () => {
    const db = app.database.db;
    await db.delete(t.hostSurveyElements);
    await db.delete(t.hostSurveys);
    const [phoenix] = await db.select().from(t.markets).where(eq(t.markets.name, 'Phoenix'));
    expect(phoenix).toBeDefined();
    // The first of a month has no past weekday of that month.
    const first = new Date();
    first.setUTCDate(1);
    first.setUTCHours(12);
    expect(await seedDemoHostSurveys(db, first)).toBe(0);
  });
});
