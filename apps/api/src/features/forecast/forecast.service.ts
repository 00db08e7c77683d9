import {
  FORECAST_MESSAGES,
  FORECAST_WINDOW,
  type Forecast,
  type ForecastQuery,
  type ForecastRow,
  type MarketScope,
  observationOfType,
  observedUptake,
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

const keyOf = (accountId: string, elementTypeId: string) => `${accountId}|${elementTypeId}`;

/** Each account's and element type's observations, one per survey that served the type. */
function observationsByAccountAndType(
  surveys: readonly SurveyReports[],
  modifierOf: (accountId: string, elementTypeId: string) => number,
) {
  const observations = new Map<string, UptakeObservation[]>();
  for (const survey of surveys) {
    const byType = new Map<string, SurveyReports['reports']>();
    for (const report of survey.reports)
      byType.set(report.elementTypeId, [...(byType.get(report.elementTypeId) ?? []), report]);
    for (const [elementTypeId, reports] of byType) {
      const key = keyOf(survey.accountId, elementTypeId);
      const observation = observationOfType(
        { surveyId: survey.surveyId, date: survey.date },
        reports,
        modifierOf(survey.accountId, elementTypeId),
      );
      observations.set(key, [...(observations.get(key) ?? []), observation]);
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
  const [exists, accountNames, typeNames, modifiers, surveys] = await Promise.all([
    marketExists(db, query.marketId),
    findAccountNames(db, market),
    findElementTypeNames(db),
    findModifiers(db, market),
    findLatestSurveyReports(db, market, SURVEYS_READ_PER_ACCOUNT),
  ]);
  if (!exists) throw notFound(FORECAST_MESSAGES.noMarket);
  // An account never given a modifier for a type serves it at 1.0.
  const modifierOf = (accountId: string, elementTypeId: string) =>
    modifiers.get(keyOf(accountId, elementTypeId))?.value ?? 1;

  const rows: ForecastRow[] = [];
  for (const [key, observations] of observationsByAccountAndType(surveys, modifierOf)) {
    const [accountId = '', elementTypeId = ''] = key.split('|');
    const accountName = accountNames.get(accountId);
    const elementTypeName = typeNames.get(elementTypeId);
    if (accountName === undefined || elementTypeName === undefined) continue;
    const setOn = modifiers.get(key)?.setOn ?? null;
    const evidence = observedUptake(plannedUnderModifier(observations, setOn), {
      window: FORECAST_WINDOW,
    });
    rows.push({
      accountId,
      accountName,
      elementTypeId,
      elementTypeName,
      modifierSetOn: setOn,
      suggestion: suggestModifier(modifierOf(accountId, elementTypeId), evidence),
    });
  }
  // Ties keep the order of the account names, then the catalogue's order of types.
  const typeOrder = [...typeNames.keys()];
  rows.sort(
    (a, b) =>
      a.accountName.localeCompare(b.accountName) ||
      typeOrder.indexOf(a.elementTypeId) - typeOrder.indexOf(b.elementTypeId),
  );
  return {
    marketId: query.marketId,
    sort: query.sort,
    window: FORECAST_WINDOW,
    suggestions: rankSuggestions(rows, query.sort),
    held: rows.filter((row) => row.suggestion.suggested !== null && !row.suggestion.differs).length,
    tooFew: rows.filter((row) => row.suggestion.suggested === null).length,
  };
}
