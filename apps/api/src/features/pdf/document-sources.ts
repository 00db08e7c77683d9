import { calculationQuerySchema, calendarDate, type RouteAccess, todayIn } from '@catering/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { containerNumbers } from '../calculations/calculations.service.js';
import { getScheduledMenu } from '../scheduled-menus/scheduled-menus.service.js';
import type { DocumentRequest } from './documents/index.js';
import { dishCardsPrint, hostFlowPrint } from './host-flow-print.js';
import { masterDishCardsPrint, masterHostFlowPrint } from './master-menu-print.js';

/**
 * Where each document's data comes from: a route's body in, the render request and the
 * file name out. The routes (pdf.routes.ts) only register these.
 */
export interface DocumentSource<Body extends z.ZodType> {
  path: string;
  summary: string;
  /** Who may print it; the day's documents need viewScheduleMenu (the default). */
  access?: RouteAccess;
  body: Body;
  prepare(db: Db, body: z.output<Body>): Promise<{ request: DocumentRequest; name: string }>;
}

/**
 * Each source is checked against its own body schema here; the list holds them alike, as
 * the route validates the body with that same schema before `prepare` sees it.
 */
const define = <Body extends z.ZodType>(source: DocumentSource<Body>) =>
  source as unknown as DocumentSource<z.ZodType>;

const scheduledMenuBody = z.object({ scheduledMenuId: z.uuid({ error: 'No scheduled Menu ID' }) });

/** A master menu has no service date: the sheet carries the day it is printed (the caller's). */
const masterMenuBody = z.object({
  menuId: z.uuid({ error: 'No Menu ID' }),
  printedOn: calendarDate().optional(),
});
const printedOn = (body: z.output<typeof masterMenuBody>) => body.printedOn ?? todayIn('UTC');

/** The day's numbers of a market and service line, and its menu's rows by id. */
async function dayOf(db: Db, body: z.output<typeof calculationQuerySchema>) {
  const { marketId, serviceLineId, mealDate } = body;
  const numbers = await containerNumbers(db, { marketId, serviceLineId, date: mealDate });
  const menu = await getScheduledMenu(db, numbers.scheduledMenu.id);
  const rows = (pick: (row: (typeof menu.scheduledElements)[number]) => unknown) =>
    Object.fromEntries(menu.scheduledElements.map((row) => [row.id, pick(row)]));
  return {
    numbers,
    rows,
    name: (kind: string) => `${numbers.scheduledMenu.name}-${kind}-${mealDate}`,
  };
}

export const DOCUMENT_SOURCES = [
  define({
    path: '/v1/pdf/chefnumbers',
    summary: 'Chef Daily Numbers as a PDF',
    body: calculationQuerySchema.extend({ units: z.enum(['oz', 'lbs']).default('oz') }),
    async prepare(db, body) {
      const { marketId, serviceLineId, mealDate, units } = body;
      const numbers = await containerNumbers(db, { marketId, serviceLineId, date: mealDate });
      return {
        request: { kind: 'chefNumbers', numbers, units },
        name: `${numbers.scheduledMenu.name}-ChefNumbers-${mealDate}`,
      };
    },
  }),
  define({
    path: '/v1/pdf/packout',
    summary: 'The packout sheet: per account, the containers to pack',
    body: calculationQuerySchema,
    async prepare(db, body) {
      const { numbers, name } = await dayOf(db, body);
      return { request: { kind: 'packout', numbers }, name: name('Packout') };
    },
  }),
  define({
    path: '/v1/pdf/prep',
    summary: 'The prep sheet: per line, counts, weight, ingredients and method',
    body: calculationQuerySchema,
    async prepare(db, body) {
      const { numbers, rows, name } = await dayOf(db, body);
      const notes = rows((row) => ({ ingredients: row.ingredients, method: row.method }));
      return {
        request: {
          kind: 'prepSheet',
          numbers,
          notes: notes as Record<string, { ingredients: string; method: string }>,
        },
        name: name('PrepSheet'),
      };
    },
  }),
  define({
    path: '/v1/pdf/labels',
    summary: 'Container labels, 2 x 4 in, 10 a sheet: one per container an account gets',
    body: calculationQuerySchema,
    async prepare(db, body) {
      const { numbers, rows, name } = await dayOf(db, body);
      const allergens = rows((row) => row.allergenNames) as Record<string, string[]>;
      return { request: { kind: 'labels', numbers, allergens }, name: name('Labels') };
    },
  }),
  define({
    path: '/v1/pdf/temperature',
    summary: "A scheduled menu's temperature checklist",
    body: scheduledMenuBody,
    async prepare(db, body) {
      const flow = await hostFlowPrint(db, body.scheduledMenuId);
      const print = {
        menuName: flow.name,
        marketName: flow.marketName,
        serviceLineName: flow.serviceLineName,
        date: flow.date,
        rows: flow.rows.map((row) => ({ name: row.name, servingTemp: row.servingTemp })),
      };
      return {
        request: { kind: 'temperature', print },
        name: `${flow.name}-Temperature-${flow.date}`,
      };
    },
  }),
  define({
    path: '/v1/pdf/element-cards',
    summary: "A scheduled menu's dish cards, six to a page",
    body: scheduledMenuBody,
    async prepare(db, body) {
      const print = dishCardsPrint(await getScheduledMenu(db, body.scheduledMenuId));
      return {
        request: { kind: 'dishCards', print },
        name: `${print.menuName}-DishCards-${print.date}`,
      };
    },
  }),
  define({
    path: '/v1/pdf/hostflow',
    summary: "A scheduled menu's host flow as a PDF ('{name}-HostFlow.pdf')",
    body: scheduledMenuBody,
    async prepare(db, body) {
      const flow = await hostFlowPrint(db, body.scheduledMenuId);
      return { request: { kind: 'hostFlow', flow }, name: `${flow.name}-HostFlow` };
    },
  }),
  define({
    path: '/v1/pdf/menu-element-cards',
    summary: "A master menu's dish cards, six to a page (menu editor)",
    access: 'viewMenu',
    body: masterMenuBody,
    async prepare(db, body) {
      const print = await masterDishCardsPrint(db, body.menuId, printedOn(body));
      return { request: { kind: 'dishCards', print }, name: `${print.menuName}-DishCards` };
    },
  }),
  define({
    path: '/v1/pdf/menu-hostflow',
    summary: "A master menu's host flow as a PDF ('{name}-HostFlow.pdf')",
    access: 'viewMenu',
    body: masterMenuBody,
    async prepare(db, body) {
      const flow = await masterHostFlowPrint(db, body.menuId, printedOn(body));
      return { request: { kind: 'hostFlow', flow }, name: `${flow.name}-HostFlow` };
    },
  }),
];
