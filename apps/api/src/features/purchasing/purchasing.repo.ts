import type { MarketScope } from '@catering/domain';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  addOnSlots,
  addOnTypes,
  elementIngredients,
  ingredients,
  portionUnits,
  scheduledAddOns,
  scheduledElements,
  scheduledMenus,
  serviceLines,
} from '../../db/schema/index.js';
import { findIngredientVendors } from '../../lib/ingredient-costs.repo.js';
import { inIdList } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** What purchasing reads: a market's scheduled days over a date range and service lines. */
export interface PurchasingRange {
  marketId: string;
  /** First and last service date, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  serviceLineIds: string[];
  /** The markets the caller is limited to (null: every market). */
  scope: MarketScope;
}

/** The slots of the range's scheduled add-ons with the element each holds. */
export function findScheduledAddOnSlots(db: Db, range: PurchasingRange) {
  if (!range.serviceLineIds.length) return Promise.resolve([]);
  return db
    .select({
      scheduledAddOnId: scheduledAddOns.id,
      date: scheduledAddOns.date,
      serviceLineId: scheduledAddOns.serviceLineId,
      serviceLineName: serviceLines.name,
      typeName: addOnTypes.name,
      addOnSlotId: scheduledElements.addOnSlotId,
      scheduledElementId: scheduledElements.id,
      originalElementId: scheduledElements.originalElementId,
      elementName: scheduledElements.name,
    })
    .from(scheduledAddOns)
    .innerJoin(serviceLines, eq(serviceLines.id, scheduledAddOns.serviceLineId))
    .innerJoin(addOnTypes, eq(addOnTypes.id, scheduledAddOns.addOnTypeId))
    .innerJoin(scheduledElements, eq(scheduledElements.scheduledAddOnId, scheduledAddOns.id))
    .innerJoin(addOnSlots, eq(addOnSlots.id, scheduledElements.addOnSlotId))
    .where(
      and(
        eq(scheduledAddOns.marketId, range.marketId),
        between(scheduledAddOns.date, range.from, range.to),
        inArray(scheduledAddOns.serviceLineId, range.serviceLineIds),
        withinMarkets(scheduledAddOns.marketId, range.scope),
      ),
    )
    .orderBy(asc(scheduledAddOns.date), asc(serviceLines.name), asc(addOnSlots.order));
}

/**
 * The catalogue element each row of the range's scheduled menus was copied from (null once
 * it is gone), read by the range rather than by the month's thousand row ids.
 */
export async function findOriginalElements(
  db: Db,
  range: PurchasingRange,
): Promise<Map<string, string | null>> {
  if (!range.serviceLineIds.length) return new Map();
  const rows = await db
    .select({ id: scheduledElements.id, originalElementId: scheduledElements.originalElementId })
    .from(scheduledElements)
    .innerJoin(scheduledMenus, eq(scheduledMenus.id, scheduledElements.scheduledMenuId))
    .where(
      and(
        eq(scheduledMenus.marketId, range.marketId),
        between(scheduledMenus.date, range.from, range.to),
        inArray(scheduledMenus.serviceLineId, range.serviceLineIds),
        withinMarkets(scheduledMenus.marketId, range.scope),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.originalElementId]));
}

const lineUnits = alias(portionUnits, 'line_units');

/** The recipes of the elements: each ingredient line's amount per portion and its unit. */
export function findRecipeLines(db: Db, elementIds: string[]) {
  if (!elementIds.length) return Promise.resolve([]);
  return db
    .select({
      elementId: elementIngredients.elementId,
      ingredientId: elementIngredients.ingredientId,
      amount: elementIngredients.amount,
      unit: lineUnits.abbreviation,
    })
    .from(elementIngredients)
    .leftJoin(lineUnits, eq(lineUnits.id, elementIngredients.portionUnitId))
    .where(inIdList(elementIngredients.elementId, elementIds))
    .orderBy(asc(elementIngredients.elementId), asc(elementIngredients.sortOrder));
}

/** The ingredients with their unit, and their vendors' figures by preference. */
export async function findPurchasableIngredients(db: Db, ingredientIds: string[]) {
  if (!ingredientIds.length) return { ingredientRows: [], vendorRows: [] };
  const [ingredientRows, vendorRows] = await Promise.all([
    db
      .select({ id: ingredients.id, name: ingredients.name, unit: portionUnits.abbreviation })
      .from(ingredients)
      .innerJoin(portionUnits, eq(portionUnits.id, ingredients.portionUnitId))
      .where(inIdList(ingredients.id, ingredientIds)),
    findIngredientVendors(db, ingredientIds),
  ]);
  return { ingredientRows, vendorRows };
}

/** A scheduled menu's market, service line and date, if it is in the caller's markets. */
export async function findScheduledMenuSlot(db: Db, id: string, scope: MarketScope) {
  const [slot] = await db
    .select({
      marketId: scheduledMenus.marketId,
      serviceLineId: scheduledMenus.serviceLineId,
      date: scheduledMenus.date,
    })
    .from(scheduledMenus)
    .where(and(eq(scheduledMenus.id, id), withinMarkets(scheduledMenus.marketId, scope)));
  return slot;
}
