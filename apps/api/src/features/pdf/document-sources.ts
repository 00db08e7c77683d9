import {
  calculationQuerySchema,
  calendarDate,
  type MarketScope,
  purchasingOrderCsvQuerySchema,
  type RouteAccess,
  todayIn,
} from '@catering/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { addOnNumbers, containerNumbers } from '../calculations/index.js';
import type { DocumentRequest } from './documents/index.js';
import {
  dishCardsPrint,
  hostFlowPrint,
  printableScheduledMenu,
  temperaturePrint,
} from './host-flow-print.js';
import { masterDishCardsPrint, masterHostFlowPrint } from './master-menu-print.js';
import { orderGuidePrint } from './order-guide-print.js';
import { lineNotesOf } from './served-dishes.js';

/**
 * Where each document's data comes from: a route's body (or query) in, the render request
 * and the file name out. The routes (pdf.routes.ts) only register these.
 */
export interface DocumentSource<Input extends z.ZodType> {
  /**
   * `POST` with a JSON body (the default: a day's or a menu's documents), or `GET` with a
   * query string: a document saved beside its screen's CSV (the order guide).
   */
  method?: 'GET' | 'POST';
  path: string;
  summary: string;
  /** Who may print it; the day's documents need viewScheduleMenu (the default). */
  access?: RouteAccess;
  /**
   * For a user limited to markets (docs/permissions.md 8): `scoped` (the default), the
   * document prints one market's day or scheduled menu and `prepare` keeps to `scope`;
   * `shared`, it prints the catalogue (a master menu), which belongs to no market.
   */
  markets?: 'scoped' | 'shared';
  /** The body of a POST, the query string of a GET. */
  input: Input;
  prepare(
    db: Db,
    input: z.output<Input>,
    scope: MarketScope,
  ): Promise<{ request: DocumentRequest; name: string }>;
}

/**
 * Each source is checked against its own input schema here; the list holds them alike, as
 * the route validates the input with that same schema before `prepare` sees it.
 */
const define = <Input extends z.ZodType>(source: DocumentSource<Input>) =>
  source as unknown as DocumentSource<z.ZodType>;

const scheduledMenuBody = z.object({ scheduledMenuId: z.uuid({ error: 'No scheduled Menu ID' }) });

/** A master menu has no service date: the sheet carries the day it is printed (the caller's). */
const masterMenuBody = z.object({
  menuId: z.uuid({ error: 'No Menu ID' }),
  printedOn: calendarDate().optional(),
});
const printedOn = (body: z.output<typeof masterMenuBody>) => body.printedOn ?? todayIn('UTC');

/**
 * The day's numbers of a market and service line, and the file name of its documents; a
 * market outside `scope` is refused (403) and no other market's row enters them.
 */
async function dayOf(db: Db, body: z.output<typeof calculationQuerySchema>, scope: MarketScope) {
  const slot = {
    marketId: body.marketId,
    serviceLineId: body.serviceLineId,
    date: body.mealDate,
    scope,
  };
  const numbers = await containerNumbers(db, slot);
  return {
    numbers,
    /** The day's add-on service (Chef numbers and packout print it). */
    addOns: () => addOnNumbers(db, slot),
    /** Each line's own texts: a row's, or its alternative's (served-dishes.ts). */
    notes: async () =>
      lineNotesOf(
        db,
        numbers,
        (await printableScheduledMenu(db, numbers.scheduledMenu.id, scope)).scheduledElements,
      ),
    name: (kind: string) => `${numbers.scheduledMenu.name}-${kind}-${body.mealDate}`,
  };
}

