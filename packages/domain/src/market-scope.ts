/**
 * Market-scoped access (docs/permissions.md 8): a staff member may be limited to one or
 * more markets. Records that belong to a market (scheduled menus and add-ons, accounts and
 * everything under them, host surveys, the day's numbers and documents, their change log)
 * are then read and written only in those markets. The catalogue (master menus, elements,
 * ingredients, tags, brands, types) belongs to no market and stays shared.
 */

/** The markets a user is limited to; null when the user is not limited (the default). */
export type MarketScope = readonly string[] | null;

export const MARKET_SCOPE_MESSAGES = {
  /** A limited user asking for a record or a market outside their markets. */
  outsideMarkets: 'You do not have access to this market.',
  /** A route that does not (yet) honour the limit refuses limited users outright. */
  routeUnscoped: 'This is not available to users limited to markets.',
  /** Manage Team: a limited editor can only hand out their own markets. */
  cannotWiden: 'You can only limit users to markets you have access to.',
  ownLimitFixed: 'You cannot change your own markets.',
  defaultOutside: 'The default market must be one of the markets the user is limited to.',
} as const;

export const isLimited = (scope: MarketScope): scope is readonly string[] => scope !== null;

/** Whether a record of `marketId` is visible under `scope`. */
export function inMarketScope(scope: MarketScope, marketId: string | null | undefined): boolean {
  if (scope === null) return true;
  return marketId !== null && marketId !== undefined && scope.includes(marketId);
}

/** The scope stored for a user: no rows means not limited. */
export const marketScopeOf = (limitedToMarketIds: readonly string[]): MarketScope =>
  limitedToMarketIds.length === 0 ? null : [...limitedToMarketIds].sort();
