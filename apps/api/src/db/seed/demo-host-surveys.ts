import type { CurrentUser, SubmitHostSurveyValues } from '@catering/domain';
import { eq } from 'drizzle-orm';
import { openHostSurvey, submitHostSurvey } from '../../features/host-surveys/index.js';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { pastPhoenixLunches } from './demo-past-lunches.js';

/** How far back the demo's hosts reported, and how many services a day. */
const DEMO_SURVEY_DAYS = 4;
const DEMO_SURVEYS_A_DAY = 3;

/** The seed writes the demo's own records: it is limited to no market. */
const ALL_MARKETS = null;

/** The demo host, as the survey service sees a caller. */
async function demoHost(db: Db): Promise<CurrentUser | undefined> {
  const [row] = await db
    .select({ user: t.users, role: t.roles })
    .from(t.users)
    .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
    .where(eq(t.users.email, 'host@example.com'));
  if (!row) return undefined;
  return {
    id: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    userType: 'User',
    defaultMarketId: row.user.defaultMarketId,
    role: { id: row.role.id, name: row.role.name, permissions: row.role.permissions },
  } as CurrentUser;
}

/**
 * Completed host surveys of Phoenix's last few served lunches, so Menu Statistics and its
 * portion suggestions have something to show: the first dish runs out at every second
 * service, the third comes back a quarter full. Written through the survey service, so
 * they hold to every rule. Does nothing when any survey exists or the month has no past day.
 */
export async function seedDemoHostSurveys(db: Db, now = new Date()): Promise<number> {
  if ((await db.select({ id: t.hostSurveys.id }).from(t.hostSurveys).limit(1)).length) return 0;
  const host = await demoHost(db);
  if (!host) return 0;
  const lunches = await pastPhoenixLunches(db, now, DEMO_SURVEY_DAYS);
  if (!lunches) return 0;
  const { days, services: events } = lunches;
  let count = 0;
  for (const date of days) {
    const ofDay = events.filter((event) => event.date === date).slice(0, DEMO_SURVEYS_A_DAY);
    for (const [index, event] of ofDay.entries()) {
      const { survey } = await openHostSurvey(db, host, ALL_MARKETS, event.id);
      const ranOut = (count + index) % 2 === 0;
      const answers: SubmitHostSurveyValues = {
        status: 'complete',
        actualHeadcount: Math.max(1, survey.expectedHeadcount - index),
        anySpecialEvents: false,
        eventDescription: '',
        times: {
          firstEater: '11:30',
          kitchenLeaveTime: '10:15',
          lastEater: '13:05',
          startTime: '11:20',
        },
        serviceScore: 3 + (index % 3),
        serviceFeedback: ranOut ? 'The first dish went fast; a few late eaters missed it.' : '',
        eatersEnjoyedScore: 4,
        eatersUnderstoodScore: 5 - (index % 2),
        setupFeedback: {
          ...survey.setupFeedback,
          hadAllEquipment: true,
          menuFlow: { ...survey.setupFeedback.menuFlow, value: true },
          hotboxSpill: { value: false, spilledItems: [] },
        },
        elements: survey.elements.map((row, position) => {
          const brought = Math.ceil(row.plannedAmount * 2) / 2;
          const full = brought * (row.portionPerContainer ?? 0);
          const runout = position === 0 && ranOut;
          return {
            scheduledElementId: row.scheduledElementId,
            broughtContainers: brought,
            leftoverAmount: position === 2 ? Math.floor(full * 2.5) / 10 : 0,
            runout,
            timeOfRunout: runout ? '12:40' : null,
            peopleNotServed: runout ? 4 : null,
            suggestedContainers: runout ? brought + 0.5 : null,
          };
        }),
        updatedAt: survey.updatedAt,
      };
      await submitHostSurvey(db, host, ALL_MARKETS, survey.id, answers);
      count++;
    }
  }
  return count;
}
