import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../../src/db/data-dir-lock.js';
import { openDurablePglite } from '../../src/db/durable-pglite.js';

/**
 * The bare server's database: plain SQL strings with $n parameters, no ORM. PostgreSQL
 * through a pool the size of the product's (db/client.ts), else the embedded database
 * opened exactly as the product opens it (locked, synced at every commit), so a ratio
 * measures the code and not a different driver setting.
 */
export interface BareDb {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** `DATABASE_URL` when set, else the cluster in `DATA_DIR` (never open by the API meanwhile). */
export async function openBareDb(env = process.env): Promise<BareDb> {
  if (env.DATABASE_URL) return openPool(env.DATABASE_URL);
  return openEmbedded(path.resolve(env.DATA_DIR ?? './data'));
}

function openPool(connectionString: string): BareDb {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Every statement named, so each connection parses and plans it once, as a careful
  // engineer's hot routes would (the product prepares its hot statements too).
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      name = `bare_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
      names.set(sql, name);
    }
    return name;
  };
  return {
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query({ name: nameOf(sql), text: sql, values: params })).rows as T[];
    },
    close: () => pool.end(),
  };
}

async function openEmbedded(dataDir: string): Promise<BareDb> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir, 'bare-bench');
  try {
    // pgliteDirOf() of db/client.ts; imported from there it would load Drizzle.
    const client = await openDurablePglite(path.join(dataDir, 'pgdata'));
    return {
      async query<T>(sql: string, params?: unknown[]) {
        return (await client.query<T>(sql, params)).rows;
      },
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
