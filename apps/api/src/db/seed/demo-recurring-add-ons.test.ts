import {
  type AddOnCalculation,
  addDays,
  type RecurringAddOn,
  type ServiceEvent,
  todayIn,
  weekdayOf,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accountId } from './demo-accounts/index.js';
import { demoRecurringAddOnPlan } from './demo-recurring-add-ons.js';
import { demoAccounts, referenceData } from './seed-data.js';

const GREENS_BAR_SLOTS = referenceData().addOnTypes.find(
  (type) => type.name === 'Greens Bar',
)!.slots;
const plan = demoRecurringAddOnPlan(GREENS_BAR_SLOTS);
const lunchAccounts = demoAccounts().filter((a) =>
  a.schedules.some((s) => s.serviceLine === 'Lunch'),
);
const ordering = (type: string) =>
  new Set(plan.filter((o) => o.type === type).map((o) => o.account));

describe('the demo recurring add-ons (plan)', () => {
  it('has a realistic share of accounts order soup, and a few the Greens Bar', () => {
    const soup = ordering('Soup').size / lunchAccounts.length;
    expect(soup).toBeGreaterThan(0.25);
    expect(soup).toBeLessThan(0.6);
    expect(ordering('Greens Bar').size).toBeGreaterThanOrEqual(3);
    expect(ordering('Greens Bar').size).toBeLessThan(lunchAccounts.length / 4);
    for (const market of ['Phoenix', 'Denver', 'Dallas', 'Austin'])
      expect(
        [...ordering('Soup')].some((a) => a.market === market),
        market,
      ).toBe(true);
  });

  it('orders on days the add-on is scheduled and the account served, every slot filled', () => {
    for (const order of plan) {
      const lunch = order.account.schedules.find((s) => s.serviceLine === 'Lunch')!;
      expect(lunch.days.map((d) => d.day)).toContain(order.day);
      if (order.type === 'Soup') {
        expect(['saturday', 'sunday']).not.toContain(order.day);
        expect(Object.keys(order.slots)).toEqual(['Soup', 'Soup Topping']);
      } else {
        expect(['tuesday', 'thursday']).toContain(order.day);
        expect(Object.keys(order.slots)).toEqual(GREENS_BAR_SLOTS);
      }
      for (const slot of Object.values(order.slots)) {
        expect(Number.isInteger(slot.quantity) && slot.quantity > 0).toBe(true);
        expect(slot.pricePerUnit).toBeGreaterThan(0);
      }
    }
  });

  it('comes out the same on every seed', () => {
    expect(demoRecurringAddOnPlan(GREENS_BAR_SLOTS)).toEqual(plan);
  });
});

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  ref = await referenceIds(t.database.db);
});
afterAll(() => t.close());

/** The next Tuesday from today (inside the demo's two months unless today is the 31st). */
function nextTuesday() {
  let date = todayIn('America/Phoenix');
  while (weekdayOf(date) !== 'tuesday') date = addDays(date, 1);
  return date;
}

describe('the seeded demo', () => {
  it("saves each account's orders as recurring add-ons of its Lunch", async () => {
    const order = plan.find((o) => o.type === 'Greens Bar')!;
    const response = await send(
      'GET',
      `/v1/recurring-addons?accountId=${accountId(order.account)}&serviceLineId=${ref.serviceLine('Lunch')}`,
    );
    const saved = body<RecurringAddOn[]>(response).data;
    const bar = saved.find(
      (r) => r.day === order.day && r.addOnTypeId === ref.addOnType('Greens Bar'),
    );
    expect(bar?.addOnSlots.map((slot) => [slot.name, slot.quantity])).toEqual(
      Object.entries(order.slots).map(([name, slot]) => [name, slot.quantity]),
    );
  });

  it('puts them on the events, and Chef numbers count them with the day’s elements', async () => {
    const date = nextTuesday();
    const response = await send('POST', '/v1/calculations/add-ons', {
      marketId: ref.market('Phoenix'),
      serviceLineId: ref.serviceLine('Lunch'),
      mealDate: `${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const numbers = body<AddOnCalculation>(response).data;
    const soupOrders = plan.filter(
      (o) => o.type === 'Soup' && o.day === 'tuesday' && o.account.market === 'Phoenix',
    );
    const soup = numbers.addOns.find((a) => a.name === 'Soup')!;
    expect(soup.slots.map((s) => [s.slotName, s.quantity])).toEqual([
      ['Soup', soupOrders.reduce((sum, o) => sum + o.slots.Soup!.quantity, 0)],
      ['Soup Topping', soupOrders.reduce((sum, o) => sum + o.slots['Soup Topping']!.quantity, 0)],
    ]);
    expect(soup.slots.every((s) => s.elementName)).toBe(true);
    expect(numbers.summaries.map((s) => s.account.name).sort()).toEqual(
      [
        ...new Set(
          plan
            .filter((o) => o.day === 'tuesday' && o.account.market === 'Phoenix')
            .map((o) => o.account.name),
        ),
      ].sort(),
    );

    const [first] = soupOrders;
    const events = body<ServiceEvent[]>(
      await send(
        'GET',
        `/v1/service-events?accountId=${accountId(first!.account)}&month=${Number(date.slice(5, 7))}&year=${Number(date.slice(0, 4))}&day=${Number(date.slice(8))}`,
      ),
    ).data;
    const lunch = events.find((e) => e.serviceLine.name === 'Lunch')!;
    expect(lunch.addOns.find((row) => row.addOnSlot.name === 'Soup')?.quantity).toBe(
      first!.slots.Soup!.quantity,
    );
  });
});
