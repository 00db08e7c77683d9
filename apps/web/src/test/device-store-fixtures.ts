import {
  type DeviceDraft,
  type QueuedSubmit,
  writeDeviceDraft,
  writeQueuedSubmit,
} from '../features/host-surveys/device-store';
import { surveyFormValues } from '../features/host-surveys/survey-form-values';
import { buildHostSurvey } from './host-survey-fixtures';

/** What a phone keeps of host surveys (IndexedDB, fake in tests), for the pages that read it. */

const someValues = () => surveyFormValues(buildHostSurvey());

/** A draft of `surveyId` on this device: unsent unless `sentEditedAt` says so. */
export function keepDeviceDraft(surveyId: string, draft: Omit<DeviceDraft, 'values'>) {
  return writeDeviceDraft(surveyId, { values: someValues(), ...draft });
}

/** A submit of `surveyId` queued on this device, waiting unless told. */
export function keepQueuedSubmit(
  surveyId: string,
  overrides: Partial<Omit<QueuedSubmit, 'surveyId'>> = {},
) {
  return writeQueuedSubmit({
    surveyId,
    body: {} as QueuedSubmit['body'],
    values: someValues(),
    idempotencyKey: `queued-${surveyId}`,
    queuedAt: new Date().toISOString(),
    state: 'waiting',
    messages: [],
    conflict: false,
    label: 'Acme Corp · Lunch · 03/14/2025',
    userId: 'a0f1c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    ...overrides,
  });
}
