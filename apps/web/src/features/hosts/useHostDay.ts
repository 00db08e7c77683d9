import { parseCalendarDate } from '@catering/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { localToday } from '../../lib/local-date';
import { useMarkets } from '../../lib/reference-data';
import { useCurrentUser } from '../../lib/session';
import type { HostDay } from './api';

/**
 * The market and date the picker shows. The URL (`?marketId=&date=`) wins, so Back from a
 * daily view returns to the same day; what it lacks (or names wrongly) falls back to the
 * user's default market and today. Choices replace the history entry, so Back leaves the
 * picker instead of undoing them.
 *
 * `day` is null for a user without a default market: hosts spec 2 gives them only a message.
 */
export function useHostDay() {
  const [params, setParams] = useSearchParams();
  const { defaultMarketId } = useCurrentUser();
  const markets = useMarkets().data ?? [];

  const wantedMarketId = params.get('marketId') ?? '';
  const wantedDate = params.get('date') ?? '';
  const day: HostDay | null = defaultMarketId
    ? {
        marketId: markets.some((market) => market.id === wantedMarketId)
          ? wantedMarketId
          : defaultMarketId,
        date: parseCalendarDate(wantedDate) ?? localToday(),
      }
    : null;

  const setDay = (next: HostDay) =>
    setParams({ marketId: next.marketId, date: next.date }, { replace: true });

  // Write the defaults into the URL once, so Back from the daily view finds the same day.
  const inStep = !day || (wantedMarketId === day.marketId && wantedDate === day.date);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of day needs a write.
  useEffect(() => {
    if (day && !inStep) setDay(day);
  }, [inStep, day?.marketId, day?.date]);

  return {
    day,
    markets,
    change: (changes: Partial<HostDay>) => {
      if (day) setDay({ ...day, ...changes });
    },
  };
}
