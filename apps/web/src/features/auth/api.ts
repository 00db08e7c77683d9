import type { PasswordResetConfirmInput, PasswordResetRequestInput } from '@catering/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

// Neither call belongs to a session: a 401 here must not log anybody out.
const outsideSession = { endsSessionOn401: false } as const;

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      api.post<unknown>('/v1/auth/password-reset', input, outsideSession),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      api.post<unknown>('/v1/auth/password-reset/confirm', input, outsideSession),
  });
}
