import {
  ACCURACY_MESSAGES,
  accuracyMonthRange,
  type ForecastAccuracy,
  type ForecastAccuracyQuery,
  forecastAccuracy,
  type MarketScope,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { marketExists } from '../../lib/market-time-zone.repo.js';
import { findAccuracyObservations, findAppliedDates } from './forecast-accuracy.repo.js';

/**
 * The forecast accuracy dashboard (issue #28 point 4; docs/forecast.md 6): a market's month
 * of completed host surveys, planned against eaten, split per account at the latest apply
 * of the forecast up to the month's end.
 */
export async function marketAccuracy(
  db: Db,
  query: ForecastAccuracyQuery,
  scope: MarketScope,
): Promise<ForecastAccuracy> {
  requireMarketInScope(scope, query.marketId);
  const month = { marketId: query.marketId, scope, ...accuracyMonthRange(query.month) };
  const [exists, observations, applied] = await Promise.all([
    marketExists(db, query.marketId),
    findAccuracyObservations(db, month),
    findAppliedDates(db, month),
  ]);
  if (!exists) throw notFound(ACCURACY_MESSAGES.noMarket);
  return forecastAccuracy(observations, applied);
}
