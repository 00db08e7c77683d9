import {
  acceptInvitationSchema,
  envelopeOf,
  invitationInfoSchema,
  invitationTokenQuerySchema,
  signInResultSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { InvitationsService } from './invitations.service.js';

/** The invitation link's page, before its holder has a password (so public, rate limited). */
export async function invitationRoutes(
  app: FastifyInstance,
  {
    invitations,
    signInAttemptsPerMinute,
  }: { invitations: InvitationsService; signInAttemptsPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get(
    '/v1/auth/invitation',
    {
      schema: {
        tags,
        summary: 'Who a pending invitation link is for; 400 when it is unknown, used or expired',
        querystring: invitationTokenQuerySchema,
        response: { 200: envelopeOf(invitationInfoSchema) },
      },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => ok(await invitations.info(request.query.token)),
  );

  r.post(
    '/v1/auth/invitation/accept',
    {
      schema: {
        tags,
        summary: 'Choose a password with an invitation link; answers a bearer token as sign-in',
        body: acceptInvitationSchema,
        response: { 200: envelopeOf(signInResultSchema) },
      },
      config: {
        access: 'public',
        rateLimit: { max: signInAttemptsPerMinute, timeWindow: 60_000 },
      },
    },
    async (request) => ok(await invitations.accept(request.body)),
  );
}
