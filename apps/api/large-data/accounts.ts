import { type ServingScheduleDay, WEEKDAYS } from '@catering/domain';
import * as t from '../src/db/schema/index.js';
import { insertInBatches } from './batch-insert.js';
import { FULL_SIZE, type GenerationContext } from './context.js';
import { ACCOUNT_NAME_LEADS, ACCOUNT_NAME_SITES, ACCOUNT_NAME_TRADES, STREETS } from './places.js';
import type { Random } from './random.js';
import { UniqueNames } from './unique-names.js';

/** One serving schedule of an account's line: what its service events are made from. */
export interface GeneratedSchedule {
  id: string;
  accountId: string;
  /** The main address: where a schedule's events are served. */
  addressId: string;
  marketId: string;
  serviceLineId: string;
  serviceTypeName: string;
  days: ServingScheduleDay[];
}

/** When each line is served, and how many of a site's staff come to it. */
const LINE_HABITS: Record<string, { times: string[]; turnout: number }> = {
  Breakfast: { times: ['07:30', '08:00', '08:30'], turnout: 0.5 },
  Lunch: { times: ['11:15', '11:30', '11:45', '12:00', '12:30'], turnout: 1 },
  Dinner: { times: ['17:30', '18:00'], turnout: 0.4 },
  Snack: { times: ['15:00', '15:30'], turnout: 0.4 },
  'Happy Hour': { times: ['16:30', '17:00'], turnout: 0.3 },
};
const SECOND_LINES = Object.keys(LINE_HABITS);
const LEFTOVERS = [
  'Offer leftovers to staff, then compost',
  'Label and leave in the break-room fridge',
];
const DELIVERY = [
  'Loading dock at the back; ring the bell',
  'Visitor parking, check in at the lobby',
];
const SETUP = [
  'Two 6-ft tables in the café',
  'Island counter in the kitchen',
  'Hot line in the cafeteria',
];

