import type { EaterFeedbackInput, PublicFeedbackInfo, PublicMenuPage } from '@catering/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/**
 * The public pages' calls: no sign-in. A staff member who opens a QR link in a browser
 * where they are signed in must not be signed out by these calls, whatever they answer.
 */
const publicPath = (kind: 'menus' | 'feedback', token: string) =>
  `/v1/public/${kind}/${encodeURIComponent(token)}`;

export function usePublicMenu(token: string) {
  return useQuery({
    queryKey: ['public', 'menus', token] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PublicMenuPage>(publicPath('menus', token), {
          signal,
          endsSessionOn401: false,
        })
      ).data,
  });
}

export function usePublicFeedbackInfo(token: string) {
  return useQuery({
    queryKey: ['public', 'feedback', token] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<PublicFeedbackInfo>(publicPath('feedback', token), {
          signal,
          endsSessionOn401: false,
        })
      ).data,
  });
}

export function useSendFeedback(token: string) {
  return useMutation({
    mutationFn: async (body: EaterFeedbackInput) =>
      (
        await apiRequest<{ received: boolean }>(publicPath('feedback', token), {
          method: 'POST',
          body,
          endsSessionOn401: false,
        })
      ).data,
  });
}
