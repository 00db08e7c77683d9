import { eq, isNotNull, sql } from 'drizzle-orm';
import { ingredients, ingredientVendors, vendors } from '../../db/schema/index.js';
import type { Tx } from '../../db/seed/demo-catalogue/index.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';

/** Every vendor, and every ingredient vendor slot that has an item id. */
export async function readPriceListCatalogue(tx: Tx) {
  const [vendorRows, slots] = await Promise.all([
    tx.select({ id: vendors.id, name: vendors.name }).from(vendors),
    tx
      .select({
        id: ingredientVendors.id,
        ingredientId: ingredientVendors.ingredientId,
        ingredientName: ingredients.name,
        preference: ingredientVendors.preference,
        vendorId: ingredientVendors.vendorId,
        productId: ingredientVendors.productId,
        unitsPerCase: ingredientVendors.unitsPerCase,
        costPerCase: ingredientVendors.costPerCase,
      })
      .from(ingredientVendors)
      .innerJoin(ingredients, eq(ingredients.id, ingredientVendors.ingredientId))
      .where(isNotNull(ingredientVendors.productId)),
  ]);
  return { vendors: vendorRows, slots };
}

export interface SlotPriceWrite {
  slotId: string;
  ingredientId: string;
  vendorId: string;
  productId: string;
  costPerCase: number;
  unitsPerCase: number | null;
}

/**
 * New case costs (and units per case, where the file has them) in one statement; the
 * ingredients they belong to get a new `updatedAt`, so an editor open on one is told it is stale.
 */
export async function writeSlotPrices(tx: Tx, writes: SlotPriceWrite[]): Promise<void> {
  if (!writes.length) return;
  const rows = writes.map((write) => ({
    id: write.slotId,
    cost_per_case: write.costPerCase,
    units_per_case: write.unitsPerCase,
  }));
  await tx.execute(sql`
    update ${ingredientVendors} set cost_per_case = r.cost_per_case,
      units_per_case = coalesce(r.units_per_case, ${ingredientVendors.unitsPerCase})
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(id uuid, cost_per_case numeric, units_per_case numeric)
    where ${ingredientVendors.id} = r.id`);
  const ingredientIds = [...new Set(writes.map((write) => write.ingredientId))];
  await tx.execute(sql`
    update ${ingredients} set updated_at = ${nextUpdatedAt(ingredients.updatedAt)}
    where ${ingredients.id} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ingredientIds)}::jsonb))`);
}
