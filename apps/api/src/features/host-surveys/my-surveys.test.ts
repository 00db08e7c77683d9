import {
  addDays,
  type HostSurvey,
  type MySurveyRow,
  ROLE_NAMES,
  type SurveyDraftValues,
  todayIn,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHostSurvey, buildServedMenu, buildUser } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue #26, 3: a host's own surveys, opened, submitted or drafted, in their markets. */
let t: TestApp;
let host: string;
let otherHost: string;
let send: ReturnType<typeof sender>;
/** The served day every row of the first tests lies on, a week or more ahead. */
let date: string;
let events: { id: string }[];
beforeAll(async () => {
  t = await createTestApp();
  host = await t.signInAs('host');
  const other = await buildUser(t.database.db, { role: ROLE_NAMES.host });
  otherHost = await t.signIn(other.email, other.password);
  send = sender(t, () => host);
  const served = await buildServedMenu(t.database.db, { services: 5 });
  date = served.scheduledMenu.date;
  events = served.events;
});
afterAll(() => t.close());

const open = async (serviceEventId: string, as = host) =>
  body<HostSurvey>(await send('POST', '/v1/host-surveys', { serviceEventId }, as)).data;

/** A draft with only the headcount typed. */
function draftOf(survey: HostSurvey): SurveyDraftValues {
  return {
    actualHeadcount: '12',
    anySpecialEvents: false,
    eventDescription: '',
    times: { firstEater: '', kitchenLeaveTime: '', lastEater: '', startTime: '' },
    serviceScore: 3,
    serviceFeedback: '',
    eatersEnjoyedScore: null,
    eatersUnderstoodScore: null,
    setupFeedback: survey.setupFeedback,
    elements: [],
  };
}

async function mine(query: string, as = host) {
  const response = await send('GET', `/v1/host-surveys/mine?${query}`, undefined, as);
  expect(response.statusCode, response.body).toBe(200);
  return body<MySurveyRow[]>(response);
}

describe('GET /v1/host-surveys/mine', () => {
  let opened: HostSurvey;
  let submitted: HostSurvey;
  let othersDraftedByMe: HostSurvey;
  let othersOwn: HostSurvey;
  beforeAll(async () => {
    opened = await open(events[0]!.id);
    submitted = await buildHostSurvey(t.database.db, { serviceEventId: events[1]!.id });
    othersDraftedByMe = await open(events[2]!.id, otherHost);
    const saved = await send('PUT', `/v1/host-surveys/${othersDraftedByMe.id}/draft`, {
      values: draftOf(othersDraftedByMe),
      editedAt: new Date().toISOString(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    othersOwn = await open(events[3]!.id, otherHost);
  });

  it("lists the surveys the host opened, submitted or drafted, and not another host's", async () => {
    const { data, meta } = await mine(`from=${date}&to=${date}`);
    expect(data.map((row) => row.id).sort()).toEqual(
      [opened.id, submitted.id, othersDraftedByMe.id].sort(),
    );
    expect(meta.count).toBe(3);
    expect(data.map((row) => row.id)).not.toContain(othersOwn.id);

    const draftOnly = data.find((row) => row.id === othersDraftedByMe.id)!;
    expect(draftOnly).toMatchObject({ status: 'incomplete', hasDraft: true, submittedAt: null });
    expect(draftOnly.draftEditedAt).not.toBeNull();
    expect(data.find((row) => row.id === opened.id)).toMatchObject({
      date,
      account: opened.account,
      serviceLine: opened.serviceLine,
      menuName: opened.scheduledMenu.name,
      status: 'incomplete',
      hasDraft: false,
      draftEditedAt: null,
    });
    const done = data.find((row) => row.id === submitted.id)!;
    expect(done.status).toBe('complete');
    expect(done.submittedAt).toBe(submitted.submittedAt);

    // The other host sees their own, not the one whose draft is the first host's.
    const theirs = await mine(`from=${date}&to=${date}`, otherHost);
    expect(theirs.data.map((row) => row.id).sort()).toEqual(
      [othersOwn.id, othersDraftedByMe.id].sort(),
    );
  });

  it('filters by status and pages the rows', async () => {
    const complete = await mine(`from=${date}&to=${date}&status=complete`);
    expect(complete.data.map((row) => row.id)).toEqual([submitted.id]);
    const incomplete = await mine(`from=${date}&to=${date}&status=incomplete`);
    expect(incomplete.data.map((row) => row.id).sort()).toEqual(
      [opened.id, othersDraftedByMe.id].sort(),
    );
    const page2 = await mine(`from=${date}&to=${date}&perPage=2&page=2`);
    expect(page2.data).toHaveLength(1);
    expect(page2.meta.count).toBe(3);
  });

  it('lists the newest service date first, and by default the last 30 days up to today', async () => {
    const today = todayIn('America/Phoenix');
    const todays = await buildServedMenu(t.database.db, { date: today, services: 1 });
    const old = await buildServedMenu(t.database.db, { date: addDays(today, -40), services: 1 });
    const recent = await buildServedMenu(t.database.db, { date: addDays(today, -3), services: 1 });
    const ids = [];
    for (const served of [old, recent, todays]) ids.push((await open(served.events[0]!.id)).id);
    const [oldId, recentId, todayId] = ids;

    const byDefault = await mine('');
    expect(byDefault.data.map((row) => row.id)).toEqual([todayId, recentId]);
    const wider = await mine(`from=${addDays(today, -60)}&to=${date}`);
    expect(wider.data.map((row) => row.id).slice(-3)).toEqual([todayId, recentId, oldId]);
    expect(wider.data[0]!.date).toBe(date);
  });

  it('refuses an end before the start', async () => {
    const response = await send(
      'GET',
      `/v1/host-surveys/mine?from=${date}&to=${addDays(date, -1)}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it('leaves out the surveys of markets outside a limited host', async () => {
    const limited = await buildUser(t.database.db, { role: ROLE_NAMES.host });
    const token = await t.signIn(limited.email, limited.password);
    const dallas = await buildServedMenu(t.database.db, { market: 'Dallas', services: 1 });
    const phoenix = await buildServedMenu(t.database.db, { services: 1 });
    const inDallas = await open(dallas.events[0]!.id, token);
    const inPhoenix = await open(phoenix.events[0]!.id, token);
    const range = `from=${date}&to=${addDays(date, 100)}`;
    expect((await mine(range, token)).data.map((row) => row.id).sort()).toEqual(
      [inDallas.id, inPhoenix.id].sort(),
    );

    await limitToMarkets(t, limited.email, ['Dallas']);
    const scoped = await mine(range, await t.signIn(limited.email, limited.password));
    expect(scoped.data.map((row) => row.id)).toEqual([inDallas.id]);
    expect(scoped.meta.count).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/host-surveys/mine' });
    expect(response.statusCode).toBe(401);
  });
});
