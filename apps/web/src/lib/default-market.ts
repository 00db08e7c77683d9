import type { Market } from '@catering/domain';

/** The market the operator was founded in; the fallback when a user has no other market. */
export const FALLBACK_MARKET_NAME = 'Phoenix';

/**
 * The market a user's scheduling pages open on: their own default market, else the one
 * they last chose in this browser, else Phoenix, else the first market.
 * A saved market that no longer exists is skipped rather than leading to an empty page.
 */
export function pickDefaultMarketId(options: {
  defaultMarketId: string | null;
  savedMarketId: string | null;
  markets: readonly Market[];
}): string | null {
  const { defaultMarketId, savedMarketId, markets } = options;
  if (defaultMarketId) return defaultMarketId;
  if (savedMarketId && markets.some((market) => market.id === savedMarketId)) {
    return savedMarketId;
  }
  const phoenix = markets.find((market) => market.name === FALLBACK_MARKET_NAME);
  return phoenix?.id ?? markets[0]?.id ?? null;
}
