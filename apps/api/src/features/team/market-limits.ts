import {
  type CurrentUser,
  MARKET_SCOPE_MESSAGES,
  type MarketScope,
  marketScopeOf,
  TEAM_MESSAGES,
} from '@catering/domain';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { markets, userMarketLimits, users } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../lib/errors.js';

/**
 * "Limited to markets" in Manage Team (docs/permissions.md 8). A limited editor manages
 * only people limited within their own markets, and can neither lift a limit nor hand
 * out a market of their own they do not have: access is never widened from inside.
 */

/** The markets' names in order; 400 when one does not exist. */
export async function namesOfMarkets(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: markets.name })
    .from(markets)
    .where(inArray(markets.id, [...ids]))
    .orderBy(asc(sql`lower(${markets.name})`));
  if (rows.length !== ids.length) throw badRequest(TEAM_MESSAGES.unknownMarket);
  return rows.map((row) => row.name);
}

export async function limitsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ marketId: userMarketLimits.marketId })
    .from(userMarketLimits)
    .where(eq(userMarketLimits.userId, userId));
  return rows.map((row) => row.marketId).sort();
}

export async function replaceLimits(db: Db, userId: string, marketIds: readonly string[]) {
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

/** The limits a caller may give: a limited caller only a non-empty part of their own. */
export function checkLimitsGrantable(caller: CurrentUser, limits: readonly string[]) {
  const scope = marketScopeOf(caller.limitedToMarketIds);
  if (scope === null) return;
  if (limits.length === 0 || limits.some((id) => !scope.includes(id))) {
    throw forbidden(MARKET_SCOPE_MESSAGES.cannotWiden);
  }
}

/** A limited user's default market lies within their markets. */
export function checkDefaultWithin(limits: readonly string[], defaultMarketId: string | null) {
  if (limits.length > 0 && defaultMarketId !== null && !limits.includes(defaultMarketId)) {
    throw badRequest(MARKET_SCOPE_MESSAGES.defaultOutside);
  }
}

export const describeLimits = (names: readonly string[]) =>
  names.length === 0 ? 'every market' : names.join(', ');
