import { useQuery } from '@tanstack/react-query';
import { api, buildUrl } from '../../lib/api';
import { downloadFromUrl } from '../../lib/download';
import { ORDER_GUIDE_TEXT } from './messages';

/** What the order guide and the food cost report are asked for: a market, dates and lines. */
export interface OrderGuideQuery {
  marketId: string;
  from: string;
  to: string;
  serviceLineIds: string[];
}

const sent = (query: OrderGuideQuery) => ({
  marketId: query.marketId,
  from: query.from,
  to: query.to,
  serviceLineIds: query.serviceLineIds.join(','),
});

/** GET /v1/purchasing/order-guide: per vendor, by order-by date; what is left apart and why. */
export function useOrderGuide(query: OrderGuideQuery) {
  return useQuery({
    queryKey: ['purchasing', 'order-guide', sent(query)] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/purchasing/order-guide', { query: sent(query), signal })).data,
    enabled: Boolean(query.marketId && query.from && query.to && query.serviceLineIds.length),
  });
}

/** What a vendor's order is saved as: its order portal's CSV, or the PDF to print. */
export type VendorFileFormat = 'csv' | 'pdf';

/**
 * One vendor's order saved as a file: the rows its order portal imports (CSV), or its lines,
 * subtotals and total to print (PDF). The server names the file; the fallback is ours.
 */
export function downloadVendorFile(
  query: OrderGuideQuery,
  vendor: { id: string; name: string },
  format: VendorFileFormat,
) {
  return downloadFromUrl(
    buildUrl(`/v1/purchasing/order-guide.${format}`, { ...sent(query), vendorId: vendor.id }),
    ORDER_GUIDE_TEXT.fileName(vendor.name, format),
  );
}

/** GET /v1/purchasing/food-cost: eaters, cost and cost per eater, with what is not costed. */
export function useFoodCostReport(query: OrderGuideQuery) {
  return useQuery({
    queryKey: ['purchasing', 'food-cost', sent(query)] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/purchasing/food-cost', { query: sent(query), signal })).data,
    enabled: Boolean(query.marketId && query.from && query.to && query.serviceLineIds.length),
  });
}
