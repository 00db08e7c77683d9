import {
  type CurrentUser,
  hasAnyPermission,
  isLimited,
  isSuperAdmin,
  MARKET_SCOPE_MESSAGES,
  type MarketScope,
  marketScopeOf,
  PERMISSIONS,
  type Permission,
  permissionsOf,
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
    /**
     * How the route treats a user limited to markets (docs/permissions.md 8): `scoped`,
     * its queries honour `request.marketScope`; `shared`, what it reads and writes belongs
     * to no market (the catalogue). Undeclared, a limited user is refused: a new route is
     * closed to them until someone decides.
     */
    markets?: 'scoped' | 'shared';
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    sessionToken: string | null;
    /** The markets the caller is limited to; null for every market (and for public routes). */
    marketScope: MarketScope;
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

/** The API's paths, calendar feeds included: each declares its access, none is the web app's. */
export const isApiPath = (url: string) => /^\/(v1|v2)\/|^\/me$|^\/health$|^\/calendar\//.test(url);

const KNOWN_ACCESS = new Set<string>(['public', 'signedIn', 'staff', 'superAdmin', ...PERMISSIONS]);

/** A single known access, or a non-empty list of known permission names ("any of"). */
export function isValidAccess(access: unknown): access is RouteAccess {
  if (typeof access === 'string') return KNOWN_ACCESS.has(access);
  return (
    Array.isArray(access) &&
    access.length > 0 &&
    access.every((p) => (PERMISSIONS as readonly unknown[]).includes(p))
  );
}

/** The permissions a staff user's role must hold (any one of them) to pass `access`. */
function requiredPermissions(access: RouteAccess): readonly Permission[] {
  return typeof access === 'string' ? [access as Permission] : access;
}

/**
 * Authentication and authorization, before the body is even parsed: a caller without
 * the right gets 401/403 whatever it sends. Routes under `/v1/pdf` and static files
 * declare their access like any other route.
 */
export const accessPlugin = fp(async (app: FastifyInstance, options: { auth: Authenticator }) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('marketScope', null);

  // Every API route must say what it requires; static files and the API docs are public.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (isApiPath(route.url) && !isValidAccess(access)) {
      throw new Error(
        `Route ${route.method} ${route.url} declares no valid access (${String(access)})`,
      );
    }
    // Likewise how it treats a user limited to markets (docs/permissions.md 8).
    const markets = route.config?.markets;
    if (
      isApiPath(route.url) &&
      access !== 'public' &&
      markets !== 'scoped' &&
      markets !== 'shared'
    ) {
      throw new Error(`Route ${route.method} ${route.url} declares no markets (scoped or shared)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // Unmatched routes have no config; the not-found handler answers them.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (access === undefined) {
      // Static files declare nothing; an API route that slipped past the start-up check
      // (registered before this plugin) is closed, not open.
      if (isApiPath(request.routeOptions.url ?? request.url)) throw forbidden();
      return;
    }

    const token = bearerToken(request);
    const session = token ? await options.auth.authenticate(token) : undefined;
    if (!session) throw unauthenticated();
    request.currentUser = session.user;
    request.sessionToken = session.token;
    request.marketScope = marketScopeOf(session.user.limitedToMarketIds);
    if (isLimited(request.marketScope) && !request.routeOptions.config.markets) {
      throw forbidden(MARKET_SCOPE_MESSAGES.routeUnscoped);
    }

    if (access === 'signedIn') return;
    if (session.user.userType !== STAFF_USER_TYPE) {
      throw forbidden('You do not have access to this platform. Please contact the tech team.');
    }
    if (access === 'staff') return;
    if (access === 'superAdmin') {
      if (!isSuperAdmin(session.user)) throw forbidden();
      return;
    }
    if (!hasAnyPermission(permissionsOf(session.user), requiredPermissions(access))) {
      throw forbidden();
    }
  });
});

/** The signed-in user of a route whose access is not `public`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}
