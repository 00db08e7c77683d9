import {
  addDays,
  formatUsDate,
  MARKET_SCOPE_MESSAGES,
  PURCHASING_MESSAGES,
  type ScheduledMenu,
  todayIn,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildElement,
  buildIngredient,
  buildServedMenu,
  buildVendor,
  idByName,
  portionUnitId,
} from '../../../test/factories/index.js';
import { pdfText } from '../../../test/pdf-text.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as s from '../../db/schema/index.js';
import { type OrderGuidePrint, orderGuideDocument } from './documents/order-guide.js';
import { renderPdf } from './render.js';

/*
 * Issue #27, point 2: one vendor's order guide on paper. The lunch of purchasing.test.ts
 * (three accounts of 50 eaters, 10 vegetarian, 5 accommodated): 125 portions of Chicken
 * Thigh (its Chickpea Curry, 25, has no recipe), 150 of Steamed Rice (salt without an
 * amount), 25 of the Is Alt Cauliflower Rice. Everything is bought from Harvest Provisions
 * but the lemon juice, whose vendor has no case size.
 */

let t: TestApp;
let menu: ScheduledMenu;
let vendorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [oz, lb] = [await portionUnitId(db, 'oz'), await portionUnitId(db, 'lb')];
  vendorId = (await buildVendor(db, { name: 'Harvest Provisions' })).id;
  const ingredient = async (name: string, unit: string, vendor: object) =>
    (
      await buildIngredient(db, {
        name,
        portionUnitId: unit,
        vendors: [{ vendorId, ...vendor } as never],
      })
    ).id;
  const thigh = await ingredient('Chicken Thigh', oz, {
    productId: 'HP-100',
    unitsPerCase: 160,
    // Ordered two months ahead: its order-by date has passed (LATE); no case cost.
    leadTime: 60,
  });
  const rice = await ingredient('Jasmine Rice', lb, {
    productId: 'HP-210',
    unitsPerCase: 50,
    costPerCase: 42.5,
    leadTime: 3,
  });
  const cauliflower = await ingredient('Cauliflower Florets', oz, {
    productId: 'HP-330',
    unitsPerCase: 40,
    costPerCase: 18.25,
    leadTime: 3,
  });
  const lemonJuice = await ingredient('Lemon Juice', oz, { unitsPerCase: 32 });
  // A case size left empty (as before the catalogue required one): not orderable.
  await db
    .update(s.ingredientVendors)
    .set({ unitsPerCase: null })
    .where(eq(s.ingredientVendors.ingredientId, lemonJuice));
  const salt = (await buildIngredient(db, { name: 'Kosher Salt' })).id;

  const element = async (name: string, ingredientObjs: object[]) =>
    (await buildElement(db, { name, ingredientObjs: ingredientObjs as never })).id;
  const fullPan = await idByName(db, s.containerTypes, 'Full Pan');
  const row = async (order: number, elementId: string, name: string, type: string, extra = {}) => ({
    originalElementId: elementId,
    name,
    order,
    elementTypeId: await idByName(db, s.elementTypes, type),
    containerTypeId: fullPan,
    portionPerPerson: 6,
    portionPerContainer: 100,
    portionUnitId: oz,
    menuElementClassId: null,
    servingTemp: null,
    ...extra,
  });
  const chicken = await element('Chicken Thigh', [
    { ingredientId: thigh, amount: 5, portionUnitId: oz },
    { ingredientId: lemonJuice, amount: 0.5, portionUnitId: oz },
  ]);
  const riceDish = await element('Steamed Rice', [
    { ingredientId: rice, amount: 0.125, portionUnitId: lb },
    { ingredientId: salt },
  ]);
  const cauliRice = await element('Cauliflower Rice', [
    { ingredientId: cauliflower, amount: 4, portionUnitId: oz },
  ]);
  ({ scheduledMenu: menu } = await buildServedMenu(db, {
    name: 'Taste of Test',
    headcounts: { eaterCount: 50, dietaryCount: 10, allergenCount: 5 },
    scheduledElements: [
      await row(0, chicken, 'Chicken Thigh', 'Protein', {
        alternative: { name: 'Chickpea Curry' },
      }),
      await row(1, riceDish, 'Steamed Rice', 'Starch', { portionPerPerson: 5 }),
      await row(2, cauliRice, 'Cauliflower Rice', 'Starch', { isAlternate: true }),
    ],
  }));
});
afterAll(() => t.close());

const query = (overrides: Record<string, string> = {}) => ({
  marketId: menu.marketId,
  from: menu.date,
  to: menu.date,
  serviceLineIds: menu.serviceLineId,
  vendorId,
  ...overrides,
});
const pdfOf = async (
  overrides: Record<string, string> = {},
  who: 'manager' | 'culinary' | 'scheduler' = 'manager',
) =>
  t.app.inject({
    url: `/v1/purchasing/order-guide.pdf?${new URLSearchParams(query(overrides))}`,
    headers: bearer(await t.signInAs(who)),
  });
const us = formatUsDate;

