import { purchasingRangeProblem } from '@catering/domain';
import { useMemo, useState } from 'react';
import { pickDefaultMarketId } from '../../lib/default-market';
import { localToday } from '../../lib/local-date';
import { useSelectedMarketId } from '../../lib/local-preferences';
import { useMarkets, useServiceLines } from '../../lib/reference-data';
import { sortServiceLines } from '../../lib/service-lines';
import { useCurrentUser } from '../../lib/session';
import type { OrderGuideQuery } from './api';
import { ORDER_GUIDE_TEXT } from './messages';

/**
 * The market, dates and lines a purchasing page asks for: what the person picked, else the
 * person's market, the page's opening dates and every service line. `rangeProblem` says why
 * the dates cannot be asked for (the API would refuse them), so the page says it instead.
 */
export function usePurchasingChoice<Choice extends OrderGuideQuery>(
  openingDates: (today: string) => { from: string; to: string },
  extra: (picked: Partial<Choice>) => Omit<Choice, keyof OrderGuideQuery>,
) {
  const user = useCurrentUser();
  const markets = useMarkets().data ?? [];
  const serviceLines = useServiceLines().data;
  const lines = useMemo(() => sortServiceLines(serviceLines ?? []), [serviceLines]);
  const savedMarketId = useSelectedMarketId();
  const [picked, setPicked] = useState<Partial<Choice>>(
    () => openingDates(localToday()) as Partial<Choice>,
  );
  const choice = {
    ...extra(picked),
    marketId:
      picked.marketId ??
      pickDefaultMarketId({ defaultMarketId: user.defaultMarketId, savedMarketId, markets }) ??
      '',
    from: picked.from ?? '',
    to: picked.to ?? '',
    serviceLineIds: picked.serviceLineIds ?? lines.map((line) => line.id),
  } as Choice;
  const rangeProblem =
    !choice.from || !choice.to
      ? ORDER_GUIDE_TEXT.noDates
      : purchasingRangeProblem(choice.from, choice.to);
  const pick = (next: Partial<Choice>) => setPicked((current) => ({ ...current, ...next }));
  return { choice, pick, rangeProblem, markets, lines, serviceLinesLoaded: !!serviceLines };
}
