import {
  emptySetupFeedback,
  type HostSurvey,
  type MarketScope,
  type ServingTemperature,
  type SetupFeedback,
  type SurveyDraft,
  setupFeedbackSchema,
  surveyDraftValuesSchema,
} from '@catering/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  accountAddresses,
  accounts,
  containerTypes,
  hostSurveyElements,
  hostSurveys,
  markets,
  menus,
  portionUnits,
  scheduledElements,
  scheduledMenus,
  serviceEvents,
  serviceLines,
  serviceTypes,
  users,
} from '../../db/schema/index.js';
import { iso } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** `HH:MM` of a stored time, or null. */
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/** The stored setup answers; a survey saved before any answer reads as the empty form. */
function setupOf(stored: unknown, serviceTypeName: string | null): SetupFeedback {
  const parsed = setupFeedbackSchema.safeParse(stored);
  return parsed.success ? parsed.data : emptySetupFeedback(serviceTypeName);
}

const surveyUser = alias(users, 'survey_user');
const draftUser = alias(users, 'draft_user');

/** The kept draft; one whose shape no longer reads (an older form's) is left out. */
function draftOf(
  survey: typeof hostSurveys.$inferSelect,
  userName: string | null,
): SurveyDraft | null {
  if (!survey.draft || !survey.draftEditedAt) return null;
  const values = surveyDraftValuesSchema.safeParse(survey.draft);
  if (!values.success) return null;
  return {
    values: values.data,
    editedAt: iso(survey.draftEditedAt),
    user: survey.draftUserId ? { id: survey.draftUserId, name: userName ?? 'Unknown' } : null,
  };
}

/**
 * One survey as the API answers it (docs/hosts.md), or undefined; a survey of a market
 * outside `scope` (the service's market when it was opened) is not found.
 */
