import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** One fixed-window counter after a hit: how many in this window, and when it ends. */
export interface HitCount {
  hits: number;
  /** Milliseconds until the window ends and the count starts again at zero. */
  ttlMs: number;
  /** Identifies the window, so that a hit taken back never lands in a later one. */
  windowStartedAt: string;
}

interface HitRow {
  hits: number;
  elapsed_ms: number;
  window_started_at: string;
}

/**
 * Counts one hit on `key` in the table `rate_limit_hits`, shared by every API process: the
 * window starts at the first hit and restarts at the first hit after it has ended.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<HitCount> {
  const window = Math.max(1, Math.floor(windowMs));
  const ended = sql`rate_limit_hits.window_started_at <= now() - make_interval(secs => ${window / 1000})`;
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when ${ended} then 1 else rate_limit_hits.hits + 1 end,
      window_started_at = case when ${ended} then now() else rate_limit_hits.window_started_at end
    returning hits, (extract(epoch from (now() - window_started_at)) * 1000)::int as elapsed_ms,
      window_started_at::text as window_started_at`);
  // Both drivers answer `{ rows }`.
  const row = (result as unknown as { rows: HitRow[] }).rows[0];
  if (!row) throw new Error(`rate limit counter ${key} missing`);
  return {
    hits: Number(row.hits),
    ttlMs: Math.max(0, window - Number(row.elapsed_ms)),
    windowStartedAt: row.window_started_at,
  };
}

/** Takes back a hit counted by `countHit`, unless its window has ended since. */
export async function uncountHit(db: Db, key: string, windowStartedAt: string): Promise<void> {
  await db.execute(sql`
    update rate_limit_hits set hits = hits - 1
    where key = ${key} and window_started_at = ${windowStartedAt}::timestamptz and hits > 0`);
}
