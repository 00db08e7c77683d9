import type { MarketScope } from '@catering/domain';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  hostSurveyElements,
  hostSurveys,
  portionUnits,
  scheduledElements,
} from '../../db/schema/index.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** Queries of Menu Statistics: a menu's surveys and reports, and the reports' history. */

/**
 * The completed reports of the catalogue elements served on the master menu, newest
 * first, in the caller's markets.
 */
export function findReportsOfMaster(
  db: Db,
  masterMenuId: string,
  catalogueElementIds: string[],
  scope: MarketScope,
) {
  return db
    .select({
      elementId: scheduledElements.originalElementId,
      runout: hostSurveyElements.runout,
      broughtContainers: hostSurveyElements.broughtContainers,
      portionPerContainer: hostSurveyElements.portionPerContainer,
      leftoverAmount: hostSurveyElements.leftoverAmount,
    })
    .from(hostSurveyElements)
    .innerJoin(hostSurveys, eq(hostSurveys.id, hostSurveyElements.hostSurveyId))
    .innerJoin(scheduledElements, eq(scheduledElements.id, hostSurveyElements.scheduledElementId))
    .where(
      and(
        eq(hostSurveys.menuId, masterMenuId),
        eq(hostSurveys.status, 'complete'),
        withinMarkets(hostSurveys.marketId, scope),
        isNotNull(scheduledElements.originalElementId),
        inArray(scheduledElements.originalElementId, catalogueElementIds),
      ),
    )
    .orderBy(desc(hostSurveys.date), desc(hostSurveys.submittedAt));
}

/** The surveys of a scheduled menu in the caller's markets, by account name. */
export function findSurveysOfMenu(db: Db, scheduledMenuId: string, scope: MarketScope) {
  return db
    .select({ survey: hostSurveys, accountName: accounts.name })
    .from(hostSurveys)
    .innerJoin(accounts, eq(accounts.id, hostSurveys.accountId))
    .where(
      and(
        eq(hostSurveys.scheduledMenuId, scheduledMenuId),
        withinMarkets(hostSurveys.marketId, scope),
      ),
    )
    .orderBy(accounts.name);
}

export function findElementReports(db: Db, hostSurveyIds: string[]) {
  return db
    .select()
    .from(hostSurveyElements)
    .where(inArray(hostSurveyElements.hostSurveyId, hostSurveyIds));
}

export function findUnitAbbreviations(db: Db, unitIds: string[]) {
  return db
    .select({ id: portionUnits.id, abbreviation: portionUnits.abbreviation })
    .from(portionUnits)
    .where(inArray(portionUnits.id, unitIds));
}
