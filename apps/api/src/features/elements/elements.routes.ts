import {
  copyElementSchema,
  elementInputSchema,
  elementListItemSchema,
  elementListQueryExtra,
  elementSchema,
  envelopeOf,
  fullElementsRequestSchema,
  idParamsSchema,
  listExportQuery,
  listQuerySchema,
  updateElementSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { SPREADSHEET_ANSWER, sendSpreadsheet } from '../../lib/spreadsheet-export.js';
import { ELEMENT_COLUMNS } from './element-sheet.js';
import {
  copyElement,
  createElement,
  findFullElements,
  getElement,
  listElements,
  listElementsToExport,
  removeElement,
  updateElement,
} from './elements.service.js';

export async function elementRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['elements'];
  const one = { 200: envelopeOf(elementSchema) };
  const created = { 201: envelopeOf(elementSchema) };

  r.get(
    '/v1/elements',
    {
      schema: {
        tags,
        querystring: listQuerySchema({ maxPerPage: 100 }).extend(elementListQueryExtra.shape),
        response: { 200: envelopeOf(z.array(elementListItemSchema)) },
      },
      config: { access: 'viewElement', markets: 'shared' },
    },
    async (request) => {
      const page = await listElements(db, request.query);
      return okList(page.rows, page.count);
    },
  );

  r.get(
    '/v1/elements/export',
    {
      schema: {
        tags,
        summary: 'The elements the search and tag match, every page, as a CSV or XLSX file',
        querystring: listExportQuery(elementListQueryExtra.shape),
        response: { 200: SPREADSHEET_ANSWER },
      },
      config: { access: 'viewElement', markets: 'shared' },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, {
        list: 'elements',
        sheetName: 'Elements',
        format: request.query.format,
        columns: ELEMENT_COLUMNS,
        rows: await listElementsToExport(db, request.query),
      }),
  );

  r.post(
    '/v1/elements/full',
    {
      schema: {
        tags,
        summary: 'Whole elements for a list of ids, in that order',
        body: fullElementsRequestSchema,
        response: { 200: envelopeOf(z.array(elementSchema)) },
      },
      config: { access: 'viewElement', markets: 'shared' },
    },
    async (request) => {
      const rows = await findFullElements(db, [...new Set(request.body.elementIds)]);
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/v1/elements/:id',
    {
      schema: { tags, params: idParamsSchema, response: one },
      config: { access: 'viewElement', markets: 'shared' },
    },
    async (request) => ok(await getElement(db, request.params.id)),
  );

  r.post(
    '/v1/elements',
    {
      schema: { tags, body: elementInputSchema, response: created },
      config: { access: 'addElement', markets: 'shared' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createElement(db, request.body), {}, 201);
    },
  );

  r.post(
    '/v1/elements/copy',
    {
      schema: {
        tags,
        summary: "Copy for the first free tag ('tag') or as a new element ('new')",
        body: copyElementSchema,
        response: created,
      },
      config: { access: 'addElement', markets: 'shared' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await copyElement(db, request.body), {}, 201);
    },
  );

  r.put(
    '/v1/elements/:id',
    {
      schema: { tags, params: idParamsSchema, body: updateElementSchema, response: one },
      config: { access: 'editElement', markets: 'shared' },
    },
    async (request) => ok(await updateElement(db, request.params.id, request.body)),
  );

  r.delete(
    '/v1/elements/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'removeElement', markets: 'shared' },
    },
    async (request) => {
      await removeElement(db, request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
