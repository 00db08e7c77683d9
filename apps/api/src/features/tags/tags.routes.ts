import {
  createTagSchema,
  envelopeOf,
  idParamsSchema,
  LIST_LIMITS,
  listQuerySchema,
  tagSchema,
  updateTagSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { createTag, listTags, removeTag, renameTag } from './tags.service.js';

/** Search keyword tags (the tags page's beta section). */
export async function tagRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tags'];

  r.get(
    '/v1/tags',
    {
      schema: {
        tags,
        querystring: listQuerySchema({ maxPerPage: LIST_LIMITS.tags }),
        response: { 200: envelopeOf(z.array(tagSchema)) },
      },
      config: { access: 'staff', markets: 'shared' },
    },
    async (request) => {
      const page = await listTags(db, request.query);
      return okList(page.rows, page.count);
    },
  );

  r.post(
    '/v1/tags',
    {
      schema: { tags, body: createTagSchema, response: { 201: envelopeOf(tagSchema) } },
      config: { access: 'editMenu', markets: 'shared' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createTag(db, request.body.name), {}, 201);
    },
  );

  r.put(
    '/v1/tags/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateTagSchema,
        response: { 200: envelopeOf(tagSchema) },
      },
      config: { access: 'editMenu', markets: 'shared' },
    },
    async (request) =>
      ok(await renameTag(db, request.params.id, request.body.name, request.body.updatedAt)),
  );

  r.delete(
    '/v1/tags/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'removeMenu', markets: 'shared' },
    },
    async (request) => {
      await removeTag(db, request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
