import type { ForecastAccuracyQuery } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** GET /v1/forecast/accuracy: a market's month of completed surveys, planned against eaten. */
export function useForecastAccuracy(query: ForecastAccuracyQuery) {
  return useQuery({
    queryKey: ['forecast', 'accuracy', query] as const,
    queryFn: async ({ signal }) => (await api.get('/v1/forecast/accuracy', { query, signal })).data,
    enabled: Boolean(query.marketId && query.month),
  });
}
