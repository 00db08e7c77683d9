import {
  type MarketScope,
  type ScheduledElement,
  type ScheduledMenu,
  type ServingTemperature,
  unionOfAllergens,
} from '@catering/domain';
import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  allergens,
  cuisineTypes,
  elementTypes,
  hostSurveys,
  markets,
  menuElementClasses,
  menus,
  scheduledElementAllergens,
  scheduledElements,
  scheduledMenus,
  serviceEvents,
  serviceLines,
} from '../../db/schema/index.js';
import { byName, iso } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** Queries that read scheduled menus: one menu, its slot, its day's services. */

/**
 * The slot of a scheduled menu and its market's zone: what the lock needs. A menu outside
 * `scope` is not found.
 */
export async function findSlot(db: Db, id: string, scope: MarketScope) {
  const [row] = await db
    .select({
      id: scheduledMenus.id,
      marketId: scheduledMenus.marketId,
      serviceLineId: scheduledMenus.serviceLineId,
      date: scheduledMenus.date,
      originalMenuId: scheduledMenus.originalMenuId,
      updatedAt: scheduledMenus.updatedAt,
      timeZone: markets.timeZone,
    })
    .from(scheduledMenus)
    .innerJoin(markets, eq(markets.id, scheduledMenus.marketId))
    .where(and(eq(scheduledMenus.id, id), withinMarkets(scheduledMenus.marketId, scope)));
  return row;
}

/** The id of the menu scheduled on a market, line and date, if any. */
export async function findScheduledMenuIdOfSlot(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string },
): Promise<string | undefined> {
  const [scheduled] = await db
    .select({ id: scheduledMenus.id })
    .from(scheduledMenus)
    .where(
      and(
        eq(scheduledMenus.marketId, slot.marketId),
        eq(scheduledMenus.serviceLineId, slot.serviceLineId),
        eq(scheduledMenus.date, slot.date),
      ),
    );
  return scheduled?.id;
}

/** Live service events of a market, line and date (joined through their accounts). */
export function servicesOf(marketId: string, serviceLineId: string, date: string) {
  return and(
    eq(accounts.marketId, marketId),
    eq(serviceEvents.serviceLineId, serviceLineId),
    eq(serviceEvents.date, date),
    isNull(serviceEvents.deletedAt),
  );
}

/** `servicesOf` over a range: the live events of a market's lines from `from` to `to`. */
export function servicesOfRange(
  marketId: string,
  serviceLineIds: string[],
  from: string,
  to: string,
) {
  return and(
    eq(accounts.marketId, marketId),
    inArray(serviceEvents.serviceLineId, serviceLineIds),
    between(serviceEvents.date, from, to),
    isNull(serviceEvents.deletedAt),
  );
}

