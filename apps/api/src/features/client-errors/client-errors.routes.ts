import { clientErrorReportSchema, envelopeOf } from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';

/**
 * Crashes of the web app land in the server log at error level, where the team's log
 * alerting picks them up ("the development team was notified"). Public, because the app
 * may crash before anyone signs in; limited per address so it cannot flood the log.
 */
export async function clientErrorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/client-errors',
    {
      schema: {
        tags: ['platform'],
        summary: 'Report a crash of the web app',
        body: clientErrorReportSchema,
        response: { 202: envelopeOf(z.object({ received: z.literal(true) })) },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      request.log.error(
        { clientError: request.body },
        `web app ${request.body.kind}: ${request.body.message}`,
      );
      reply.status(202);
      return ok({ received: true as const }, {}, 202);
    },
  );
}
