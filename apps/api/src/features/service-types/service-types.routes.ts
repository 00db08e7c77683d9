import {
  createServiceTypeSchema,
  envelopeOf,
  idParamsSchema,
  LIST_LIMITS,
  listQuerySchema,
  serviceTypeSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { createServiceType, listServiceTypes, removeServiceType } from './service-types.service.js';

export async function serviceTypeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service-types'];

  r.get(
    '/v1/service-types',
    {
      schema: {
        tags,
        querystring: listQuerySchema({ maxPerPage: LIST_LIMITS.serviceTypes }),
        response: { 200: envelopeOf(z.array(serviceTypeSchema)) },
      },
      config: { access: 'staff', markets: 'shared' },
    },
    async (request) => {
      const page = await listServiceTypes(db, request.query);
      return okList(page.rows, page.count);
    },
  );

  r.post(
    '/v1/service-types',
    {
      schema: {
        tags,
        body: createServiceTypeSchema,
        response: { 201: envelopeOf(serviceTypeSchema) },
      },
      config: { access: 'addMenu', markets: 'shared' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createServiceType(db, request.body.name), {}, 201);
    },
  );

  r.delete(
    '/v1/service-types/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'removeMenu', markets: 'shared' },
    },
    async (request) => {
      await removeServiceType(db, request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
