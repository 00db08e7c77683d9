import { envelopeOf } from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase, type Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { sendError } from '../../plugins/envelope.js';

/** For load balancers and monitors: 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: envelopeOf(z.object({ status: z.literal('ok'), database: z.literal('ok') })),
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      try {
        await checkDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return sendError(reply, {
          statusCode: 503,
          code: 'internal',
          messages: ['Database unreachable.'],
        });
      }
      return ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );
}
