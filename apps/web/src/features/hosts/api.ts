import {
  addDays,
  type HostSurveyStatus,
  MY_SURVEYS_DEFAULT_DAYS,
  type PinnedAccount,
} from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { localToday } from '../../lib/local-date';
import { pagedListQuery } from '../../lib/paged-list';

/** A market's day (`YYYY-MM-DD`), as the picker chooses it. */
export interface HostDay {
  marketId: string;
  date: string;
}

/** One service line of that day: what the daily view shows. */
export interface HostDailySlot extends HostDay {
  serviceLineId: string;
}

/** The day's scheduled service lines, already in the spec's order (Breakfast, Lunch…). */
export function useHostServiceLines(day: HostDay) {
  return useQuery({
    queryKey: ['hosts', 'services', day.marketId, day.date] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/hosts/services', { query: { ...day }, signal })).data ?? [],
  });
}

export function useHostDaily(slot: HostDailySlot) {
  return useQuery({
    queryKey: ['hosts', 'daily', slot.marketId, slot.serviceLineId, slot.date] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/hosts/daily', { query: { ...slot }, signal })).data,
  });
}

/**
 * Opens a service's survey: the server creates it on first open and answers the stored one
 * afterwards. Nothing is invalidated: the page leaves for the survey, and the day (never
 * kept fresh) is asked again when the host comes back to it.
 */
export function useOpenHostSurvey() {
  return useMutation({
    mutationFn: async (serviceEventId: string) =>
      (await api.post('/v1/host-surveys', { body: { serviceEventId } })).data,
  });
}

const PINNED_KEY = ['hosts', 'pinned-accounts'] as const;

/** My sites: the accounts the signed-in user pinned (docs/hosts.md). */
export function usePinnedAccounts() {
  return useQuery({
    queryKey: PINNED_KEY,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/hosts/pinned-accounts', { signal })).data ?? [],
  });
}

export interface PinChange {
  account: PinnedAccount['account'];
  marketId: string;
  pinned: boolean;
}

/**
 * Pins or unpins at once on screen; a refusal puts the list back as it was (the caller
 * says so). The list is asked again once the last of quick taps has settled.
 */
export function usePinAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: PINNED_KEY,
    mutationFn: async ({ account, pinned }: PinChange) => {
      const path = { accountId: account.id };
      if (pinned) await api.put('/v1/hosts/pinned-accounts/{accountId}', { path });
      else await api.delete('/v1/hosts/pinned-accounts/{accountId}', { path });
    },
    onMutate: async ({ account, marketId, pinned }) => {
      await client.cancelQueries({ queryKey: PINNED_KEY });
      const before = client.getQueryData<PinnedAccount[]>(PINNED_KEY);
      const others = (before ?? []).filter((row) => row.account.id !== account.id);
      const pinnedAt = new Date().toISOString();
      client.setQueryData<PinnedAccount[]>(
        PINNED_KEY,
        pinned ? [...others, { account, marketId, pinnedAt }] : others,
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(PINNED_KEY, context.before);
    },
    onSettled: () => {
      if (client.isMutating({ mutationKey: PINNED_KEY }) <= 1) {
        return client.invalidateQueries({ queryKey: PINNED_KEY });
      }
    },
  });
}

/**
 * My surveys: a page of the signed-in user's surveys of the last 30 days up to today on
 * this phone, newest service first; `status` narrows them (docs/hosts.md).
 */
export function useMySurveys(page: number, perPage: number, status?: HostSurveyStatus) {
  const to = localToday();
  const from = addDays(to, -(MY_SURVEYS_DEFAULT_DAYS - 1));
  return useQuery(
    pagedListQuery(
      'host-surveys',
      '/v1/host-surveys/mine',
      { page, perPage, q: '' },
      {
        status,
        from,
        to,
      },
    ),
  );
}
