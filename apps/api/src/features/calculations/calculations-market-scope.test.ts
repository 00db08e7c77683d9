import {
  type AddOnCalculation,
  type ContainerCalculation,
  MARKET_SCOPE_MESSAGES,
  type ServiceEvent,
} from '@catering/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { buildServedLunch, type ServedLunch } from '../../../test/served-lunch-fixtures.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accounts } from '../../db/schema/index.js';

/** The day's numbers for a scheduler limited to Dallas (docs/permissions.md 8). */

let t: TestApp;
let send: ReturnType<typeof sender>;
let admin: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let date: string;
let dallas: ServedLunch;

/** Two soups on the event, ordered by the unlimited admin. */
async function orderSoup(eventId: string) {
  const addOnTypeId = ref.addOnType('Soup');
  const url = `/v1/service-events/${eventId}/add-ons`;
  const added = await send('POST', url, { addOnTypeId }, admin);
  const soup = body<ServiceEvent>(added).data.addOns.find((r) => r.addOnSlot.name === 'Soup')!;
  const saved = await send(
    'PUT',
    url,
    {
      addOnTypeId,
      serviceEventAddOns: [
        { id: soup.id, quantity: 2, pricePerUnit: 4.5, updatedAt: soup.updatedAt },
      ],
    },
    admin,
  );
  if (saved.statusCode !== 200) throw new Error(saved.body);
}

beforeAll(async () => {
  t = await createTestApp();
  await limitToMarkets(t, 'scheduler@example.com', ['Dallas']);
  const scheduler = await t.signInAs('scheduler');
  admin = await t.signInAs('admin');
  send = sender(t, () => scheduler);
  ref = await referenceIds(t.database.db);
  // A served lunch in Dallas (two accounts) and in Austin on the same day, every account
  // ordering soup (served-lunch-fixtures.ts).
  dallas = await buildServedLunch(t.database.db, { market: 'Dallas', accounts: 2 });
  const austin = await buildServedLunch(t.database.db, { market: 'Austin' });
  date = dallas.date;
  for (const eventId of [...dallas.eventIds, ...austin.eventIds]) await orderSoup(eventId);
});
afterAll(() => t.close());

const slot = (market: string) => ({
  marketId: ref.market(market),
  serviceLineId: ref.serviceLine('Lunch'),
  mealDate: date,
});

/** The markets of the accounts an answer counts. */
async function marketsOf(accountIds: string[]) {
  const rows = await t.database.db
    .select({ marketId: accounts.marketId })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
  return new Set(rows.map((row) => row.marketId));
}

const ROUTES = [
  {
    url: '/v2/calculations/containers',
    accountIds: (data: unknown) =>
      (data as ContainerCalculation).accountSummaries.map((s) => s.account.id),
  },
  {
    url: '/v1/calculations/add-ons',
    accountIds: (data: unknown) => (data as AddOnCalculation).summaries.map((s) => s.account.id),
  },
] as const;

describe.each(ROUTES)('POST $url for a user limited to Dallas', ({ url, accountIds }) => {
  it("refuses Austin's day (403)", async () => {
    const response = await send('POST', url, slot('Austin'));
    expect(response.statusCode).toBe(403);
    expect(body(response).error?.messages).toEqual([MARKET_SCOPE_MESSAGES.outsideMarkets]);
  });

  it("counts Dallas's day from Dallas accounts only, as an unlimited user sees it", async () => {
    const response = await send('POST', url, slot('Dallas'));
    expect(response.statusCode).toBe(200);
    const { data } = body(response);
    const ids = accountIds(data);
    expect(ids.length).toBeGreaterThan(0);
    expect([...ids].sort()).toEqual(dallas.accounts.map((account) => account.id).sort());
    expect(await marketsOf(ids)).toEqual(new Set([ref.market('Dallas')]));
    const unlimited = await send('POST', url, slot('Dallas'), admin);
    expect(data).toEqual(body(unlimited).data);
  });
});
