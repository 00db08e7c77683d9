import {
  accountPortionModifiersSchema,
  applyForecastSchema,
  envelopeOf,
  forecastQuerySchema,
  forecastSchema,
  idParamsSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { applyForecastModifiers } from '../accounts/index.js';
import { marketForecast } from './forecast.service.js';

/** The forecast (issue #28): what the hosts' surveys suggest, and applying it. */
export async function forecastRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/forecast',
    {
      schema: {
        tags: ['forecast'],
        summary:
          "The portion modifiers a market's host surveys suggest per account and element type, those differing from the modifier in force ranked by expected saving or runouts avoided",
        querystring: forecastQuerySchema,
        response: { 200: envelopeOf(forecastSchema) },
      },
      config: { access: 'viewForecast', markets: 'scoped' },
    },
    async (request) => ok(await marketForecast(db, request.query, request.marketScope)),
  );

  r.post(
    '/v1/accounts/:id/portion-modifiers/forecast',
    {
      schema: {
        tags: ['forecast'],
        summary:
          "Applies suggestions of the forecast to an account's portion modifiers, each only if the modifier is still the one the forecast showed",
        params: idParamsSchema,
        body: applyForecastSchema,
        response: { 200: envelopeOf(accountPortionModifiersSchema) },
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await applyForecastModifiers(db, request.params.id, request.body, request.marketScope)),
  );
}
