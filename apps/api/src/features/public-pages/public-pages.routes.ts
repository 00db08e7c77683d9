import {
  eaterFeedbackInputSchema,
  envelopeOf,
  publicFeedbackInfoSchema,
  publicMenuPageSchema,
  publicTokenParamsSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { publicFeedbackInfo, publicMenuPage, saveEaterFeedback } from './public-pages.service.js';

/** Pages for eaters, outside sign-in: the QR codes on the serving line point here. */
export async function publicPageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public pages'];

  r.get(
    '/v1/public/menus/:token',
    {
      schema: {
        tags,
        summary: "The account's services of the coming days and their menus",
        params: publicTokenParamsSchema,
        response: { 200: envelopeOf(publicMenuPageSchema) },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request) => ok(await publicMenuPage(db, request.params.token)),
  );

  r.get(
    '/v1/public/feedback/:token',
    {
      schema: {
        tags,
        params: publicTokenParamsSchema,
        response: { 200: envelopeOf(publicFeedbackInfoSchema) },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request) => ok(await publicFeedbackInfo(db, request.params.token)),
  );

  r.post(
    '/v1/public/feedback/:token',
    {
      schema: {
        tags,
        summary: 'An eater rates a service (rate limited per device)',
        params: publicTokenParamsSchema,
        body: eaterFeedbackInputSchema,
        response: { 201: envelopeOf(z.object({ received: z.literal(true) })) },
      },
      config: { access: 'public', rateLimit: { max: 5, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await saveEaterFeedback(db, request.params.token, request.body);
      reply.status(201);
      return ok({ received: true as const }, {}, 201);
    },
  );
}
