import {
  envelopeOf,
  idParamsSchema,
  recurringAddOnInputSchema,
  recurringAddOnSchema,
  recurringAddOnsQuerySchema,
  servingScheduleInForceSchema,
  servingScheduleInputSchema,
  servingScheduleQuerySchema,
  servingScheduleResultSchema,
  servingScheduleSchema,
  updateRecurringAddOnSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import {
  createRecurringAddOn,
  deleteRecurringAddOn,
  listRecurringAddOns,
  updateRecurringAddOn,
} from './recurring-add-ons.service.js';
import {
  applyServingSchedule,
  latestServingSchedule,
  servingScheduleInForce,
} from './serving-schedules.service.js';

export async function servingScheduleRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['serving schedules'];
  const recurring = { 200: envelopeOf(recurringAddOnSchema) };

  r.get(
    '/v2/serving-schedules',
    {
      schema: {
        tags,
        summary: 'The serving schedule last applied for an account and service line',
        querystring: servingScheduleQuerySchema,
        response: { 200: envelopeOf(servingScheduleSchema.nullable()) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await latestServingSchedule(db, request.query, request.marketScope)),
  );

  r.get(
    '/v2/serving-schedules/in-force',
    {
      schema: {
        tags,
        summary:
          'The weekdays an account and service line serve now, as the newest running schedules set them',
        querystring: servingScheduleQuerySchema,
        response: { 200: envelopeOf(servingScheduleInForceSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const served = await servingScheduleInForce(db, request.query, request.marketScope);
      return okList(served, served.length);
    },
  );

  r.post(
    '/v2/serving-schedules',
    {
      schema: {
        tags,
        summary:
          'Apply a weekly serving schedule to a date range (creates, updates, removes events)',
        querystring: servingScheduleQuerySchema,
        body: servingScheduleInputSchema,
        response: { 200: envelopeOf(servingScheduleResultSchema) },
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await applyServingSchedule(db, request.query, request.body, request.marketScope)),
  );

  r.get(
    '/v1/recurring-addons',
    {
      schema: {
        tags,
        querystring: recurringAddOnsQuerySchema,
        response: { 200: envelopeOf(z.array(recurringAddOnSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const rows = await listRecurringAddOns(db, request.query, request.marketScope);
      return okList(rows, rows.length);
    },
  );

  r.post(
    '/v1/recurring-addons',
    {
      schema: {
        tags,
        body: recurringAddOnInputSchema,
        response: { 201: envelopeOf(recurringAddOnSchema) },
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createRecurringAddOn(db, request.body, request.marketScope), {}, 201);
    },
  );

  r.put(
    '/v1/recurring-addons/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateRecurringAddOnSchema,
        response: recurring,
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await updateRecurringAddOn(db, request.params.id, request.body, request.marketScope)),
  );

  r.delete(
    '/v1/recurring-addons/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) => {
      await deleteRecurringAddOn(db, request.params.id, request.marketScope);
      return ok({ id: request.params.id });
    },
  );
}
