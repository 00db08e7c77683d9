import { envelopeOf, forecastAccuracyQuerySchema, forecastAccuracySchema } from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { marketAccuracy } from './forecast-accuracy.service.js';

/** How well the forecast did (issue #28 point 4): a market's month of surveys. */
export async function forecastAccuracyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/forecast/accuracy',
    {
      schema: {
        tags: ['forecast'],
        summary:
          "A market's month of completed host surveys: planned against eaten portions, waste and runouts in total, per service line, per account (before and after the forecast was applied) and by week",
        querystring: forecastAccuracyQuerySchema,
        response: { 200: envelopeOf(forecastAccuracySchema) },
      },
      config: { access: 'viewForecast', markets: 'scoped' },
    },
    async (request) => ok(await marketAccuracy(db, request.query, request.marketScope)),
  );
}
