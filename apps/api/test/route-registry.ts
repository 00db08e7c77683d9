import type { RouteAccess } from '@catering/domain';
import type { RouteOptions } from 'fastify';
import { isApiPath } from '../src/plugins/access.js';

/** One method of one route as the server registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** `config.access` as declared; `undefined` when the route declares none. */
  access: RouteAccess | undefined;
  /** `config.markets` as declared (docs/permissions.md 8); `undefined` when none. */
  markets?: 'scoped' | 'shared' | undefined;
}

/**
 * Records every route an app registers (`AppDeps.onRoute`, added to the root instance before
 * anything is registered, so routes registered before the access plugin are recorded too:
 * its own start-up check cannot see them). createTestApp records every app's routes.
 */
export function routeRecorder() {
  const recorded: RegisteredRoute[] = [];
  return {
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        recorded.push({
          method,
          url: route.url,
          access: route.config?.access,
          markets: route.config?.markets,
        });
      }
    },
    /**
     * The API routes recorded (`/v1`, `/v2`, `/me`, `/health`), without the HEAD twins
     * Fastify adds to every GET: those are checked against their GET separately.
     */
    apiRoutes(): { routes: RegisteredRoute[]; headTwins: RegisteredRoute[] } {
      const api = recorded.filter((route) => isApiPath(route.url));
      return {
        routes: api.filter((route) => route.method !== 'HEAD'),
        headTwins: api.filter((route) => route.method === 'HEAD'),
      };
    },
  };
}

/** A comparable form of an access: a permission list is "any of", so its order is not. */
export function accessKey(access: RouteAccess | undefined): string {
  if (access === undefined) return 'no access declared';
  return typeof access === 'string' ? access : `any of ${[...access].sort().join(', ')}`;
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** A random id that matches nothing, so a route answers without touching real rows. */
const UNKNOWN_ID = '7d1f5e0a-3c2b-4e8f-9a61-0b2c4d6e8f10';

/**
 * The route's path with every parameter filled: ids (`:id`, `:noteId`) with a uuid that
 * names no row, any other parameter (`:name`, `:token`) with `x`.
 */
export function concretePath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    /id$/i.test(name) ? UNKNOWN_ID : 'x',
  );
}
