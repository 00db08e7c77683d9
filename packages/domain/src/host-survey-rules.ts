import { EQUIPMENT_ITEMS, type SetupFeedback } from './host-survey.js';

/** Hosts spec 5 and 8: the survey's texts, exactly. */
export const HOST_SURVEY_MESSAGES = {
  actualHeadcount: 'Actual headcount cannot be negative or 0.',
  firstEater: 'First eater time is required.',
  kitchenLeaveTime: 'Kitchen leave time is required.',
  lastEater: 'Last eater time is required.',
  startTime: 'Start time is required.',
  setupRequired: 'Setup information is required.',
  equipmentRequired: (label: string) => `${label} response is required.`,
  menuFlowRequired: 'Menu Flow response is required.',
  hotboxSpillRequired: 'Hotbox spill response is required.',
  enjoyedRequired: "Eaters enjoyed today's menu response is required.",
  understoodRequired: 'Eaters understood the menu response is required.',
  element: (name: string, problem: string) => `For ${name} element - ${problem}`,
  loadFailed: 'Something went wrong! Please contact the tech team.',
  saveFailed: 'Something went wrong when attempting to save the host survey.',
  saved: 'Host Survey was saved successfully!',
  completed: 'Survey Completed',
  noServices: 'There are no services scheduled for today.',
  noMarket: 'You do not have an assigned market, please contact an administrator.',
  /** A completed survey changes only with editHostSurvey. */
  completedLocked: 'This survey is complete; only a user who may edit host surveys can change it.',
} as const;

/** Spec 5: the inline hints beside an element's fields. */
export const SURVEY_HINTS = {
  required: 'Required field.',
  negative: 'Cannot be less than 0.',
  halfSteps: 'Can only be in 0.5 increments.',
  leftoverAboveBrought: 'Leftover must be less than Brought.',
  oneDecimal: 'Cannot be more than one decimal place.',
  wholeNumber: 'Cannot be a decimal number.',
  /** Text a number field could not read ('2-3'): NaN here, never taken for "not filled in". */
  notANumber: 'Must be a number.',
} as const;

export const SURVEY_ELEMENT_FIELDS = {
  broughtContainers: 'Brought',
  leftoverAmount: 'Leftover',
  suggestedContainers: 'Suggested',
  peopleNotServed: 'People Not Served',
} as const;
export type SurveyElementField = keyof typeof SURVEY_ELEMENT_FIELDS;

/** What the rules read of a survey: its answers, and each element's name and container size. */
export interface SurveyForRules {
  actualHeadcount: number | null;
  times: {
    firstEater: string | null;
    kitchenLeaveTime: string | null;
    lastEater: string | null;
    startTime: string | null;
  };
  setupFeedback: SetupFeedback;
  eatersEnjoyedScore: number | null;
  eatersUnderstoodScore: number | null;
  elements: {
    scheduledElementId: string;
    name: string;
    portionPerContainer: number | null;
    broughtContainers: number | null;
    leftoverAmount: number | null;
    runout: boolean;
    peopleNotServed: number | null;
    suggestedContainers: number | null;
  }[];
}

export interface SurveyProblems {
  /** Every problem, in the form's order: the one alert the host sees (and the server's 400). */
  messages: string[];
  /**
   * The answer each message is about, by its path in the survey ('times.firstEater',
   * 'elements.1.leftoverAmount'): the form's field names, so it can take the host there.
   */
  fields: string[];
  /** Per element id, the inline hint of each field in trouble. */
  elementHints: Record<string, Partial<Record<SurveyElementField, string>>>;
}

const EPSILON = 1e-9;
const inHalfSteps = (value: number) => Math.abs(value * 2 - Math.round(value * 2)) < EPSILON;
const hasOneDecimalAtMost = (value: number) =>
  Math.abs(value * 10 - Math.round(value * 10)) < EPSILON * Math.max(1, Math.abs(value * 10));

/** The sentence of an element's problem, from the field and its hint. */
function problemSentence(field: SurveyElementField, hint: string): string {
  const label = SURVEY_ELEMENT_FIELDS[field];
  switch (hint) {
    case SURVEY_HINTS.required:
      return `${label} is required.`;
    case SURVEY_HINTS.leftoverAboveBrought:
      return hint;
    default:
      return `${label} ${hint.charAt(0).toLowerCase()}${hint.slice(1)}`;
  }
}

