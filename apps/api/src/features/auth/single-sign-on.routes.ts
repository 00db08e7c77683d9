import {
  AUTH_MESSAGES,
  envelopeOf,
  signInMethodsSchema,
  signInResultSchema,
} from '@catering/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { notFound, unauthenticated } from '../../lib/errors.js';
import type { AuthService } from './auth.service.js';
import { SSO_PROVIDER_ID } from './single-sign-on.js';

export interface SingleSignOnRoutesOptions {
  auth: AuthService;
  publicUrl: string;
}

/** Starts and callbacks of one client: a person signs in a few times a day at most. */
const perClient = { max: 30, timeWindow: 60_000 };

const redirectSchema = { 302: z.null().describe('A redirect (Location header)') };

/** Fastify's request as the Fetch request better-auth's handler takes (GET, no body). */
function fetchRequestOf(request: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(`${publicUrl}${request.url}`, { method: 'GET', headers });
}

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(await response.text());
}

/**
 * Single sign-on (docs/single-sign-on.md): which ways to sign in the login page offers, the
 * start of a sign-in at the operator's identity provider, the provider's callback, and the
 * exchange of the callback's session cookie for a bearer token.
 */
export async function singleSignOnRoutes(
  app: FastifyInstance,
  { auth, publicUrl }: SingleSignOnRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sso = auth.singleSignOn;
  const available = () => {
    if (!sso) throw notFound('Single sign-on is not set up.');
    return sso;
  };

  r.get(
    '/v1/auth/methods',
    {
      schema: {
        tags: ['auth'],
        summary: 'How people sign in here: the password form, single sign-on and its name',
        response: { 200: envelopeOf(signInMethodsSchema) },
      },
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async () => ok(auth.methods()),
  );

  r.get(
    '/v1/auth/sso/start',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sends the browser to the identity provider (authorization code with PKCE); 404 when single sign-on is not set up',
        response: redirectSchema,
      },
      config: { access: 'public', rateLimit: perClient },
    },
    async (_request, reply) => {
      const { location, setCookies } = await available().start();
      reply.header('set-cookie', setCookies);
      return reply.redirect(location, 302);
    },
  );

  r.get(
    `/v1/auth/provider/callback/${SSO_PROVIDER_ID}`,
    {
      schema: {
        tags: ['auth'],
        summary:
          "The identity provider's redirect back (register this address with it); ends at the web app's /sso/complete, or /login?error=… when refused",
        querystring: z.looseObject({}),
        response: redirectSchema,
      },
      config: { access: 'public', rateLimit: perClient },
    },
    async (request, reply) =>
      sendFetchResponse(reply, await available().handle(fetchRequestOf(request, publicUrl))),
  );

  r.post(
    '/v1/auth/sso/session',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Trades the single sign-on's session cookie for a bearer token and the user; the cookie is cleared",
        response: { 200: envelopeOf(signInResultSchema) },
      },
      config: { access: 'public', rateLimit: perClient },
    },
    async (request, reply) => {
      const { result, clearCookie } = await available().exchange(request.headers.cookie);
      reply.header('set-cookie', clearCookie);
      if (!result) throw unauthenticated(AUTH_MESSAGES.ssoFailed);
      return ok(result);
    },
  );
}
