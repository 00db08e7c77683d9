import {
  type HostSurvey,
  normalizeTime,
  type SurveyDraftElement,
  type SurveyDraftValues,
  type SurveyElement,
  type SurveyForRules,
  settleSetupFeedback,
} from '@catering/domain';
import type { HostSurveySubmitBody } from './api';

/**
 * The form's values: the shape of SubmitHostSurveyInput, with the number and time fields
 * kept as the inputs hold them (text, '' when empty) and without what the page adds on
 * submit (status, updatedAt). A draft keeps exactly these (host-survey-draft.ts).
 */
export type SurveyElementValues = SurveyDraftElement;
export type SurveyFormValues = SurveyDraftValues;

/** The survey's elements as the host walks them: host-flow order, unordered ones last. */
export function inHostFlowOrder(elements: readonly SurveyElement[]): SurveyElement[] {
  const order = (element: SurveyElement) =>
    element.scheduledElement.hostFlowOrder ?? Number.POSITIVE_INFINITY;
  return [...elements].sort((a, b) => order(a) - order(b));
}

const asText = (value: number | string | null) => (value === null ? '' : String(value));
// A time input shows only 'HH:MM'; anything else it would silently blank.
const asTimeText = (time: string | null) => (time === null ? '' : (normalizeTime(time) ?? time));

export function surveyFormValues(survey: HostSurvey): SurveyFormValues {
  return {
    actualHeadcount: asText(survey.actualHeadcount),
    anySpecialEvents: survey.anySpecialEvents,
    eventDescription: survey.eventDescription,
    times: {
      firstEater: asTimeText(survey.times.firstEater),
      kitchenLeaveTime: asTimeText(survey.times.kitchenLeaveTime),
      lastEater: asTimeText(survey.times.lastEater),
      startTime: asTimeText(survey.times.startTime),
    },
    serviceScore: survey.serviceScore,
    serviceFeedback: survey.serviceFeedback,
    eatersEnjoyedScore: survey.eatersEnjoyedScore,
    eatersUnderstoodScore: survey.eatersUnderstoodScore,
    setupFeedback: survey.setupFeedback,
    elements: inHostFlowOrder(survey.elements).map((element) => ({
      scheduledElementId: element.scheduledElementId,
      broughtContainers: asText(element.broughtContainers),
      leftoverAmount: asText(element.leftoverAmount),
      runout: element.runout,
      timeOfRunout: asTimeText(element.timeOfRunout),
      peopleNotServed: asText(element.peopleNotServed),
      suggestedContainers: asText(element.suggestedContainers),
    })),
  };
}

/**
 * A number field read as the rules read it: empty is "not filled in"; text no number can be
 * read from is NaN, which the rules refuse ('Must be a number.') rather than take as empty.
 */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

const parseTime = (text: string) => (text.trim() === '' ? null : (normalizeTime(text) ?? text));

/** An element's answers as saved: a runout's details mean nothing without the runout. */
function elementAnswers(values: SurveyElementValues) {
  const { runout } = values;
  return {
    scheduledElementId: values.scheduledElementId,
    broughtContainers: parseNumber(values.broughtContainers),
    leftoverAmount: parseNumber(values.leftoverAmount),
    runout,
    timeOfRunout: runout ? parseTime(values.timeOfRunout) : null,
    peopleNotServed: runout ? parseNumber(values.peopleNotServed) : null,
    suggestedContainers: runout ? parseNumber(values.suggestedContainers) : null,
  };
}

/** The answers as they are saved: numbers and 24-hour times read, setup settled. */
function savedAnswers(values: SurveyFormValues) {
  return {
    actualHeadcount: parseNumber(values.actualHeadcount),
    anySpecialEvents: values.anySpecialEvents,
    eventDescription: values.anySpecialEvents ? values.eventDescription : '',
    times: {
      firstEater: parseTime(values.times.firstEater),
      kitchenLeaveTime: parseTime(values.times.kitchenLeaveTime),
      lastEater: parseTime(values.times.lastEater),
      startTime: parseTime(values.times.startTime),
    },
    serviceScore: values.serviceScore,
    serviceFeedback: values.serviceFeedback,
    eatersEnjoyedScore: values.eatersEnjoyedScore,
    eatersUnderstoodScore: values.eatersUnderstoodScore,
    setupFeedback: settleSetupFeedback(values.setupFeedback),
    elements: values.elements.map(elementAnswers),
  };
}

/** PUT /v1/host-surveys/:id: the whole survey, completed, against the version read. */
export function submitBodyOf(values: SurveyFormValues, survey: HostSurvey): HostSurveySubmitBody {
  return { status: 'complete', ...savedAnswers(values), updatedAt: survey.updatedAt };
}

/** What the shared rules read: the answers as they would be sent, with names and sizes. */
export function surveyForRules(values: SurveyFormValues, survey: HostSurvey): SurveyForRules {
  const answers = savedAnswers(values);
  const rows = new Map(survey.elements.map((row) => [row.scheduledElementId, row]));
  return {
    ...answers,
    elements: answers.elements.map((element) => {
      const row = rows.get(element.scheduledElementId);
      return {
        ...element,
        name: row?.scheduledElement.name ?? '',
        portionPerContainer: row?.portionPerContainer ?? null,
      };
    }),
  };
}
