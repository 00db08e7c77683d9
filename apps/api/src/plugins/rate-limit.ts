import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { RateLimitedError } from '../lib/errors.js';
import { countHit } from '../lib/hit-counter.repo.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Fixed-window counters kept in PostgreSQL, so that every API process behind a load
 * balancer counts the same attempts (the process itself keeps no state).
 */
function pgStoreFor(db: Db) {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    // The plugin constructs the root store with its options; children get a route key.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'global';
    }

    incr(key: string, callback: IncrCallback, timeWindow = 60_000) {
      countHit(db, `${this.prefix}:${key}`, timeWindow)
        .then(({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }))
        .catch((error: Error) => callback(error));
    }

    // Each limited route counts on its own: the plugin passes the route as `routeInfo`.
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      const route = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new PgRateLimitStore(`${String(route.method ?? '')} ${route.url ?? ''}`);
    }
  };
}

/** Limits are declared per route (`config.rateLimit`); nothing is limited globally. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { db: Db }) => {
  await app.register(rateLimit, {
    global: false,
    store: pgStoreFor(options.db) as never,
    // Let the envelope plugin shape the answer.
    errorResponseBuilder: (_request, context) => new RateLimitedError(context.ttl),
  });
});
