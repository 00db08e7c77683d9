import {
  type CurrentUser,
  HOST_SURVEY_MESSAGES,
  hasPermission,
  type MarketScope,
  permissionsOf,
  type SaveSurveyDraftInput,
  type SurveyDraft,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { clearDraft, saveDraftUnlessOlder } from './host-survey-writes.repo.js';
import { getHostSurvey } from './host-surveys.service.js';

/**
 * Drafts (issue #26, 1; docs/hosts.md): the answers as typed, kept without the completion
 * rules, by whoever may submit the survey. The draft typed last wins, whichever device
 * sends it first.
 */

async function surveyToDraft(db: Db, user: CurrentUser, scope: MarketScope, id: string) {
  const survey = await getHostSurvey(db, id, scope);
  if (survey.status === 'complete' && !hasPermission(permissionsOf(user), 'editHostSurvey'))
    throw forbidden(HOST_SURVEY_MESSAGES.completedLocked);
  return survey;
}

/** Keeps the draft and answers the one in force (this one, or a later one kept already). */
export async function saveSurveyDraft(
  db: Db,
  user: CurrentUser,
  scope: MarketScope,
  id: string,
  input: SaveSurveyDraftInput,
): Promise<SurveyDraft | null> {
  await surveyToDraft(db, user, scope, id);
  // A device whose clock runs ahead must not win over every later draft.
  const editedAt = new Date(Math.min(Date.parse(input.editedAt), Date.now()));
  await saveDraftUnlessOlder(db, id, { values: input.values, editedAt, userId: user.id });
  return (await getHostSurvey(db, id, scope)).draft;
}

export async function discardSurveyDraft(
  db: Db,
  user: CurrentUser,
  scope: MarketScope,
  id: string,
): Promise<void> {
  await surveyToDraft(db, user, scope, id);
  await clearDraft(db, id);
}
