import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { listQueuedSubmits } from './device-store';
import { SURVEY_QUEUE_TEXT } from './queue-messages';
import { sendSubmit } from './survey-queue';

/** How often waiting submits are tried while the app is open, besides when signal returns. */
const RETRY_EVERY_MS = 30_000;

export const surveyDeviceKey = (surveyId: string) => ['host-survey-device', surveyId] as const;

/**
 * Sends the surveys submitted without a connection (issue #26, 2), one at a time, when the
 * app opens, when the browser says the connection is back, and every 30 seconds. Mounted
 * once in the signed-in frame: a host need not reopen a survey for it to go.
 */
export function SurveyQueueRunner() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const userId = useCurrentUser().id;
  useEffect(() => {
    let running = false;
    const run = async () => {
      // Without signal there is nothing to try; the `online` event comes back here.
      if (running || !navigator.onLine) return;
      running = true;
      try {
        for (const queued of await listQueuedSubmits()) {
          // Another user's submit waits for their session: never sent as someone else.
          if (queued.state !== 'waiting' || queued.userId !== userId) continue;
          const result = await sendSubmit(queued);
          if (result.outcome === 'waiting') break;
          if (result.outcome === 'sent') {
            queryClient.setQueryData(['host-surveys', queued.surveyId], result.survey);
            void queryClient.invalidateQueries({ queryKey: ['hosts'] });
            toast.success(SURVEY_QUEUE_TEXT.sent(queued.label));
          } else toast.error(SURVEY_QUEUE_TEXT.refused(queued.label));
          void queryClient.invalidateQueries({ queryKey: surveyDeviceKey(queued.surveyId) });
        }
      } finally {
        running = false;
      }
    };
    const runNow = () => void run();
    runNow();
    window.addEventListener('online', runNow);
    const timer = setInterval(runNow, RETRY_EVERY_MS);
    return () => {
      window.removeEventListener('online', runNow);
      clearInterval(timer);
    };
  }, [queryClient, toast, userId]);
  return null;
}
