import { formatUsDate, type HostSurvey, IDEMPOTENCY_HEADER } from '@catering/domain';
import { api, errorMessages, isApiError } from '../../lib/api';
import type { HostSurveySubmitBody } from './api';
import {
  forgetDeviceDraft,
  forgetQueuedSubmit,
  type QueuedSubmit,
  writeQueuedSubmit,
} from './device-store';
import type { SurveyFormValues } from './survey-form-values';

/**
 * Submits that wait for a connection (issue #26, 2). Every submit carries an
 * Idempotency-Key, the same one when it is sent again: a submit whose answer was lost on
 * the way is applied once by the server, never twice.
 */

export const surveyLabel = (survey: HostSurvey) =>
  `${survey.account.name} · ${survey.serviceLine.name} · ${formatUsDate(survey.date)}`;

export function queuedSubmitOf(
  survey: HostSurvey,
  body: HostSurveySubmitBody,
  values: SurveyFormValues,
  userId: string,
): QueuedSubmit {
  return {
    userId,
    surveyId: survey.id,
    body,
    values,
    idempotencyKey: crypto.randomUUID(),
    queuedAt: new Date().toISOString(),
    state: 'waiting',
    messages: [],
    conflict: false,
    label: surveyLabel(survey),
  };
}

/** No answer at all, a lapsed session or a server error: worth sending again later. */
function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;
}

export type SendOutcome =
  | { outcome: 'sent'; survey: HostSurvey }
  | { outcome: 'waiting' }
  | { outcome: 'refused'; queued: QueuedSubmit };

/**
 * Sends a submit once. Sent: nothing of it stays on the device. From the queue: no
 * signal, a lapsed session or a server error, it waits (kept); any other refusal stays
 * with the server's messages for the host to see and settle. From the form (the host is
 * there): only an unreachable server queues it; a refusal is the form's to show.
 */
export function sendSubmit(
  queued: QueuedSubmit,
  from: 'queue' | 'form' = 'queue',
): Promise<SendOutcome> {
  // The runner and Send now may reach for the same submit at once: it goes once.
  const sending = inFlight.get(queued.surveyId);
  if (sending) return sending;
  const attempt = sendOnce(queued, from).finally(() => inFlight.delete(queued.surveyId));
  inFlight.set(queued.surveyId, attempt);
  return attempt;
}

const inFlight = new Map<string, Promise<SendOutcome>>();

async function sendOnce(queued: QueuedSubmit, from: 'queue' | 'form'): Promise<SendOutcome> {
  try {
    const { data } = await api.put('/v1/host-surveys/{id}', {
      path: { id: queued.surveyId },
      body: queued.body,
      headers: { [IDEMPOTENCY_HEADER]: queued.idempotencyKey },
    });
    await forgetQueuedSubmit(queued.surveyId);
    await forgetDeviceDraft(queued.surveyId);
    return { outcome: 'sent', survey: data };
  } catch (error) {
    const unreachable = isApiError(error) && error.status === 0;
    if (from === 'form' ? unreachable : isWorthRetrying(error)) {
      await writeQueuedSubmit(queued);
      return { outcome: 'waiting' };
    }
    const refused: QueuedSubmit = {
      ...queued,
      state: 'refused',
      messages: errorMessages(error),
      conflict: isApiError(error) && error.status === 409,
    };
    // A host at the form reads the refusal there; one made offline waits to be seen.
    if (from === 'queue') await writeQueuedSubmit(refused);
    else await forgetQueuedSubmit(queued.surveyId);
    return { outcome: 'refused', queued: refused };
  }
}
