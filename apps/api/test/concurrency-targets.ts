import type {
  Account,
  AccountPortionModifiers,
  HostSurvey,
  Menu,
  ScheduledMenu,
} from '@catering/domain';
import { and, eq, gt, isNull, notExists } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accounts, hostSurveys, scheduledMenus, serviceEvents } from '../src/db/schema/index.js';
import { accountPayload, accountUpdate, createAccount } from './account-fixtures.js';
import { completeAnswers } from './host-survey-fixtures.js';
import { asUpdate, createMenu, menuPayload, sender } from './menu-fixtures.js';
import type { referenceIds } from './reference-ids.js';
import { asScheduledUpdate, schedule, schedulePayload } from './scheduling-fixtures.js';
import { body, type TestApp } from './test-app.js';

type Ref = Awaited<ReturnType<typeof referenceIds>>;

/** A row edited under optimistic concurrency, and how to tell whose change it holds. */
export interface EditTarget<T = unknown> {
  name: string;
  read(): Promise<T>;
  /** Sends this writer's own change of this round, with the `updatedAt` of `current`. */
  write(current: T, writer: number, round: number): Promise<LightMyRequestResponse>;
  /** Whether the stored row holds this writer's change of this round. */
  holds(stored: T, writer: number, round: number): boolean;
}

export type EditKind = 'menu' | 'scheduledMenu' | 'account' | 'accountModifiers' | 'hostSurvey';

/** Each writer of each round changes the name its own way, so the stored name says who won. */
const nameOf = (label: string, writer: number, round: number) =>
  `Race ${label} r${round} w${writer}`;

/**
 * The rows of the issues, each made fresh: a master menu, a scheduled menu, an account (its
 * fields and its portion modifiers) and a host survey, edited by the roles that edit them.
 */
export async function editTargets(t: TestApp, ref: Ref): Promise<Record<EditKind, EditTarget>> {
  const culinary = await t.signInAs('culinary');
  const scheduler = await t.signInAs('scheduler');
  const host = await t.signInAs('host');
  const asCulinary = sender(t, () => culinary);
  const asScheduler = sender(t, () => scheduler);
  const asHost = sender(t, () => host);

  const menu = await createMenu(asCulinary, menuPayload(ref, { name: 'Race Menu' }));
  const scheduled = await schedule(asScheduler, schedulePayload(ref, { date: '03/04/2030' }));
  const account = await createAccount(t, scheduler, accountPayload(ref, { name: 'Race Account' }));
  const [serviceEventId] = await surveyableEvents(t, 1);
  const opened = await asHost('POST', '/v1/host-surveys', { serviceEventId });
  const survey = body<HostSurvey>(opened).data;
  // A headcount and a comment of its own per writer: the stored survey names the winner.
  const headcountOf = (writer: number, round: number) => 100 * (round + 1) + writer;

  const menuTarget: EditTarget<Menu> = {
    name: 'master menu edits',
    read: async () => body<Menu>(await asCulinary('GET', `/v1/menus/${menu.id}`)).data,
    write: (current, writer, round) =>
      asCulinary(
        'PUT',
        `/v1/menus/${menu.id}`,
        asUpdate(current, { name: nameOf('menu', writer, round) }),
      ),
    holds: (stored, writer, round) => stored.name === nameOf('menu', writer, round),
  };
  const scheduledTarget: EditTarget<ScheduledMenu> = {
    name: 'scheduled menu edits',
    read: async () =>
      body<ScheduledMenu>(await asScheduler('GET', `/v1/scheduled-menus/${scheduled.id}`)).data,
    write: (current, writer, round) =>
      asScheduler(
        'PUT',
        `/v1/scheduled-menus/${scheduled.id}`,
        asScheduledUpdate(current, { name: nameOf('scheduled', writer, round) }),
      ),
    holds: (stored, writer, round) => stored.name === nameOf('scheduled', writer, round),
  };
  const accountTarget: EditTarget<Account> = {
    name: 'account edits',
    read: async () => body<Account>(await asScheduler('GET', `/v1/accounts/${account.id}`)).data,
    write: (current, writer, round) =>
      asScheduler(
        'PUT',
        `/v1/accounts/${account.id}`,
        accountUpdate(current, { name: nameOf('account', writer, round) }),
      ),
    holds: (stored, writer, round) => stored.name === nameOf('account', writer, round),
  };
  // Each writer sets another element type's modifier: changes that do not overlap, yet
  // replacing the whole tab, so all but one must be refused (issue #21).
  const modifiersUrl = `/v1/accounts/${account.id}/portion-modifiers`;
  const modifierOf = (round: number) => ((round % 9990) + 1) / 10;
  const typeOf = (modifiers: AccountPortionModifiers, writer: number) =>
    modifiers.portionModifiers[writer % modifiers.portionModifiers.length]!;
  const modifiersTarget: EditTarget<AccountPortionModifiers> = {
    name: 'account portion modifier edits',
    read: async () => body<AccountPortionModifiers>(await asScheduler('GET', modifiersUrl)).data,
    write: (current, writer, round) =>
      asScheduler('PUT', modifiersUrl, {
        updatedAt: current.updatedAt,
        portionModifiers: current.portionModifiers.map((modifier) => ({
          elementTypeId: modifier.elementTypeId,
          value:
            modifier.elementTypeId === typeOf(current, writer).elementTypeId
              ? modifierOf(round)
              : modifier.value,
        })),
      }),
    holds: (stored, writer, round) => typeOf(stored, writer).value === modifierOf(round),
  };
  const surveyTarget: EditTarget<HostSurvey> = {
    name: 'host survey submissions',
    read: async () => body<HostSurvey>(await asHost('GET', `/v1/host-surveys/${survey.id}`)).data,
    write: (current, writer, round) =>
      asHost('PUT', `/v1/host-surveys/${survey.id}`, {
        ...completeAnswers(current),
        actualHeadcount: headcountOf(writer, round),
        serviceFeedback: nameOf('survey', writer, round),
      }),
    holds: (stored, writer, round) =>
      stored.actualHeadcount === headcountOf(writer, round) &&
      stored.serviceFeedback === nameOf('survey', writer, round),
  };
  return {
    menu: menuTarget,
    scheduledMenu: scheduledTarget,
    account: accountTarget,
    accountModifiers: modifiersTarget,
    hostSurvey: surveyTarget,
  } as Record<EditKind, EditTarget>;
}

/** Future service events whose slot has a scheduled menu and that have no survey yet. */
export async function surveyableEvents(t: TestApp, howMany: number): Promise<string[]> {
  const db = t.database.db;
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .select({ id: serviceEvents.id })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(
      scheduledMenus,
      and(
        eq(scheduledMenus.marketId, accounts.marketId),
        eq(scheduledMenus.serviceLineId, serviceEvents.serviceLineId),
        eq(scheduledMenus.date, serviceEvents.date),
      ),
    )
    .where(
      and(
        isNull(serviceEvents.deletedAt),
        gt(serviceEvents.date, today),
        notExists(
          db
            .select({ id: hostSurveys.id })
            .from(hostSurveys)
            .where(eq(hostSurveys.serviceEventId, serviceEvents.id)),
        ),
      ),
    )
    .orderBy(serviceEvents.date, serviceEvents.id)
    .limit(howMany);
  return rows.map((row) => row.id);
}
