import type {
  PasswordChangeInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { saveAuthToken } from '../../lib/auth-token';
import { currentUserQuery } from '../../lib/session';

// Neither call belongs to a session: a 401 here must not log anybody out.
const outsideSession = { endsSessionOn401: false } as const;

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      api.post('/v1/auth/password-reset', { body: input, ...outsideSession }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      api.post('/v1/auth/password-reset/confirm', { body: input, ...outsideSession }),
  });
}

/**
 * One's own password. The server ends every session and answers a new token: kept here,
 * then the user is read again (which clears "please choose a stronger password").
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordChangeInput) =>
      (await api.post('/v1/auth/password', { body: input })).data,
    onSuccess: ({ token }) => {
      saveAuthToken(token);
      return queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}

/** How this installation lets people sign in (password form, single sign-on). */
export function useSignInMethods() {
  return useQuery({
    queryKey: ['sign-in-methods'],
    queryFn: async () => (await api.get('/v1/auth/methods', outsideSession)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The single sign-on's session cookie traded for a bearer token (docs/single-sign-on.md). */
export function useSingleSignOnSession() {
  return useMutation({
    mutationFn: async () => (await api.post('/v1/auth/sso/session', { ...outsideSession })).data,
  });
}
