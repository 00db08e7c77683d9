import {
  type ContainerCalculation,
  type CurrentUser,
  emptySetupFeedback,
  HOST_SURVEY_MESSAGES,
  type HostSurvey,
  hasPermission,
  hostSurveyProblems,
  type MarketScope,
  permissionsOf,
  type SubmitHostSurveyValues,
  settleSetupFeedback,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound, stale } from '../../lib/errors.js';
import { requireRecordInScope } from '../../lib/market-scope.js';
import { containerNumbers } from '../calculations/index.js';
import { hostFlowUnavailable } from '../hosts/index.js';
import { findScheduledMenuIdOfSlot, getScheduledMenu } from '../scheduled-menus/index.js';
import {
  findHostSurvey,
  findServiceToSurvey,
  findSurveyOfEvent,
} from './host-survey-reads.repo.js';
import {
  findSubmitKey,
  insertSurveyElements,
  insertSurveyUnlessOpened,
  updateSurveyElement,
  updateSurveyIfCurrent,
} from './host-survey-writes.repo.js';

const NOT_FOUND = 'Host survey not found.';
const NO_SERVICE = 'Service event not found.';

/** Another market's survey or service, for a limited caller, answers 404 like a missing one. */
export async function getHostSurvey(db: Db, id: string, scope: MarketScope): Promise<HostSurvey> {
  const survey = await findHostSurvey(db, id, scope);
  if (!survey) throw notFound(NOT_FOUND);
  return survey;
}

/** The service to survey (in the caller's markets), with what the survey copies of it. */
async function serviceToSurvey(db: Db, serviceEventId: string, scope: MarketScope) {
  const event = await findServiceToSurvey(db, serviceEventId, scope);
  if (!event) throw notFound(NO_SERVICE);
  return event;
}

/**
 * An element's planned containers for one account, as its survey copies them: the
 * account's containers of the element's own line (not an alternative's) in the slot's
 * numbers, a half container as 0.5; 0 for an element the account is not served.
 */
export function plannedContainersOf(numbers: ContainerCalculation, accountId: string) {
  const own = numbers.accountSummaries.find((row) => row.account.id === accountId);
  return (scheduledElementId: string) => {
    const line = numbers.containerTotals.find(
      (total) => total.scheduledElementId === scheduledElementId && !total.isAlternative,
    );
    const mine = line && own?.elements.find((element) => element.key === line.key);
    return mine ? mine.containerCount + mine.halfCount / 2 : 0;
  };
}

/**
 * The survey of a service (docs/hosts.md), created on first open with the service copied
 * as it is and each element's planned containers from the numbers. Opening twice, even at
 * once, gives the one survey.
 */
export async function openHostSurvey(
  db: Db,
  user: CurrentUser,
  scope: MarketScope,
  serviceEventId: string,
): Promise<{ survey: HostSurvey; created: boolean }> {
  // Read whatever its market: another market's survey must answer 404, not be opened anew.
  const existing = await findSurveyOfEvent(db, serviceEventId);
  if (existing) {
    requireRecordInScope(scope, existing.marketId, NO_SERVICE);
    return { survey: await getHostSurvey(db, existing.id, scope), created: false };
  }

  const { event, marketId, lineName, serviceTypeName } = await serviceToSurvey(
    db,
    serviceEventId,
    scope,
  );
  const slot = { marketId, serviceLineId: event.serviceLineId, date: event.date, scope };
  const scheduledId = await findScheduledMenuIdOfSlot(db, slot);
  if (!scheduledId) throw notFound(hostFlowUnavailable(lineName));
  const [menu, numbers] = await Promise.all([
    getScheduledMenu(db, scheduledId),
    containerNumbers(db, slot),
  ]);
  const planned = plannedContainersOf(numbers, event.accountId);

  const id = await db.transaction(async (tx) => {
    const insertedId = await insertSurveyUnlessOpened(tx, {
      serviceEventId,
      scheduledMenuId: menu.id,
      menuId: menu.originalMenuId,
      accountId: event.accountId,
      marketId,
      serviceLineId: event.serviceLineId,
      serviceTypeId: event.serviceTypeId,
      userId: user.id,
      date: event.date,
      expectedHeadcount: event.eaterCount,
      setupFeedback: emptySetupFeedback(serviceTypeName),
    });
    if (!insertedId) return null;
    if (menu.scheduledElements.length)
      await insertSurveyElements(
        tx,
        menu.scheduledElements.map((row) => ({
          hostSurveyId: insertedId,
          scheduledElementId: row.id,
          plannedAmount: planned(row.id),
          portionPerContainer: row.portionPerContainer,
        })),
      );
    return insertedId;
  });
  if (id) return { survey: await getHostSurvey(db, id, scope), created: true };
  // Someone opened it at the same moment: theirs is the survey.
  return openHostSurvey(db, user, scope, serviceEventId);
}

