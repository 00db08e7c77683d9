import {
  type CurrentUser,
  MARKET_SCOPE_MESSAGES,
  marketScopeOf,
  TEAM_MESSAGES,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { findMarketNames } from './market-limits.repo.js';

/**
 * "Limited to markets" in Manage Team (docs/permissions.md 8). A limited editor manages
 * only people limited within their own markets, and can neither lift a limit nor hand
 * out a market of their own they do not have: access is never widened from inside.
 */

/** The markets' names in order; 400 when one does not exist. */
export async function namesOfMarkets(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const names = await findMarketNames(db, ids);
  if (names.length !== ids.length) throw badRequest(TEAM_MESSAGES.unknownMarket);
  return names;
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
