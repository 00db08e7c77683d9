import {
  type HostSurvey,
  type SubmitHostSurveyInput,
  submitHostSurveySchema,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { findCurrentUser } from '../../src/features/auth/auth.repo.js';
import { openHostSurvey, submitHostSurvey } from '../../src/features/host-surveys/index.js';
import { completeAnswers } from '../host-survey-fixtures.js';
import { buildServedMenu } from './service-events.js';

/** Factories write as a Super Admin would: every market is theirs (no market scope). */
const EVERY_MARKET = null;

export interface HostSurveyOverrides {
  /**
   * The service surveyed (its slot must have a menu); unless told, the one service of a
   * new menu scheduled and served (buildServedMenu).
   */
  serviceEventId?: string;
  /** Who opens and submits it, by email: the test world's host unless told. */
  hostEmail?: string;
  /**
   * Answers laid over a calm service's (host-survey-fixtures.ts's completeAnswers), or
   * `false` to leave the survey opened and not submitted.
   */
  answers?: Partial<SubmitHostSurveyInput> | false;
}

/** The host, as the survey service sees its caller. */
async function hostNamed(db: Db, email: string) {
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  const user = row && (await findCurrentUser(db, row.id));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/**
 * A host survey as the hosts' screens make one (the API's schema and service): opened on
 * the service, which copies it and plans each element's containers, then submitted
 * complete with a calm service's answers unless told otherwise.
 */
export async function buildHostSurvey(
  db: Db,
  overrides: HostSurveyOverrides = {},
): Promise<HostSurvey> {
  const { hostEmail = 'host@example.com', answers = {} } = overrides;
  const serviceEventId =
    overrides.serviceEventId ?? (await buildServedMenu(db, { services: 1 })).events[0]!.id;
  const host = await hostNamed(db, hostEmail);
  const { survey } = await openHostSurvey(db, host, EVERY_MARKET, serviceEventId);
  if (answers === false) return survey;
  const values = submitHostSurveySchema.parse({ ...completeAnswers(survey), ...answers });
  return submitHostSurvey(db, host, EVERY_MARKET, survey.id, values);
}
