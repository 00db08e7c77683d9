import {
  copyMenuSchema,
  descriptionRequestSchema,
  descriptionSchema,
  envelopeOf,
  idParamsSchema,
  listExportQuery,
  listQuerySchema,
  menuHostFlowSchema,
  menuHostFlowUpdateSchema,
  menuInputSchema,
  menuListItemSchema,
  menuListQueryExtra,
  menuSchema,
  updateMenuSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { SPREADSHEET_ANSWER, sendSpreadsheet } from '../../lib/spreadsheet-export.js';
import { MENU_COLUMNS } from './menu-sheet.js';
import { type DescriptionSettings, generateDescription } from './menus.description.js';
import {
  copyMenu,
  createMenu,
  getMenu,
  getMenuHostFlow,
  listMenus,
  listMenusToExport,
  removeMenu,
  updateMenu,
  updateMenuHostFlow,
} from './menus.service.js';

export async function menuRoutes(
  app: FastifyInstance,
  { db, description }: { db: Db; description: DescriptionSettings },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['menus'];
  const one = { 200: envelopeOf(menuSchema) };
  const created = { 201: envelopeOf(menuSchema) };
  const hostFlow = { 200: envelopeOf(menuHostFlowSchema) };

  r.get(
    '/v1/menus',
    {
      schema: {
        tags,
        querystring: listQuerySchema({ maxPerPage: 100 }).extend(menuListQueryExtra.shape),
        response: { 200: envelopeOf(z.array(menuListItemSchema)) },
      },
      config: { access: 'viewMenu', markets: 'shared' },
    },
    async (request) => {
      const page = await listMenus(db, request.query);
      return okList(page.rows, page.count);
    },
  );

  r.get(
    '/v1/menus/export',
    {
      schema: {
        tags,
        summary: 'The master menus the filters match, every page, as a CSV or XLSX file',
        querystring: listExportQuery(menuListQueryExtra.shape),
        response: { 200: SPREADSHEET_ANSWER },
      },
      config: { access: 'viewMenu', markets: 'shared' },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, {
        list: 'menus',
        sheetName: 'Master Menus',
        format: request.query.format,
        columns: MENU_COLUMNS,
        rows: await listMenusToExport(db, request.query),
      }),
  );

  r.post(
    '/v1/menus/description',
    {
      schema: {
        tags,
        summary: 'A generated description (the external generator, else the built-in one)',
        body: descriptionRequestSchema,
        response: { 200: envelopeOf(descriptionSchema) },
      },
      config: { access: 'viewMenu', markets: 'shared' },
    },
    async (request) => ok(await generateDescription(db, description, request.body, request.log)),
  );

  r.get(
    '/v1/menus/:id',
    {
      schema: { tags, params: idParamsSchema, response: one },
      config: { access: 'viewMenu', markets: 'shared' },
    },
    async (request) => ok(await getMenu(db, request.params.id)),
  );

  r.post(
    '/v1/menus',
    {
      schema: { tags, body: menuInputSchema, response: created },
      config: { access: 'addMenu', markets: 'shared' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createMenu(db, request.body), {}, 201);
    },
  );

  r.post(
    '/v1/menus/copy',
    {
      schema: {
        tags,
        summary: "Copy for the first free tag ('tag') or as a new menu ('new')",
        body: copyMenuSchema,
        response: created,
      },
      config: { access: 'addMenu', markets: 'shared' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await copyMenu(db, request.body), {}, 201);
    },
  );

  r.put(
    '/v1/menus/:id',
    {
      schema: { tags, params: idParamsSchema, body: updateMenuSchema, response: one },
      config: { access: 'editMenu', markets: 'shared' },
    },
    async (request) =>
      ok(await updateMenu(db, request.params.id, request.body, request.body.updatedAt)),
  );

  r.put(
    '/v1/menus/:id/force',
    {
      schema: {
        tags,
        summary: 'Overwrite whatever was saved since the caller read the menu',
        params: idParamsSchema,
        body: menuInputSchema,
        response: one,
      },
      config: { access: 'editMenu', markets: 'shared' },
    },
    async (request) => ok(await updateMenu(db, request.params.id, request.body, 'force')),
  );

  r.delete(
    '/v1/menus/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'removeMenu', markets: 'shared' },
    },
    async (request) => {
      await removeMenu(db, request.params.id);
      return ok({ id: request.params.id });
    },
  );

  r.get(
    '/v1/menus/:id/host-flow',
    {
      schema: { tags, params: idParamsSchema, response: hostFlow },
      config: { access: 'viewMenu', markets: 'shared' },
    },
    async (request) => ok(await getMenuHostFlow(db, request.params.id)),
  );

  r.put(
    '/v1/menus/:id/host-flow',
    {
      schema: { tags, params: idParamsSchema, body: menuHostFlowUpdateSchema, response: hostFlow },
      // The spec gives the host flow editor (master and scheduled) to editScheduleMenu.
      config: { access: 'editScheduleMenu', markets: 'shared' },
    },
    async (request) => ok(await updateMenuHostFlow(db, request.params.id, request.body)),
  );
}
