import { calculationQuerySchema, calendarDate, type RouteAccess, todayIn } from '@catering/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { addOnNumbers } from '../calculations/add-on-numbers.js';
import { containerNumbers } from '../calculations/calculations.service.js';
import { getScheduledMenu } from '../scheduled-menus/scheduled-menus.service.js';
import type { DocumentRequest } from './documents/index.js';
import { dishCardsPrint, hostFlowPrint, temperaturePrint } from './host-flow-print.js';
import { masterDishCardsPrint, masterHostFlowPrint } from './master-menu-print.js';
import { lineNotesOf } from './served-dishes.js';

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

/** The day's numbers of a market and service line, and the file name of its documents. */
async function dayOf(db: Db, body: z.output<typeof calculationQuerySchema>) {
  const slot = { marketId: body.marketId, serviceLineId: body.serviceLineId, date: body.mealDate };
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
        (await getScheduledMenu(db, numbers.scheduledMenu.id)).scheduledElements,
      ),
    name: (kind: string) => `${numbers.scheduledMenu.name}-${kind}-${body.mealDate}`,
  };
}

export const DOCUMENT_SOURCES = [
  define({
    path: '/v1/pdf/chefnumbers',
    summary: 'Chef Daily Numbers as a PDF',
    body: calculationQuerySchema.extend({ units: z.enum(['oz', 'lbs']).default('oz') }),
    async prepare(db, body) {
      const { numbers, addOns, name } = await dayOf(db, body);
      return {
        request: { kind: 'chefNumbers', numbers, units: body.units, addOns: await addOns() },
        name: name('ChefNumbers'),
      };
    },
  }),
  define({
    path: '/v1/pdf/packout',
    summary: 'The packout sheet: per account, the containers to pack',
    body: calculationQuerySchema,
    async prepare(db, body) {
      const { numbers, addOns, name } = await dayOf(db, body);
      return {
        request: { kind: 'packout', numbers, addOns: await addOns() },
        name: name('Packout'),
      };
    },
  }),
  define({
    path: '/v1/pdf/prep',
    summary: 'The prep sheet: per line, counts, weight, ingredients and method',
    body: calculationQuerySchema,
    async prepare(db, body) {
      const { numbers, notes, name } = await dayOf(db, body);
      return {
        request: { kind: 'prepSheet', numbers, notes: await notes() },
        name: name('PrepSheet'),
      };
    },
  }),
  define({
    path: '/v1/pdf/labels',
    summary: 'Container labels, 2 x 4 in, 10 a sheet: one per container an account gets',
    body: calculationQuerySchema,
    async prepare(db, body) {
      const { numbers, notes, name } = await dayOf(db, body);
      return { request: { kind: 'labels', numbers, notes: await notes() }, name: name('Labels') };
    },
  }),
  define({
    path: '/v1/pdf/temperature',
    summary: "A scheduled menu's temperature checklist",
    body: scheduledMenuBody,
    async prepare(db, body) {
      const print = await temperaturePrint(db, body.scheduledMenuId);
      return {
        request: { kind: 'temperature', print },
        name: `${print.menuName}-Temperature-${print.date}`,
      };
    },
  }),
  define({
    path: '/v1/pdf/element-cards',
    summary: "A scheduled menu's dish cards, six to a page",
    body: scheduledMenuBody,
    async prepare(db, body) {
      const print = await dishCardsPrint(db, await getScheduledMenu(db, body.scheduledMenuId));
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
