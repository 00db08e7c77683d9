import {
  type MarketScope,
  type PurchasingOrderCsvQuery,
  SERVICE_LINE_ORDER,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { marketAndLineNames } from '../../lib/reference-names.repo.js';
import { purchasingVendorOrder } from '../purchasing/index.js';
import type { OrderGuidePrint } from './documents/order-guide.js';

/** Service lines in the spec's order (Breakfast, Lunch, Dinner…), others after by name. */
const rank = (name: string) => {
  const index = (SERVICE_LINE_ORDER as readonly string[]).indexOf(name);
  return index === -1 ? SERVICE_LINE_ORDER.length : index;
};

/**
 * One vendor's order guide to print (issue #27, 2) and its file name, the CSV's
 * (`order-guide-{vendor}-{from}-{to}`): the figures of GET /v1/purchasing/order-guide, the
 * market and line names, and how many needs and recipe lines the guide left out of every
 * order. 403 outside `scope`, 404 when the vendor has nothing to order.
 */
export async function orderGuidePrint(
  db: Db,
  query: PurchasingOrderCsvQuery,
  scope: MarketScope,
): Promise<{ print: OrderGuidePrint; fileName: string }> {
  const { guide, vendor, fileName } = await purchasingVendorOrder(db, { ...query, scope });
  const names = await marketAndLineNames(db, query.marketId, query.serviceLineIds);
  const { csv: _importRows, ...order } = vendor;
  return {
    fileName,
    print: {
      vendor: order,
      marketName: names.marketName ?? '',
      serviceLineNames: names.serviceLineNames.sort(
        (a, b) => rank(a) - rank(b) || a.localeCompare(b),
      ),
      from: guide.from,
      to: guide.to,
      today: guide.today,
      notOrderable: guide.notOrderable.length,
      unplaced: guide.unplaced.length,
    },
  };
}
