import { envelopeOf, passwordChangeResultSchema, passwordChangeSchema } from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import type { AuthService } from './auth.service.js';

/** The signed-in user's own password (profile page, and the stronger-password page). */
export async function passwordRoutes(
  app: FastifyInstance,
  { auth, attemptsPerMinute }: { auth: AuthService; attemptsPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change one’s own password; ends every session and answers a new bearer token',
        body: passwordChangeSchema,
        response: { 200: envelopeOf(passwordChangeResultSchema) },
      },
      config: {
        access: 'signedIn',
        markets: 'shared',
        // The current password is checked here too: as many guesses as at sign-in.
        rateLimit: {
          max: attemptsPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `password-change:${currentUser(request).id}`,
        },
      },
    },
    async (request) =>
      ok(
        await auth.changePassword(
          request.sessionToken ?? '',
          currentUser(request).id,
          request.body,
        ),
      ),
  );
}