export async function findHostSurvey(
  db: Db,
  id: string,
  scope: MarketScope,
): Promise<HostSurvey | undefined> {
  const [row] = await db
    .select({
      survey: hostSurveys,
      accountName: accounts.name,
      city: accountAddresses.city,
      marketName: markets.name,
      menuName: menus.name,
      scheduledMenuName: scheduledMenus.name,
      serviceLineName: serviceLines.name,
      serviceTypeName: serviceTypes.name,
      userName: sql<
        string | null
      >`nullif(trim(${surveyUser.firstName} || ' ' || ${surveyUser.lastName}), '')`,
      userEmail: surveyUser.email,
      draftUserName: sql<
        string | null
      >`coalesce(nullif(trim(${draftUser.firstName} || ' ' || ${draftUser.lastName}), ''), ${draftUser.email})`,
    })
    .from(hostSurveys)
    .innerJoin(accounts, eq(accounts.id, hostSurveys.accountId))
    .innerJoin(serviceEvents, eq(serviceEvents.id, hostSurveys.serviceEventId))
    .innerJoin(accountAddresses, eq(accountAddresses.id, serviceEvents.addressId))
    .innerJoin(markets, eq(markets.id, hostSurveys.marketId))
    .innerJoin(scheduledMenus, eq(scheduledMenus.id, hostSurveys.scheduledMenuId))
    .innerJoin(serviceLines, eq(serviceLines.id, hostSurveys.serviceLineId))
    .leftJoin(menus, eq(menus.id, hostSurveys.menuId))
    .leftJoin(serviceTypes, eq(serviceTypes.id, hostSurveys.serviceTypeId))
    .leftJoin(surveyUser, eq(surveyUser.id, hostSurveys.userId))
    .leftJoin(draftUser, eq(draftUser.id, hostSurveys.draftUserId))
    .where(and(eq(hostSurveys.id, id), withinMarkets(hostSurveys.marketId, scope)));
  if (!row) return undefined;
  const { survey } = row;
  const elements = await db
    .select({
      row: hostSurveyElements,
      name: sql<string>`coalesce(nullif(${scheduledElements.labelName}, ''), ${scheduledElements.name})`,
      hostFlowOrder: scheduledElements.hostFlowOrder,
      servingTemp: scheduledElements.servingTemp,
      portionUnit: portionUnits.abbreviation,
      containerType: containerTypes.name,
    })
    .from(hostSurveyElements)
    .innerJoin(scheduledElements, eq(scheduledElements.id, hostSurveyElements.scheduledElementId))
    .leftJoin(portionUnits, eq(portionUnits.id, scheduledElements.portionUnitId))
    .leftJoin(containerTypes, eq(containerTypes.id, scheduledElements.containerTypeId))
    .where(eq(hostSurveyElements.hostSurveyId, id))
    .orderBy(
      asc(sql`coalesce(${scheduledElements.hostFlowOrder}, ${scheduledElements.sortOrder})`),
      asc(scheduledElements.sortOrder),
    );
  return {
    id: survey.id,
    serviceEventId: survey.serviceEventId,
    status: survey.status,
    date: survey.date,
    account: { id: survey.accountId, name: row.accountName },
    city: row.city,
    market: { id: survey.marketId, name: row.marketName },
    menu: survey.menuId && row.menuName ? { id: survey.menuId, name: row.menuName } : null,
    scheduledMenu: { id: survey.scheduledMenuId, name: row.scheduledMenuName },
    serviceLine: { id: survey.serviceLineId, name: row.serviceLineName },
    serviceType:
      survey.serviceTypeId && row.serviceTypeName
        ? { id: survey.serviceTypeId, name: row.serviceTypeName }
        : null,
    user: survey.userId
      ? { id: survey.userId, name: row.userName ?? row.userEmail ?? 'Unknown' }
      : null,
    expectedHeadcount: survey.expectedHeadcount,
    actualHeadcount: survey.actualHeadcount,
    anySpecialEvents: survey.anySpecialEvents,
    eventDescription: survey.eventDescription,
    times: {
      firstEater: hhmm(survey.firstEaterTime),
      kitchenLeaveTime: hhmm(survey.kitchenLeaveTime),
      lastEater: hhmm(survey.lastEaterTime),
      startTime: hhmm(survey.startTime),
    },
    serviceScore: survey.serviceScore,
    serviceFeedback: survey.serviceFeedback,
    eatersEnjoyedScore: survey.eatersEnjoyedScore,
    eatersUnderstoodScore: survey.eatersUnderstoodScore,
    setupFeedback: setupOf(survey.setupFeedback, row.serviceTypeName),
    elements: elements.map((element) => ({
      scheduledElementId: element.row.scheduledElementId,
      scheduledElement: {
        name: element.name,
        hostFlowOrder: element.hostFlowOrder,
        portionUnit: element.portionUnit,
        containerType: element.containerType,
        servingTemp: element.servingTemp as ServingTemperature | null,
      },
      plannedAmount: element.row.plannedAmount,
      broughtContainers: element.row.broughtContainers,
      portionPerContainer: element.row.portionPerContainer,
      leftoverAmount: element.row.leftoverAmount,
      runout: element.row.runout,
      timeOfRunout: hhmm(element.row.timeOfRunout),
      peopleNotServed: element.row.peopleNotServed,
      suggestedContainers: element.row.suggestedContainers,
    })),
    submittedAt: survey.submittedAt ? iso(survey.submittedAt) : null,
    draft: draftOf(survey, row.draftUserName),
    createdAt: iso(survey.createdAt),
    updatedAt: iso(survey.updatedAt),
  };
}

/** The survey of a service event, whatever its market (the service checks the scope). */
export async function findSurveyOfEvent(db: Db, serviceEventId: string) {
  const [existing] = await db
    .select({ id: hostSurveys.id, marketId: hostSurveys.marketId })
    .from(hostSurveys)
    .where(eq(hostSurveys.serviceEventId, serviceEventId));
  return existing;
}

/** A live service event in `scope`, with what a survey copies of it. */
export async function findServiceToSurvey(db: Db, serviceEventId: string, scope: MarketScope) {
  const [event] = await db
    .select({
      event: serviceEvents,
      marketId: accounts.marketId,
      lineName: serviceLines.name,
      serviceTypeName: serviceTypes.name,
    })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .innerJoin(serviceLines, eq(serviceLines.id, serviceEvents.serviceLineId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, serviceEvents.serviceTypeId))
    .where(
      and(
        eq(serviceEvents.id, serviceEventId),
        isNull(serviceEvents.deletedAt),
        withinMarkets(accounts.marketId, scope),
      ),
    );
  return event;
}
