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
 * An observation built field by field: an object spread with more fields costs ~5 µs a
 * call in V8 here (a third of a large market's forecast), and a closure made per call is
 * named per call in the build (esbuild's keepNames).
 */
function observation(
  survey: { surveyId: string; date: string },
  runout: { runout: boolean; peopleNotServed: number | null },
  plannedPortions: number,
  broughtPortions: number | null,
  leftoverPortions: number | null,
  portionPerEater: number | null,
): UptakeObservation {
  return {
    surveyId: survey.surveyId,
    date: survey.date,
    runout: runout.runout,
    peopleNotServed: runout.peopleNotServed,
    plannedPortions,
    broughtPortions,
    leftoverPortions,
    portionPerEater,
  };
}

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
  const ran = { runout: false, peopleNotServed: null as number | null };
  for (const report of reports) {
    if (!report.runout) continue;
    ran.runout = true;
    // The same people go without whichever dish ran out: the largest count, not the sum.
    if (report.peopleNotServed !== null)
      ran.peopleNotServed = Math.max(
        ran.peopleNotServed ?? report.peopleNotServed,
        report.peopleNotServed,
      );
  }
  let convertible = true;
  for (const report of reports)
    if (!positive(report.portionPerContainer) || !positive(report.portionPerPerson))
      convertible = false;
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
    return observation(survey, ran, planned, brought, leftover, 1);
  }
  const only = reports[0];
  if (reports.length === 1 && only && positive(only.portionPerContainer)) {
    const perEater = (only.portionPerPerson ?? 0) * modifier;
    return observation(
      survey,
      ran,
      only.plannedContainers * only.portionPerContainer,
      only.broughtContainers === null ? null : only.broughtContainers * only.portionPerContainer,
      only.leftoverPortions,
      positive(perEater) ? perEater : null,
    );
  }
  return observation(
    survey,
    ran,
    reports.reduce((sum, report) => sum + report.plannedContainers, 0),
    null,
    null,
    null,
  );
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
