import type { ForecastRow } from '@catering/domain';
import { useState } from 'react';
import { useToast } from '../../lib/toast';
import { useApplyForecast } from './api';
import { type AccountChanges, changesByAccount, rowKey } from './forecast-rows';
import { FORECAST_TEXT as T } from './messages';

export interface ApplyFailure {
  accountId: string;
  accountName: string;
  messages: string[];
}

/**
 * The rows a person chose, the confirmation they are asked for, and what applying them
 * did: applied accounts leave the selection (and, read again, the list); a refused
 * account's rows stay chosen, its reason shown, so it can be read and tried again.
 */
export function useApplySelection(rows: readonly ForecastRow[]) {
  const toast = useToast();
  const apply = useApplyForecast();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<AccountChanges[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<ApplyFailure[]>([]);

  // A choice the answer no longer lists (applied elsewhere, another market) is not counted.
  const chosenRows = rows.filter((row) => selected.has(rowKey(row)));

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const outcome = await apply(confirming);
      if (outcome.applied.length) toast.success(T.applied(outcome.applied.length));
      setSelected(new Set(outcome.failed.flatMap(({ account }) => account.rows.map(rowKey))));
      setFailures(
        outcome.failed.map(({ account, messages }) => ({
          accountId: account.accountId,
          accountName: account.accountName,
          messages,
        })),
      );
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return {
    selected,
    select: (keys: Set<string>) => setSelected(keys),
    chosenCount: chosenRows.length,
    confirming,
    busy,
    failures,
    dismissFailures: () => setFailures([]),
    askToApply: () => setConfirming(changesByAccount(chosenRows)),
    cancel: () => setConfirming(null),
    confirm,
    reset: () => {
      setSelected(new Set());
      setFailures([]);
    },
  };
}
