import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';

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
      const fullKey = `${this.prefix}:${key}`;
      const windowMs = Math.max(1, Math.floor(timeWindow));
      db.execute(sql`
        insert into rate_limit_hits (key, window_started_at, hits) values (${fullKey}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limit_hits.window_started_at <= now() - make_interval(secs => ${windowMs / 1000})
                      then 1 else rate_limit_hits.hits + 1 end,
          window_started_at = case when rate_limit_hits.window_started_at <= now() - make_interval(secs => ${windowMs / 1000})
                      then now() else rate_limit_hits.window_started_at end
        returning hits, (extract(epoch from (now() - window_started_at)) * 1000)::int as elapsed_ms`)
        .then((result) => {
          // Both drivers answer `{ rows }`.
          const row = (result as unknown as { rows: { hits: number; elapsed_ms: number }[] })
            .rows[0];
          if (!row) return callback(new Error('rate limit counter missing'));
          callback(null, {
            current: Number(row.hits),
            ttl: Math.max(0, windowMs - Number(row.elapsed_ms)),
          });
        })
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
    errorResponseBuilder: (_request, context) => {
      const error = new Error(
        `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      ) as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
});
