import { parseCalendarDate } from '@catering/domain';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pickDefaultMarketId } from '../../lib/default-market';
import { localToday } from '../../lib/local-date';
import { saveSelectedMarketId, useSelectedMarketId } from '../../lib/local-preferences';
import { useMarkets, useServiceLines } from '../../lib/reference-data';
import { idOfNamed, sortServiceLines } from '../../lib/service-lines';
import { useCurrentUser } from '../../lib/session';
import type { NumbersSlot } from './api';

/** Spec 9: the numbers open on Lunch. */
export const DEFAULT_SERVICE_LINE = 'Lunch';

/**
 * The market, service line and date the page shows. The URL (`?marketId=&serviceLineId=
 * &date=`) wins, so a link or a reload shows the same numbers; what it lacks (or names
 * wrongly) falls back to the defaults: the user's market rule, Lunch, today. The URL is
 * kept in step, replacing the entry, so Back leaves the page instead of undoing choices.
 */
export function useNumbersSlot() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const savedMarketId = useSelectedMarketId();
  const markets = useMarkets();
  const serviceLines = useServiceLines();
  const lines = useMemo(() => sortServiceLines(serviceLines.data ?? []), [serviceLines.data]);
  const marketRows = markets.data ?? [];

  const wanted = {
    marketId: params.get('marketId') ?? '',
    serviceLineId: params.get('serviceLineId') ?? '',
    date: params.get('date') ?? '',
  };
  const slot: NumbersSlot = {
    marketId: marketRows.some((market) => market.id === wanted.marketId)
      ? wanted.marketId
      : (pickDefaultMarketId({
          defaultMarketId: user.defaultMarketId,
          savedMarketId,
          markets: marketRows,
        }) ?? ''),
    serviceLineId: lines.some((line) => line.id === wanted.serviceLineId)
      ? wanted.serviceLineId
      : idOfNamed(lines, DEFAULT_SERVICE_LINE) || (lines[0]?.id ?? ''),
    date: parseCalendarDate(wanted.date) ?? localToday(),
  };
  const ready = Boolean(markets.data && serviceLines.data);
  const complete = ready && Boolean(slot.marketId && slot.serviceLineId);

  const setSlot = (next: NumbersSlot) =>
    setParams(
      { marketId: next.marketId, serviceLineId: next.serviceLineId, date: next.date },
      { replace: true },
    );

  // Write the defaults into the URL once they are known, so the address can be shared.
  const inStep =
    wanted.marketId === slot.marketId &&
    wanted.serviceLineId === slot.serviceLineId &&
    wanted.date === slot.date;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of slot needs a write.
  useEffect(() => {
    if (complete && !inStep) setSlot(slot);
  }, [complete, inStep, slot.marketId, slot.serviceLineId, slot.date]);

  return {
    slot,
    /** Both reference lists answered and a market and line could be chosen. */
    complete,
    pending: markets.isPending || serviceLines.isPending,
    failed: markets.isError || serviceLines.isError,
    markets: marketRows,
    lines,
    change: (changes: Partial<NumbersSlot>) => {
      // The market chosen here is remembered like on the scheduling pages (spec 2.3).
      if (changes.marketId && changes.marketId !== slot.marketId) {
        saveSelectedMarketId(changes.marketId);
      }
      setSlot({ ...slot, ...changes });
    },
  };
}