/** The eaters of the slot's live services, summed; zeros for a day without services. */
export async function sumHeadcounts(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string },
): Promise<HeadcountSums> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${serviceEvents.eaterCount}), 0)::int`,
      withA: sql<number>`coalesce(sum(${serviceEvents.allergenCount}), 0)::int`,
      dietary: sql<number>`coalesce(sum(${serviceEvents.dietaryCount}), 0)::int`,
      services: sql<number>`count(*)::int`,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .where(servicesOf(slot.marketId, slot.serviceLineId, slot.date));
  return {
    total: row?.total ?? 0,
    withA: row?.withA ?? 0,
    dietary: row?.dietary ?? 0,
    services: row?.services ?? 0,
  };
}

export interface HeadcountSums {
  total: number;
  /** Eaters needing accommodations. */
  withA: number;
  dietary: number;
  services: number;
}

async function elementRowsOf(db: Db, menuIds: string[]) {
  if (!menuIds.length) return [];
  return db
    .select({ row: scheduledElements, typeName: elementTypes.name })
    .from(scheduledElements)
    .leftJoin(elementTypes, eq(elementTypes.id, scheduledElements.elementTypeId))
    .where(inArray(scheduledElements.scheduledMenuId, menuIds))
    .orderBy(asc(scheduledElements.sortOrder), asc(scheduledElements.createdAt));
}

async function allergensOf(db: Db, rowIds: string[]) {
  if (!rowIds.length) return [];
  return db
    .select({
      rowId: scheduledElementAllergens.scheduledElementId,
      id: allergens.id,
      name: allergens.name,
    })
    .from(scheduledElementAllergens)
    .innerJoin(allergens, eq(allergens.id, scheduledElementAllergens.allergenId))
    .where(inArray(scheduledElementAllergens.scheduledElementId, rowIds))
    .orderBy(byName(allergens.name));
}

/** A scheduled menu as stored, with its rows; the lock and headcounts are the service's. */
export interface ScheduledMenuRecord {
  menu: Omit<ScheduledMenu, 'isLocked' | 'headcounts'>;
  timeZone: string;
  headcountSums: HeadcountSums;
}

/**
 * A scheduled menu with its rows and its slot's eaters; one outside `scope` is not found
 * (the default scope, every market, is for readers that serve no user).
 */
export async function findScheduledMenuRecord(
  db: Db,
  id: string,
  scope: MarketScope = null,
): Promise<ScheduledMenuRecord | undefined> {
  const [head] = await db
    .select({
      menu: scheduledMenus,
      marketName: markets.name,
      timeZone: markets.timeZone,
      lineName: serviceLines.name,
      className: menuElementClasses.name,
      cuisineName: cuisineTypes.name,
      originalName: menus.name,
    })
    .from(scheduledMenus)
    .innerJoin(markets, eq(markets.id, scheduledMenus.marketId))
    .innerJoin(serviceLines, eq(serviceLines.id, scheduledMenus.serviceLineId))
    .innerJoin(menuElementClasses, eq(menuElementClasses.id, scheduledMenus.menuElementClassId))
    .leftJoin(cuisineTypes, eq(cuisineTypes.id, scheduledMenus.cuisineTypeId))
    .leftJoin(menus, eq(menus.id, scheduledMenus.originalMenuId))
    .where(and(eq(scheduledMenus.id, id), withinMarkets(scheduledMenus.marketId, scope)));
  if (!head) return undefined;
  const m = head.menu;
  const [rows, headcountSums] = await Promise.all([elementRowsOf(db, [id]), sumHeadcounts(db, m)]);
  const allergenRows = await allergensOf(
    db,
    rows.map(({ row }) => row.id),
  );
  const scheduledElementRows: ScheduledElement[] = rows.map(({ row, typeName }) => {
    const own = allergenRows.filter((a) => a.rowId === row.id);
    return {
      id: row.id,
      scheduledMenuId: id,
      originalElementId: row.originalElementId,
      name: row.name,
      labelName: row.labelName,
      order: row.sortOrder,
      hostFlowOrder: row.hostFlowOrder,
      elementTypeId: row.elementTypeId,
      elementTypeName: typeName,
      menuElementClassId: row.menuElementClassId,
      isAlternate: row.isAlternate,
      share: row.share,
      containerTypeId: row.containerTypeId,
      portionPerPerson: row.portionPerPerson,
      portionPerContainer: row.portionPerContainer,
      portionUnitId: row.portionUnitId,
      servingTemp: row.servingTemp as ServingTemperature | null,
      ingredients: row.ingredients,
      method: row.method,
      allergenIds: own.map((a) => a.id),
      allergenNames: own.map((a) => a.name),
      alternative: row.alternative ?? null,
      directionals: row.directionals,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: iso(row.updatedAt),
    };
  });
  const menu = {
    id: m.id,
    name: m.name,
    date: m.date,
    marketId: m.marketId,
    market: { id: m.marketId, name: head.marketName },
    serviceLineId: m.serviceLineId,
    serviceLine: { id: m.serviceLineId, name: head.lineName },
    menuElementClassId: m.menuElementClassId,
    menuElementClassName: head.className,
    brandId: m.brandId,
    cuisineTypeId: m.cuisineTypeId,
    cuisineTypeName: head.cuisineName,
    description: m.description,
    isDescriptionAutomated: m.isDescriptionAutomated,
    originalMenuId: m.originalMenuId,
    originalMenu: m.originalMenuId ? { id: m.originalMenuId, name: head.originalName! } : null,
    scheduledElements: scheduledElementRows,
    butcherPaperNotes: m.butcherPaperNotes,
    clientNotes: m.clientNotes,
    talkingPoints: m.talkingPoints,
    ...unionOfAllergens(allergenRows),
    updatedAt: iso(m.updatedAt),
  };
  return { menu, timeZone: head.timeZone, headcountSums };
}

/** Whether any host survey reported on the scheduled menu. */
export async function hasHostSurvey(db: Db, scheduledMenuId: string): Promise<boolean> {
  const [surveyed] = await db
    .select({ id: hostSurveys.id })
    .from(hostSurveys)
    .where(eq(hostSurveys.scheduledMenuId, scheduledMenuId))
    .limit(1);
  return Boolean(surveyed);
}

/** Each live service of the slot with its account and counts, by account name. */
export function findServedEvents(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string },
) {
  return db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      eaters: serviceEvents.eaterCount,
      dietary: serviceEvents.dietaryCount,
      allergen: serviceEvents.allergenCount,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .where(servicesOf(slot.marketId, slot.serviceLineId, slot.date))
    .orderBy(byName(accounts.name), asc(serviceEvents.createdAt));
}
