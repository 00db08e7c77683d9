import { useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../lib/api';
import { downloadFromUrl } from '../../lib/download';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';
import { FEEDBACK_TEXT } from './messages';

/** What the Feedback screen and the account's Feedback tab filter by; empty ones are not sent. */
export interface FeedbackFilters {
  marketId: string;
  accountId?: string;
  menuId?: string;
  from?: string;
  to?: string;
}

const sent = (filters: FeedbackFilters) => ({
  marketId: filters.marketId,
  accountId: filters.accountId || undefined,
  menuId: filters.menuId || undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
});

/** GET /v1/eater-feedback: a page of the rows, newest service first. */
export function useEaterFeedbackPage(request: Omit<PageRequest, 'q'>, filters: FeedbackFilters) {
  return useQuery({
    ...pagedListQuery('eater-feedback', '/v1/eater-feedback', { ...request, q: '' }, sent(filters)),
    enabled: Boolean(filters.marketId),
  });
}

/** GET /v1/eater-feedback/summary: count, average, scores, elements mentioned, menus. */
export function useEaterFeedbackSummary(filters: FeedbackFilters) {
  return useQuery({
    queryKey: ['eater-feedback', 'summary', sent(filters)] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/eater-feedback/summary', { query: sent(filters), signal })).data,
    enabled: Boolean(filters.marketId),
  });
}

/** The market's live accounts, for the account filter. */
export function useMarketAccounts(marketId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'of-market', marketId] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/accounts', { query: { marketId, perPage: 4096 }, signal })).data,
    enabled: enabled && Boolean(marketId),
  });
}

/** The rows as filtered, saved as a CSV file. */
export function downloadEaterFeedback(filters: FeedbackFilters) {
  return downloadFromUrl(
    buildUrl('/v1/eater-feedback.csv', sent(filters)),
    FEEDBACK_TEXT.csvFileName,
  );
}