export const DOCUMENT_SOURCES = [
  define({
    path: '/v1/pdf/chefnumbers',
    summary: 'Chef Daily Numbers as a PDF',
    input: calculationQuerySchema.extend({ units: z.enum(['oz', 'lbs']).default('oz') }),
    async prepare(db, body, scope) {
      const { numbers, addOns, name } = await dayOf(db, body, scope);
      return {
        request: { kind: 'chefNumbers', numbers, units: body.units, addOns: await addOns() },
        name: name('ChefNumbers'),
      };
    },
  }),
  define({
    path: '/v1/pdf/packout',
    summary: 'The packout sheet: per account, the containers to pack',
    input: calculationQuerySchema,
    async prepare(db, body, scope) {
      const { numbers, addOns, name } = await dayOf(db, body, scope);
      return {
        request: { kind: 'packout', numbers, addOns: await addOns() },
        name: name('Packout'),
      };
    },
  }),
  define({
    path: '/v1/pdf/prep',
    summary: 'The prep sheet: per line, counts, weight, ingredients and method',
    input: calculationQuerySchema,
    async prepare(db, body, scope) {
      const { numbers, notes, name } = await dayOf(db, body, scope);
      return {
        request: { kind: 'prepSheet', numbers, notes: await notes() },
        name: name('PrepSheet'),
      };
    },
  }),
  define({
    path: '/v1/pdf/labels',
    summary: 'Container labels, 2 x 4 in, 10 a sheet: one per container an account gets',
    input: calculationQuerySchema,
    async prepare(db, body, scope) {
      const { numbers, notes, name } = await dayOf(db, body, scope);
      return { request: { kind: 'labels', numbers, notes: await notes() }, name: name('Labels') };
    },
  }),
  define({
    path: '/v1/pdf/temperature',
    summary: "A scheduled menu's temperature checklist",
    input: scheduledMenuBody,
    async prepare(db, body, scope) {
      const print = await temperaturePrint(db, body.scheduledMenuId, scope);
      return {
        request: { kind: 'temperature', print },
        name: `${print.menuName}-Temperature-${print.date}`,
      };
    },
  }),
  define({
    path: '/v1/pdf/element-cards',
    summary: "A scheduled menu's dish cards, six to a page",
    input: scheduledMenuBody,
    async prepare(db, body, scope) {
      const menu = await printableScheduledMenu(db, body.scheduledMenuId, scope);
      const print = await dishCardsPrint(db, menu);
      return {
        request: { kind: 'dishCards', print },
        name: `${print.menuName}-DishCards-${print.date}`,
      };
    },
  }),
  define({
    path: '/v1/pdf/hostflow',
    summary: "A scheduled menu's host flow as a PDF ('{name}-HostFlow.pdf')",
    input: scheduledMenuBody,
    async prepare(db, body, scope) {
      const flow = await hostFlowPrint(db, body.scheduledMenuId, scope);
      return { request: { kind: 'hostFlow', flow }, name: `${flow.name}-HostFlow` };
    },
  }),
  define({
    path: '/v1/pdf/menu-element-cards',
    summary: "A master menu's dish cards, six to a page (menu editor)",
    access: 'viewMenu',
    markets: 'shared',
    input: masterMenuBody,
    async prepare(db, body) {
      const print = await masterDishCardsPrint(db, body.menuId, printedOn(body));
      return { request: { kind: 'dishCards', print }, name: `${print.menuName}-DishCards` };
    },
  }),
  define({
    path: '/v1/pdf/menu-hostflow',
    summary: "A master menu's host flow as a PDF ('{name}-HostFlow.pdf')",
    access: 'viewMenu',
    markets: 'shared',
    input: masterMenuBody,
    async prepare(db, body) {
      const flow = await masterHostFlowPrint(db, body.menuId, printedOn(body));
      return { request: { kind: 'hostFlow', flow }, name: `${flow.name}-HostFlow` };
    },
  }),
  define({
    method: 'GET',
    path: '/v1/purchasing/order-guide.pdf',
    summary:
      "One vendor's order guide to print: per order-by date its lines and subtotal, the total, and what the guide could not put in any order",
    access: 'viewPurchasing',
    input: purchasingOrderCsvQuerySchema,
    async prepare(db, query, scope) {
      const { print, fileName } = await orderGuidePrint(db, query, scope);
      return { request: { kind: 'orderGuide', print }, name: fileName };
    },
  }),
];
