import { useQuery } from '@tanstack/react-query';
import { listDeviceDrafts, listQueuedSubmits } from '../../host-surveys';
import type { DeviceSurveys } from './survey-state';

/**
 * The drafts and queued submits this phone keeps, read again on every visit: the survey
 * page and the queue change them while this list is not on screen.
 */
export function useDeviceSurveys() {
  return useQuery({
    queryKey: ['host-surveys', 'device'] as const,
    queryFn: async (): Promise<DeviceSurveys> => {
      const [drafts, queued] = await Promise.all([listDeviceDrafts(), listQueuedSubmits()]);
      return { drafts, queued: new Map(queued.map((submit) => [submit.surveyId, submit])) };
    },
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
  });
}
