import {
  HOST_SURVEY_MESSAGES,
  type HostDaily,
  type HostSurvey,
  type SurveyDraft,
  type SurveyDraftValues,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeAnswers, openHostLunch } from '../../../test/host-survey-fixtures.js';
import type { sender } from '../../../test/menu-fixtures.js';
import { bearer, body, type TestApp } from '../../../test/test-app.js';

/** Issue #26, 1 and 2: drafts kept without the rules, and a queued submit applied once. */
let t: TestApp;
let hostToken: string;
let send: ReturnType<typeof sender>;
let day: HostDaily;
beforeAll(async () => {
  ({ t, send, day, hostToken } = await openHostLunch(6));
});
afterAll(() => t.close());

const open = async (index: number) =>
  body<HostSurvey>(
    await send('POST', '/v1/host-surveys', { serviceEventId: day.services[index]!.serviceEventId }),
  ).data;
const read = async (survey: HostSurvey) =>
  body<HostSurvey>(await send('GET', `/v1/host-surveys/${survey.id}`)).data;

/** Half a survey, as typed on site: a headcount, a half-typed time, one element's count. */
function halfTyped(survey: HostSurvey, headcount = '38'): SurveyDraftValues {
  return {
    actualHeadcount: headcount,
    anySpecialEvents: false,
    eventDescription: '',
    times: { firstEater: '11:3', kitchenLeaveTime: '', lastEater: '', startTime: '' },
    serviceScore: 3,
    serviceFeedback: '',
    eatersEnjoyedScore: null,
    eatersUnderstoodScore: null,
    setupFeedback: survey.setupFeedback,
    elements: survey.elements.map((row, index) => ({
      scheduledElementId: row.scheduledElementId,
      broughtContainers: index === 0 ? '2.5' : '',
      leftoverAmount: '',
      runout: false,
      timeOfRunout: '',
      peopleNotServed: '',
      suggestedContainers: '',
    })),
  };
}
const saveDraft = (survey: HostSurvey, values: SurveyDraftValues, editedAt: string, as?: string) =>
  send('PUT', `/v1/host-surveys/${survey.id}/draft`, { values, editedAt }, as);

describe('PUT /v1/host-surveys/:id/draft', () => {
  it('keeps half-typed answers without the completion rules and without making a submit stale', async () => {
    const survey = await open(0);
    const values = halfTyped(survey);
    const saved = await saveDraft(survey, values, new Date().toISOString());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<SurveyDraft>(saved).data.values).toEqual(values);

    const reopened = await read(survey);
    expect(reopened.status).toBe('incomplete');
    expect(reopened.draft?.values).toEqual(values);
    expect(reopened.draft?.user?.id).toBeTruthy();
    // The answers themselves and the version are as they were.
    expect(reopened.actualHeadcount).toBeNull();
    expect(reopened.updatedAt).toBe(survey.updatedAt);

    const submitted = await send('PUT', `/v1/host-surveys/${survey.id}`, completeAnswers(survey));
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(body<HostSurvey>(submitted).data).toMatchObject({ status: 'complete', draft: null });
  });

  it('keeps the draft typed last, whichever device sends it first', async () => {
    const survey = await open(1);
    const later = new Date();
    const earlier = new Date(later.getTime() - 60_000);
    await saveDraft(survey, halfTyped(survey, '41'), later.toISOString());
    const stale = await saveDraft(survey, halfTyped(survey, '12'), earlier.toISOString());
    expect(stale.statusCode).toBe(200);
    expect(body<SurveyDraft>(stale).data.values.actualHeadcount).toBe('41');
    expect((await read(survey)).draft?.values.actualHeadcount).toBe('41');
  });

  it('refuses a draft of the wrong shape with 400, keeping the one there', async () => {
    const survey = await open(2);
    await saveDraft(survey, halfTyped(survey, '20'), new Date().toISOString());
    const wrong = await send('PUT', `/v1/host-surveys/${survey.id}/draft`, {
      values: { ...halfTyped(survey), actualHeadcount: 'x'.repeat(21) },
      editedAt: new Date().toISOString(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.messages.join(' ')).toContain('At most 20 characters.');
    expect((await read(survey)).draft?.values.actualHeadcount).toBe('20');
  });

  it('is discarded on request, and refused on a completed survey without editHostSurvey', async () => {
    const survey = await open(3);
    await saveDraft(survey, halfTyped(survey), new Date().toISOString());
    expect((await send('DELETE', `/v1/host-surveys/${survey.id}/draft`)).statusCode).toBe(200);
    expect((await read(survey)).draft).toBeNull();

    await send('PUT', `/v1/host-surveys/${survey.id}`, completeAnswers(survey));
    const scheduler = await t.signInAs('scheduler');
    const late = await saveDraft(survey, halfTyped(survey), new Date().toISOString(), scheduler);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.messages).toEqual([HOST_SURVEY_MESSAGES.completedLocked]);
  });

  it('needs a session, and drafts stay out of the change log', async () => {
    const survey = await open(4);
    const values = halfTyped(survey);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/v1/host-surveys/${survey.id}/draft`,
      payload: { values, editedAt: new Date().toISOString() },
    });
    expect(anonymous.statusCode).toBe(401);
    await saveDraft(survey, values, new Date().toISOString());
    const admin = await t.signInAs('admin');
    const log = await send('GET', '/v1/change-log?perPage=100', undefined, admin);
    const routes = body<{ route: string }[]>(log).data.map((entry) => entry.route);
    expect(routes).not.toContain('/v1/host-surveys/:id/draft');
  });
});

describe('a submit with an Idempotency-Key', () => {
  const submitWithKey = (survey: HostSurvey, key: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/host-surveys/${survey.id}`,
      headers: { ...bearer(hostToken), 'idempotency-key': key },
      payload: completeAnswers(survey),
    });

  it('is applied once: the same submit again answers the survey, not a conflict', async () => {
    const survey = await open(5);
    const first = await submitWithKey(survey, 'queued-submit-0001');
    expect(first.statusCode, first.body).toBe(200);
    const completed = body<HostSurvey>(first).data;
    const again = await submitWithKey(survey, 'queued-submit-0001');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(body<HostSurvey>(again).data.updatedAt).toBe(completed.updatedAt);
    expect(body<HostSurvey>(again).data.submittedAt).toBe(completed.submittedAt);
    // Another submit from the version read before meets the usual conflict.
    const other = await submitWithKey(survey, 'another-submit-0002');
    expect(other.statusCode).toBe(409);
    const bad = await submitWithKey(survey, 'no spaces');
    expect(bad.statusCode).toBe(400);
    // The change log has the submit once: the replay changed nothing.
    const admin = await t.signInAs('admin');
    const log = body<{ entityId: string; method: string }[]>(
      await send('GET', '/v1/change-log?entityType=host-surveys&perPage=100', undefined, admin),
    ).data;
    expect(
      log.filter((entry) => entry.entityId === survey.id && entry.method === 'PUT'),
    ).toHaveLength(1);
  });
});
