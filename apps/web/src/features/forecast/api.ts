import type { ForecastQuery } from '@catering/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, errorMessages } from '../../lib/api';
import type { AccountChanges } from './forecast-rows';

const forecastKey = ['forecast'] as const;

/** GET /v1/forecast: the suggestions of a market's surveys that differ from the modifiers in force. */
export function useForecast(query: ForecastQuery) {
  return useQuery({
    queryKey: [...forecastKey, query] as const,
    queryFn: async ({ signal }) => (await api.get('/v1/forecast', { query, signal })).data,
    enabled: Boolean(query.marketId),
  });
}

export interface ApplyOutcome {
  applied: AccountChanges[];
  failed: { account: AccountChanges; messages: string[] }[];
}

/**
 * Applies the chosen suggestions, one request per account and one after another (each is
 * all or nothing on the server, so an account never ends half applied), then reads the
 * forecast and the accounts again. A refused account does not stop the others.
 */
export function useApplyForecast() {
  const queryClient = useQueryClient();
  return useCallback(
    async (accounts: readonly AccountChanges[]): Promise<ApplyOutcome> => {
      const outcome: ApplyOutcome = { applied: [], failed: [] };
      for (const account of accounts) {
        try {
          await api.post('/v1/accounts/{id}/portion-modifiers/forecast', {
            path: { id: account.accountId },
            body: account.body,
          });
          outcome.applied.push(account);
        } catch (error) {
          outcome.failed.push({ account, messages: errorMessages(error) });
        }
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: forecastKey }),
        // The account editor's modifiers and version changed with them.
        queryClient.invalidateQueries({ queryKey: ['accounts'] }),
      ]);
      return outcome;
    },
    [queryClient],
  );
}
