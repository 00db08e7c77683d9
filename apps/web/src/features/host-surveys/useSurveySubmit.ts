import { HOST_SURVEY_MESSAGES, type HostSurvey } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { surveyKey } from './api';
import {
  forgetDeviceDraft,
  forgetQueuedSubmit,
  type QueuedSubmit,
  writeQueuedSubmit,
} from './device-store';
import { SURVEY_QUEUE_TEXT } from './queue-messages';
import { surveyDeviceKey } from './SurveyQueueRunner';
import { type SurveyFormValues, submitBodyOf } from './survey-form-values';
import { queuedSubmitOf, sendSubmit } from './survey-queue';

/**
 * The survey's submit (issue #26, 2): sent at once with an Idempotency-Key; without a
 * connection it waits on the device and the host goes back to the day, told so. Also the
 * waiting submit's Send now, and Keep theirs after a conflict.
 */
export function useSurveySubmit(
  survey: HostSurvey,
  done: { forgetDraft: () => Promise<void>; leave: () => void },
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const user = useCurrentUser();
  const [sending, setSending] = useState(false);
  const rereadDevice = () =>
    queryClient.invalidateQueries({ queryKey: surveyDeviceKey(survey.id) });

  /** Answers the server's messages when it refused the survey; nothing when it is taken. */
  const submit = async (values: SurveyFormValues): Promise<string[] | undefined> => {
    const attempt = queuedSubmitOf(survey, submitBodyOf(values, survey), values, user.id);
    setSending(true);
    try {
      if (!navigator.onLine) await writeQueuedSubmit(attempt);
      const result = navigator.onLine
        ? await sendSubmit(attempt, 'form')
        : ({ outcome: 'waiting' } as const);
      if (result.outcome === 'refused') return result.queued.messages;
      await done.forgetDraft();
      if (result.outcome === 'sent') {
        queryClient.setQueryData(surveyKey(survey.id), result.survey);
        toast.success(HOST_SURVEY_MESSAGES.saved);
      } else toast.warning(SURVEY_QUEUE_TEXT.queued);
      done.leave();
      return undefined;
    } finally {
      setSending(false);
    }
  };

  const sendNow = async (queued: QueuedSubmit) => {
    setSending(true);
    const result = await sendSubmit(queued);
    setSending(false);
    if (result.outcome === 'waiting') toast.warning(SURVEY_QUEUE_TEXT.stillOffline);
    else if (result.outcome === 'sent') {
      queryClient.setQueryData(surveyKey(survey.id), result.survey);
      toast.success(HOST_SURVEY_MESSAGES.saved);
    }
    await rereadDevice();
  };

  const keepTheirs = async () => {
    await forgetQueuedSubmit(survey.id);
    await forgetDeviceDraft(survey.id);
    await rereadDevice();
  };

  return { submit, sendNow, keepTheirs, sending };
}
