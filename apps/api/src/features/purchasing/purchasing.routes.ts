import {
  envelopeOf,
  foodCostReportSchema,
  idParamsSchema,
  purchasingNeedsSchema,
  purchasingOrderCsvQuerySchema,
  purchasingOrderGuideSchema,
  purchasingQuerySchema,
  scheduledMenuFoodCostSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { foodCostOfScheduledMenu, purchasingFoodCost } from './food-cost.service.js';
import { purchasingOrderCsv, purchasingOrderGuide } from './order-guide.service.js';
import { purchasingNeeds } from './purchasing.service.js';

/** Purchasing (issue #27): what the scheduled days of a market need bought. */
export async function purchasingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/purchasing/needs',
    {
      schema: {
        tags: ['purchasing'],
        summary:
          "How many lines the kitchen cooks over a market's dates and service lines, and how many ingredients they use",
        querystring: purchasingQuerySchema,
        response: { 200: envelopeOf(purchasingNeedsSchema) },
      },
      config: { access: 'viewPurchasing', markets: 'scoped' },
    },
    async (request) =>
      ok(await purchasingNeeds(db, { ...request.query, scope: request.marketScope })),
  );

  r.get(
    '/v1/purchasing/order-guide',
    {
      schema: {
        tags: ['purchasing'],
        summary:
          "What to order from each vendor by when, for a market's dates and service lines, with what cannot be ordered or counted and why",
        querystring: purchasingQuerySchema,
        response: { 200: envelopeOf(purchasingOrderGuideSchema) },
      },
      config: { access: 'viewPurchasing', markets: 'scoped' },
    },
    async (request) =>
      ok(await purchasingOrderGuide(db, { ...request.query, scope: request.marketScope })),
  );

  r.get(
    '/v1/purchasing/order-guide.csv',
    {
      schema: {
        tags: ['purchasing'],
        summary:
          "One vendor's lines of the order guide as its order portal imports them: a CSV file (text/csv) of item id, description, cases and delivery date",
        querystring: purchasingOrderCsvQuerySchema,
        response: { 200: z.any().describe('The CSV file (text/csv)') },
      },
      config: { access: 'viewPurchasing', markets: 'scoped' },
    },
    async (request, reply) => {
      const { fileName, csv } = await purchasingOrderCsv(db, {
        ...request.query,
        scope: request.marketScope,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  r.get(
    '/v1/purchasing/food-cost',
    {
      schema: {
        tags: ['purchasing'],
        summary:
          "The Food Cost report of a market's dates and service lines: eaters, cost and cost per eater over all, per service line, account and scheduled menu, the ten most costly elements, and what could not be costed and why",
        querystring: purchasingQuerySchema,
        response: { 200: envelopeOf(foodCostReportSchema) },
      },
      config: { access: 'viewFoodCost', markets: 'scoped' },
    },
    async (request) =>
      ok(await purchasingFoodCost(db, { ...request.query, scope: request.marketScope })),
  );

  r.get(
    '/v1/scheduled-menus/:id/food-cost',
    {
      schema: {
        tags: ['purchasing'],
        summary:
          "A scheduled menu's food cost: its eaters, cost and cost per eater, each line's portions, cost per portion and cost, and what could not be costed and why",
        params: idParamsSchema,
        response: { 200: envelopeOf(scheduledMenuFoodCostSchema) },
      },
      config: { access: 'viewFoodCost', markets: 'scoped' },
    },
    async (request) =>
      ok(await foodCostOfScheduledMenu(db, request.params.id, request.marketScope)),
  );
}
