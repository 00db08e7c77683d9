import type { SurveyElementReport } from '@catering/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountPortionModifiers,
  accounts,
  elementTypes,
  hostSurveyElements,
  hostSurveys,
  markets,
  scheduledElements,
} from '../../db/schema/index.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** What the forecast reads of a market (issue #28): its live accounts' latest surveys. */

export interface ForecastScope {
  marketId: string;
  /** The markets the caller is limited to (null: every market). */
  scope: readonly string[] | null;
}

const liveAccountsOf = ({ marketId, scope }: ForecastScope) =>
  and(
    eq(accounts.marketId, marketId),
    withinMarkets(accounts.marketId, scope),
    isNull(accounts.archivedAt),
  );

/** The market's live accounts, by id. */
export async function findAccountNames(db: Db, market: ForecastScope) {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(liveAccountsOf(market));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every element type's name, by id, in the catalogue's order. */
export async function findElementTypeNames(db: Db) {
  const rows = await db
    .select({ id: elementTypes.id, name: elementTypes.name })
    .from(elementTypes)
    .orderBy(asc(elementTypes.sortOrder), asc(elementTypes.name));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The modifiers in force of the market's live accounts, by `accountId|elementTypeId`, each
 * with the market's date it was last set.
 */
export async function findModifiers(db: Db, market: ForecastScope) {
  const rows = await db
    .select({
      accountId: accountPortionModifiers.accountId,
      elementTypeId: accountPortionModifiers.elementTypeId,
      value: accountPortionModifiers.value,
      setOn: sql<string>`(${accountPortionModifiers.updatedAt} at time zone ${markets.timeZone})::date::text`,
    })
    .from(accountPortionModifiers)
    .innerJoin(accounts, eq(accounts.id, accountPortionModifiers.accountId))
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .where(liveAccountsOf(market));
  return new Map(
    rows.map((row) => [
      `${row.accountId}|${row.elementTypeId}`,
      { value: row.value, setOn: row.setOn },
    ]),
  );
}

/** One completed survey with its reports per element type. */
export interface SurveyReports {
  surveyId: string;
  accountId: string;
  date: string;
  reports: (SurveyElementReport & { elementTypeId: string })[];
}

type ReportCells = [
  string,
  number,
  number | null,
  number | null,
  number | null,
  boolean,
  number | null,
  number | null,
];

/**
 * The latest `perAccount` completed surveys of each live account of the market, each with
 * its element reports (rows without an element type left out: no modifier applies to them).
 * Each account's surveys come from the index on its completed surveys by date; a survey's
 * reports come as one JSON array (thousands of surveys, read in one round trip).
 */
export async function findLatestSurveyReports(
  db: Db,
  market: ForecastScope,
  perAccount: number,
): Promise<SurveyReports[]> {
  const answer = await db.execute(sql`
    select latest.id::text as "surveyId", ${accounts.id}::text as "accountId",
      latest.date::text as "date",
      json_agg(json_build_array(${scheduledElements.elementTypeId},
        ${hostSurveyElements.plannedAmount}, ${hostSurveyElements.broughtContainers},
        coalesce(${hostSurveyElements.portionPerContainer}, ${scheduledElements.portionPerContainer}),
        ${hostSurveyElements.leftoverAmount}, ${hostSurveyElements.runout},
        ${hostSurveyElements.peopleNotServed}, ${scheduledElements.portionPerPerson}))::text as "reports"
    from ${accounts}
    cross join lateral (
      select ${hostSurveys.id} as id, ${hostSurveys.date} as date from ${hostSurveys}
      where ${hostSurveys.accountId} = ${accounts.id} and ${hostSurveys.status} = 'complete'
      order by ${hostSurveys.date} desc limit ${perAccount}
    ) latest
    inner join ${hostSurveyElements} on ${hostSurveyElements.hostSurveyId} = latest.id
    inner join ${scheduledElements} on ${scheduledElements.id} = ${hostSurveyElements.scheduledElementId}
    where ${liveAccountsOf(market)} and ${scheduledElements.elementTypeId} is not null
    group by latest.id, ${accounts.id}, latest.date`);
  const rows = (
    answer as unknown as {
      rows: { surveyId: string; accountId: string; date: string; reports: string }[];
    }
  ).rows;
  return rows.map((row) => ({
    surveyId: row.surveyId,
    accountId: row.accountId,
    date: row.date,
    reports: (JSON.parse(row.reports) as ReportCells[]).map((cells) => ({
      elementTypeId: cells[0],
      plannedContainers: Number(cells[1]),
      broughtContainers: cells[2] === null ? null : Number(cells[2]),
      portionPerContainer: cells[3] === null ? null : Number(cells[3]),
      leftoverPortions: cells[4] === null ? null : Number(cells[4]),
      runout: cells[5],
      peopleNotServed: cells[6],
      portionPerPerson: cells[7] === null ? null : Number(cells[7]),
    })),
  }));
}
