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
 * `servedAccounts` of every slot of the range, by `date|serviceLineId`, accounts by name
 * within a slot. Each slot's live services come as one JSON array (a month of a large
 * market is ~20,000 services, which read as rows take the driver and the ORM longer than
 * the database to find them), summed per account here and put in the order of the market's
 * accounts read apart by name.
 */
export async function servedAccountsOfRange(
  db: Db,
  range: SlotRange,
): Promise<Map<string, EngineAccount[]>> {
  const liveAccounts = and(
    eq(accounts.marketId, range.marketId),
    withinMarkets(accounts.marketId, range.scope),
    isNull(accounts.archivedAt),
  );
  const [named, slots] = await Promise.all([
    db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(liveAccounts)
      .orderBy(byName(accounts.name), accounts.id),
    db.execute(sql`
      select ${serviceEvents.date}::text as "date",
        ${serviceEvents.serviceLineId}::text as "serviceLineId",
        json_agg(json_build_array(${serviceEvents.accountId}, ${serviceEvents.eaterCount},
          ${serviceEvents.dietaryCount}, ${serviceEvents.allergenCount}))::text as "services"
      from ${serviceEvents}
      inner join ${accounts} on ${eq(accounts.id, serviceEvents.accountId)}
      where ${and(servicesOfRange(range.marketId, range.serviceLineIds, range.from, range.to), liveAccounts)}
      group by 1, 2`),
  ]);
  const rank = new Map(named.map((account, index) => [account.id, index]));
  const served = new Map<string, EngineAccount[]>();
  for (const slot of (slots as unknown as { rows: ServedSlot[] }).rows) {
    // An account archived between the two reads is no longer served.
    const services = (JSON.parse(slot.services) as ServiceCounts[])
      .filter(([id]) => rank.has(id))
      .sort((a, b) => rank.get(a[0])! - rank.get(b[0])!);
    const summed: EngineAccount[] = [];
    for (const [id, eaters, veg, accommodations] of services) {
      const last = summed.at(-1);
      if (last?.id === id) {
        last.eaters += eaters;
        last.veg += veg;
        last.accommodations += accommodations;
      } else summed.push({ id, name: named[rank.get(id)!]!.name, eaters, veg, accommodations });
    }
    served.set(`${slot.date}|${slot.serviceLineId}`, summed);
  }
  return served;
}

/** One live service of a slot: its account id, eaters, veg eaters and accommodations. */
type ServiceCounts = [string, number, number, number];
interface ServedSlot {
  date: string;
  serviceLineId: string;
  services: string;
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
