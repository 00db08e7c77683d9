import { ingredientCostPerUnit } from '@catering/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ingredientVendors, vendors } from '../db/schema/index.js';
import { inIdList } from './list.js';

/**
 * Each ingredient's vendors with their names and case figures, by ingredient then
 * preference (1 first): what the ingredient editor shows and what purchasing buys from.
 */
export async function findIngredientVendors(db: Db, ingredientIds: string[]) {
  if (ingredientIds.length === 0) return [];
  return db
    .select({
      ingredientId: ingredientVendors.ingredientId,
      preference: ingredientVendors.preference,
      vendorId: ingredientVendors.vendorId,
      vendorName: vendors.name,
      productId: ingredientVendors.productId,
      unitsPerCase: ingredientVendors.unitsPerCase,
      costPerCase: ingredientVendors.costPerCase,
      expDays: ingredientVendors.expDays,
      leadTime: ingredientVendors.leadTime,
    })
    .from(ingredientVendors)
    .innerJoin(vendors, eq(vendors.id, ingredientVendors.vendorId))
    .where(inIdList(ingredientVendors.ingredientId, ingredientIds))
    .orderBy(asc(ingredientVendors.ingredientId), asc(ingredientVendors.preference));
}

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
