import type { HostSurvey, SubmitHostSurveyInput } from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const surveyKey = (surveyId: string) => ['host-surveys', surveyId] as const;

export function useHostSurvey(surveyId: string) {
  return useQuery({
    queryKey: surveyKey(surveyId),
    queryFn: async ({ signal }) =>
      (await api.get<HostSurvey>(`/v1/host-surveys/${surveyId}`, undefined, signal)).data,
  });
}

/** Submits the survey; the answer (the completed survey) replaces the one read. */
export function useSubmitHostSurvey(surveyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SubmitHostSurveyInput) =>
      (await api.put<HostSurvey>(`/v1/host-surveys/${surveyId}`, body)).data,
    onSuccess: (saved) => queryClient.setQueryData(surveyKey(surveyId), saved),
  });
}
