import { type ScheduledMenu, type ScheduledMenuListItem, todayIn } from '@catering/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledMenuId } from '../src/db/seed/demo-scheduled-menus.js';
import { demoWeekdays } from '../src/db/seed/demo-span.js';
import { TEST_DEMO_PASSWORD } from './fixtures.js';
import { sender } from './menu-fixtures.js';
import { referenceIds } from './reference-ids.js';
import { asScheduledUpdate, demoLunchOfNextMonth } from './scheduling-fixtures.js';
import { createQueryRecorder } from './support/query-log.js';
import { describeSeqScans, explainStatements } from './support/query-plans.js';
import { body, createTestApp, type TestApp } from './test-app.js';

/*
 * Issue #12: no hot path scans a large table whole. The test database is small, so the
 * planner would happily seq-scan it; instead each request's statements are recorded as
 * sent and explained with sequential scans switched off. A seq scan of a large table
 * that survives that has no index to use and would read the whole table at scale.
 * Only seq scans count: on these few rows the planner also walks whole indexes where an
 * index exists (accounts by name for a market's accounts), which it does not at scale.
 */

const recorder = createQueryRecorder();
let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let lunch: ScheduledMenuListItem;

beforeAll(async () => {
  // Plans are read at the demo's volume, where a missing index shows.
  t = await createTestApp({}, { template: 'demo', queryLogger: recorder.logger });
  const token = await t.signInAs('admin');
  send = sender(t, () => token);
  ref = await referenceIds(t.database.db);
  lunch = await demoLunchOfNextMonth(send, ref);
});
afterAll(() => t.close());

/** Sends the request, expects `status`, and fails with every statement that seq-scans a large table. */
async function expectNoSeqScan(request: () => Promise<LightMyRequestResponse>, status = 200) {
  const { result, statements } = await recorder.during(request);
  expect(result.statusCode, result.body.slice(0, 500)).toBe(status);
  expect(statements.length).toBeGreaterThan(0);
  const explained = await explainStatements(t.database, statements);
  expect(describeSeqScans(explained), 'statements that scan a large table whole').toBe('');
}

const day = () => {
  const [year, month, date] = lunch.date.split('-').map(Number);
  return { year: year!, month: month!, date: date! };
};
const lunchSlot = () => ({
  marketId: ref.market('Phoenix'),
  serviceLineId: ref.serviceLine('Lunch'),
  mealDate: lunch.date,
});

describe('hot paths read large tables through indexes', () => {
  it('POST /v1/auth/sign-in', async () => {
    await expectNoSeqScan(() =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/sign-in',
        payload: { email: 'scheduler@example.com', password: TEST_DEMO_PASSWORD },
      }),
    );
  });

  it('GET /me', async () => {
    await expectNoSeqScan(() => send('GET', '/me'));
  });

  it('GET /v1/menus?q=chicken', async () => {
    await expectNoSeqScan(() => send('GET', '/v1/menus?q=chicken'));
  });

  it('GET /v1/menus?cuisine=&class=', async () => {
    const query = `cuisine=${ref.cuisine('Indian')}&class=${ref.tag('standard')}`;
    await expectNoSeqScan(() => send('GET', `/v1/menus?${query}`));
  });

  it('GET /v1/elements?q=chicken', async () => {
    await expectNoSeqScan(() => send('GET', '/v1/elements?q=chicken'));
  });

  it('GET /v1/elements?class=', async () => {
    await expectNoSeqScan(() => send('GET', `/v1/elements?class=${ref.tag('standard')}`));
  });

  it('GET /v1/scheduled-menus?marketId&month&year (the calendar month)', async () => {
    const { year, month } = day();
    const url = `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=${month}&year=${year}`;
    await expectNoSeqScan(() => send('GET', url));
  });

  it('GET /v1/scheduled-menus?marketId&month&year&day (the daily detail)', async () => {
    const { year, month, date } = day();
    const url = `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=${month}&year=${year}&day=${date}`;
    await expectNoSeqScan(() => send('GET', url));
  });

  it('GET /v1/scheduled-menus/:id', async () => {
    await expectNoSeqScan(() => send('GET', `/v1/scheduled-menus/${lunch.id}`));
  });

  it('GET /v1/scheduled-menus/:id/choice-share-history (a split with past surveys)', async () => {
    // The demo repeats a surveyed split on Phoenix's next weekday lunch (demo-scheduled-menus.ts).
    const today = todayIn('America/Phoenix');
    const next = demoWeekdays(new Date()).find(({ date }) => date > today)!;
    const id = scheduledMenuId('Phoenix', 'Lunch', next.date);
    await expectNoSeqScan(() => send('GET', `/v1/scheduled-menus/${id}/choice-share-history`));
  });

  it('PUT /v1/scheduled-menus/:id', async () => {
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    const update = asScheduledUpdate(menu, { description: 'Checked by the query plan test' });
    await expectNoSeqScan(() => send('PUT', `/v1/scheduled-menus/${lunch.id}`, update));
  });

  it('POST /v2/calculations/containers', async () => {
    await expectNoSeqScan(() => send('POST', '/v2/calculations/containers', lunchSlot()));
  });

  it('POST /v1/pdf/chefnumbers', async () => {
    await expectNoSeqScan(() => send('POST', '/v1/pdf/chefnumbers', lunchSlot()));
  });

  it('GET /v1/hosts/daily', async () => {
    const { marketId, serviceLineId, mealDate } = lunchSlot();
    const url = `/v1/hosts/daily?marketId=${marketId}&serviceLineId=${serviceLineId}&date=${mealDate}`;
    await expectNoSeqScan(() => send('GET', url));
  });

  it('GET /v1/accounts', async () => {
    await expectNoSeqScan(() => send('GET', '/v1/accounts'));
  });

  it('GET /v1/accounts?marketId=', async () => {
    await expectNoSeqScan(() => send('GET', `/v1/accounts?marketId=${ref.market('Phoenix')}`));
  });
});
