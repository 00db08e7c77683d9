import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import {
  buildAccount,
  buildHostSurvey,
  buildServedMenu,
  buildServiceEvent,
  idByName,
} from './factories/index.js';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('service event factories', () => {
  it('build a lunch of a new Phoenix account at its address, on days that never clash', async () => {
    const [first, second] = [
      await buildServiceEvent(t.database.db),
      await buildServiceEvent(t.database.db),
    ];
    expect(first).toMatchObject({
      serviceLine: { name: 'Lunch' },
      serviceType: { name: 'Sifted 1.0' },
      serviceTime: '12:00',
      eaterCount: 50,
      dietaryCount: 10,
      specialRequest: false,
    });
    expect(first.date).not.toBe(second.date);
    expect(first.accountId).not.toBe(second.accountId);
    const [account] = await t.database.db
      .select()
      .from(schema.accounts)
      .where(eq(schema.accounts.id, first.accountId));
    expect(account?.marketId).toBe(await idByName(t.database.db, schema.markets, 'Phoenix'));
  });

  it("build an event for the account, line and date told, at the account's address", async () => {
    const account = await buildAccount(t.database.db, { market: 'Austin' });
    const event = await buildServiceEvent(t.database.db, {
      accountId: account.id,
      serviceLine: 'Dinner',
      date: '2030-03-05',
      eaterCount: 12,
      dietaryCount: 0,
    });
    expect(event).toMatchObject({
      accountId: account.id,
      addressId: account.address.id,
      serviceLine: { name: 'Dinner' },
      date: '2030-03-05',
      eaterCount: 12,
    });
  });

  it("serve a scheduled menu: new accounts of the menu's market, one event each that day", async () => {
    const { scheduledMenu, events } = await buildServedMenu(t.database.db, {
      market: 'Dallas',
      services: 2,
    });
    expect(scheduledMenu.market.name).toBe('Dallas');
    expect(events).toHaveLength(2);
    expect(new Set(events.map((event) => event.accountId)).size).toBe(2);
    for (const event of events) {
      expect(event).toMatchObject({
        date: scheduledMenu.date,
        serviceLineId: scheduledMenu.serviceLineId,
        scheduledMenuId: scheduledMenu.id,
      });
    }
  });
});

describe('host survey factory', () => {
  it('opens and completes the survey of a served menu, its containers planned', async () => {
    const survey = await buildHostSurvey(t.database.db);
    expect(survey).toMatchObject({ status: 'complete', serviceScore: 4, eatersEnjoyedScore: 5 });
    expect(survey.submittedAt).not.toBeNull();
    // Three default rows (buildMenu) for 50 eaters: each plans some containers.
    expect(survey.elements).toHaveLength(3);
    expect(survey.elements.every((row) => row.plannedAmount > 0)).toBe(true);
    const [stored] = await t.database.db
      .select({ userId: schema.hostSurveys.userId })
      .from(schema.hostSurveys)
      .where(eq(schema.hostSurveys.id, survey.id));
    const [host] = await t.database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, 'host@example.com'));
    expect(stored?.userId).toBe(host?.id);
  });

  it('leaves a survey opened when told, or lays the answers told over calm ones', async () => {
    const { events } = await buildServedMenu(t.database.db, { services: 2 });
    const opened = await buildHostSurvey(t.database.db, {
      serviceEventId: events[0]!.id,
      answers: false,
    });
    expect(opened).toMatchObject({ status: 'incomplete', serviceEventId: events[0]!.id });
    const scored = await buildHostSurvey(t.database.db, {
      serviceEventId: events[1]!.id,
      answers: { serviceScore: 2, serviceFeedback: 'Late van' },
    });
    expect(scored).toMatchObject({
      status: 'complete',
      serviceScore: 2,
      serviceFeedback: 'Late van',
    });
    const surveys = await t.database.db
      .select({ status: schema.hostSurveys.status })
      .from(schema.hostSurveys)
      .where(
        and(
          eq(schema.hostSurveys.serviceEventId, events[0]!.id),
          eq(schema.hostSurveys.status, 'incomplete'),
        ),
      );
    expect(surveys).toHaveLength(1);
  });
});
