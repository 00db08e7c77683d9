import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BodyOf } from '../../lib/api-operations';

/** The whole survey as submitted: the shared schema's shape, with numbers and times read. */
export type HostSurveySubmitBody = BodyOf<'/v1/host-surveys/{id}', 'put'>;

export const surveyKey = (surveyId: string) => ['host-surveys', surveyId] as const;

export function useHostSurvey(surveyId: string) {
  return useQuery({
    queryKey: surveyKey(surveyId),
    queryFn: async ({ signal }) =>
      (await api.get('/v1/host-surveys/{id}', { path: { id: surveyId }, signal })).data,
  });
}

/** Throws the draft away on the server (the device's copy is the page's to forget). */
export function useDiscardSurveyDraft(surveyId: string) {
  return useMutation({
    mutationFn: async () => api.delete('/v1/host-surveys/{id}/draft', { path: { id: surveyId } }),
  });
}
