import type { UptakeObservation } from './forecast.js';

/**
 * From a host survey's element reports to the forecast's observations (issue #28;
 * docs/forecast.md, "From the surveys"): the modifier is the account's per element type,
 * so a survey gives one observation per element type, however many dishes of the type the
 * menu had (two proteins of a split are one Protein observation).
 */

/** One scheduled element of a completed survey, as the host reported it. */
export interface SurveyElementReport {
  plannedContainers: number;
  broughtContainers: number | null;
  /** Portion units a container holds (the survey's, else the scheduled row's). */
  portionPerContainer: number | null;
  /** Portion units that came back. */
  leftoverPortions: number | null;
  runout: boolean;
  peopleNotServed: number | null;
  /** The scheduled row's portion per person, before the account's modifier. */
  portionPerPerson: number | null;
}

const positive = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/**
 * One survey's reports on the dishes of one element type, as one observation. Each dish is
 * counted in eaters' portions (its portion units over what one eater is served: the portion
 * per person times the account's modifier), so dishes of different units add up; the
 * observation's portion per eater is then 1. A dish whose portion per person or container
 * is unknown cannot be converted: a lone dish is kept in its own units (with no runout
 * demand when it has no portion per person); among several, what was brought is unknown and
 * the forecast skips the survey, saying so.
 */
export function observationOfType(
  survey: { surveyId: string; date: string },
  reports: readonly SurveyElementReport[],
  modifier: number,
): UptakeObservation {
  // Plain loops, no spreads: a large market's forecast reads ~50,000 of these.
  let runout = false;
  let peopleNotServed: number | null = null;
  for (const report of reports) {
    if (!report.runout) continue;
    runout = true;
    // The same people go without whichever dish ran out: the largest count, not the sum.
    if (report.peopleNotServed !== null)
      peopleNotServed = Math.max(peopleNotServed ?? report.peopleNotServed, report.peopleNotServed);
  }
  const common = { surveyId: survey.surveyId, date: survey.date, runout, peopleNotServed };
  const convertible = reports.every(
    (report) => positive(report.portionPerContainer) && positive(report.portionPerPerson),
  );
  if (convertible && positive(modifier)) {
    let planned = 0;
    let brought: number | null = 0;
    let leftover: number | null = 0;
    for (const report of reports) {
      const perContainer = report.portionPerContainer! / (report.portionPerPerson! * modifier);
      planned += report.plannedContainers * perContainer;
      brought =
        brought === null || report.broughtContainers === null
          ? null
          : brought + report.broughtContainers * perContainer;
      leftover =
        leftover === null || report.leftoverPortions === null
          ? null
          : leftover + report.leftoverPortions / (report.portionPerPerson! * modifier);
    }
    return {
      ...common,
      plannedPortions: planned,
      broughtPortions: brought,
      leftoverPortions: leftover,
      portionPerEater: 1,
    };
  }
  const [only] = reports;
  if (reports.length === 1 && only && positive(only.portionPerContainer)) {
    const perEater = (only.portionPerPerson ?? 0) * modifier;
    return {
      ...common,
      plannedPortions: only.plannedContainers * only.portionPerContainer,
      broughtPortions:
        only.broughtContainers === null ? null : only.broughtContainers * only.portionPerContainer,
      leftoverPortions: only.leftoverPortions,
      portionPerEater: positive(perEater) ? perEater : null,
    };
  }
  return {
    ...common,
    plannedPortions: reports.reduce((sum, report) => sum + report.plannedContainers, 0),
    broughtPortions: null,
    leftoverPortions: null,
    portionPerEater: null,
  };
}

/**
 * The observations of services planned under the modifier in force: those after the day it
 * was last set (`setOn`, the market's date; null for a modifier never set, 1.0 all along).
 * A service planned under another modifier cooked other amounts, so its uptake says nothing
 * about this one: applying a suggestion starts the account's history of that type afresh.
 */
export function plannedUnderModifier<T extends { date: string }>(
  observations: readonly T[],
  setOn: string | null,
): T[] {
  return setOn === null ? [...observations] : observations.filter((o) => o.date > setOn);
}
