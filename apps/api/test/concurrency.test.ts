import type { HostSurvey, ScheduledMenu, ServingSchedule } from '@catering/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostSurveyElements,
  hostSurveys,
  scheduledMenus,
  serviceEvents,
} from '../src/db/schema/index.js';
import { accountPayload, createAccount } from './account-fixtures.js';
import {
  describeAnswers,
  errorCode,
  newTally,
  pairsOf,
  printFigure,
  ROUNDS,
  race,
  raceEdits,
  SCENARIO_TIMEOUT,
  type ScenarioTally,
  WRITERS,
} from './concurrency-race.js';
import {
  type EditKind,
  type EditTarget,
  editTargets,
  surveyableEvents,
} from './concurrency-targets.js';
import { sender } from './menu-fixtures.js';
import { referenceIds } from './reference-ids.js';
import { schedulePayload } from './scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from './test-app.js';

/**
 * Parallel writers against one in-process app (docs/reliability.md, Concurrency). On
 * PGlite the database runs one transaction at a time while the requests' async steps still
 * interleave; on PostgreSQL (DATABASE_URL) the pool runs them as truly parallel
 * transactions. Either way no accepted write may vanish.
 */

let t: TestApp;
let ref: Awaited<ReturnType<typeof referenceIds>>;
const tokens: Record<'scheduler' | 'host', string> = { scheduler: '', host: '' };
const as = (role: keyof typeof tokens) => sender(t, () => tokens[role]);
const tallies: ScenarioTally[] = [];
const tallyOf = (scenario: string) => {
  const tally = newTally(scenario);
  tallies.push(tally);
  return tally;
};

