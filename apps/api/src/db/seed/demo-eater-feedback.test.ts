import type { EaterFeedbackSummary } from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as t from '../schema/index.js';
import { seedDemoEaterFeedback } from './demo-eater-feedback.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, { template: 'demo' });
});
afterAll(() => app.close());

describe('demo eater feedback', () => {
  it("scores Phoenix's last lunches and names their dishes, read on the Feedback screen", async () => {
    const db = app.database.db;
    const rows = await db.select().from(t.eaterFeedbackResponses);
    // The template seeded them for this month's past weekdays, if any have passed yet.
    if (!rows.length) return;
    const [phoenix] = await db.select().from(t.markets).where(eq(t.markets.name, 'Phoenix'));
    const response = await app.app.inject({
      url: `/v1/eater-feedback/summary?marketId=${phoenix!.id}`,
      headers: bearer(await app.signInAs('chef')),
    });
    const summary = body<EaterFeedbackSummary>(response).data;
    expect(summary.count).toBe(rows.length);
    expect(summary.elementsMentioned.length).toBeGreaterThan(0);
    expect(summary.menus.length).toBeGreaterThan(0);
    // Seeding again adds nothing.
    expect(await seedDemoEaterFeedback(db)).toBe(0);
  });
});
