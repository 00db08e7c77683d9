import {
  emptySetupFeedback,
  hostSurveyProblems,
  type SubmitHostSurveyValues,
  settleSetupFeedback,
} from '@catering/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { containerNumbersOfRange } from '../../features/calculations/index.js';
import { plannedContainersOf } from '../../features/host-surveys/index.js';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { demoCatalogueId, insertMany } from './demo-catalogue/index.js';
import {
  type DemoHostPattern,
  type DemoSurveyToAnswer,
  demoHostAnswers,
  demoHostPattern,
} from './demo-host-reports.js';
import { pastPhoenixLunches } from './demo-past-lunches.js';

/** How far back the demo's host reported: four weeks of weekdays. */
export const DEMO_SURVEY_DAYS = 20;

/** The seed writes the demo's own records: it is limited to no market. */
const ALL_MARKETS = null;

type PastLunches = NonNullable<Awaited<ReturnType<typeof pastPhoenixLunches>>>;
type PastService = PastLunches['services'][number];

/** Deterministic ids, so a test can find the survey of a demo service. */
export const demoHostSurveyId = (serviceEventId: string) =>
  demoCatalogueId('host-survey', serviceEventId);

/**
 * The services the demo host reported on, each with its site's habit and its turn: the
 * sites demoHostPattern names (by position in name order), every second service of each.
 */
export function demoReportedServices(services: PastService[]) {
  const names = [...new Set(services.map((service) => service.accountName))].sort();
  const patternOf = new Map(names.map((name, position) => [name, demoHostPattern(position)]));
  const seen = new Map<string, number>();
  const reported: { service: PastService; pattern: DemoHostPattern; turn: number }[] = [];
  for (const service of services) {
    const pattern = patternOf.get(service.accountName);
    if (!pattern) continue;
    const nth = seen.get(service.accountId) ?? 0;
    seen.set(service.accountId, nth + 1);
    const offset = names.indexOf(service.accountName) / 2;
    if ((nth + offset) % 2 === 0) reported.push({ service, pattern, turn: reported.length });
  }
  return reported;
}

/**
 * Each past day's lunch as openHostSurvey reads it: the scheduled menu, its rows, and the
 * Chef numbers the planned containers come from, read for all the days at once.
 */
async function lunchesToSurvey(db: Db, lunches: PastLunches) {
  const numbers = await containerNumbersOfRange(db, {
    marketId: lunches.phoenixId,
    serviceLineIds: [lunches.lunchId],
    from: lunches.days[0]!,
    to: lunches.days.at(-1)!,
    scope: ALL_MARKETS,
  });
  const menuIds = numbers.map((day) => day.scheduledMenu.id);
  const [menus, rows] = await Promise.all([
    db
      .select({ id: t.scheduledMenus.id, originalMenuId: t.scheduledMenus.originalMenuId })
      .from(t.scheduledMenus)
      .where(inArray(t.scheduledMenus.id, menuIds)),
    db
      .select({ row: t.scheduledElements, elementType: t.elementTypes.name })
      .from(t.scheduledElements)
      .leftJoin(t.elementTypes, eq(t.elementTypes.id, t.scheduledElements.elementTypeId))
      .where(inArray(t.scheduledElements.scheduledMenuId, menuIds))
      .orderBy(asc(t.scheduledElements.sortOrder), asc(t.scheduledElements.createdAt)),
  ]);
  return new Map(
    numbers.map((day) => [
      day.date,
      {
        numbers: day,
        menu: menus.find((menu) => menu.id === day.scheduledMenu.id)!,
        rows: rows.filter(({ row }) => row.scheduledMenuId === day.scheduledMenu.id),
      },
    ]),
  );
}

/** Phoenix is on UTC-7 all year: the host submits after the last eater, at 13:30. */
const phoenixTime = (date: string, time: string) => new Date(`${date}T${time}:00-07:00`);

/**
 * Completed host surveys of Phoenix's lunches of the last four weeks, so Menu Statistics
 * and the forecasts have history to read: every second site, every second service, each
 * site with its habit (demo-host-reports.ts). Written as openHostSurvey and
 * submitHostSurvey would write them (the same planned containers, answers held to the
 * same rules, a runout's details cleared without it), in two inserts: through the service
 * one by one, the ~80 surveys would cost seconds at every first start. Does nothing when
 * any survey exists, the demo host is missing, or the demo has no past lunch.
 */
