import type { MarketScope } from '@catering/domain';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markets, userMarketLimits, users } from '../../db/schema/index.js';

/** Queries of the markets a user is limited to, and of markets' names. */

/** The names of the markets that exist among `ids`, in name order. */
export async function findMarketNames(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ name: markets.name })
    .from(markets)
    .where(inArray(markets.id, [...ids]))
    .orderBy(asc(sql`lower(${markets.name})`));
  return rows.map((row) => row.name);
}

export async function findMarketName(db: Db, marketId: string): Promise<string | undefined> {
  const [market] = await db
    .select({ name: markets.name })
    .from(markets)
    .where(eq(markets.id, marketId));
  return market?.name;
}

/** The ids of the markets the user is limited to, sorted; [] for every market. */
export async function findUserMarketLimits(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ marketId: userMarketLimits.marketId })
    .from(userMarketLimits)
    .where(eq(userMarketLimits.userId, userId));
  return rows.map((row) => row.marketId).sort();
}

export async function replaceUserMarketLimits(
  db: Db,
  userId: string,
  marketIds: readonly string[],
) {
  await db.delete(userMarketLimits).where(eq(userMarketLimits.userId, userId));
  if (marketIds.length === 0) return;
  await db.insert(userMarketLimits).values(marketIds.map((marketId) => ({ userId, marketId })));
}

/** Users a caller may see and manage: all, or those limited within the caller's markets. */
export function managedBy(scope: MarketScope): SQL | undefined {
  if (scope === null) return undefined;
  const limitOfUser = eq(userMarketLimits.userId, users.id);
  const outside = notInArray(userMarketLimits.marketId, [...scope]);
  return sql`(exists (select 1 from ${userMarketLimits} where ${limitOfUser})
    and not exists (select 1 from ${userMarketLimits} where ${and(limitOfUser, outside)}))`;
}
