import type { Account } from '@catering/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useAccountWriteEffects } from './api';

/** What archiving would remove; read each time the confirmation opens. */
export function useFutureServices(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['accounts', 'future-services', accountId] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/accounts/{id}/future-services', { path: { id: accountId }, signal }))
        .data,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * DELETE archives the account: it leaves the lists, its past services stay. With
 * `removeFutureServices` the server also ends its schedules and removes what is to come,
 * all or nothing; the version read and the count shown make a stale screen remove nothing.
 */
export function useArchiveAccount(account: Pick<Account, 'id' | 'updatedAt'>) {
  const afterWrite = useAccountWriteEffects();
  return useMutation({
    /** `upcoming`: how many services the person was shown (0: none to remove). */
    mutationFn: (upcoming: number) =>
      api.delete('/v1/accounts/{id}', {
        path: { id: account.id },
        query: {
          removeFutureServices: upcoming > 0 ? 'true' : undefined,
          expectedFutureServices: upcoming > 0 ? upcoming : undefined,
          updatedAt: account.updatedAt,
        },
      }),
    onSuccess: () => afterWrite(null),
  });
}

/** Puts an archived account back in the lists; its removed services are not recreated. */
export function useRestoreAccount() {
  const afterWrite = useAccountWriteEffects();
  return useMutation({
    mutationFn: async (accountId: string) =>
      (await api.post('/v1/accounts/{id}/restore', { path: { id: accountId } })).data,
    onSuccess: (restored) => afterWrite(restored),
  });
}