export async function seedDemoHostSurveys(db: Db, now = new Date()): Promise<number> {
  if ((await db.select({ id: t.hostSurveys.id }).from(t.hostSurveys).limit(1)).length) return 0;
  const [host] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.email, 'host@example.com'));
  if (!host) return 0;
  const lunches = await pastPhoenixLunches(db, now, DEMO_SURVEY_DAYS);
  if (!lunches) return 0;
  const slots = await lunchesToSurvey(db, lunches);

  const surveys: (typeof t.hostSurveys.$inferInsert)[] = [];
  const elements: (typeof t.hostSurveyElements.$inferInsert)[] = [];
  for (const { service, pattern, turn } of demoReportedServices(lunches.services)) {
    const slot = slots.get(service.date);
    // openHostSurvey refuses a service whose day has no menu.
    if (!slot) continue;
    const planned = plannedContainersOf(slot.numbers, service.accountId);
    const opened: DemoSurveyToAnswer = {
      expectedHeadcount: service.eaterCount,
      setupFeedback: emptySetupFeedback(service.serviceTypeName),
      elements: slot.rows.map(({ row, elementType }) => ({
        scheduledElementId: row.id,
        name: row.labelName || row.name,
        elementType,
        plannedAmount: planned(row.id),
        portionPerContainer: row.portionPerContainer,
      })),
    };
    const answers = demoHostAnswers(opened, pattern, turn);
    const id = demoHostSurveyId(service.id);
    surveys.push(surveyRow(id, lunches, service, slot.menu, host.id, answers));
    elements.push(
      ...submittedElements(opened, answers).map((element) => ({ hostSurveyId: id, ...element })),
    );
  }
  await db.transaction(async (tx) => {
    await insertMany(tx, t.hostSurveys, surveys);
    await insertMany(tx, t.hostSurveyElements, elements);
  });
  return surveys.length;
}

/**
 * The element rows as submitHostSurvey saves them: planned as opened, the answers checked
 * by the survey rules (a demo answer that breaks one is a bug in the demo: it stops the seed).
 */
function submittedElements(
  opened: DemoSurveyToAnswer,
  answers: Omit<SubmitHostSurveyValues, 'updatedAt'>,
) {
  const rows = opened.elements.map((row, index) => {
    const answer = answers.elements[index]!;
    return {
      scheduledElementId: row.scheduledElementId,
      name: row.name,
      plannedAmount: row.plannedAmount,
      portionPerContainer: row.portionPerContainer,
      broughtContainers: answer.broughtContainers,
      leftoverAmount: answer.leftoverAmount,
      runout: answer.runout,
      timeOfRunout: answer.runout ? answer.timeOfRunout : null,
      peopleNotServed: answer.runout ? answer.peopleNotServed : null,
      suggestedContainers: answer.runout ? answer.suggestedContainers : null,
    };
  });
  const setupFeedback = settleSetupFeedback(answers.setupFeedback);
  const problems = hostSurveyProblems({ ...answers, setupFeedback, elements: rows });
  if (problems.messages.length) throw new Error(`Demo host survey: ${problems.messages.join(' ')}`);
  return rows.map(({ name: _name, ...row }) => row);
}

/** The survey row: what openHostSurvey copies of the service, then the submitted answers. */
function surveyRow(
  id: string,
  lunches: PastLunches,
  service: PastService,
  menu: { id: string; originalMenuId: string | null },
  hostId: string,
  answers: Omit<SubmitHostSurveyValues, 'updatedAt'>,
): typeof t.hostSurveys.$inferInsert {
  const submittedAt = phoenixTime(service.date, '13:30');
  return {
    id,
    serviceEventId: service.id,
    scheduledMenuId: menu.id,
    menuId: menu.originalMenuId,
    accountId: service.accountId,
    marketId: lunches.phoenixId,
    serviceLineId: lunches.lunchId,
    serviceTypeId: service.serviceTypeId,
    userId: hostId,
    date: service.date,
    expectedHeadcount: service.eaterCount,
    status: 'complete',
    submittedAt,
    actualHeadcount: answers.actualHeadcount,
    anySpecialEvents: answers.anySpecialEvents,
    eventDescription: answers.anySpecialEvents ? answers.eventDescription : '',
    firstEaterTime: answers.times.firstEater,
    kitchenLeaveTime: answers.times.kitchenLeaveTime,
    lastEaterTime: answers.times.lastEater,
    startTime: answers.times.startTime,
    serviceScore: answers.serviceScore,
    serviceFeedback: answers.serviceFeedback,
    eatersEnjoyedScore: answers.eatersEnjoyedScore,
    eatersUnderstoodScore: answers.eatersUnderstoodScore,
    setupFeedback: settleSetupFeedback(answers.setupFeedback),
    createdAt: phoenixTime(service.date, '10:15'),
    updatedAt: submittedAt,
  };
}
