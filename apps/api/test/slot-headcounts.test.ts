import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { buildAccount, buildScheduledMenu, idByName } from './factories/index.js';
import { findSlotHeadcountDrift } from './support/slot-headcounts.js';
import { bearer, body, createTestApp, type TestApp } from './test-app.js';

/*
 * slot_headcounts (migrations 0029 and 0031) keeps each market, line and day's headcounts
 * as events change, for the calendar and the scheduled menu. The kept figures must equal
 * those of the live events after every kind of write: here a seeded random walk of them,
 * checked after each step, and the calendar and a scheduled menu reading them. (Every test
 * file also checks it when its app closes.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = async (text: string, params: unknown[] = []) => {
  const built = sql.join(
    text
      .split(/\$\d+/)
      .map((part, index) =>
        index === 0 ? sql.raw(part) : sql`${params[index - 1]}${sql.raw(part)}`,
      ),
    sql.raw(''),
  );
  return ((await t.database.db.execute(built)) as unknown as { rows: Record<string, unknown>[] })
    .rows;
};

/** A small seeded generator, so a failing walk can be replayed. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

describe('the eaters kept per slot', () => {
  it('equal the sum of the live events after every insert, update, delete and market move', async () => {
    const db = t.database.db;
    const markets = [
      await idByName(db, schema.markets, 'Phoenix'),
      await idByName(db, schema.markets, 'Austin'),
    ];
    const lines = [
      await idByName(db, schema.serviceLines, 'Lunch'),
      await idByName(db, schema.serviceLines, 'Dinner'),
    ];
    const accounts: Awaited<ReturnType<typeof buildAccount>>[] = [];
    for (let n = 0; n < 4; n++)
      accounts.push(await buildAccount(db, { market: n % 2 ? 'Austin' : 'Phoenix' }));
    const serviceTypeId = await idByName(db, schema.serviceTypes, 'Sifted 1.0');
    const dates = ['2031-02-03', '2031-02-04', '2031-02-05'];
    const random = randomOf(30);

    const insertEvents = async (count: number) => {
      const values = Array.from({ length: count }, () => {
        const account = random.pick(accounts);
        const eaters = random.int(40);
        return sql`(${account.id}, ${account.address.id}, ${random.pick(lines)}, ${serviceTypeId}, ${random.pick(dates)}, true, ${eaters}, ${random.int(eaters + 1)}, ${random.int(eaters + 1)})`;
      });
      await db.execute(sql`insert into service_events
        (account_id, address_id, service_line_id, service_type_id, date, special_request,
         eater_count, allergen_count, dietary_count)
        values ${sql.join(values, sql.raw(', '))}`);
    };
    const steps: Record<string, () => Promise<unknown>> = {
      insert: () => insertEvents(1 + random.int(4)),
      'change eaters': () =>
        run(
          // The right-hand sides read the row as it was: the counts stay within the eaters.
          `update service_events set eater_count = (eater_count * 7 + $1) % 45,
            allergen_count = least(allergen_count, (eater_count * 7 + $2) % 45),
            dietary_count = least(dietary_count, (eater_count * 7 + $3) % 45)
          where id in (select id from service_events where date >= '2031-01-01' order by random() limit 3)`,
          Array(3).fill(random.int(45)),
        ),
      'change accommodations': () =>
        run(
          `update service_events set allergen_count = eater_count * $1 / 10,
            dietary_count = eater_count * $2 / 10
          where id = (select id from service_events where date >= '2031-01-01' order by random() limit 1)`,
          [random.int(11), random.int(11)],
        ),
      'soft delete': () =>
        run(`update service_events set deleted_at = now()
          where id = (select id from service_events where date >= '2031-01-01' and deleted_at is null order by random() limit 1)`),
      restore: () =>
        run(`update service_events set deleted_at = null
          where id = (select id from service_events where deleted_at is not null and date >= '2031-01-01' order by random() limit 1)`),
      'move to another day and line': () =>
        run(
          `update service_events set date = $1, service_line_id = $2
          where id = (select id from service_events where date >= '2031-01-01' order by random() limit 1)`,
          [random.pick(dates), random.pick(lines)],
        ),
      'hard delete': () =>
        run(`delete from service_events
          where id = (select id from service_events where date >= '2031-01-01' order by random() limit 1)`),
      'account to another market': () =>
        run('update accounts set market_id = $1 where id = $2', [
          random.pick(markets),
          random.pick(accounts).id,
        ]),
      'account renamed (market unchanged)': () =>
        run(`update accounts set name = name || '.' where id = $1`, [random.pick(accounts).id]),
    };
    const kinds = Object.keys(steps);
    await insertEvents(12);
    for (let step = 0; step < 160; step++) {
      const kind = random.pick(kinds);
      await steps[kind]!();
      const drift = await findSlotHeadcountDrift(db);
      expect(drift, `after step ${step} (${kind})`).toEqual([]);
    }
    const [kept] = await run(`select count(*)::int as slots, coalesce(sum(eaters), 0)::int as eaters
      from slot_headcounts where date >= '2031-01-01'`);
    const [summed] = await run(`select coalesce(sum(eater_count), 0)::int as eaters
      from service_events where date >= '2031-01-01' and deleted_at is null`);
    // The walk left events to count: the comparison above was not between two empty sides.
    expect(kept!.slots).toBeGreaterThan(3);
    expect(kept!.eaters).toBe(summed!.eaters);
  });

  it('hold a row only while the slot holds a live event, so the table is a function of the events', async () => {
    const account = await buildAccount(t.database.db, { market: 'Dallas' });
    const lineId = await idByName(t.database.db, schema.serviceLines, 'Lunch');
    const typeId = await idByName(t.database.db, schema.serviceTypes, 'Sifted 1.0');
    const [event] = await run(
      `insert into service_events (account_id, address_id, service_line_id, service_type_id, date, eater_count)
       values ($1, $2, $3, $4, '2032-05-03', 0) returning id`,
      [account.id, account.address.id, lineId, typeId],
    );
    const slot = () =>
      run(
        `select eaters, allergen_count as "allergenCount", dietary_count as "dietaryCount", services
        from slot_headcounts where market_id = $1 and date = '2032-05-03'`,
        [account.marketId],
      );
    expect(await slot()).toEqual([{ eaters: 0, allergenCount: 0, dietaryCount: 0, services: 1 }]);
    await run(
      'update service_events set eater_count = 25, allergen_count = 4, dietary_count = 3 where id = $1',
      [event!.id],
    );
    expect(await slot()).toEqual([{ eaters: 25, allergenCount: 4, dietaryCount: 3, services: 1 }]);
    await run('update service_events set deleted_at = now() where id = $1', [event!.id]);
    expect(await slot()).toEqual([]);
  });

  it('give the calendar and the scheduled menu their headcounts', async () => {
    const menu = await buildScheduledMenu(t.database.db, { market: 'Denver', date: '2031-06-10' });
    const account = await buildAccount(t.database.db, { market: 'Denver' });
    const typeId = await idByName(t.database.db, schema.serviceTypes, 'Sifted 1.0');
    for (const [eaters, allergens, dietary] of [
      [30, 5, 2],
      [12, 1, 4],
    ])
      await run(
        `insert into service_events (account_id, address_id, service_line_id, service_type_id, date, special_request,
           eater_count, allergen_count, dietary_count)
         values ($1, $2, $3, $4, '2031-06-10', true, $5, $6, $7)`,
        [account.id, account.address.id, menu.serviceLineId, typeId, eaters, allergens, dietary],
      );
    const token = await t.signInAs('admin');
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/scheduled-menus?marketId=${menu.marketId}&month=6&year=2031`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const rows = body<{ id: string; headcount: number }[]>(response).data;
    expect(rows.find((row) => row.id === menu.id)?.headcount).toBe(42);
    const read = await t.app.inject({
      url: `/v1/scheduled-menus/${menu.id}`,
      headers: bearer(token),
    });
    expect(body<{ headcounts: unknown }>(read).data.headcounts).toEqual({
      total: 42,
      withAccommodations: 6,
      withoutAccommodations: 36,
      dietary: 6,
      services: 2,
    });
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'the eaters kept per slot, under concurrent writes',
  () => {
    /** Two sessions of the test's database, each in a transaction of its own. */
    async function twoSessions() {
      const pool = (t.database.db as unknown as { $client: import('pg').Pool }).$client;
      return [await pool.connect(), await pool.connect()] as const;
    }

    it('follow an account moved to another market while its events are written', async () => {
      const db = t.database.db;
      const account = await buildAccount(db, { market: 'Phoenix' });
      const austin = await idByName(db, schema.markets, 'Austin');
      const lineId = await idByName(db, schema.serviceLines, 'Lunch');
      const typeId = await idByName(db, schema.serviceTypes, 'Sifted 1.0');
      const insertEvent = `insert into service_events
      (account_id, address_id, service_line_id, service_type_id, date, special_request, eater_count)
      values ($1, $2, $3, $4, '2033-01-10', true, 20)`;
      const eventValues = [account.id, account.address.id, lineId, typeId];
      const [mover, writer] = await twoSessions();
      try {
        // The move first: the event's trigger waits for it, then counts under the new market.
        await mover.query('begin');
        await mover.query('update accounts set market_id = $1 where id = $2', [austin, account.id]);
        await writer.query('begin');
        const written = writer.query(insertEvent, eventValues);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await mover.query('commit');
        await written;
        await writer.query('commit');
        expect(await findSlotHeadcountDrift(db)).toEqual([]);

        // The event first: the move waits for it, then takes its eaters along.
        await writer.query('begin');
        await writer.query(insertEvent, eventValues);
        await mover.query('begin');
        const moved = mover.query('update accounts set market_id = $1 where id = $2', [
          account.marketId,
          account.id,
        ]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await writer.query('commit');
        await moved;
        await mover.query('commit');
        expect(await findSlotHeadcountDrift(db)).toEqual([]);
        const kept = await run(
          `select eaters from slot_headcounts where market_id = $1 and date = '2033-01-10'`,
          [account.marketId],
        );
        expect(kept).toEqual([{ eaters: 40 }]);
      } finally {
        mover.release();
        writer.release();
      }
    });
  },
);
