import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createConcurrencyLimit } from '../lib/concurrency-limit.js';
import { writesRecords } from '../lib/write-routes.js';

/**
 * A bulkhead between writes and reads (issue #30): at most `atOnce` handlers of routes that
 * write records run at a time; the others wait their turn here, in arrival order. Without
 * it a burst of saves takes every pooled database connection, and each read (the calendar,
 * a host's service screen) queues behind the saves' statements in the pool's queue: the
 * calendar's p99 was 3-4 times its own while 32 connections saved menus. With it, reads
 * always find connections free, and the saves lose nothing (the cores were already busy).
 *
 * Left out: public routes, sign-in and the like (scrypt-bound, limited apart), and the POST
 * routes that only compute (lib/write-routes.ts). A handler's slot is freed when its
 * promise settles, answered or thrown.
 */
export interface WriteBulkheadOptions {
  atOnce: number;
}

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

function isBulkheaded(route: RouteOptions) {
  if (route.config?.access === 'public' || route.url.startsWith('/v1/auth/')) return false;
  return methodsOf(route).some((method) => writesRecords(method, route.url));
}

export const writeBulkheadPlugin = fp(
  async (app: FastifyInstance, { atOnce }: WriteBulkheadOptions) => {
    const inTurn = createConcurrencyLimit(atOnce);
    app.addHook('onRoute', (route) => {
      if (!isBulkheaded(route)) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = function bulkheaded(request, reply) {
        return inTurn(async () => handler.call(this, request, reply));
      };
    });
  },
  { name: 'write-bulkhead' },
);
