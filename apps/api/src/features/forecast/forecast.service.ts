import {
  FORECAST_MESSAGES,
  FORECAST_WINDOW,
  type Forecast,
  type ForecastQuery,
  type ForecastRow,
  type MarketScope,
  observationOfType,
  observedUptake,
  pageOffset,
  plannedUnderModifier,
  rankSuggestions,
  suggestModifier,
  type UptakeObservation,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { marketExists } from '../../lib/market-time-zone.repo.js';
import {
  findAccountNames,
  findElementTypeNames,
  findLatestSurveyReports,
  findModifiers,
  type SurveyReports,
  surveysOf,
} from './forecast.repo.js';

/**
 * The Forecast screen (issue #28 point 2; docs/forecast.md): per live account of a market
 * and element type, the portion modifier its latest completed host surveys suggest, the
 * ones that differ from the modifier in force first by expected saving or runouts avoided.
 */

/**
 * Surveys read per account: the window and a few more, for the surveys a type was not on
 * the menu or could not be read. A type served less often than that is read over fewer.
 */
export const SURVEYS_READ_PER_ACCOUNT = FORECAST_WINDOW + 4;

/** Compares as `localeCompare` does, without building a collator per comparison. */
const byName = new Intl.Collator();

const keyOf = (accountId: string, elementTypeId: string) => `${accountId}|${elementTypeId}`;

/**
 * Each account's and element type's observations of services planned under the modifier
 * in force (`plannedUnderModifier`: after the day it was set), one per survey that served
 * the type. Surveys before that day are passed over before anything is computed of them.
 */
function observationsByAccountAndType(
  surveys: readonly SurveyReports[],
  modifierOf: (key: string) => { value: number; setOn: string | null },
) {
  const observations = new Map<string, UptakeObservation[]>();
  for (const survey of surveys) {
    const byType = new Map<string, SurveyReports['reports']>();
    for (const report of survey.reports) {
      const reports = byType.get(report.elementTypeId);
      if (reports) reports.push(report);
      else byType.set(report.elementTypeId, [report]);
    }
    for (const [elementTypeId, reports] of byType) {
      const key = keyOf(survey.accountId, elementTypeId);
      const modifier = modifierOf(key);
      const list = observations.get(key) ?? [];
      observations.set(key, list);
      if (plannedUnderModifier([survey], modifier.setOn).length === 0) continue;
      list.push(
        observationOfType(
          { surveyId: survey.surveyId, date: survey.date },
          reports,
          modifier.value,
        ),
      );
    }
  }
  return observations;
}

export async function marketForecast(
  db: Db,
  query: ForecastQuery,
  scope: MarketScope,
): Promise<Forecast> {
  requireMarketInScope(scope, query.marketId);
  const market = { marketId: query.marketId, scope };
  const [exists, accountNames, typeNames, modifiers, accountSurveys] = await Promise.all([
    marketExists(db, query.marketId),
    findAccountNames(db, market),
    findElementTypeNames(db),
    findModifiers(db, market),
    findLatestSurveyReports(db, market, SURVEYS_READ_PER_ACCOUNT),
  ]);
  if (!exists) throw notFound(FORECAST_MESSAGES.noMarket);
  // An account never given a modifier for a type serves it at 1.0.
  const never = { value: 1, setOn: null };
  const modifierOf = (key: string) => modifiers.get(key) ?? never;

  const rows: ForecastRow[] = [];
  // One account at a time: its parsed surveys are dropped before the next is read.
  for (const account of accountSurveys) {
    const accountName = accountNames.get(account.accountId);
    if (accountName === undefined) continue;
    const observations = observationsByAccountAndType(surveysOf(account), modifierOf);
    for (const [key, ofType] of observations) {
      const elementTypeId = key.slice(account.accountId.length + 1);
      const elementTypeName = typeNames.get(elementTypeId);
      if (elementTypeName === undefined) continue;
      const modifier = modifierOf(key);
      rows.push({
        accountId: account.accountId,
        accountName,
        elementTypeId,
        elementTypeName,
        modifierSetOn: modifier.setOn,
        suggestion: suggestModifier(
          modifier.value,
          observedUptake(ofType, { window: FORECAST_WINDOW }),
        ),
      });
    }
  }
  // Ties keep the order of the account names, then the catalogue's order of types.
  const typeOrder = new Map([...typeNames.keys()].map((id, index) => [id, index]));
  rows.sort(
    (a, b) =>
      byName.compare(a.accountName, b.accountName) ||
      typeOrder.get(a.elementTypeId)! - typeOrder.get(b.elementTypeId)!,
  );
  const ranked = rankSuggestions(rows, query.sort);
  const from = pageOffset(query);
  return {
    marketId: query.marketId,
    sort: query.sort,
    window: FORECAST_WINDOW,
    suggestions: ranked.slice(from, from + query.perPage),
    total: ranked.length,
    page: query.page,
    perPage: query.perPage,
    held: rows.filter((row) => row.suggestion.suggested !== null && !row.suggestion.differs).length,
    tooFew: rows.filter((row) => row.suggestion.suggested === null).length,
  };
}
