import {
  MARKET_SCOPE_MESSAGES,
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOn,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement, buildScheduledAddOn } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { scheduledAddOns } from '../../db/schema/index.js';

/** A scheduler limited to Dallas (docs/permissions.md 8) against Austin's add-ons. */

let t: TestApp;
let send: ReturnType<typeof sender>;
let admin: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let austinAddOn: ScheduledAddOn;
let dallasAddOn: ScheduledAddOn;
let greens: { id: string }[];
let element: { id: string };

/** The 15th of next month: a day of next month's calendar, ahead of today in every market. */
function fifteenthOfNextMonth(): string {
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1, 15);
  return next.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  await limitToMarkets(t, 'scheduler@example.com', ['Dallas']);
  const scheduler = await t.signInAs('scheduler');
  admin = await t.signInAs('admin');
  send = sender(t, () => scheduler);
  ref = await referenceIds(t.database.db);
  const soup = await ref.slotsOf('Soup');
  greens = await ref.slotsOf('Greens Bar');
  element = await buildElement(t.database.db);
  const payload = (market: string) => ({
    addOnTypeId: ref.addOnType('Soup'),
    marketId: ref.market(market),
    serviceLineId: ref.serviceLine('Lunch'),
    date: '03/05/2030',
    scheduledElements: [{ addOnSlotId: soup[0]!.id, originalElementId: element.id }],
  });
  austinAddOn = body<ScheduledAddOn>(
    await send('POST', '/v1/scheduled-add-ons', payload('Austin'), admin),
  ).data;
  const created = await send('POST', '/v1/scheduled-add-ons', payload('Dallas'));
  expect(created.statusCode).toBe(201);
  dallasAddOn = body<ScheduledAddOn>(created).data;
  // Next month: Dallas's soup at lunch and at dinner, and Austin's at lunch.
  const day = fifteenthOfNextMonth();
  for (const [market, serviceLine] of [
    ['Dallas', 'Lunch'],
    ['Dallas', 'Dinner'],
    ['Austin', 'Lunch'],
  ] as const)
    await buildScheduledAddOn(t.database.db, { market, serviceLine, date: day });
});
afterAll(() => t.close());

const M = SCHEDULED_ADD_ON_MESSAGES;
const errorOf = (response: Parameters<typeof body>[0]) => [
  response.statusCode,
  body(response).error?.messages,
];
const storedAddOn = async (id: string) =>
  (await t.database.db.select().from(scheduledAddOns).where(eq(scheduledAddOns.id, id)))[0];

describe('scheduled add-ons of a user limited to Dallas', () => {
  it("lists Dallas's month as an unlimited user sees it, and refuses Austin's (403)", async () => {
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const month = (market: string) =>
      `/v1/scheduled-add-ons?marketId=${ref.market(market)}&month=${next.getUTCMonth() + 1}&year=${next.getUTCFullYear()}`;
    const own = await send('GET', month('Dallas'));
    expect(own.statusCode).toBe(200);
    const rows = body<ScheduledAddOn[]>(own).data;
    expect(rows.length).toBe(2); // Dallas's two soups built above, not Austin's
    expect(new Set(rows.map((row) => row.market.name))).toEqual(new Set(['Dallas']));
    const unlimited = await send('GET', month('Dallas'), undefined, admin);
    expect(body(own).meta.count).toBe(body(unlimited).meta.count);

    expect(errorOf(await send('GET', month('Austin')))).toEqual([
      403,
      [MARKET_SCOPE_MESSAGES.outsideMarkets],
    ]);
  });

  it("answers Austin's add-on by id as absent (404), and reads its own", async () => {
    expect(errorOf(await send('GET', `/v1/scheduled-add-ons/${austinAddOn.id}`))).toEqual([
      404,
      [M.notFound],
    ]);
    const own = await send('GET', `/v1/scheduled-add-ons/${dallasAddOn.id}`);
    expect(own.statusCode).toBe(200);
    expect(body<ScheduledAddOn>(own).data.market.name).toBe('Dallas');
  });

  it("refuses to schedule in Austin (403) and to change or remove Austin's add-on (404)", async () => {
    const before = await storedAddOn(austinAddOn.id);
    const elsewhere = {
      addOnTypeId: ref.addOnType('Greens Bar'),
      marketId: ref.market('Austin'),
      serviceLineId: ref.serviceLine('Lunch'),
      date: '03/06/2030',
      scheduledElements: [{ addOnSlotId: greens[0]!.id, originalElementId: element.id }],
    };
    expect(errorOf(await send('POST', '/v1/scheduled-add-ons', elsewhere))).toEqual([
      403,
      [MARKET_SCOPE_MESSAGES.outsideMarkets],
    ]);
    const url = `/v1/scheduled-add-ons/${austinAddOn.id}`;
    const update = { scheduledElements: [], updatedAt: austinAddOn.updatedAt };
    expect(errorOf(await send('PUT', url, update))).toEqual([404, [M.notFound]]);
    expect(errorOf(await send('DELETE', url))).toEqual([404, [M.notFound]]);
    expect(await storedAddOn(austinAddOn.id)).toEqual(before);
    const austinRows = await t.database.db
      .select({ id: scheduledAddOns.id })
      .from(scheduledAddOns)
      .where(eq(scheduledAddOns.date, '2030-03-06'));
    expect(austinRows).toEqual([]);
  });

  it("changes and removes its own market's add-on", async () => {
    const url = `/v1/scheduled-add-ons/${dallasAddOn.id}`;
    const updated = await send('PUT', url, {
      scheduledElements: [],
      updatedAt: dallasAddOn.updatedAt,
    });
    expect(updated.statusCode).toBe(200);
    expect(body<ScheduledAddOn>(updated).data.scheduledElements).toEqual([]);
    expect((await send('DELETE', url)).statusCode).toBe(200);
    expect(await storedAddOn(dallasAddOn.id)).toBeUndefined();
  });
});
