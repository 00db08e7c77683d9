import {
  type CurrentUser,
  hasPermission,
  PERMISSIONS,
  type Permission,
  type RouteAccess,
  STAFF_USER_TYPE,
} from '@catering/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route requires; every route must declare it (checked at start-up). */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    sessionToken: string | null;
  }
}

export interface Authenticator {
  authenticate(token: string): Promise<{ user: CurrentUser; token: string } | undefined>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  return match?.[1];
}

export const isApiPath = (url: string) => /^\/(v1|v2)\/|^\/me$|^\/health$/.test(url);

const KNOWN_ACCESS = new Set<string>(['public', 'signedIn', 'staff', ...PERMISSIONS]);

/**
 * Authentication and authorization, before the body is even parsed: a caller without
 * the right gets 401/403 whatever it sends. Routes under `/v1/pdf` and static files
 * declare their access like any other route.
 */
export const accessPlugin = fp(async (app: FastifyInstance, options: { auth: Authenticator }) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionToken', null);

  // Every API route must say what it requires; static files and the API docs are public.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (isApiPath(route.url) && (!access || !KNOWN_ACCESS.has(access))) {
      throw new Error(`Route ${route.method} ${route.url} declares no valid access (${access})`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // Unmatched routes have no config; the not-found handler answers them.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public' || access === undefined) return;

    const token = bearerToken(request);
    const session = token ? await options.auth.authenticate(token) : undefined;
    if (!session) throw unauthenticated();
    request.currentUser = session.user;
    request.sessionToken = session.token;

    if (access === 'signedIn') return;
    if (session.user.userType !== STAFF_USER_TYPE) {
      throw forbidden('You do not have access to this platform. Please contact the tech team.');
    }
    if (access === 'staff') return;
    if (!hasPermission(session.user.role.permissions, access as Permission)) throw forbidden();
  });
});

/** The signed-in user of a route whose access is not `public`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}
