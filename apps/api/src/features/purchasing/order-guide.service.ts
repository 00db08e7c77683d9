import {
  ingredientNeeds,
  orderGuide,
  PURCHASING_MESSAGES,
  type PurchasingOrderGuide,
  todayIn,
  type VendorOrder,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { csvText } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { findMarketTimeZone } from '../../lib/market-time-zone.repo.js';
import type { PurchasingRange } from './purchasing.repo.js';
import { cookedOf } from './purchasing.service.js';

/**
 * The order guide of a market's range and lines (issue #27, 2; docs/purchasing.md): the
 * Chef numbers' portions times the recipes, summed per ingredient and date, bought by the
 * case from each ingredient's vendor by the order-by date, late lines marked against the
 * market's today. 403 outside the caller's markets, 404 for a market that does not exist.
 */
export async function purchasingOrderGuide(
  db: Db,
  range: PurchasingRange,
  now = new Date(),
): Promise<PurchasingOrderGuide> {
  requireMarketInScope(range.scope, range.marketId);
  const timeZone = await findMarketTimeZone(db, range.marketId);
  if (!timeZone) throw notFound(PURCHASING_MESSAGES.noMarket);
  const { lines, ingredients } = await cookedOf(db, range, { accountParts: false });
  const { needs, unplaced } = ingredientNeeds(lines, ingredients);
  const today = todayIn(timeZone, now);
  return {
    from: range.from,
    to: range.to,
    today,
    ...orderGuide(needs, ingredients, { today }),
    unplaced,
  };
}

export const ORDER_GUIDE_CSV_HEADER = ['Item ID', 'Description', 'Cases', 'Delivery date'];

/** A vendor name as a file name part: letters and digits, the rest as single dashes. */
const fileNamePart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'vendor';

/**
 * One vendor's part of the order guide and the name of its files
 * (`order-guide-{vendor}-{from}-{to}`, without extension), for its CSV and its PDF. 404
 * when the vendor has nothing to order in the range.
 */
export async function purchasingVendorOrder(
  db: Db,
  query: PurchasingRange & { vendorId: string },
  now = new Date(),
): Promise<{ guide: PurchasingOrderGuide; vendor: VendorOrder; fileName: string }> {
  const guide = await purchasingOrderGuide(db, query, now);
  const vendor = guide.vendors.find((found) => found.vendorId === query.vendorId);
  if (!vendor || vendor.csv.length === 0) throw notFound(PURCHASING_MESSAGES.nothingToOrder);
  return {
    guide,
    vendor,
    fileName: `order-guide-${fileNamePart(vendor.vendorName)}-${guide.from}-${guide.to}`,
  };
}

/**
 * One vendor's rows of the order guide as its order portal imports them (docs/purchasing.md
 * 5): item id, description, cases and delivery date, one row per delivery line, formula-safe
 * (lib/csv.ts). 404 when the vendor has nothing to order in the range.
 */
export async function purchasingOrderCsv(
  db: Db,
  query: PurchasingRange & { vendorId: string },
  now = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const { vendor, fileName } = await purchasingVendorOrder(db, query, now);
  return {
    fileName: `${fileName}.csv`,
    csv: csvText(
      ORDER_GUIDE_CSV_HEADER,
      vendor.csv.map((row) => [
        row.itemId ?? '',
        row.description,
        String(row.cases),
        row.deliveryDate,
      ]),
    ),
  };
}
