import type { MySurveyRow } from '@catering/domain';
import type { DeviceDraft, QueuedSubmit } from '../../host-surveys';

/**
 * What a row of My surveys says (docs/hosts.md): what this phone holds of the survey comes
 * first, since the server cannot know it; then the server's status and draft.
 */
export type SurveyState =
  | { kind: 'waiting' }
  | { kind: 'refused'; message: string | null }
  | { kind: 'completed'; submittedAt: string | null }
  | { kind: 'deviceDraft' }
  | { kind: 'draft' }
  | { kind: 'notStarted' };

export interface DeviceSurveys {
  drafts: Map<string, DeviceDraft>;
  queued: Map<string, QueuedSubmit>;
}

export function surveyStateOf(row: MySurveyRow, device: DeviceSurveys): SurveyState {
  const queued = device.queued.get(row.id);
  if (queued?.state === 'waiting') return { kind: 'waiting' };
  if (queued?.state === 'refused') return { kind: 'refused', message: queued.messages[0] ?? null };
  if (row.status === 'complete') return { kind: 'completed', submittedAt: row.submittedAt };
  const draft = device.drafts.get(row.id);
  if (draft && draft.sentEditedAt !== draft.editedAt) return { kind: 'deviceDraft' };
  if (draft || row.hasDraft) return { kind: 'draft' };
  return { kind: 'notStarted' };
}