describe('GET /v1/purchasing/order-guide.pdf', () => {
  it("prints the vendor's lines per order-by date, late first, with subtotals and a partial total", async () => {
    const response = await pdfOf();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="order-guide-harvest-provisions-${menu.date}-${menu.date}.pdf"`,
    );
    const text = await pdfText(response.rawPayload);
    const today = todayIn('America/Phoenix');
    expect(text).toContain('Order guide — Harvest Provisions');
    expect(text).toContain(
      `Phoenix · Service dates ${us(menu.date)} · Printed ${us(today)} Service lines: Lunch`,
    );
    // By hand: chicken 125 portions x 5 oz = 625 oz in cases of 160 oz: 4 cases, no case
    // cost, to order 60 days before the service: already past.
    const late = us(addDays(menu.date, -60));
    expect(text).toContain(
      `Order by ${late} — LATE: this order-by date has passed ` +
        'Ingredient Item ID Delivery Quantity Units per case Cases Case cost Line cost ' +
        `Chicken Thigh HP-100 ${us(menu.date)} 625 oz 160 oz 4 — — ` +
        `Subtotal, order by ${late}: $0.00 (partial: 1 line has no case cost)`,
    );
    // Cauliflower 25 x 4 oz = 100 oz: 3 cases of 40 oz at $18.25 = $54.75; rice 150 x
    // 0.125 lb = 18.75 lb: 1 case of 50 lb, $42.50; both 3 days ahead, in time.
    const inTime = us(addDays(menu.date, -3));
    expect(text).toContain(
      `Order by ${inTime} Ingredient Item ID Delivery Quantity Units per case Cases Case cost Line cost ` +
        `Cauliflower Florets HP-330 ${us(menu.date)} 100 oz 40 oz 3 $18.25 $54.75 ` +
        `Jasmine Rice HP-210 ${us(menu.date)} 18.75 lb 50 lb 1 $42.50 $42.50 ` +
        `Subtotal, order by ${inTime}: $97.25`,
    );
    expect(text.indexOf(`Order by ${late}`)).toBeLessThan(text.indexOf(`Order by ${inTime}`));
    expect(text).toContain(
      'Total for Harvest Provisions: $97.25 (partial: 1 line has no case cost)',
    );
    // Not this vendor's, but not in any order: 125 x 0.5 oz of lemon juice nobody sells by
    // the case; the salt without an amount and the curry without a recipe.
    expect(text).toContain(
      'Not in this order: 1 need of these dates cannot be ordered by the case (no vendor sells it by the case): see "Cannot be ordered" on the Order Guide screen. ' +
        '2 recipe lines are not counted in any order: see "Not counted" on the Order Guide screen.',
    );
    expect(text).toMatch(/Page 1 of 1/);
  });

  it('answers 404 for a vendor with nothing to order, as the CSV does', async () => {
    const other = (await buildVendor(t.database.db)).id;
    for (const response of [
      await pdfOf({ vendorId: other }),
      await pdfOf({ vendorId: crypto.randomUUID() }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(body(response).error?.messages).toEqual([PURCHASING_MESSAGES.nothingToOrder]);
    }
  });

  it('refuses a query without a vendor, or past 31 days (400)', async () => {
    const noVendor = await pdfOf({ vendorId: '' });
    expect(noVendor.statusCode).toBe(400);
    expect(body(noVendor).error?.messages.join(' ')).toContain(PURCHASING_MESSAGES.noVendor);
    const tooLong = await pdfOf({ to: addDays(menu.date, 31) });
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).error?.messages.join(' ')).toContain(PURCHASING_MESSAGES.rangeTooLong);
  });

  it('is refused without viewPurchasing, and outside the markets of a limited Admin (403)', async () => {
    expect((await pdfOf({}, 'culinary')).statusCode).toBe(403);
    expect((await pdfOf({}, 'scheduler')).statusCode).toBe(403);
    await limitToMarkets(t, 'manager@example.com', ['Dallas']);
    const outside = await pdfOf();
    expect(outside.statusCode).toBe(403);
    expect(body(outside).error?.messages).toEqual([MARKET_SCOPE_MESSAGES.outsideMarkets]);
  });
});

describe('the order guide document', () => {
  const line = {
    ingredientId: '00000000-0000-4000-8000-000000000001',
    ingredientName: 'Lemon',
    itemId: null,
    quantity: 24,
    unit: 'ea',
    unitsPerCase: 115,
    cases: 1,
    costPerCase: null,
    lineCost: null,
    deliveryDate: '2030-03-11',
    serviceDates: ['2030-03-11'],
    orderBy: '2030-03-08',
    late: false,
  };
  const print: OrderGuidePrint = {
    vendor: {
      vendorId: '00000000-0000-4000-8000-000000000002',
      vendorName: 'US Foods',
      days: [
        {
          orderBy: '2030-03-08',
          lines: [line, { ...line, ingredientName: 'Lime', deliveryDate: '2030-03-12' }],
          total: { cost: 0, partial: true },
        },
      ],
      total: { cost: 0, partial: true },
    },
    marketName: 'Phoenix',
    serviceLineNames: ['Breakfast', 'Lunch'],
    from: '2030-03-10',
    to: '2030-03-16',
    today: '2030-03-07',
    notOrderable: 0,
    unplaced: 0,
  };

  it('counts the lines without a case cost, and boxes nothing when nothing was left apart', async () => {
    const text = await pdfText(await renderPdf(orderGuideDocument(print)));
    expect(text).toContain(
      'Phoenix · Service dates 03/10/2030 to 03/16/2030 · Printed 03/07/2030 Service lines: Breakfast, Lunch',
    );
    expect(text).toContain('Lemon — 03/11/2030 24 ea 115 ea 1 — —');
    expect(text).toContain(
      'Subtotal, order by 03/08/2030: $0.00 (partial: 2 lines have no case cost)',
    );
    expect(text).toContain('Total for US Foods: $0.00 (partial: 2 lines have no case cost)');
    expect(text).not.toContain('LATE');
    expect(text).not.toContain('Not in this order');
  });
});
