import type { EngineAccount, EngineElement, EngineInput } from '@catering/domain';
import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
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
import { servicesOfRange } from '../scheduled-menus/index.js';
import {
  engineElementColumns,
  engineElementJoins,
  engineElementOrder,
  type SlotRange,
  toEngineElement,
} from './calculations.repo.js';

/**
 * The queries of calculations.repo.ts over a range of days and lines, each read once for
 * the whole range (so as many queries for a month as for a day), every row naming the slot
 * or the scheduled menu it belongs to. Same conditions, same order within a slot.
 */

/** The range's market, kept to the caller's markets; null when unknown or outside. */
export async function findMarketOfRange(db: Db, range: SlotRange) {
  const [market] = await db
    .select({ id: markets.id, name: markets.name, timeZone: markets.timeZone })
    .from(markets)
    .where(and(eq(markets.id, range.marketId), withinMarkets(markets.id, range.scope)));
  return market ?? null;
}

const menusOfRange = (range: SlotRange) =>
  and(
    eq(scheduledMenus.marketId, range.marketId),
    inArray(scheduledMenus.serviceLineId, range.serviceLineIds),
    between(scheduledMenus.date, range.from, range.to),
    withinMarkets(scheduledMenus.marketId, range.scope),
  );

/** The scheduled menus of the range with their line, by date and line name. */
export function findMenusOfRange(db: Db, range: SlotRange) {
  return db
    .select({
      id: scheduledMenus.id,
      name: scheduledMenus.name,
      date: scheduledMenus.date,
      serviceLine: { id: serviceLines.id, name: serviceLines.name },
    })
    .from(scheduledMenus)
    .innerJoin(serviceLines, eq(serviceLines.id, scheduledMenus.serviceLineId))
    .where(menusOfRange(range))
    .orderBy(asc(scheduledMenus.date), asc(serviceLines.name));
}

/**
 * `servedAccounts` of every slot of the range, by date and line. The accounts are ranked
 * by name once (a market's few hundred) rather than every slot's rows sorted by name (tens
 * of thousands over a month): the same order, a third less time on the large operator.
 */
export async function servedAccountsOfRange(
  db: Db,
  range: SlotRange,
): Promise<(EngineAccount & { date: string; serviceLineId: string })[]> {
  const liveAccounts = and(
    withinMarkets(accounts.marketId, range.scope),
    isNull(accounts.archivedAt),
  );
  const ranks = db.$with('account_ranks').as(
    db
      .select({
        accountId: accounts.id,
        rank: sql<number>`row_number() over (order by ${byName(accounts.name)}, ${accounts.id})`.as(
          'rank',
        ),
      })
      .from(accounts)
      .where(and(eq(accounts.marketId, range.marketId), liveAccounts)),
  );
  const rows = await db
    .with(ranks)
    .select({
      date: serviceEvents.date,
      serviceLineId: serviceEvents.serviceLineId,
      id: accounts.id,
      name: accounts.name,
      eaters: sql<number>`sum(${serviceEvents.eaterCount})::int`,
      veg: sql<number>`sum(${serviceEvents.dietaryCount})::int`,
      accommodations: sql<number>`sum(${serviceEvents.allergenCount})::int`,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(ranks, eq(ranks.accountId, accounts.id))
    .where(
      and(
        servicesOfRange(range.marketId, range.serviceLineIds, range.from, range.to),
        liveAccounts,
      ),
    )
    .groupBy(
      serviceEvents.date,
      serviceEvents.serviceLineId,
      accounts.id,
      accounts.name,
      ranks.rank,
    )
    .orderBy(asc(serviceEvents.date), asc(serviceEvents.serviceLineId), asc(ranks.rank));
  return rows.map((row) => ({
    ...row,
    eaters: Number(row.eaters),
    veg: Number(row.veg),
    accommodations: Number(row.accommodations),
  }));
}

/** `engineElements` of every scheduled menu of the range, menu by menu. */
export async function engineElementsOfRange(
  db: Db,
  range: SlotRange,
): Promise<{ scheduledMenuId: string; element: EngineElement }[]> {
  const rows = await db
    .select(engineElementColumns)
    .from(scheduledElements)
    .innerJoin(scheduledMenus, eq(scheduledMenus.id, scheduledElements.scheduledMenuId))
    .leftJoin(elementTypes, engineElementJoins.type)
    .leftJoin(containerTypes, engineElementJoins.container)
    .leftJoin(portionUnits, engineElementJoins.unit)
    .where(menusOfRange(range))
    .orderBy(asc(scheduledElements.scheduledMenuId), ...engineElementOrder);
  return rows.map((row) => ({
    scheduledMenuId: row.row.scheduledMenuId!,
    element: toEngineElement(row),
  }));
}

/**
 * `modifiersOf` for the range: the modifiers per element type of the market's accounts
 * still served (not archived), and the day's modifiers of every row of the range's menus.
 */
export async function modifiersOfRange(
  db: Db,
  range: SlotRange,
): Promise<Pick<EngineInput, 'typeModifiers' | 'elementModifiers'>> {
  const [typeModifiers, elementModifiers] = await Promise.all([
    db
      .select({
        accountId: accountPortionModifiers.accountId,
        elementTypeId: accountPortionModifiers.elementTypeId,
        value: accountPortionModifiers.value,
      })
      .from(accountPortionModifiers)
      .innerJoin(accounts, eq(accounts.id, accountPortionModifiers.accountId))
      .where(
        and(
          eq(accounts.marketId, range.marketId),
          withinMarkets(accounts.marketId, range.scope),
          isNull(accounts.archivedAt),
        ),
      ),
    db
      .select({
        accountId: scheduledElementPortionModifiers.accountId,
        scheduledElementId: scheduledElementPortionModifiers.scheduledElementId,
        value: scheduledElementPortionModifiers.value,
      })
      .from(scheduledElementPortionModifiers)
      .innerJoin(
        scheduledElements,
        eq(scheduledElements.id, scheduledElementPortionModifiers.scheduledElementId),
      )
      .innerJoin(scheduledMenus, eq(scheduledMenus.id, scheduledElements.scheduledMenuId))
      .where(menusOfRange(range)),
  ]);
  return { typeModifiers, elementModifiers };
}