beforeAll(async () => {
  // The races run on the demo's scheduled menus and events.
  t = await createTestApp({}, { template: 'demo' });
  ref = await referenceIds(t.database.db);
  for (const role of ['scheduler', 'host'] as const) tokens[role] = await t.signInAs(role);
});
afterAll(async () => {
  printFigure(t.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL', tallies);
  await t.close();
});

const expectClean = (tally: ScenarioTally) => {
  expect(tally.badRounds).toEqual([]);
  expect(tally.lostUpdates).toBe(0);
};

describe('parallel conflicting edits of one version: one wins, the others are stale', () => {
  let targets: Record<EditKind, EditTarget>;
  beforeAll(async () => {
    targets = await editTargets(t, ref);
  });
  const scenarios: [title: string, kind: EditKind][] = [
    ['master menu (PUT /v1/menus/:id)', 'menu'],
    ['scheduled menu (PUT /v1/scheduled-menus/:id)', 'scheduledMenu'],
    ['account (PUT /v1/accounts/:id)', 'account'],
    [
      'account portion modifiers (PUT /v1/accounts/:id/portion-modifiers), other types',
      'accountModifiers',
    ],
    ['host survey (PUT /v1/host-surveys/:id), valid submissions that differ', 'hostSurvey'],
  ];
  it.each(scenarios)(
    '%s',
    async (_title, kind) => {
      const target = targets[kind];
      const tally = tallyOf(target.name);
      await raceEdits(tally, target);
      expectClean(tally);
    },
    SCENARIO_TIMEOUT,
  );
});

describe('parallel creation of one thing: one is made', () => {
  it(
    'scheduling one slot (POST /v1/scheduled-menus): one 201, the others conflict, one row',
    async () => {
      const send = as('scheduler');
      const tally = tallyOf('scheduling one slot');
      for (let round = 0; round < ROUNDS; round++) {
        // A fresh, far-future slot per round: never locked, never seeded.
        const date = new Date(Date.UTC(2031, 0, 1 + round)).toISOString().slice(0, 10);
        const slot = schedulePayload(ref, { date });
        const answers = await race(() => send('POST', '/v1/scheduled-menus', slot));
        const rows = await t.database.db
          .select({ id: scheduledMenus.id })
          .from(scheduledMenus)
          .where(
            and(
              eq(scheduledMenus.marketId, slot.marketId),
              eq(scheduledMenus.serviceLineId, slot.serviceLineId),
              eq(scheduledMenus.date, date),
            ),
          );
        const created = answers.filter((answer) => answer.statusCode === 201);
        tally.rounds++;
        tally.conflictingPairs += pairsOf(WRITERS);
        // A created answer whose row is not the one kept, or a second row, is lost work.
        tally.lostUpdates +=
          created.filter((answer) => body<ScheduledMenu>(answer).data.id !== rows[0]?.id).length +
          Math.max(0, rows.length - 1);
        const othersConflict = answers.every(
          (answer) => answer.statusCode === 201 || errorCode(answer) === 'conflict',
        );
        if (created.length !== 1 || rows.length !== 1 || !othersConflict)
          tally.badRounds.push(`${date}: ${describeAnswers(answers)}; rows ${rows.length}`);
      }
      expectClean(tally);
    },
    SCENARIO_TIMEOUT,
  );

  it(
    'opening one host survey (POST /v1/host-surveys): one survey, every answer names it',
    async () => {
      const send = as('host');
      const tally = tallyOf('opening one host survey');
      const events = await surveyableEvents(t, ROUNDS);
      expect(events).toHaveLength(ROUNDS);
      for (const [round, serviceEventId] of events.entries()) {
        const answers = await race(() => send('POST', '/v1/host-surveys', { serviceEventId }));
        const surveys = await t.database.db
          .select({ id: hostSurveys.id })
          .from(hostSurveys)
          .where(eq(hostSurveys.serviceEventId, serviceEventId));
        const [elementRows] = await t.database.db
          .select({
            rows: count(),
            distinct: sql<number>`count(distinct ${hostSurveyElements.scheduledElementId})::int`,
          })
          .from(hostSurveyElements)
          .where(eq(hostSurveyElements.hostSurveyId, surveys[0]?.id ?? ''));
        const ids = answers.map((answer) => body<HostSurvey>(answer).data?.id);
        tally.rounds++;
        tally.conflictingPairs += pairsOf(WRITERS);
        tally.lostUpdates +=
          ids.filter((id) => id !== surveys[0]?.id).length +
          Math.max(0, surveys.length - 1) +
          (elementRows!.rows - elementRows!.distinct);
        const statuses = answers.map((answer) => answer.statusCode).sort();
        const expected = [...Array(WRITERS - 1).fill(200), 201];
        if (surveys.length !== 1 || statuses.join() !== expected.join())
          tally.badRounds.push(
            `round ${round}: ${describeAnswers(answers)}; surveys ${surveys.length}`,
          );
      }
      expectClean(tally);
    },
    SCENARIO_TIMEOUT,
  );
});

describe('parallel serving-schedule applies (POST /v2/serving-schedules)', () => {
  it(
    'leave one consistent set of events: no day twice, every event from the same apply',
    async () => {
      const send = as('scheduler');
      const account = await createAccount(
        t,
        tokens.scheduler,
        accountPayload(ref, { name: 'Race Serving Schedule' }),
      );
      const target = `accountId=${account.id}&serviceLineId=${ref.serviceLine('Lunch')}`;
      // Four weeks of weekdays: 2031-02-03 is a Monday.
      const range = { startDate: '2031-02-03', endDate: '2031-03-02' };
      const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
      const meatEatersOf = (writer: number, round: number) => 100 * (round + 1) + writer;
      const tally = tallyOf('serving-schedule applies');
      for (let round = 0; round < ROUNDS; round++) {
        const answers = await race((writer) =>
          send('POST', `/v2/serving-schedules?${target}`, {
            ...range,
            data: weekdays.map((day) => ({
              day,
              shouldServeOnDay: true,
              meatEaters: meatEatersOf(writer, round),
              nonMeatEaters: writer,
              pricePerEater: 12.5,
              serviceTime: '12:00',
              serviceTypeId: ref.serviceType('Sifted 1.0'),
            })),
          }),
        );
        const events = await t.database.db
          .select()
          .from(serviceEvents)
          .where(and(eq(serviceEvents.accountId, account.id), isNull(serviceEvents.deletedAt)));
        const latest = body<ServingSchedule>(
          await send('GET', `/v2/serving-schedules?${target}`),
        ).data;
        // The apply that ran last decides every event; the tab shows that same schedule.
        const last = latest.data[0]!;
        const fromLast = (event: (typeof events)[number]) =>
          event.servingScheduleId === latest.id &&
          event.eaterCount === last.meatEaters + last.nonMeatEaters &&
          event.dietaryCount === last.nonMeatEaters;
        const dates = new Set(events.map((event) => event.date));
        tally.rounds++;
        tally.conflictingPairs += pairsOf(WRITERS);
        tally.lostUpdates +=
          events.length - dates.size + events.filter((event) => !fromLast(event)).length;
        const oneApplyOfThisRound = Array.from({ length: WRITERS }, (_, w) => w).some(
          (writer) =>
            last.meatEaters === meatEatersOf(writer, round) && last.nonMeatEaters === writer,
        );
        const schedulesBehindEvents = new Set(events.map((event) => event.servingScheduleId)).size;
        if (
          answers.some((answer) => answer.statusCode !== 200) ||
          dates.size !== 20 ||
          schedulesBehindEvents !== 1 ||
          !oneApplyOfThisRound ||
          !events.every(fromLast)
        )
          tally.badRounds.push(
            `round ${round}: ${describeAnswers(answers)}; ${events.length} events on ${dates.size} days, from ${schedulesBehindEvents} applies, ${events.filter(fromLast).length} as the tab shows`,
          );
      }
      expectClean(tally);
    },
    SCENARIO_TIMEOUT,
  );
});
