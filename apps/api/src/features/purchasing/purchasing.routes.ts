import {
  envelopeOf,
  purchasingNeedsSchema,
  purchasingOrderGuideSchema,
  purchasingQuerySchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { purchasingOrderGuide } from './order-guide.service.js';
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
}
