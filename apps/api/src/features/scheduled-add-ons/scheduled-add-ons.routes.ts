import {
  createScheduledAddOnSchema,
  envelopeOf,
  idParamsSchema,
  type Permission,
  permissionsOf,
  scheduledAddOnSchema,
  scheduledAddOnsQuerySchema,
  updateScheduledAddOnSchema,
} from '@catering/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import {
  type AddOnCaller,
  createScheduledAddOn,
  getScheduledAddOn,
  listScheduledAddOns,
  removeScheduledAddOn,
  updateScheduledAddOn,
} from './scheduled-add-ons.service.js';

const EXEMPT: Permission = 'editLockedScheduleMenu';

/** The lock exemption and the markets of the signed-in caller (docs/permissions.md 8). */
const callerOf = (request: FastifyRequest): AddOnCaller => ({
  canEditLocked: permissionsOf(currentUser(request)).includes(EXEMPT),
  scope: request.marketScope,
});

export async function scheduledAddOnRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scheduled-add-ons'];
  const one = { 200: envelopeOf(scheduledAddOnSchema) };
  const params = idParamsSchema;

  r.get(
    '/v1/scheduled-add-ons',
    {
      schema: {
        tags,
        summary: "A market's scheduled add-ons of a month (or of one day of it)",
        querystring: scheduledAddOnsQuerySchema,
        response: { 200: envelopeOf(z.array(scheduledAddOnSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const rows = await listScheduledAddOns(db, request.query, request.marketScope);
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/v1/scheduled-add-ons/:id',
    {
      schema: { tags, params, response: one },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await getScheduledAddOn(db, request.params.id, request.marketScope)),
  );

  r.post(
    '/v1/scheduled-add-ons',
    {
      schema: {
        tags,
        summary: 'Schedule an add-on type for a market, service line and date, slot by slot',
        body: createScheduledAddOnSchema,
        response: { 201: envelopeOf(scheduledAddOnSchema) },
      },
      config: { access: 'addScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createScheduledAddOn(db, callerOf(request), request.body), {}, 201);
    },
  );

  r.put(
    '/v1/scheduled-add-ons/:id',
    {
      schema: {
        tags,
        summary: "The add-on's whole slot list (Add One, Edit, Swap, Delete)",
        params,
        body: updateScheduledAddOnSchema,
        response: one,
      },
      config: { access: 'editScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await updateScheduledAddOn(db, callerOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/v1/scheduled-add-ons/:id',
    {
      schema: {
        tags,
        summary: 'Unschedule the add-on',
        params,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'removeScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      await removeScheduledAddOn(db, callerOf(request), request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
