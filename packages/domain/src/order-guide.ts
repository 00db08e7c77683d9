import { z } from 'zod';
import { addDays, daysBetween } from './calendar.js';
import { uuid } from './ids.js';
import { type IngredientNeed, PURCHASING_PROBLEMS } from './ingredient-needs.js';
import type { IngredientVendorFigures, PurchasableIngredient } from './purchasing.js';

/**
 * The order guide (issue #27 point 2; docs/purchasing.md 2-5): each need bought by the
 * case from the ingredient's preferred vendor with a case size, in deliveries that keep
 * within the shelf life, each to be ordered by its delivery date minus the lead time.
 */

const totalSchema = z.object({
  /** Sum of the line costs that are known, in dollars to the cent. */
  cost: z.number(),
  /** Some line has no case cost: `cost` leaves it out. */
  partial: z.boolean(),
});
export type OrderTotal = z.infer<typeof totalSchema>;

export const orderLineSchema = z.object({
  ingredientId: uuid,
  ingredientName: z.string(),
  itemId: z.string().nullable(),
  /** The summed needs of the delivery, in `unit`. */
  quantity: z.number(),
  unit: z.string(),
  unitsPerCase: z.number(),
  /** ceil(quantity / unitsPerCase). */
  cases: z.number().int(),
  costPerCase: z.number().nullable(),
  /** cases x cost per case; null when the vendor has no case cost. */
  lineCost: z.number().nullable(),
  /** The first service date the delivery serves: the kitchen receives it by then. */
  deliveryDate: z.string(),
  /** The service dates the delivery serves, first to last. */
  serviceDates: z.array(z.string()),
  /** Delivery date minus the lead time (calendar days). */
  orderBy: z.string(),
  /** The order-by date is already past (before today in the market's zone). */
  late: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderCsvRowSchema = z.object({
  itemId: z.string().nullable(),
  description: z.string(),
  cases: z.number().int(),
  /** Kept so the rows of one delivery can be imported as one order. */
  deliveryDate: z.string(),
});
export type OrderCsvRow = z.infer<typeof orderCsvRowSchema>;

export const vendorOrderSchema = z.object({
  vendorId: uuid,
  vendorName: z.string(),
  /** Grouped by order-by date, earliest first. */
  days: z.array(
    z.object({ orderBy: z.string(), lines: z.array(orderLineSchema), total: totalSchema }),
  ),
  total: totalSchema,
  /** The vendor's order portal import: item id, description, cases, one row per line. */
  csv: z.array(orderCsvRowSchema),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

export const notOrderableSchema = z.object({
  ingredientId: uuid,
  ingredientName: z.string(),
  date: z.string(),
  quantity: z.number(),
  unit: z.string(),
  reason: z.string(),
});
export type NotOrderable = z.infer<typeof notOrderableSchema>;

export const orderGuideSchema = z.object({
  vendors: z.array(vendorOrderSchema),
  /** Every vendor's lines to order on a date, summed. */
  days: z.array(z.object({ orderBy: z.string(), total: totalSchema })),
  total: totalSchema,
  /** Needs no vendor can fill by the case, with the reason. */
  notOrderable: z.array(notOrderableSchema),
});
export type OrderGuide = z.infer<typeof orderGuideSchema>;

/** The ingredient's vendor by preference that sells it by a case of known size. */
export function caseVendor(ingredient: PurchasableIngredient): IngredientVendorFigures | null {
  return (
    [...ingredient.vendors]
      .sort((a, b) => a.preference - b.preference)
      .find((v) => v.unitsPerCase !== null && v.unitsPerCase > 0) ?? null
  );
}

/** A shortfall under a millionth of the unit is float noise, not another case. */
const CASE_EPSILON = 1e-6;
export const casesFor = (quantity: number, unitsPerCase: number) =>
  Math.max(0, Math.ceil((quantity - CASE_EPSILON) / unitsPerCase));

const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Splits one ingredient's needs (sorted by date) into deliveries: a delivery is dated at
 * its first need, and a later need joins it while `need date - delivery date < expDays`.
 * A need exactly expDays after the delivery starts the next one. No expDays: one delivery.
 */
export function splitDeliveries<T extends { date: string }>(
  needs: readonly T[],
  expDays: number | null,
): { date: string; needs: T[] }[] {
  const deliveries: { date: string; needs: T[] }[] = [];
  for (const need of needs) {
    const current = deliveries.at(-1);
    if (current && (expDays === null || daysBetween(current.date, need.date) < expDays)) {
      current.needs.push(need);
    } else {
      deliveries.push({ date: need.date, needs: [need] });
    }
  }
  return deliveries;
}

function totalOf(lines: readonly { lineCost: number | null }[]): OrderTotal {
  return {
    cost: round2(lines.reduce((sum, line) => sum + (line.lineCost ?? 0), 0)),
    partial: lines.some((line) => line.lineCost === null),
  };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const byDate = (a: string, b: string) => a.localeCompare(b);

export function orderGuide(
  needs: readonly IngredientNeed[],
  ingredients: ReadonlyMap<string, PurchasableIngredient>,
  options: { today: string },
): OrderGuide {
  const lines: (OrderLine & { vendorId: string; vendorName: string })[] = [];
  const notOrderable: NotOrderable[] = [];
  for (const [ingredientId, own] of groupBy(needs, (need) => need.ingredientId)) {
    const ingredient = ingredients.get(ingredientId);
    const vendor = ingredient ? caseVendor(ingredient) : null;
    if (!ingredient || !vendor) {
      const reason = ingredient
        ? PURCHASING_PROBLEMS.noCaseSize
        : PURCHASING_PROBLEMS.unknownIngredient;
      for (const need of own) notOrderable.push({ ...need, reason });
      continue;
    }
    const sorted = [...own].sort((a, b) => byDate(a.date, b.date));
    for (const delivery of splitDeliveries(sorted, vendor.expDays)) {
      const quantity = round3(delivery.needs.reduce((sum, need) => sum + need.quantity, 0));
      const unitsPerCase = vendor.unitsPerCase!;
      const cases = casesFor(quantity, unitsPerCase);
      const orderBy = addDays(delivery.date, -(vendor.leadTime ?? 0));
      lines.push({
        vendorId: vendor.vendorId,
        vendorName: vendor.vendorName,
        ingredientId,
        ingredientName: ingredient.name,
        itemId: vendor.itemId,
        quantity,
        unit: ingredient.unit,
        unitsPerCase,
        cases,
        costPerCase: vendor.costPerCase,
        lineCost: vendor.costPerCase === null ? null : round2(cases * vendor.costPerCase),
        deliveryDate: delivery.date,
        serviceDates: [...new Set(delivery.needs.map((need) => need.date))],
        orderBy,
        late: orderBy < options.today,
      });
    }
  }
  lines.sort(
    (a, b) =>
      byDate(a.orderBy, b.orderBy) ||
      byDate(a.deliveryDate, b.deliveryDate) ||
      a.ingredientName.localeCompare(b.ingredientName),
  );
  const vendors = [...groupBy(lines, (line) => line.vendorId).values()]
    .map((own): VendorOrder => {
      const plain = own.map(({ vendorId: _id, vendorName: _name, ...line }) => line);
      return {
        vendorId: own[0]!.vendorId,
        vendorName: own[0]!.vendorName,
        days: [...groupBy(plain, (line) => line.orderBy)].map(([orderBy, dayLines]) => ({
          orderBy,
          lines: dayLines,
          total: totalOf(dayLines),
        })),
        total: totalOf(plain),
        csv: plain.map((line) => ({
          itemId: line.itemId,
          description: line.ingredientName,
          cases: line.cases,
          deliveryDate: line.deliveryDate,
        })),
      };
    })
    .sort((a, b) => a.vendorName.localeCompare(b.vendorName));
  notOrderable.sort(
    (a, b) => byDate(a.date, b.date) || a.ingredientName.localeCompare(b.ingredientName),
  );
  return {
    vendors,
    days: [...groupBy(lines, (line) => line.orderBy)].map(([orderBy, dayLines]) => ({
      orderBy,
      total: totalOf(dayLines),
    })),
    total: totalOf(lines),
    notOrderable,
  };
}
