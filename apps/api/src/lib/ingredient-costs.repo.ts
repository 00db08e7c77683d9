import { ingredientCostPerUnit } from '@catering/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ingredientVendors } from '../db/schema/index.js';

/**
 * Cost per portion unit of each ingredient (docs/costing.md), read in one query. Shared
 * by the ingredient list and element costing so both cost an ingredient the same way.
 */
export async function ingredientCostsPerUnit(
  db: Db,
  ingredientIds: string[],
): Promise<Map<string, number | null>> {
  if (!ingredientIds.length) return new Map();
  const vendorRows = await db
    .select({
      ingredientId: ingredientVendors.ingredientId,
      preference: ingredientVendors.preference,
      unitsPerCase: ingredientVendors.unitsPerCase,
      costPerCase: ingredientVendors.costPerCase,
    })
    .from(ingredientVendors)
    .where(inArray(ingredientVendors.ingredientId, ingredientIds));
  return new Map(
    ingredientIds.map((id) => [
      id,
      ingredientCostPerUnit(vendorRows.filter((v) => v.ingredientId === id)),
    ]),
  );
}
