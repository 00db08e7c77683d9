import type { Account, CreateAccountValues, PointOfContactInput } from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BodyOf } from '../../lib/api-operations';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

/** One page of accounts, optionally of one market ('' for all); live or archived ones. */
export function useAccountsPage(request: PageRequest, marketId: string, archived = false) {
  return useQuery(
    pagedListQuery('accounts', '/v1/accounts', request, {
      marketId: marketId || undefined,
      archived: archived ? 'true' : undefined,
    }),
  );
}

export const accountQuery = (id: string) =>
  queryOptions({
    queryKey: ['accounts', 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/accounts/{id}', { path: { id }, signal })).data,
  });

export function useAccount(id: string) {
  return useQuery(accountQuery(id));
}

/**
 * A write puts the saved account in the cache and refreshes the lists (names, contacts).
 * The portion modifiers share the account's version, so they are read again too.
 */
export function useAccountWriteEffects() {
  const queryClient = useQueryClient();
  return (saved: Account | null) => {
    if (saved) {
      queryClient.setQueryData(accountQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: portionModifiersQuery(saved.id).queryKey });
    }
    void queryClient.invalidateQueries({ queryKey: ['accounts', 'page'] });
  };
}

export function useCreateAccount() {
  const afterWrite = useAccountWriteEffects();
  return useMutation({
    mutationFn: async (body: CreateAccountValues) =>
      (await api.post('/v1/accounts', { body })).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useUpdateAccount(id: string) {
  const afterWrite = useAccountWriteEffects();
  return useMutation({
    mutationFn: async (body: BodyOf<'/v1/accounts/{id}', 'put'>) =>
      (await api.put('/v1/accounts/{id}', { path: { id }, body })).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

/** Creates or updates the account's point of contact; the cached account shows the new one. */
export function useSavePointOfContact(account: Account) {
  const queryClient = useQueryClient();
  const afterWrite = useAccountWriteEffects();
  return useMutation({
    mutationFn: async (body: PointOfContactInput) =>
      (await api.post('/v1/account-poc-users', { body })).data,
    onSuccess: (pointOfContact) => {
      const key = accountQuery(account.id).queryKey;
      const current = queryClient.getQueryData(key) ?? account;
      afterWrite({ ...current, pointOfContact });
    },
  });
}

export const accountQrCodesQuery = (account: Pick<Account, 'id' | 'marketId'>) =>
  queryOptions({
    queryKey: ['accounts', 'qr-codes', account.id] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get('/v1/accounts/qr-codes', {
          query: { accountId: account.id, marketId: account.marketId },
          signal,
        })
      ).data,
  });

/** Loaded only while the QR dialog is open; each opening asks again (the refresh icon). */
export function useAccountQrCodes(account: Account, enabled: boolean) {
  return useQuery({ ...accountQrCodesQuery(account), enabled, staleTime: 0, gcTime: 0 });
}

export const portionModifiersQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', 'portion-modifiers', accountId] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get('/v1/accounts/{id}/portion-modifiers', {
          path: { id: accountId },
          signal,
        })
      ).data,
  });

export function usePortionModifiers(accountId: string) {
  return useQuery(portionModifiersQuery(accountId));
}

/**
 * Saves the modifiers under the version read with them. The save moves the account's
 * version too, so the account is read again: its tabs would otherwise save as stale.
 */
export function useUpdatePortionModifiers(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'/v1/accounts/{id}/portion-modifiers', 'put'>) =>
      (await api.put('/v1/accounts/{id}/portion-modifiers', { path: { id: accountId }, body }))
        .data,
    onSuccess: (saved) => {
      queryClient.setQueryData(portionModifiersQuery(accountId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: accountQuery(accountId).queryKey });
    },
  });
}

export const accountNotesQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounts', 'notes', accountId] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/accounts/{id}/notes', { path: { id: accountId }, signal })).data,
  });

export function useAccountNotes(accountId: string) {
  return useQuery(accountNotesQuery(accountId));
}

export function usePostAccountNote(accountId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (
        await api.post('/v1/accounts/{id}/notes', {
          path: { id: accountId },
          body: { note, userId },
        })
      ).data,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accountNotesQuery(accountId).queryKey }),
  });
}

export function useDeleteAccountNote(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      api.delete('/v1/accounts/{id}/notes/{noteId}', { path: { id: accountId, noteId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: accountNotesQuery(accountId).queryKey }),
  });
}
