import { inMarketScope, MARKET_SCOPE_MESSAGES, type MarketScope } from '@catering/domain';
import { inArray, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { forbidden, notFound } from './errors.js';

/**
 * Market scope in queries (docs/permissions.md 8). Every query of a `scoped` route adds
 * `withinMarkets` to its where clause, so a limited user's lists, counts and lookups never
 * see another market's rows: the scope lives in SQL, not in a filter after the fact.
 */
export function withinMarkets(column: AnyPgColumn | SQL, scope: MarketScope): SQL | undefined {
  if (scope === null) return undefined;
  // An empty scope cannot happen (no rows means unlimited), but would then match nothing.
  if (scope.length === 0) return sql`false`;
  const ids = [...scope];
  return column instanceof SQL ? inArray(column, ids) : inArray(column, ids);
}

/** A market the caller names (a list's filter, a new record's market): 403 outside the scope. */
export function requireMarketInScope(scope: MarketScope, marketId: string | null | undefined) {
  if (!inMarketScope(scope, marketId)) throw forbidden(MARKET_SCOPE_MESSAGES.outsideMarkets);
}

/**
 * A record found by id whose market lies outside the scope answers as if it did not
 * exist, so ids of other markets cannot be probed.
 */
export function requireRecordInScope(
  scope: MarketScope,
  marketId: string | null | undefined,
  message?: string,
) {
  if (!inMarketScope(scope, marketId)) throw notFound(message);
}
