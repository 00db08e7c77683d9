import {
  HOST_SURVEY_MESSAGES,
  type HostDaily,
  type HostSurvey,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type SubmitHostSurveyInput,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers, openHostLunch } from '../../../test/host-survey-fixtures.js';
import type { sender } from '../../../test/menu-fixtures.js';
import { asScheduledUpdate } from '../../../test/scheduling-fixtures.js';
import { body, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let send: ReturnType<typeof sender>;
let day: HostDaily;
beforeAll(async () => {
  // A Phoenix lunch served to 7 accounts: each test surveys a service of its own.
  ({ t, send, day } = await openHostLunch(7));
});
afterAll(() => t.close());

const open = async (index: number) => {
  const response = await send('POST', '/v1/host-surveys', {
    serviceEventId: day.services[index]!.serviceEventId,
  });
  return { response, survey: body<HostSurvey>(response).data };
};
const submit = (survey: HostSurvey, answers: Partial<SubmitHostSurveyInput> = {}, as?: string) =>
  send('PUT', `/v1/host-surveys/${survey.id}`, { ...completeAnswers(survey), ...answers }, as);

describe('POST /v1/host-surveys', () => {
  it('creates the survey on first open, with the service and the planned containers', async () => {
    const { response, survey } = await open(0);
    expect(response.statusCode).toBe(201);
    const service = day.services[0]!;
    expect(survey).toMatchObject({
      status: 'incomplete',
      serviceEventId: service.serviceEventId,
      account: service.account,
      expectedHeadcount: service.headcount,
      scheduledMenu: { id: day.scheduledMenu.id, name: day.scheduledMenu.name },
      serviceScore: 3,
      eatersEnjoyedScore: null,
    });
    expect(survey.elements.map((row) => row.scheduledElement.name)).toEqual(
      day.scheduledMenu.elements.map((row) => row.name),
    );
    const planned = survey.elements.reduce((total, row) => total + row.plannedAmount, 0);
    const expected = service.containers
      .filter((row) => !row.name.endsWith('(alternative)'))
      .reduce((total, row) => total + row.full + row.half / 2, 0);
    expect(planned).toBe(expected);
    expect(survey.setupFeedback.hadAllEquipment).toBeNull();
    expect(survey.setupFeedback.serviceTypeEquipment.label).toMatch(/equipment$/);

    const again = await open(0);
    expect(again.response.statusCode).toBe(200);
    expect(again.survey.id).toBe(survey.id);
  });
});

describe('PUT /v1/host-surveys/:id', () => {
  it('refuses an empty survey with every text of spec 5 at once, saving nothing', async () => {
    const { survey } = await open(1);
    const response = await send('PUT', `/v1/host-surveys/${survey.id}`, {
      times: { firstEater: '', kitchenLeaveTime: null, lastEater: null, startTime: null },
      setupFeedback: survey.setupFeedback,
      elements: [],
      updatedAt: survey.updatedAt,
    });
    expect(response.statusCode).toBe(400);
    const messages = body(response).error?.messages ?? [];
    const name = survey.elements[0]!.scheduledElement.name;
    expect(messages).toEqual(
      expect.arrayContaining([
        HOST_SURVEY_MESSAGES.actualHeadcount,
        HOST_SURVEY_MESSAGES.firstEater,
        HOST_SURVEY_MESSAGES.kitchenLeaveTime,
        HOST_SURVEY_MESSAGES.lastEater,
        HOST_SURVEY_MESSAGES.startTime,
        HOST_SURVEY_MESSAGES.setupRequired,
        HOST_SURVEY_MESSAGES.menuFlowRequired,
        HOST_SURVEY_MESSAGES.hotboxSpillRequired,
        HOST_SURVEY_MESSAGES.enjoyedRequired,
        HOST_SURVEY_MESSAGES.understoodRequired,
        `For ${name} element - Brought is required.`,
        `For ${name} element - Leftover is required.`,
      ]),
    );
    const stored = body<HostSurvey>(await send('GET', `/v1/host-surveys/${survey.id}`)).data;
    expect(stored.status).toBe('incomplete');
    expect(stored.updatedAt).toBe(survey.updatedAt);
  });

  it('checks each element: steps, decimals, leftovers above brought, negative and whole counts', async () => {
    const { survey } = await open(2);
    const [first, second] = survey.elements;
    const perContainer = first!.portionPerContainer ?? 0;
    const answers = completeAnswers(survey);
    answers.elements = answers.elements.map((row) =>
      row.scheduledElementId === first!.scheduledElementId
        ? { ...row, broughtContainers: 1, leftoverAmount: perContainer + 1 }
        : row.scheduledElementId === second!.scheduledElementId
          ? {
              ...row,
              broughtContainers: 1.3,
              leftoverAmount: 0.25,
              runout: true,
              peopleNotServed: 2.5,
              suggestedContainers: -1,
            }
          : row,
    );
    const response = await send('PUT', `/v1/host-surveys/${survey.id}`, answers);
    expect(response.statusCode).toBe(400);
    const element = (row: typeof first, text: string) =>
      `For ${row!.scheduledElement.name} element - ${text}`;
    expect(body(response).error?.messages).toEqual([
      element(first, 'Leftover must be less than Brought.'),
      element(second, 'Brought can only be in 0.5 increments.'),
      element(second, 'Leftover cannot be more than one decimal place.'),
      element(second, 'Suggested cannot be less than 0.'),
      element(second, 'People Not Served cannot be a decimal number.'),
    ]);
  });

  it('completes a valid survey: times made 24-hour, a runout kept, equipment Yes for every item', async () => {
    const { survey } = await open(3);
    const answers = completeAnswers(survey);
    const runoutRow = answers.elements[0]!;
    answers.elements[0] = {
      ...runoutRow,
      runout: true,
      timeOfRunout: '12:40 PM',
      peopleNotServed: 4,
      suggestedContainers: 1.5,
    };
    const response = await send('PUT', `/v1/host-surveys/${survey.id}`, {
      ...answers,
      times: {
        firstEater: '11:30 AM',
        kitchenLeaveTime: '10:05',
        lastEater: '1:15 pm',
        startTime: '11:25',
      },
    });
    expect(response.statusCode).toBe(200);
    const saved = body<HostSurvey>(response).data;
    expect(saved.status).toBe('complete');
    expect(saved.submittedAt).not.toBeNull();
    expect(saved.times).toEqual({
      firstEater: '11:30',
      kitchenLeaveTime: '10:05',
      lastEater: '13:15',
      startTime: '11:25',
    });
    expect(saved.elements[0]).toMatchObject({
      runout: true,
      timeOfRunout: '12:40',
      peopleNotServed: 4,
      suggestedContainers: 1.5,
    });
    for (const item of ['servingUtensils', 'eatingUtensils', 'serviceTypeEquipment'] as const)
      expect(saved.setupFeedback[item]).toMatchObject({ hadEnough: true, missingItems: '' });

    // The daily view now reads it as completed.
    const services = body<HostDaily>(
      await send(
        'GET',
        `/v1/hosts/daily?marketId=${day.market.id}&serviceLineId=${day.serviceLine.id}&date=${day.date}`,
      ),
    ).data.services;
    expect(services[3]!.survey).toEqual({ id: survey.id, status: 'complete' });

    // Sent again with the old version: someone saved in between.
    expect((await submit(survey)).statusCode).toBe(409);
  });

  it('asks each equipment item when the answer is No, and clears a runout turned off', async () => {
    const { survey } = await open(4);
    const answers = completeAnswers(survey);
    const had = (item: { label: string }) => ({ ...item, hadEnough: true, missingItems: '' });
    const setup = answers.setupFeedback;
    answers.setupFeedback = {
      ...setup,
      hadAllEquipment: false,
      servingUtensils: had(setup.servingUtensils),
      eatingUtensils: { ...setup.eatingUtensils, hadEnough: null },
      servingEquipment: had(setup.servingEquipment),
      presentationEquipment: had(setup.presentationEquipment),
      serviceTypeEquipment: had(setup.serviceTypeEquipment),
    };
    const refused = await send('PUT', `/v1/host-surveys/${survey.id}`, answers);
    expect(body(refused).error?.messages).toEqual([
      HOST_SURVEY_MESSAGES.equipmentRequired('Eating utensils'),
    ]);
    answers.setupFeedback.eatingUtensils = {
      label: 'Eating utensils',
      hadEnough: false,
      missingItems: 'Forks',
    };
    answers.elements[0] = { ...answers.elements[0]!, runout: false, peopleNotServed: 9 };
    const saved = body<HostSurvey>(
      await send('PUT', `/v1/host-surveys/${survey.id}`, answers),
    ).data;
    expect(saved.setupFeedback.eatingUtensils).toEqual({
      label: 'Eating utensils',
      hadEnough: false,
      missingItems: 'Forks',
    });
    expect(saved.elements[0]?.peopleNotServed).toBeNull();
  });

  it('lets only editHostSurvey change a completed survey', async () => {
    const { survey } = await open(5);
    const saved = body<HostSurvey>(await submit(survey)).data;
    const scheduler = await t.signInAs('scheduler');
    const refused = await submit(saved, {}, scheduler);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.messages).toEqual([HOST_SURVEY_MESSAGES.completedLocked]);
    // The host holds editHostSurvey.
    expect((await submit(saved, { serviceFeedback: 'Cleared plates' })).statusCode).toBe(200);
  });

  it('keeps a surveyed menu: it cannot be unscheduled, nor a reported row removed', async () => {
    await open(6);
    const scheduler = await t.signInAs('scheduler');
    const path = `/v1/scheduled-menus/${day.scheduledMenu.id}`;
    const refused = await send('DELETE', path, undefined, scheduler);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).error?.messages).toEqual([SCHEDULED_MENU_MESSAGES.surveyed]);

    const menu = body<ScheduledMenu>(await send('GET', path)).data;
    const shorter = asScheduledUpdate(menu);
    shorter.scheduledElements = shorter.scheduledElements.slice(1);
    const removed = await send('PUT', path, shorter, scheduler);
    expect(removed.statusCode).toBe(409);
    expect(body(removed).error?.messages).toEqual([SCHEDULED_MENU_MESSAGES.surveyedElement]);
  });
});
