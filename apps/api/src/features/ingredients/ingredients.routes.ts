import {
  envelopeOf,
  idParamsSchema,
  ingredientInputSchema,
  ingredientListItemSchema,
  ingredientSchema,
  listExportQuery,
  listQuerySchema,
  updateIngredientSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { SPREADSHEET_ANSWER, sendSpreadsheet } from '../../lib/spreadsheet-export.js';
import { INGREDIENT_COLUMNS } from './ingredient-sheet.js';
import {
  createIngredient,
  getIngredient,
  listIngredients,
  listIngredientsToExport,
  removeIngredient,
  updateIngredient,
} from './ingredients.service.js';

export async function ingredientRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ingredients'];

  r.get(
    '/v1/ingredients',
    {
      schema: {
        tags,
        querystring: listQuerySchema({ maxPerPage: 100 }),
        response: { 200: envelopeOf(z.array(ingredientListItemSchema)) },
      },
      config: { access: 'viewElement', markets: 'shared' },
    },
    async (request) => {
      const page = await listIngredients(db, request.query);
      return okList(page.rows, page.count);
    },
  );

  r.get(
    '/v1/ingredients/export',
    {
      schema: {
        tags,
        summary: 'The ingredients the search matches, every page, as a CSV or XLSX file',
        querystring: listExportQuery({}),
        response: { 200: SPREADSHEET_ANSWER },
      },
      config: { access: 'viewElement', markets: 'shared' },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, {
        list: 'ingredients',
        sheetName: 'Ingredients',
        format: request.query.format,
        columns: INGREDIENT_COLUMNS,
        rows: await listIngredientsToExport(db, request.query),
      }),
  );

  r.get(
    '/v1/ingredients/:id',
    {
      schema: { tags, params: idParamsSchema, response: { 200: envelopeOf(ingredientSchema) } },
      config: { access: 'viewElement', markets: 'shared' },
    },
    async (request) => ok(await getIngredient(db, request.params.id)),
  );

  r.post(
    '/v1/ingredients',
    {
      schema: {
        tags,
        body: ingredientInputSchema,
        response: { 201: envelopeOf(ingredientSchema) },
      },
      config: { access: 'addElement', markets: 'shared' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createIngredient(db, request.body), {}, 201);
    },
  );

  r.put(
    '/v1/ingredients/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateIngredientSchema,
        response: { 200: envelopeOf(ingredientSchema) },
      },
      config: { access: 'editElement', markets: 'shared' },
    },
    async (request) => ok(await updateIngredient(db, request.params.id, request.body)),
  );

  r.delete(
    '/v1/ingredients/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'removeElement', markets: 'shared' },
    },
    async (request) => {
      await removeIngredient(db, request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
