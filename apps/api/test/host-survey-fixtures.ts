import type { HostSurvey, SubmitHostSurveyInput } from '@catering/domain';

/** Answers that pass every rule of hosts spec 5: what a host fills in after a calm service. */
export function completeAnswers(survey: HostSurvey) {
  return {
    actualHeadcount: Math.max(1, survey.expectedHeadcount),
    anySpecialEvents: false,
    eventDescription: '',
    times: {
      firstEater: '11:30',
      kitchenLeaveTime: '10:00',
      lastEater: '13:00',
      startTime: '11:15',
    },
    serviceScore: 4,
    serviceFeedback: '',
    eatersEnjoyedScore: 5,
    eatersUnderstoodScore: 4,
    setupFeedback: {
      ...survey.setupFeedback,
      hadAllEquipment: true as boolean | null,
      menuFlow: { ...survey.setupFeedback.menuFlow, value: true },
      hotboxSpill: { value: false, spilledItems: [] },
    },
    elements: survey.elements.map((row) => ({
      scheduledElementId: row.scheduledElementId,
      broughtContainers: Math.ceil(row.plannedAmount * 2) / 2,
      leftoverAmount: 0,
      runout: false as boolean,
      timeOfRunout: null as string | null,
      peopleNotServed: null as number | null,
      suggestedContainers: null as number | null,
    })),
    updatedAt: survey.updatedAt,
  } satisfies SubmitHostSurveyInput;
}