/** `HH:MM` moved by some minutes, within the day. */
export function shiftTime(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = Math.min(Math.max(hours * 60 + mins + minutes, 0), 23 * 60 + 55);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function servedLines(random: Random): string[] {
  const first = random.weighted(['Lunch', 'Breakfast', 'Dinner'], [8, 1, 1]);
  if (!random.chance(0.35)) return [first];
  return [first, random.pick(SECOND_LINES.filter((line) => line !== first))];
}

/**
 * 1,000 accounts (at full scale), most in the home market: a main address and sometimes a second
 * building, a service type, portion modifiers on some, a playbook, and serving schedules for
 * the whole year on one or two lines, weekdays only (all five, or three or four of them).
 */
export async function generateAccounts(ctx: GenerationContext): Promise<GeneratedSchedule[]> {
  const random = ctx.random('accounts');
  const { year } = ctx.options;
  const modifiersSetAt = new Date(`${year - 1}-12-31T12:00:00Z`);
  const names = new UniqueNames();
  const serviceLineIds = new Map(ctx.ref.serviceLines.map((line) => [line.name, line.id]));
  const elementTypeIds = [...ctx.ref.elementTypes.values()].map((type) => type.id);
  const accounts: (typeof t.accounts.$inferInsert)[] = [];
  const addresses: (typeof t.accountAddresses.$inferInsert)[] = [];
  const modifiers: (typeof t.accountPortionModifiers.$inferInsert)[] = [];
  const schedules: GeneratedSchedule[] = [];
  // The home market (Phoenix) holds seven sites in ten, as a grown operator's first city does:
  // its Lunch numbers of a weekday then cover over 500 accounts, the size issue #12 times.
  const otherMarkets = Math.max(1, ctx.ref.markets.length - 1);
  const marketWeights = ctx.ref.markets.map((_, index) => (index === 0 ? 7 : 3 / otherMarkets));

  for (let index = 0; index < ctx.scaled(FULL_SIZE.accounts); index++) {
    const id = ctx.id('account', index);
    const market = random.weighted(ctx.ref.markets, marketWeights);
    const serviceType = random.pick(ctx.ref.serviceTypes);
    const totalEmployees = random.int(60, 2400);
    const lines = servedLines(random);
    const mainTime = random.pick(LINE_HABITS[lines[0]!]!.times);
    accounts.push({
      id,
      name: names.claim(
        () =>
          `${random.pick(ACCOUNT_NAME_LEADS)} ${random.pick(ACCOUNT_NAME_TRADES)}${random.pick(ACCOUNT_NAME_SITES)}`,
      ),
      marketId: market.id,
      serviceTypeId: serviceType.id,
      totalEmployees,
      serviceStartDate: `${year}-01-01`,
      showOptin: random.chance(0.3),
      kitchenArrivalTime: shiftTime(mainTime, -120),
      leaveTime: shiftTime(mainTime, -60),
      serviceStartTime: mainTime,
      leftoverInstructions: random.pick(LEFTOVERS),
      deliveryInstructions: random.pick(DELIVERY),
      setupNotes: random.pick(SETUP),
    });
    const buildings = random.chance(0.1) ? 2 : 1;
    for (let sortOrder = 0; sortOrder < buildings; sortOrder++) {
      const place = random.pick(market.place.cities);
      addresses.push({
        id: ctx.id('account-address', index, sortOrder),
        accountId: id,
        sortOrder,
        addressOne: `${random.int(100, 9999)} ${random.pick(STREETS)}`,
        addressTwo: random.chance(0.4) ? `Suite ${random.int(1, 30) * 100}` : '',
        city: place.city,
        state: market.place.state,
        zipCode: `${place.zipPrefix}${String(random.int(1, 99)).padStart(2, '0')}`,
      });
    }
    if (random.chance(0.35))
      for (const [typeIndex, elementTypeId] of random.sample(
        [...elementTypeIds.entries()],
        random.int(1, 3),
      ))
        modifiers.push({
          id: ctx.id('portion-modifier', index, typeIndex),
          accountId: id,
          elementTypeId,
          value: random.pick([0.8, 0.9, 1.1, 1.2, 1.3, 1.5]),
          // Set before the year's services: the forecast reads those planned under it.
          createdAt: modifiersSetAt,
          updatedAt: modifiersSetAt,
        });
    const weekdays = WEEKDAYS.slice(0, 5);
    for (const [lineIndex, line] of lines.entries()) {
      const habits = LINE_HABITS[line]!;
      const time = lineIndex === 0 ? mainTime : random.pick(habits.times);
      const eaters = Math.max(
        8,
        Math.round(totalEmployees * random.stepped(0.15, 0.4, 0.01) * habits.turnout),
      );
      const price = random.stepped(line === 'Lunch' ? 10 : 7, line === 'Lunch' ? 16 : 12, 0.25);
      const served = random.chance(0.75) ? weekdays : random.sample(weekdays, random.int(3, 4));
      schedules.push({
        id: ctx.id('serving-schedule', index, line),
        accountId: id,
        addressId: ctx.id('account-address', index, 0),
        marketId: market.id,
        serviceLineId: serviceLineIds.get(line)!,
        serviceTypeName: serviceType.name,
        days: served.map((day) => {
          // Fridays are quieter at some sites.
          const turnout = day === 'friday' && random.chance(0.4) ? 0.8 : 1;
          const nonMeat = Math.round(eaters * turnout * random.stepped(0.12, 0.25, 0.01));
          return {
            day,
            shouldServeOnDay: true,
            meatEaters: Math.round(eaters * turnout) - nonMeat,
            nonMeatEaters: nonMeat,
            pricePerEater: price,
            serviceTime: time,
            serviceTypeId: serviceType.id,
          };
        }),
      });
    }
  }

  await ctx.db.transaction(async (tx) => {
    await insertInBatches(tx, t.accounts, 'accounts', accounts);
    await insertInBatches(tx, t.accountAddresses, 'account_addresses', addresses);
    await insertInBatches(tx, t.accountPortionModifiers, 'account_portion_modifiers', modifiers);
    await insertInBatches(
      tx,
      t.servingSchedules,
      'serving_schedules',
      schedules.map((s) => ({
        id: s.id,
        accountId: s.accountId,
        serviceLineId: s.serviceLineId,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
      })),
    );
    await insertInBatches(
      tx,
      t.servingScheduleDays,
      'serving_schedule_days',
      schedules.flatMap((s) => s.days.map((day) => ({ ...day, servingScheduleId: s.id }))),
    );
  });
  return schedules;
}
