import { forecastAccuracyQuerySchema } from '@catering/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pickDefaultMarketId } from '../../lib/default-market';
import { localToday } from '../../lib/local-date';
import { saveSelectedMarketId, useSelectedMarketId } from '../../lib/local-preferences';
import { useMarkets } from '../../lib/reference-data';
import { useCurrentUser } from '../../lib/session';

const isMonth = (text: string) => forecastAccuracyQuerySchema.shape.month.safeParse(text).success;

/**
 * The market and month the page shows. The URL (`?marketId=&month=`) wins, so a link or a
 * reload shows the same month; what it lacks (or names wrongly) falls back to the person's
 * market and this month. The URL is kept in step, replacing the entry, so Back leaves the
 * page instead of undoing choices (as the Chef numbers do).
 */
export function useAccuracyChoice() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const savedMarketId = useSelectedMarketId();
  const markets = useMarkets().data ?? [];
  const wanted = { marketId: params.get('marketId') ?? '', month: params.get('month') ?? '' };
  const choice = {
    marketId: markets.some((market) => market.id === wanted.marketId)
      ? wanted.marketId
      : (pickDefaultMarketId({ defaultMarketId: user.defaultMarketId, savedMarketId, markets }) ??
        ''),
    month: isMonth(wanted.month) ? wanted.month : localToday().slice(0, 7),
  };
  const write = (next: typeof choice) => setParams(next, { replace: true });

  // Write the defaults into the URL once the markets are known, so the address can be shared.
  const inStep = wanted.marketId === choice.marketId && wanted.month === choice.month;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of choice needs a write.
  useEffect(() => {
    if (choice.marketId && !inStep) write(choice);
  }, [inStep, choice.marketId, choice.month]);

  return {
    choice,
    markets,
    change: (changes: Partial<typeof choice>) => {
      // The market chosen here is remembered like on the other pages (spec 2.3).
      if (changes.marketId && changes.marketId !== choice.marketId)
        saveSelectedMarketId(changes.marketId);
      // A month field being cleared or half typed keeps the month shown.
      if (changes.month !== undefined && !isMonth(changes.month)) return;
      write({ ...choice, ...changes });
    },
  };
}
