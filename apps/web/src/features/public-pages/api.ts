import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BodyOf } from '../../lib/api-operations';

/**
 * The public pages' calls: no sign-in. A staff member who opens a QR link in a browser
 * where they are signed in must not be signed out by these calls, whatever they answer.
 */
const outsideSession = { endsSessionOn401: false } as const;

export function usePublicMenu(token: string) {
  return useQuery({
    queryKey: ['public', 'menus', token] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/public/menus/{token}', { path: { token }, signal, ...outsideSession }))
        .data,
  });
}

export function usePublicFeedbackInfo(token: string) {
  return useQuery({
    queryKey: ['public', 'feedback', token] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get('/v1/public/feedback/{token}', {
          path: { token },
          signal,
          ...outsideSession,
        })
      ).data,
  });
}

export function useSendFeedback(token: string) {
  return useMutation({
    mutationFn: async (body: BodyOf<'/v1/public/feedback/{token}', 'post'>) =>
      (
        await api.post('/v1/public/feedback/{token}', {
          path: { token },
          body,
          ...outsideSession,
        })
      ).data,
  });
}
