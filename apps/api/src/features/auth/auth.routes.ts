import {
  envelopeOf,
  type InstallationFeatures,
  meSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signInResultSchema,
  signInSchema,
} from '@catering/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import type { AuthService } from './auth.service.js';
import type { SignInThrottle } from './sign-in-throttle.js';

/** One address gets a fixed number of tries a minute, whoever sends them. */
const perAddress = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : `ip:${request.ip}`;
};

const attemptsPerMinute = (max: number) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: perAddress,
});

/** One client gets a fixed number of sign-ins a minute, whichever addresses it tries. */
const perClientPerMinute = (max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => `client:${request.ip}`,
});

const okSchema = envelopeOf(z.object({ ok: z.literal(true) }));

export interface AuthRoutesOptions {
  auth: AuthService;
  signInThrottle: SignInThrottle;
  signInAttemptsPerMinute: number;
  signInAttemptsPerClientPerMinute: number;
  /** Told to every signed-in user on GET /me, so the web app hides what is not set up. */
  features: InstallationFeatures;
}

export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    signInThrottle,
    signInAttemptsPerMinute,
    signInAttemptsPerClientPerMinute,
    features,
  }: AuthRoutesOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/auth/sign-in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; answers a bearer token',
        body: signInSchema,
        response: { 200: envelopeOf(signInResultSchema) },
      },
      config: {
        access: 'public',
        rateLimit: perClientPerMinute(signInAttemptsPerClientPerMinute),
      },
    },
    async (request) =>
      ok(
        await signInThrottle.attempt(request.body.email, request.ip, () =>
          auth.signIn(request.body),
        ),
      ),
  );

  r.post(
    '/v1/auth/sign-out',
    {
      schema: { tags: ['auth'], summary: 'Revoke the bearer token', response: { 200: okSchema } },
      config: { access: 'signedIn', markets: 'shared' },
    },
    async (request) => {
      await auth.signOut(request.sessionToken ?? '');
      return ok({ ok: true as const });
    },
  );

  r.post(
    '/v1/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a single-use reset link; answers 200 whether or not the address is known',
        body: passwordResetRequestSchema,
        response: { 200: okSchema },
      },
      config: { access: 'public', rateLimit: attemptsPerMinute(5) },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return ok({ ok: true as const });
    },
  );

  r.post(
    '/v1/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        body: passwordResetConfirmSchema,
        response: { 200: okSchema },
      },
      config: { access: 'public', rateLimit: attemptsPerMinute(signInAttemptsPerMinute) },
    },
    async (request) => {
      await auth.confirmPasswordReset(request.body);
      return ok({ ok: true as const });
    },
  );

  r.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The signed-in user with role permissions (every user type) and the features the installation has set up',
        response: { 200: envelopeOf(meSchema) },
      },
      config: { access: 'signedIn', markets: 'shared' },
    },
    async (request) => {
      const user = currentUser(request);
      return ok({ ...user, features }, { userType: user.userType });
    },
  );
}
