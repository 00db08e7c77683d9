import {
  DEFAULT_SERVICE_SCORE,
  emptySetupFeedback,
  type HostSurvey,
  type SurveyElement,
} from '@catering/domain';
import { nextId } from './fixtures';

const named = (name: string) => ({ id: nextId(), name });

/** A survey row of one element, as a new survey holds it: planned, nothing answered. */
export function buildSurveyElement(
  name: string,
  overrides: Partial<Omit<SurveyElement, 'scheduledElement'>> & {
    scheduledElement?: Partial<SurveyElement['scheduledElement']>;
  } = {},
): SurveyElement {
  const { scheduledElement, ...row } = overrides;
  return {
    scheduledElementId: nextId(),
    scheduledElement: {
      name,
      hostFlowOrder: 0,
      portionUnit: 'oz',
      containerType: 'Full Pan',
      servingTemp: 'HOT',
      ...scheduledElement,
    },
    plannedAmount: 2,
    broughtContainers: null,
    portionPerContainer: 80,
    leftoverAmount: null,
    runout: false,
    timeOfRunout: null,
    peopleNotServed: null,
    suggestedContainers: null,
    ...row,
  };
}

/**
 * A new (incomplete) survey of Acme Corp's lunch with two elements, listed against their
 * host-flow order (Basmati Rice comes first in the host flow) so the order is exercised.
 */
export function buildHostSurvey(overrides: Partial<HostSurvey> = {}): HostSurvey {
  return {
    id: nextId(),
    serviceEventId: nextId(),
    status: 'incomplete',
    date: '2025-03-14',
    account: named('Acme Corp'),
    city: 'Phoenix',
    market: named('Phoenix'),
    menu: named('Taste of India'),
    scheduledMenu: named('Taste of India'),
    serviceLine: named('Lunch'),
    serviceType: named('Sifted 2.0'),
    user: null,
    expectedHeadcount: 40,
    actualHeadcount: null,
    anySpecialEvents: false,
    eventDescription: '',
    times: { firstEater: null, kitchenLeaveTime: null, lastEater: null, startTime: null },
    serviceScore: DEFAULT_SERVICE_SCORE,
    serviceFeedback: '',
    eatersEnjoyedScore: null,
    eatersUnderstoodScore: null,
    setupFeedback: emptySetupFeedback('Sifted 2.0'),
    elements: [
      buildSurveyElement('Chicken Tikka', { scheduledElement: { hostFlowOrder: 1 } }),
      buildSurveyElement('Basmati Rice', {
        scheduledElement: { hostFlowOrder: 0, containerType: 'Half Pan' },
        plannedAmount: 1.5,
        portionPerContainer: 64,
      }),
    ],
    submittedAt: null,
    draft: null,
    createdAt: '2025-03-14T15:00:00.000Z',
    updatedAt: '2025-03-14T15:00:00.000Z',
    ...overrides,
  };
}

/** A survey whose every answer passes the rules (hosts spec 5): submitting it sends the PUT. */
export function buildAnsweredHostSurvey(overrides: Partial<HostSurvey> = {}): HostSurvey {
  const survey = buildHostSurvey();
  const setup = survey.setupFeedback;
  return {
    ...survey,
    actualHeadcount: 38,
    times: {
      firstEater: '11:30',
      kitchenLeaveTime: '10:45',
      lastEater: '13:15',
      startTime: '11:25',
    },
    eatersEnjoyedScore: 4,
    eatersUnderstoodScore: 4,
    setupFeedback: {
      ...setup,
      hadAllEquipment: true,
      menuFlow: { ...setup.menuFlow, value: true },
      hotboxSpill: { value: false, spilledItems: [] },
    },
    elements: survey.elements.map((element) => ({
      ...element,
      broughtContainers: element.plannedAmount,
      leftoverAmount: 10,
    })),
    ...overrides,
  };
}
