import type { HostDaily, HostSurvey, SubmitHostSurveyInput } from '@catering/domain';
import { buildServedMenu } from './factories/index.js';
import { sender } from './menu-fixtures.js';
import { referenceIds } from './reference-ids.js';
import { body, createTestApp } from './test-app.js';

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

/**
 * A test app with a Phoenix lunch served to `services` accounts, the Host signed in, and
 * the day as the host reads it (GET /v1/hosts/daily): where survey tests start.
 */
export async function openHostLunch(services: number) {
  const t = await createTestApp();
  const hostToken = await t.signInAs('host');
  const send = sender(t, () => hostToken);
  const ref = await referenceIds(t.database.db);
  const lunch = (await buildServedMenu(t.database.db, { services })).scheduledMenu;
  const day = body<HostDaily>(
    await send(
      'GET',
      `/v1/hosts/daily?marketId=${ref.market('Phoenix')}&serviceLineId=${ref.serviceLine('Lunch')}&date=${lunch.date}`,
    ),
  ).data;
  return { t, hostToken, send, day };
}
