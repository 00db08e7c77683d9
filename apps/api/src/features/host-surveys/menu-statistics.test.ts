import type { HostDaily, HostSurvey, MenuStatistics } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers, openHostLunch } from '../../../test/host-survey-fixtures.js';
import type { sender } from '../../../test/menu-fixtures.js';
import { body, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let send: ReturnType<typeof sender>;
let day: HostDaily;
beforeAll(async () => {
  // A Phoenix lunch served to 4 accounts: three completed surveys and one opened.
  ({ t, send, day } = await openHostLunch(4));
});
afterAll(() => t.close());

/** Opens and submits the survey of the day's n-th service, its first element as given. */
async function report(index: number, first: { runout: boolean; leftoverAmount?: number }) {
  const opened = await send('POST', '/v1/host-surveys', {
    serviceEventId: day.services[index]!.serviceEventId,
  });
  const survey = body<HostSurvey>(opened).data;
  const answers = completeAnswers(survey);
  answers.serviceScore = index % 2 ? 5 : 3;
  answers.serviceFeedback = index === 0 ? 'The naan went first.' : '';
  answers.elements[0] = {
    ...answers.elements[0]!,
    broughtContainers: 2,
    leftoverAmount: first.leftoverAmount ?? 0,
    runout: first.runout,
    peopleNotServed: first.runout ? 3 : null,
  };
  const saved = await send('PUT', `/v1/host-surveys/${survey.id}`, answers);
  expect(saved.statusCode).toBe(200);
  return body<HostSurvey>(saved).data;
}

describe('GET /v1/scheduled-menus/:id/statistics', () => {
  it('sums the completed surveys and suggests more where the dish ran out', async () => {
    const surveys = [
      await report(0, { runout: true }),
      await report(1, { runout: true }),
      await report(2, { runout: false }),
    ];
    // An opened, unsubmitted survey counts in the total only.
    await send('POST', '/v1/host-surveys', { serviceEventId: day.services[3]!.serviceEventId });

    const response = await send('GET', `/v1/scheduled-menus/${day.scheduledMenu.id}/statistics`);
    expect(response.statusCode).toBe(200);
    const stats = body<MenuStatistics>(response).data;
    expect(stats.surveys).toEqual({ total: 4, completed: 3 });
    expect(stats.headcount).toEqual({
      expected: surveys.reduce((total, s) => total + s.expectedHeadcount, 0),
      actual: surveys.reduce((total, s) => total + (s.actualHeadcount ?? 0), 0),
    });
    expect(stats.scores.service).toBeCloseTo((3 + 5 + 3) / 3, 1);
    const first = stats.elements.find(
      (row) => row.scheduledElementId === surveys[0]!.elements[0]!.scheduledElementId,
    )!;
    expect(first).toMatchObject({
      reports: 3,
      runouts: 2,
      peopleNotServed: 6,
      broughtContainers: 6,
    });
    // Ran out in two of three services: 67%, so about 20% more. The basis is these three
    // reports: the master menu (built for this file) was never served before.
    expect(first.suggestion).toMatchObject({ change: 0.2, basis: 3 });
    expect(stats.comments).toEqual([
      expect.objectContaining({
        account: day.services[0]!.account.name,
        serviceFeedback: 'The naan went first.',
      }),
    ]);
  });

  it('answers 404 for a menu that is not scheduled', async () => {
    const response = await send(
      'GET',
      '/v1/scheduled-menus/00000000-0000-4000-8000-000000000000/statistics',
    );
    expect(response.statusCode).toBe(404);
  });
});
