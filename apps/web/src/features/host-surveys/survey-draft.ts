import type { HostSurvey } from '@catering/domain';
import type { DeviceDraft } from './device-store';
import { type SurveyFormValues, surveyFormValues } from './survey-form-values';

/** The answers a survey opens with when a draft was typed since its last submit. */
export interface RestoredDraft {
  values: SurveyFormValues;
  editedAt: string;
  /** Where the newest copy was found: this device, or the server (another device). */
  from: 'device' | 'server';
}

const typedAfterSubmit = (survey: HostSurvey, editedAt: string) =>
  !survey.submittedAt || Date.parse(editedAt) > Date.parse(survey.submittedAt);

/**
 * The draft typed last, this device's or the server's, unless the survey was submitted
 * since; its elements fitted to the survey's (an element added since starts empty, one
 * removed since is dropped).
 */
export function restoredDraft(
  survey: HostSurvey,
  device: DeviceDraft | undefined,
): RestoredDraft | null {
  const candidates = [
    device && { values: device.values, editedAt: device.editedAt, from: 'device' as const },
    survey.draft && {
      values: survey.draft.values,
      editedAt: survey.draft.editedAt,
      from: 'server' as const,
    },
  ].filter((draft): draft is RestoredDraft => !!draft && typedAfterSubmit(survey, draft.editedAt));
  const [newest] = candidates.sort((a, b) => Date.parse(b.editedAt) - Date.parse(a.editedAt));
  if (!newest) return null;
  const fresh = surveyFormValues(survey);
  const typed = new Map(newest.values.elements.map((row) => [row.scheduledElementId, row]));
  return {
    ...newest,
    values: {
      ...newest.values,
      elements: fresh.elements.map((row) => typed.get(row.scheduledElementId) ?? row),
    },
  };
}
