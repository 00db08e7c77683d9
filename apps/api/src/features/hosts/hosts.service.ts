import {
  CALCULATION_MESSAGES,
  type ContainerCalculation,
  type HostDaily,
  type HostService,
  type HostServiceLine,
  type MarketScope,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { servingNames } from '../../lib/reference-names.repo.js';
import { containerNumbers } from '../calculations/index.js';
import { findScheduledMenuIdOfSlot, getScheduledMenu } from '../scheduled-menus/index.js';
import {
  findMarketName,
  findMenusOfDay,
  findServiceLineName,
  findServicesOfDay,
} from './hosts.repo.js';

/** Hosts spec 8 / catalogue spec 8: the day has no menu for the line. */
export const hostFlowUnavailable = (what: string) =>
  `Host Flow Data for ${what} is Currently Unavailable`;

/** The market the hosts' day names: 403 outside the caller's markets, 404 unknown. */
async function knownMarket(db: Db, scope: MarketScope, marketId: string) {
  requireMarketInScope(scope, marketId);
  const market = await findMarketName(db, marketId);
  if (!market) throw notFound(CALCULATION_MESSAGES.noMarket);
  return market;
}

/** The picker (hosts spec 2): the lines with a menu that day, in the lines' order. */
export async function hostServiceLines(
  db: Db,
  scope: MarketScope,
  query: { marketId: string; date: string },
): Promise<HostServiceLine[]> {
  await knownMarket(db, scope, query.marketId);
  const rows = await findMenusOfDay(db, scope, query);
  return rows.map((row) => ({
    serviceLine: { id: row.lineId, name: row.lineName },
    scheduledMenu: { id: row.menuId, name: row.menuName },
    services: Number(row.services),
  }));
}

/** The account's containers of each line of the menu, as the numbers send them. */
function containersOf(numbers: ContainerCalculation | null, accountId: string) {
  const summary = numbers?.accountSummaries.find((row) => row.account.id === accountId);
  if (!numbers || !summary) return [];
  return summary.elements.flatMap((own) => {
    const line = numbers.containerTotals.find((total) => total.key === own.key);
    if (!line || own.containerCount + own.halfCount === 0) return [];
    return [
      {
        name: line.isAlternative ? `${line.name} (alternative)` : line.name,
        container: line.container.name,
        full: own.containerCount,
        half: own.halfCount,
      },
    ];
  });
}

/** The day's services of the line: account, place, counts, containers and survey. */
async function servicesOfDay(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string },
  numbers: ContainerCalculation | null,
): Promise<HostService[]> {
  const rows = await findServicesOfDay(db, slot);
  return rows.map(({ event, ...row }) => ({
    serviceEventId: event.id,
    account: { id: event.accountId, name: row.accountName },
    address: `${row.addressOne}, ${row.city}`,
    serviceTime: event.serviceTime.slice(0, 5),
    headcount: event.eaterCount,
    dietaryCount: event.dietaryCount,
    allergenCount: event.allergenCount,
    specialRequest: event.specialRequest,
    notes: event.notes,
    containers: containersOf(numbers, event.accountId),
    survey:
      row.surveyId && row.surveyStatus ? { id: row.surveyId, status: row.surveyStatus } : null,
  }));
}

/** The daily view (docs/hosts.md): the line's menu and host flow, and its services. */
export async function hostDaily(
  db: Db,
  scope: MarketScope,
  slot: { marketId: string; serviceLineId: string; date: string },
): Promise<HostDaily> {
  const market = await knownMarket(db, scope, slot.marketId);
  const line = await findServiceLineName(db, slot.serviceLineId);
  if (!line) throw notFound(CALCULATION_MESSAGES.noServiceLine);
  const scheduledId = await findScheduledMenuIdOfSlot(db, slot);
  if (!scheduledId) throw notFound(hostFlowUnavailable(line.name));
  const menu = await getScheduledMenu(db, scheduledId, scope);
  const rows = [...menu.scheduledElements].sort(
    (a, b) => (a.hostFlowOrder ?? a.order) - (b.hostFlowOrder ?? b.order),
  );
  const [names, numbers] = await Promise.all([
    servingNames(db, rows),
    // The numbers take the caller's markets; the hosts routes scope their own slot (a
    // `scope` on it, once they pass one, replaces this unlimited default).
    containerNumbers(db, { scope: null, ...slot }),
  ]);
  return {
    date: slot.date,
    market,
    serviceLine: line,
    scheduledMenu: {
      id: menu.id,
      name: menu.name,
      cuisineName: menu.cuisineTypeName,
      description: menu.description,
      allergenNames: menu.allergenNames,
      butcherPaperNotes: menu.butcherPaperNotes,
      clientNotes: menu.clientNotes,
      talkingPoints: menu.talkingPoints,
      elements: rows.map((row) => ({
        id: row.id,
        name: row.labelName || row.name,
        allergenNames: row.allergenNames,
        servingTemp: row.servingTemp,
        utensil: names.utensil(row.servingUtensilId),
        vessel: names.vessel(row.servingVesselId),
        directionals: row.directionals,
      })),
    },
    services: await servicesOfDay(db, slot, numbers),
  };
}
