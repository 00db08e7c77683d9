import { type MarketScope, SCHEDULED_MENU_MESSAGES } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findSlot } from './scheduled-menu-reads.repo.js';

/**
 * Complete Chef Survey (catalogue spec 2.9): the external form carries the scheduled menu
 * id and the user id. The address is the server's `CHEF_SURVEY_URL`, so the web app needs
 * no configuration of its own; without it the answer is `url: null` and the client says
 * the survey cannot be opened.
 */
export async function chefSurveyLink(
  db: Db,
  surveyUrl: string | undefined,
  caller: { id: string; scope: MarketScope },
  scheduledMenuId: string,
): Promise<{ url: string | null }> {
  if (!(await findSlot(db, scheduledMenuId, caller.scope)))
    throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  if (!surveyUrl) return { url: null };
  const url = new URL(surveyUrl);
  url.searchParams.set('scheduledMenuId', scheduledMenuId);
  url.searchParams.set('userId', caller.id);
  return { url: url.toString() };
}
