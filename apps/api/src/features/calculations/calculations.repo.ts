import type {
  EngineAccount,
  EngineElement,
  EngineInput,
  Feeds,
  MarketScope,
} from '@catering/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountPortionModifiers,
  accounts,
  containerTypes,
  elementTypes,
  markets,
  portionUnits,
  scheduledElementPortionModifiers,
  scheduledElements,
  scheduledMenus,
  serviceEvents,
  serviceLines,
} from '../../db/schema/index.js';
import { byName } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { servicesOf } from '../scheduled-menus/index.js';

/**
 * What the numbers of one market, service line and date are counted from. Every query
 * also keeps to the caller's markets (`scope`, docs/permissions.md 8): the slot's market
 * is checked first (calculations.service.ts), and no row of another market can join in.
 */

export interface Slot {
  marketId: string;
  serviceLineId: string;
  date: string;
  /** The markets the caller is limited to (null: every market). */
  scope: MarketScope;
}

/** A market's slots from `from` to `to` (YYYY-MM-DD, both included) on some of its lines. */
export interface SlotRange {
  marketId: string;
  serviceLineIds: string[];
  from: string;
  to: string;
  scope: MarketScope;
}

/**
 * The slot's market and line (null when unknown) and its scheduled menu, if any (lying
 * in the slot's market, so found only with it).
 */
export async function findSlotContext(db: Db, slot: Slot) {
  const [[market], [line], [menu]] = await Promise.all([
    db
      .select({ id: markets.id, name: markets.name, timeZone: markets.timeZone })
      .from(markets)
      .where(and(eq(markets.id, slot.marketId), withinMarkets(markets.id, slot.scope))),
    db
      .select({ id: serviceLines.id, name: serviceLines.name })
      .from(serviceLines)
      .where(eq(serviceLines.id, slot.serviceLineId)),
    db
      .select({ id: scheduledMenus.id, name: scheduledMenus.name, date: scheduledMenus.date })
      .from(scheduledMenus)
      .where(
        and(
          eq(scheduledMenus.marketId, slot.marketId),
          eq(scheduledMenus.serviceLineId, slot.serviceLineId),
          eq(scheduledMenus.date, slot.date),
          withinMarkets(scheduledMenus.marketId, slot.scope),
        ),
      ),
  ]);
  return {
    market: market ?? null,
    line: line ?? null,
    menu: menu ?? null,
  };
}

/** The accounts served in the slot, each with its events' eaters summed, by name. */
export async function servedAccounts(db: Db, slot: Slot): Promise<EngineAccount[]> {
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      eaters: sql<number>`sum(${serviceEvents.eaterCount})::int`,
      veg: sql<number>`sum(${serviceEvents.dietaryCount})::int`,
      accommodations: sql<number>`sum(${serviceEvents.allergenCount})::int`,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .where(
      and(
        servicesOf(slot.marketId, slot.serviceLineId, slot.date),
        withinMarkets(accounts.marketId, slot.scope),
        isNull(accounts.archivedAt),
      ),
    )
    .groupBy(accounts.id, accounts.name)
    .orderBy(byName(accounts.name), accounts.id);
  return rows.map((row) => ({
    ...row,
    eaters: Number(row.eaters),
    veg: Number(row.veg),
    accommodations: Number(row.accommodations),
  }));
}

/** The columns of a scheduled row the engine reads: type and what it feeds, container, unit. */
export const engineElementColumns = {
  row: scheduledElements,
  typeName: elementTypes.name,
  feeds: elementTypes.feeds,
  container: {
    id: containerTypes.id,
    name: containerTypes.name,
    allowsHalf: containerTypes.allowsHalf,
  },
  unit: {
    id: portionUnits.id,
    name: portionUnits.name,
    abbreviation: portionUnits.abbreviation,
  },
};

/** The joins `engineElementColumns` are read through (a row may lack each of them). */
export const engineElementJoins = {
  type: eq(elementTypes.id, scheduledElements.elementTypeId),
  container: eq(containerTypes.id, scheduledElements.containerTypeId),
  unit: eq(portionUnits.id, scheduledElements.portionUnitId),
};

/** The order of a menu's rows. */
export const engineElementOrder = [
  asc(scheduledElements.sortOrder),
  asc(scheduledElements.createdAt),
];

type EngineElementRow = {
  row: typeof scheduledElements.$inferSelect;
  typeName: string | null;
  feeds: unknown;
  container: { id: string; name: string; allowsHalf: boolean } | null;
  unit: { id: string; name: string; abbreviation: string } | null;
};

/** A row read with `engineElementColumns`, as the engine takes it. */
export function toEngineElement({
  row,
  typeName,
  feeds,
  container,
  unit,
}: EngineElementRow): EngineElement {
  return {
    id: row.id,
    name: row.name,
    elementTypeId: row.elementTypeId,
    elementTypeName: typeName,
    feeds: (feeds as Feeds | null) ?? null,
    isAlternate: row.isAlternate,
    alternativeName: row.alternative?.name?.trim() || null,
    container: container?.id ? container : null,
    portionPerPerson: row.portionPerPerson,
    portionPerContainer: row.portionPerContainer,
    portionUnit: unit?.id ? unit : null,
    share: row.share,
  };
}

/** The menu's rows with what the engine needs. */
export async function engineElements(db: Db, scheduledMenuId: string): Promise<EngineElement[]> {
  const rows = await db
    .select(engineElementColumns)
    .from(scheduledElements)
    .leftJoin(elementTypes, engineElementJoins.type)
    .leftJoin(containerTypes, engineElementJoins.container)
    .leftJoin(portionUnits, engineElementJoins.unit)
    .where(eq(scheduledElements.scheduledMenuId, scheduledMenuId))
    .orderBy(...engineElementOrder);
  return rows.map(toEngineElement);
}

/** The accounts' modifiers per element type, and the day's per element (docs/data-model.md 4). */
export async function modifiersOf(
  db: Db,
  accountIds: string[],
  elementIds: string[],
): Promise<Pick<EngineInput, 'typeModifiers' | 'elementModifiers'>> {
  const [byType, byElement] = await Promise.all([
    accountIds.length
      ? db
          .select({
            accountId: accountPortionModifiers.accountId,
            elementTypeId: accountPortionModifiers.elementTypeId,
            value: accountPortionModifiers.value,
          })
          .from(accountPortionModifiers)
          .where(inArray(accountPortionModifiers.accountId, accountIds))
      : [],
    elementIds.length
      ? db
          .select({
            accountId: scheduledElementPortionModifiers.accountId,
            scheduledElementId: scheduledElementPortionModifiers.scheduledElementId,
            value: scheduledElementPortionModifiers.value,
          })
          .from(scheduledElementPortionModifiers)
          .where(inArray(scheduledElementPortionModifiers.scheduledElementId, elementIds))
      : [],
  ]);
  return { typeModifiers: byType, elementModifiers: byElement };
}
