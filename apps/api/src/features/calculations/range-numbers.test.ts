import {
  type Account,
  type AccountPortionModifiers,
  addDays,
  type ScheduledMenu,
  type ServiceEvent,
  todayIn,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildMarket,
  buildScheduledAddOn,
  buildScheduledMenu,
  buildServiceEvent,
  idByName,
} from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { createQueryRecorder, withQueryLogger } from '../../../test/support/query-log.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import type { Db } from '../../db/client.js';
import * as s from '../../db/schema/index.js';
import {
  addOnNumbers,
  addOnNumbersOfRange,
  containerNumbers,
  containerNumbersOfRange,
} from './index.js';

/*
 * The Chef numbers of a range (the order guide's month) are each slot's numbers, read in a
 * fixed number of queries. A market of its own over four days, two of them locked, three
 * past and one ahead, on Lunch and Dinner: three accounts eating with different head counts, one with a
 * Protein modifier, one with a day's modifier on a row, one archived after its services;
 * soup ordered on two days, one of them with no soup scheduled.
 */

let t: TestApp;
let db: Db;
let send: ReturnType<typeof sender>;
let marketId: string;
let lines: { lunch: string; dinner: string };
let days: string[];
let menus: ScheduledMenu[];
let archived: Account;
const EVERY_MARKET = null;

const range = (overrides = {}) => ({
  marketId,
  serviceLineIds: [lines.lunch, lines.dinner],
  from: days[0]!,
  to: days.at(-1)!,
  scope: EVERY_MARKET,
  ...overrides,
});
const slotOf = (date: string, serviceLineId: string) => ({
  marketId,
  serviceLineId,
  date,
  scope: EVERY_MARKET,
});

async function ok<R extends { statusCode: number; body: string }>(response: Promise<R>) {
  const answered = await response;
  if (answered.statusCode >= 300) throw new Error(answered.body);
  return answered;
}