/**
 * Submits a survey (hosts spec 4, 5): the answers merged into the stored survey, every
 * rule checked at once (400 with all the texts, nothing saved), then saved complete when
 * nobody saved since it was read (409 stale otherwise), its draft cleared. A submit sent
 * again with the Idempotency-Key that completed it (a queued submit whose answer was lost)
 * answers the survey as it is, applied once.
 */
export async function submitHostSurvey(
  db: Db,
  user: CurrentUser,
  scope: MarketScope,
  id: string,
  input: SubmitHostSurveyValues,
  idempotency?: { key: string; onReplay: () => void },
): Promise<HostSurvey> {
  const survey = await getHostSurvey(db, id, scope);
  const alreadyApplied = async () =>
    idempotency !== undefined && (await findSubmitKey(db, id)) === idempotency.key;
  if (await alreadyApplied()) {
    idempotency?.onReplay();
    return survey;
  }
  if (survey.status === 'complete' && !hasPermission(permissionsOf(user), 'editHostSurvey'))
    throw forbidden(HOST_SURVEY_MESSAGES.completedLocked);

  const answers = new Map(input.elements.map((answer) => [answer.scheduledElementId, answer]));
  const unknown = input.elements.filter(
    (answer) =>
      !survey.elements.some((row) => row.scheduledElementId === answer.scheduledElementId),
  );
  if (unknown.length) throw badRequest('The survey has no such element.');
  const elements = survey.elements.map((row) => {
    const answer = answers.get(row.scheduledElementId);
    const runout = answer?.runout ?? false;
    return {
      scheduledElementId: row.scheduledElementId,
      name: row.scheduledElement.name,
      portionPerContainer: row.portionPerContainer,
      broughtContainers: answer?.broughtContainers ?? null,
      leftoverAmount: answer?.leftoverAmount ?? null,
      runout,
      // A runout's details mean nothing without the runout.
      timeOfRunout: runout ? (answer?.timeOfRunout ?? null) : null,
      peopleNotServed: runout ? (answer?.peopleNotServed ?? null) : null,
      suggestedContainers: runout ? (answer?.suggestedContainers ?? null) : null,
    };
  });
  const setupFeedback = settleSetupFeedback(input.setupFeedback);
  const problems = hostSurveyProblems({ ...input, setupFeedback, elements });
  if (problems.messages.length) throw badRequest(...problems.messages);

  const write = db.transaction(async (tx) => {
    const now = new Date();
    const saved = await updateSurveyIfCurrent(tx, id, new Date(input.updatedAt), {
      status: 'complete',
      submittedAt: now,
      userId: user.id,
      actualHeadcount: input.actualHeadcount,
      anySpecialEvents: input.anySpecialEvents,
      eventDescription: input.anySpecialEvents ? input.eventDescription : '',
      firstEaterTime: input.times.firstEater,
      kitchenLeaveTime: input.times.kitchenLeaveTime,
      lastEaterTime: input.times.lastEater,
      startTime: input.times.startTime,
      serviceScore: input.serviceScore,
      serviceFeedback: input.serviceFeedback,
      eatersEnjoyedScore: input.eatersEnjoyedScore,
      eatersUnderstoodScore: input.eatersUnderstoodScore,
      setupFeedback,
      draft: null,
      draftEditedAt: null,
      draftUserId: null,
      submitKey: idempotency?.key ?? null,
    });
    if (!saved) throw stale();
    for (const element of elements)
      await updateSurveyElement(tx, id, element.scheduledElementId, {
        broughtContainers: element.broughtContainers,
        leftoverAmount: element.leftoverAmount,
        runout: element.runout,
        timeOfRunout: element.timeOfRunout,
        peopleNotServed: element.peopleNotServed,
        suggestedContainers: element.suggestedContainers,
      });
  });
  try {
    await write;
  } catch (error) {
    // The same submit raced itself: the copy that lost finds its key applied.
    if (!(await alreadyApplied())) throw error;
    idempotency?.onReplay();
  }
  return getHostSurvey(db, id, scope);
}
