import { calculateContainers } from '@catering/domain';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { allergenSnapshot, elementSnapshot } from '../src/db/seed/demo-scheduled-menus.js';
import {
  engineElements,
  modifiersOf,
  servedAccounts,
} from '../src/features/calculations/calculations.repo.js';

/**
 * The Chef numbers' benchmark day (issue #8): one market of 500 accounts, each served at
 * lunch, a 20-row menu, an account modifier on every fifth account and a day override on
 * every tenth. Written straight to the tables: the API would take minutes to build it.
 */
export const BENCH_DAY = '2030-01-15';
const ACCOUNTS = 500;
const ROWS = 20;

export async function seedChefNumbersDay(db: Db) {
  const [market] = await db
    .insert(t.markets)
    .values({ name: 'Bench Market', timeZone: 'America/Phoenix' })
    .returning();
  const [lunch] = await db.select().from(t.serviceLines).where(eq(t.serviceLines.name, 'Lunch'));
  const [serviceType] = await db.select().from(t.serviceTypes).limit(1);
  const [tag] = await db.select().from(t.menuElementClasses).limit(1);
  const accounts = await db
    .insert(t.accounts)
    .values(
      Array.from({ length: ACCOUNTS }, (_, i) => ({
        name: `Bench Account ${String(i).padStart(3, '0')}`,
        marketId: market!.id,
        serviceTypeId: serviceType!.id,
      })),
    )
    .returning({ id: t.accounts.id });
  const addresses = await db
    .insert(t.accountAddresses)
    .values(
      accounts.map((a) => ({
        accountId: a.id,
        addressOne: '1 Main St',
        city: 'Phoenix',
        state: 'AZ',
      })),
    )
    .returning({ id: t.accountAddresses.id, accountId: t.accountAddresses.accountId });
  await db.insert(t.serviceEvents).values(
    addresses.map((address, i) => ({
      accountId: address.accountId,
      addressId: address.id,
      serviceLineId: lunch!.id,
      serviceTypeId: serviceType!.id,
      date: BENCH_DAY,
      eaterCount: 40 + (i % 160),
      dietaryCount: 5 + (i % 20),
      allergenCount: i % 7,
    })),
  );
  // Twenty catalogue elements with every number the engine needs.
  const elements = await db
    .select()
    .from(t.elements)
    .where(
      and(
        isNotNull(t.elements.elementTypeId),
        isNotNull(t.elements.defaultContainerTypeId),
        gt(t.elements.defaultPortionPerContainer, 0),
        isNotNull(t.elements.defaultPortionPerPerson),
      ),
    )
    .orderBy(asc(t.elements.name))
    .limit(ROWS);
  const [menu] = await db
    .insert(t.scheduledMenus)
    .values({
      marketId: market!.id,
      serviceLineId: lunch!.id,
      date: BENCH_DAY,
      name: 'Bench Menu',
      menuElementClassId: tag!.id,
    })
    .returning();
  const rows = await db
    .insert(t.scheduledElements)
    .values(
      elements.map((element, order) => ({
        ...elementSnapshot(element),
        scheduledMenuId: menu!.id,
        sortOrder: order,
      })),
    )
    .returning({
      id: t.scheduledElements.id,
      originalElementId: t.scheduledElements.originalElementId,
    });
  const allergenRows = await db.select().from(t.elementAllergens);
  const snapshots = rows.flatMap((row) =>
    allergenSnapshot(row.id, row.originalElementId!, allergenRows),
  );
  if (snapshots.length) await db.insert(t.scheduledElementAllergens).values(snapshots);
  const types = [...new Set(elements.map((e) => e.elementTypeId!))];
  await db
    .insert(t.accountPortionModifiers)
    .values(
      accounts
        .filter((_, i) => i % 5 === 0)
        .map((a, i) => ({ accountId: a.id, elementTypeId: types[i % types.length]!, value: 1.1 })),
    );
  await db.insert(t.scheduledElementPortionModifiers).values(
    accounts
      .filter((_, i) => i % 10 === 0)
      .map((a, i) => ({
        accountId: a.id,
        scheduledElementId: rows[i % rows.length]!.id,
        value: 0.9,
      })),
  );
  // Fresh statistics, as autovacuum would have them on a live server after such a load:
  // without them the planner takes the 500 events for one and loops.
  await db.execute(sql`analyze`);
  return { marketId: market!.id, serviceLineId: lunch!.id, scheduledMenuId: menu!.id };
}

/** The engine alone on the day's data: mean milliseconds per run. */
export async function timeEngine(db: Db, day: Awaited<ReturnType<typeof seedChefNumbersDay>>) {
  const slot = {
    marketId: day.marketId,
    serviceLineId: day.serviceLineId,
    date: BENCH_DAY,
    scope: null,
  };
  const accounts = await servedAccounts(db, slot);
  const elements = await engineElements(db, day.scheduledMenuId);
  const modifiers = await modifiersOf(
    db,
    accounts.map((a) => a.id),
    elements.map((e) => e.id),
  );
  const input = { accounts, elements, ...modifiers };
  calculateContainers(input);
  const runs = 50;
  const started = performance.now();
  for (let i = 0; i < runs; i++) calculateContainers(input);
  return {
    ms: (performance.now() - started) / runs,
    accounts: accounts.length,
    rows: elements.length,
  };
}

/**
 * Documents render in worker threads: a 500-account document (the Chef numbers, or the
 * labels: one per container, thousands of pages), and what another request waits while
 * two of them render.
 */
export async function timePdfWhileServing(
  app: FastifyInstance,
  token: string,
  chefQuery: { marketId: string; serviceLineId: string; mealDate: string },
  document: { name: string; url: string },
): Promise<string> {
  const pdfRequest = () =>
    app.inject({
      method: 'POST',
      url: document.url,
      payload: chefQuery,
      headers: { authorization: `Bearer ${token}` },
    });
  await pdfRequest();
  const pdfStarted = performance.now();
  const pdfAnswer = await pdfRequest();
  const pdfMs = performance.now() - pdfStarted;
  const rendering = Promise.all([pdfRequest(), pdfRequest()]);
  const meanwhile: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await app.inject({ url: '/v1/cuisine-types', headers: { authorization: `Bearer ${token}` } });
    meanwhile.push(performance.now() - t0);
  }
  await rendering;
  meanwhile.sort((a, b) => a - b);
  const pages = /\/Type\s*\/Pages[^>]*\/Count (\d+)/.exec(pdfAnswer.rawPayload.toString('latin1'));
  return (
    `${document.name}, 500 accounts: ${pdfMs.toFixed(0)} ms (${pages?.[1] ?? '?'} pages, ${pdfAnswer.rawPayload.length} bytes); ` +
    `GET /v1/cuisine-types while two render: p50 ${meanwhile[Math.floor(meanwhile.length / 2)]!.toFixed(1)} ms, max ${meanwhile.at(-1)!.toFixed(1)} ms`
  );
}