/** An order of `quantity` of each slot of the add-on type on the event, as its card sends it. */
async function order(event: ServiceEvent, addOnTypeId: string, quantity: number) {
  const url = `/v1/service-events/${event.id}/add-ons`;
  const added = body<ServiceEvent>(await ok(send('POST', url, { addOnTypeId }))).data;
  const rows = added.addOns.filter((row) => row.addOnType.id === addOnTypeId);
  await ok(
    send('PUT', url, {
      addOnTypeId,
      serviceEventAddOns: rows.map((row) => ({
        id: row.id,
        quantity,
        pricePerUnit: 4,
        updatedAt: row.updatedAt,
      })),
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const token = await t.signInAs('admin');
  send = sender(t, () => token);
  marketId = (await buildMarket(db, { name: 'Range Market', timeZone: 'America/Phoenix' })).id;
  lines = {
    lunch: await idByName(db, s.serviceLines, 'Lunch'),
    dinner: await idByName(db, s.serviceLines, 'Dinner'),
  };
  const today = todayIn('America/Phoenix');
  days = [-5, -4, -1, 5].map((n) => addDays(today, n));
  const [papago, saguaro] = [
    await buildAccount(db, { name: 'Papago', marketId }),
    await buildAccount(db, { name: 'saguaro', marketId }),
  ];
  archived = await buildAccount(db, { name: 'Mesa', marketId });

  const events = new Map<string, ServiceEvent>();
  for (const [d, date] of days.entries())
    for (const serviceLineId of Object.values(lines))
      for (const [a, account] of [papago, saguaro, archived].entries()) {
        // The archived account ate only in the past (an account with services ahead is not archived).
        if (account === archived && d === 3) continue;
        const event = await buildServiceEvent(db, {
          accountId: account.id,
          serviceLineId,
          date,
          eaterCount: 20 + 10 * a + d,
          dietaryCount: 3 + a,
          allergenCount: a,
        });
        events.set(`${date}|${serviceLineId}|${account.name}`, event);
      }

  // A second service of saguaro on the first lunch (a special request): its eaters add to
  // the account's, one account in the numbers.
  await buildServiceEvent(db, {
    accountId: saguaro.id,
    serviceLineId: lines.lunch,
    date: days[0]!,
    specialRequest: true,
    eaterCount: 7,
    dietaryCount: 2,
    allergenCount: 1,
  });

  // Every slot has a menu but the second day's dinner, whose eaters are counted for nothing.
  menus = [];
  for (const [d, date] of days.entries())
    for (const serviceLineId of Object.values(lines))
      if (!(d === 1 && serviceLineId === lines.dinner))
        menus.push(await buildScheduledMenu(db, { marketId, serviceLineId, date }));

  const protein = await idByName(db, s.elementTypes, 'Protein');
  for (const account of [papago, archived]) {
    const url = `/v1/accounts/${account.id}/portion-modifiers`;
    const { updatedAt } = body<AccountPortionModifiers>(await ok(send('GET', url))).data;
    await ok(
      send('PUT', url, { updatedAt, portionModifiers: [{ elementTypeId: protein, value: 1.5 }] }),
    );
  }
  const firstRow = menus[0]!.scheduledElements[0]!.id;
  await ok(
    send('PUT', `/v1/portion-modifiers/scheduled-elements/${firstRow}`, {
      portionModifiers: [
        { accountId: saguaro.id, portionModifier: 0.25 },
        { accountId: archived.id, portionModifier: 2 },
      ],
    }),
  );

  const soup = await idByName(db, s.addOnTypes, 'Soup');
  await buildScheduledAddOn(db, {
    marketId,
    serviceLineId: lines.lunch,
    date: days[0]!,
    addOnTypeId: soup,
  });
  await buildScheduledAddOn(db, {
    marketId,
    serviceLineId: lines.dinner,
    date: days[2]!,
    addOnTypeId: soup,
  });
  await order(events.get(`${days[0]}|${lines.lunch}|Papago`)!, soup, 12);
  await order(events.get(`${days[0]}|${lines.lunch}|saguaro`)!, soup, 3);
  await order(events.get(`${days[0]}|${lines.lunch}|Mesa`)!, soup, 7);
  await order(events.get(`${days[2]}|${lines.dinner}|saguaro`)!, soup, 5);
  // Soup ordered where none is scheduled: counted, with no scheduled add-on.
  await order(events.get(`${days[1]}|${lines.lunch}|Papago`)!, soup, 4);

  await ok(send('DELETE', `/v1/accounts/${archived.id}`));
});
afterAll(() => t.close());

describe('containerNumbersOfRange', () => {
  it("answers each scheduled menu's numbers as containerNumbers does for its slot", async () => {
    const numbers = await containerNumbersOfRange(db, range());
    // By date, then line name (Dinner before Lunch); the second day has no dinner menu.
    const lineName = (menu: ScheduledMenu) =>
      menu.serviceLineId === lines.lunch ? 'Lunch' : 'Dinner';
    const expected = [...menus].sort(
      (a, b) => a.date.localeCompare(b.date) || lineName(a).localeCompare(lineName(b)),
    );
    expect(numbers.map((n) => [n.date, n.serviceLine.name])).toEqual(
      expected.map((menu) => [menu.date, lineName(menu)]),
    );
    expect(numbers.map((n) => n.scheduledMenu.id)).toEqual(expected.map((menu) => menu.id));
    for (const found of numbers)
      expect(found).toEqual(await containerNumbers(db, slotOf(found.date, found.serviceLine.id)));

    // What the comparison holds: the modifiers, the lock, no archived account.
    const first = numbers.find((n) => n.scheduledMenu.id === menus[0]!.id)!;
    const modifierOf = (name: string, key: string) =>
      first.accountSummaries
        .find((summary) => summary.account.name === name)
        ?.elements.find((element) => element.key === key)?.portionModifier;
    expect(modifierOf('Papago', '1')).toBe(1.5);
    expect(modifierOf('saguaro', '1')).toBe(0.25);
    expect(first.accountSummaries.map((summary) => summary.account.name)).toEqual([
      'Papago',
      'saguaro',
    ]);
    // saguaro's two services of the first lunch, summed: 30 + 7 eaters.
    expect(first.accountSummaries.find((a) => a.account.name === 'saguaro')?.headCount).toBe(37);
    // Locked three days after: the first two days' three menus.
    expect(numbers.map((n) => n.scheduledMenu.isLocked)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(
      numbers.flatMap((n) => n.accountSummaries).some((a) => a.account.id === archived.id),
    ).toBe(false);
  });

  it('keeps to the lines and the caller’s markets', async () => {
    expect(await containerNumbersOfRange(db, range({ serviceLineIds: [] }))).toEqual([]);
    const lunchOnly = await containerNumbersOfRange(db, range({ serviceLineIds: [lines.lunch] }));
    expect(lunchOnly.map((n) => n.serviceLine.name)).toEqual(['Lunch', 'Lunch', 'Lunch', 'Lunch']);
    const elsewhere = (await buildMarket(db)).id;
    await expect(containerNumbersOfRange(db, range({ scope: [elsewhere] }))).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});

describe('addOnNumbersOfRange', () => {
  it('answers the add-on numbers of each slot with orders as addOnNumbers does', async () => {
    const found = await addOnNumbersOfRange(db, range());
    expect(found.map((slot) => slot.date)).toEqual([days[0], days[1], days[2]]);
    for (const date of days)
      for (const serviceLineId of Object.values(lines)) {
        const numbers = await addOnNumbers(db, slotOf(date, serviceLineId));
        const ofSlot = found.find(
          (slot) => slot.date === date && slot.serviceLineId === serviceLineId,
        );
        if (numbers.summaries.length) expect(ofSlot?.numbers).toEqual(numbers);
        else expect(ofSlot).toBeUndefined();
      }
    // The archived account's 7 soups are left out: 12 + 3 on the first lunch.
    const firstLunch = found[0]!.numbers;
    expect(firstLunch.addOns[0]?.slots.map((slot) => slot.quantity)).toEqual([15, 15]);
    expect(found[1]!.numbers.addOns[0]?.scheduledAddOnId).toBeNull();
  });
});

describe('the range readers', () => {
  it('send as many queries for a day as for the whole range', async () => {
    const recorder = createQueryRecorder();
    const logged = withQueryLogger(t.database, recorder.logger);
    const count = async (overrides: object) => {
      const { statements } = await recorder.during(async () => {
        await containerNumbersOfRange(logged, range(overrides));
        await addOnNumbersOfRange(logged, range(overrides));
      });
      return statements.length;
    };
    const oneDay = await count({ to: days[0] });
    // Market, menus, accounts, their sums, rows, two kinds of modifier, add-on orders.
    expect(oneDay).toBeLessThanOrEqual(8);
    expect(await count({})).toBe(oneDay);
  });
});
