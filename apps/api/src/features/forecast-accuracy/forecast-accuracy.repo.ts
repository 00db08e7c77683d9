import type { AccuracyObservation } from '@catering/domain';
import { and, between, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accounts,
  changeLog,
  hostSurveyElements,
  hostSurveys,
  markets,
  scheduledElements,
  serviceLines,
} from '../../db/schema/index.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** What the accuracy dashboard reads of a market's month (issue #28 point 4). */

export interface AccuracyMonth {
  marketId: string;
  /** The markets the caller is limited to (null: every market). */
  scope: readonly string[] | null;
  /** First and last service dates of the month. */
  from: string;
  to: string;
}

/** The route that applies the forecast: each of its writes in the change log is one apply. */
export const APPLY_FORECAST_ROUTE = '/v1/accounts/:id/portion-modifiers/forecast';

// The survey's market, not the account's: history stays where it was served. Archived
// accounts are kept for the same reason (their months happened).
const completedInMonth = ({ marketId, scope, from, to }: AccuracyMonth) =>
  and(
    eq(hostSurveys.marketId, marketId),
    withinMarkets(hostSurveys.marketId, scope),
    eq(hostSurveys.status, 'complete'),
    between(hostSurveys.date, from, to),
  );

const positive = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/**
 * Every element of the month's completed surveys, in portion units: containers (planned,
 * brought) times the portion per container, the survey's else the scheduled row's. An
 * element without one cannot be converted: it plans nothing and its eaten is unknown, but
 * its runout still counts.
 */
export async function findAccuracyObservations(
  db: Db,
  month: AccuracyMonth,
): Promise<AccuracyObservation[]> {
  const rows = await db
    .select({
      date: hostSurveys.date,
      serviceLineId: hostSurveys.serviceLineId,
      serviceLine: serviceLines.name,
      accountId: hostSurveys.accountId,
      accountName: accounts.name,
      plannedContainers: hostSurveyElements.plannedAmount,
      broughtContainers: hostSurveyElements.broughtContainers,
      surveyPerContainer: hostSurveyElements.portionPerContainer,
      rowPerContainer: scheduledElements.portionPerContainer,
      leftoverPortions: hostSurveyElements.leftoverAmount,
      runout: hostSurveyElements.runout,
      peopleNotServed: hostSurveyElements.peopleNotServed,
      portionPerEater: scheduledElements.portionPerPerson,
    })
    .from(hostSurveys)
    .innerJoin(accounts, eq(accounts.id, hostSurveys.accountId))
    .innerJoin(serviceLines, eq(serviceLines.id, hostSurveys.serviceLineId))
    .innerJoin(hostSurveyElements, eq(hostSurveyElements.hostSurveyId, hostSurveys.id))
    .innerJoin(scheduledElements, eq(scheduledElements.id, hostSurveyElements.scheduledElementId))
    .where(completedInMonth(month));
  return rows.map((row) => {
    const perContainer = row.surveyPerContainer ?? row.rowPerContainer;
    const known = positive(perContainer);
    return {
      date: row.date,
      serviceLineId: row.serviceLineId,
      serviceLine: row.serviceLine,
      accountId: row.accountId,
      accountName: row.accountName,
      plannedPortions: known ? row.plannedContainers * perContainer : 0,
      broughtPortions:
        known && row.broughtContainers !== null ? row.broughtContainers * perContainer : null,
      leftoverPortions: known ? row.leftoverPortions : null,
      runout: row.runout,
      peopleNotServed: row.peopleNotServed,
      portionPerEater: row.portionPerEater,
    };
  });
}

/**
 * Each apply of the forecast up to the month's end to an account surveyed in the month, as
 * the market's date it was made on.
 */
export async function findAppliedDates(db: Db, month: AccuracyMonth) {
  const appliedOn = sql<string>`(${changeLog.at} at time zone ${markets.timeZone})::date`;
  const surveyed = db
    .selectDistinct({ accountId: hostSurveys.accountId })
    .from(hostSurveys)
    .where(completedInMonth(month));
  return db
    .select({
      accountId: sql<string>`${changeLog.accountId}`,
      date: sql<string>`${appliedOn}::text`,
    })
    .from(changeLog)
    .innerJoin(markets, eq(markets.id, month.marketId))
    .where(
      and(
        eq(changeLog.route, APPLY_FORECAST_ROUTE),
        gte(changeLog.status, 200),
        lte(changeLog.status, 299),
        inArray(changeLog.accountId, surveyed),
        lte(appliedOn, month.to),
      ),
    );
}
