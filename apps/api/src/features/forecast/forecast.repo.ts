import type { SurveyElementReport } from '@catering/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
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
type SurveyCells = [surveyId: string, date: string, reports: ReportCells[] | null];

const reportOf = (cells: ReportCells): SurveyReports['reports'][number] => ({
  elementTypeId: cells[0],
  plannedContainers: Number(cells[1]),
  broughtContainers: cells[2] === null ? null : Number(cells[2]),
  portionPerContainer: cells[3] === null ? null : Number(cells[3]),
  leftoverPortions: cells[4] === null ? null : Number(cells[4]),
  runout: cells[5],
  peopleNotServed: cells[6],
  portionPerPerson: cells[7] === null ? null : Number(cells[7]),
});

/**
 * The latest `perAccount` completed surveys of each live account of the market, latest
 * first, each with its element reports (rows without an element type left out: no modifier
 * applies to them). Each account's surveys come from the index on its completed surveys by
 * date, a survey's reports from the survey's own rows: no sort of the whole market's
 * reports. An account's surveys come as one JSON array, so the ~10,000 surveys of a large
 * market cross in ~700 rows. JIT is off for the query: compiling it costs more (hundreds
 * of ms on two busy cores) than the index lookups it would speed up.
 */
export async function findLatestSurveyReports(
  db: Db,
  market: ForecastScope,
  perAccount: number,
): Promise<AccountSurveys[]> {
  // Read as two halves of the accounts (their ids are random) on two connections at once:
  // the database reads both on its two cores while the first answer is parsed here.
  const halves = await Promise.all([
    readSurveyReports(db, market, perAccount, sql`${accounts.id} < ${MIDDLE_ID}`),
    readSurveyReports(db, market, perAccount, sql`${accounts.id} >= ${MIDDLE_ID}`),
  ]);
  return halves.flat();
}

const MIDDLE_ID = '80000000-0000-0000-0000-000000000000';

async function readSurveyReports(
  db: Db,
  market: ForecastScope,
  perAccount: number,
  half: SQL,
): Promise<AccountSurveys[]> {
  const answer = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(sql`
      select ${accounts.id}::text as "accountId", surveys.list::text as "surveys"
      from ${accounts}
      cross join lateral (
        select json_agg(json_build_array(latest.id, latest.date, (
          select json_agg(json_build_array(${scheduledElements.elementTypeId},
            ${hostSurveyElements.plannedAmount}, ${hostSurveyElements.broughtContainers},
            coalesce(${hostSurveyElements.portionPerContainer}, ${scheduledElements.portionPerContainer}),
            ${hostSurveyElements.leftoverAmount}, ${hostSurveyElements.runout},
            ${hostSurveyElements.peopleNotServed}, ${scheduledElements.portionPerPerson}))
          from ${hostSurveyElements}
          inner join ${scheduledElements} on ${scheduledElements.id} = ${hostSurveyElements.scheduledElementId}
          where ${hostSurveyElements.hostSurveyId} = latest.id
            and ${scheduledElements.elementTypeId} is not null
        )) order by latest.date desc, latest.id) as list
        from (
          select ${hostSurveys.id} as id, ${hostSurveys.date} as date from ${hostSurveys}
          where ${hostSurveys.accountId} = ${accounts.id} and ${hostSurveys.status} = 'complete'
          order by ${hostSurveys.date} desc limit ${perAccount}
        ) latest
      ) surveys
      where ${liveAccountsOf(market)} and ${half}`);
  });
  return (answer as unknown as { rows: AccountSurveys[] }).rows;
}

/**
 * One account's latest surveys as they come from the database: parsed one account at a
 * time (`surveysOf`), so a large market's ~70,000 reports are never all in memory at once.
 */
export interface AccountSurveys {
  accountId: string;
  /** Null when the account has no completed survey. */
  surveys: string | null;
}

export function surveysOf(account: AccountSurveys): SurveyReports[] {
  return (JSON.parse(account.surveys ?? '[]') as SurveyCells[]).map(
    ([surveyId, date, reports]) => ({
      surveyId,
      accountId: account.accountId,
      date,
      reports: (reports ?? []).map(reportOf),
    }),
  );
}
