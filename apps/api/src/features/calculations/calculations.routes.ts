import {
  addOnCalculationSchema,
  calculationQuerySchema,
  containerCalculationSchema,
  envelopeOf,
} from '@catering/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { okComputed } from '../../lib/prepared-json.js';
import { addOnNumbersOfSlot, containerNumbers } from './calculations.service.js';

/** The Chef numbers (catalogue spec 2.11, 7; docs/calculations.md). */
export async function calculationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calculations'];
  const slotOf = (
    body: { marketId: string; serviceLineId: string; mealDate: string },
    request: FastifyRequest,
  ) => ({
    marketId: body.marketId,
    serviceLineId: body.serviceLineId,
    date: body.mealDate,
    scope: request.marketScope,
  });

  r.post(
    '/v2/calculations/containers',
    {
      schema: {
        tags,
        summary: "Containers per account and element for a market's service line and date",
        body: calculationQuerySchema,
        response: { 200: envelopeOf(containerCalculationSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => okComputed(await containerNumbers(db, slotOf(request.body, request))),
  );

  r.post(
    '/v1/calculations/add-ons',
    {
      schema: {
        tags,
        summary: 'Add-on quantities per slot and account for a service line and date',
        body: calculationQuerySchema,
        response: { 200: envelopeOf(addOnCalculationSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await addOnNumbersOfSlot(db, slotOf(request.body, request))),
  );
}