/** The first rule an element's field breaks, as its inline hint; undefined when it is fine. */
function elementFieldHint(
  element: SurveyForRules['elements'][number],
  field: SurveyElementField,
): string | undefined {
  const value = element[field];
  const asked = element.runout || (field !== 'suggestedContainers' && field !== 'peopleNotServed');
  if (asked && value !== null && Number.isNaN(value)) return SURVEY_HINTS.notANumber;
  switch (field) {
    case 'broughtContainers':
      if (value === null) return SURVEY_HINTS.required;
      if (value < 0) return SURVEY_HINTS.negative;
      if (!inHalfSteps(value)) return SURVEY_HINTS.halfSteps;
      return undefined;
    case 'leftoverAmount': {
      if (value === null) return SURVEY_HINTS.required;
      if (value < 0) return SURVEY_HINTS.negative;
      if (!hasOneDecimalAtMost(value)) return SURVEY_HINTS.oneDecimal;
      const brought = element.broughtContainers;
      const perContainer = element.portionPerContainer;
      if (brought !== null && brought >= 0 && perContainer !== null) {
        if (value > brought * perContainer + EPSILON) return SURVEY_HINTS.leftoverAboveBrought;
      }
      return undefined;
    }
    case 'suggestedContainers':
      if (value === null || !element.runout) return undefined;
      if (value < 0) return SURVEY_HINTS.negative;
      if (!inHalfSteps(value)) return SURVEY_HINTS.halfSteps;
      return undefined;
    case 'peopleNotServed':
      if (value === null || !element.runout) return undefined;
      if (value < 0) return SURVEY_HINTS.negative;
      if (!Number.isInteger(value)) return SURVEY_HINTS.wholeNumber;
      return undefined;
  }
}

/**
 * Hosts spec 5: everything that stops a survey being submitted, collected into one list
 * (the form's alert, the server's 400), plus the per-field hints of the elements.
 */
export function hostSurveyProblems(survey: SurveyForRules): SurveyProblems {
  const messages: string[] = [];
  const fields: string[] = [];
  const refuse = (field: string, message: string) => {
    fields.push(field);
    messages.push(message);
  };
  const elementHints: SurveyProblems['elementHints'] = {};
  // `!(x > 0)` also catches a headcount typed as text no number could be read from (NaN).
  if (survey.actualHeadcount === null || !(survey.actualHeadcount > 0))
    refuse('actualHeadcount', HOST_SURVEY_MESSAGES.actualHeadcount);
  for (const time of ['firstEater', 'kitchenLeaveTime', 'lastEater', 'startTime'] as const)
    if (!survey.times[time]) refuse(`times.${time}`, HOST_SURVEY_MESSAGES[time]);

  const setup = survey.setupFeedback;
  if (setup.hadAllEquipment === null)
    refuse('setupFeedback.hadAllEquipment', HOST_SURVEY_MESSAGES.setupRequired);
  else if (setup.hadAllEquipment === false)
    for (const item of EQUIPMENT_ITEMS)
      if (setup[item].hadEnough === null)
        refuse(
          `setupFeedback.${item}.hadEnough`,
          HOST_SURVEY_MESSAGES.equipmentRequired(setup[item].label),
        );
  if (setup.menuFlow.value === null)
    refuse('setupFeedback.menuFlow.value', HOST_SURVEY_MESSAGES.menuFlowRequired);
  if (setup.hotboxSpill.value === null)
    refuse('setupFeedback.hotboxSpill.value', HOST_SURVEY_MESSAGES.hotboxSpillRequired);
  if (survey.eatersEnjoyedScore === null)
    refuse('eatersEnjoyedScore', HOST_SURVEY_MESSAGES.enjoyedRequired);
  if (survey.eatersUnderstoodScore === null)
    refuse('eatersUnderstoodScore', HOST_SURVEY_MESSAGES.understoodRequired);

  survey.elements.forEach((element, index) => {
    for (const field of Object.keys(SURVEY_ELEMENT_FIELDS) as SurveyElementField[]) {
      const hint = elementFieldHint(element, field);
      if (!hint) continue;
      elementHints[element.scheduledElementId] = {
        ...elementHints[element.scheduledElementId],
        [field]: hint,
      };
      refuse(
        `elements.${index}.${field}`,
        HOST_SURVEY_MESSAGES.element(element.name, problemSentence(field, hint)),
      );
    }
  });
  return { messages, fields, elementHints };
}

/**
 * The setup answers as saved: Yes to the equipment question means every item had enough,
 * with nothing missing (spec 2); a hotbox without a spill lists no spilled items.
 */
export function settleSetupFeedback(setup: SetupFeedback): SetupFeedback {
  const settled = { ...setup };
  if (setup.hadAllEquipment === true)
    for (const item of EQUIPMENT_ITEMS)
      settled[item] = { ...setup[item], hadEnough: true, missingItems: '' };
  if (setup.hotboxSpill.value !== true)
    settled.hotboxSpill = { value: setup.hotboxSpill.value, spilledItems: [] };
  return settled;
}
