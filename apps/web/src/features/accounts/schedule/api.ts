import type { RecurringAddOnValues } from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { BodyOf } from '../../../lib/api-operations';

/** Where the Services tab keeps the account's events: applying a schedule changes them. */
const SERVICE_EVENTS_KEY = 'service-events';

export interface ScheduleKey {
  accountId: string;
  serviceLineId: string;
}

export const servingScheduleQuery = ({ accountId, serviceLineId }: ScheduleKey) =>
  queryOptions({
    queryKey: ['serving-schedules', accountId, serviceLineId] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v2/serving-schedules', { query: { accountId, serviceLineId }, signal }))
        .data ?? null,
  });

/** The last schedule applied for the account and line (null: never applied). */
export function useServingSchedule(key: ScheduleKey, enabled: boolean) {
  return useQuery({ ...servingScheduleQuery(key), enabled: enabled && Boolean(key.serviceLineId) });
}

export const servingScheduleInForceQuery = ({ accountId, serviceLineId }: ScheduleKey) =>
  queryOptions({
    queryKey: ['serving-schedules', accountId, serviceLineId, 'in-force'] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get('/v2/serving-schedules/in-force', {
          query: { accountId, serviceLineId },
          signal,
        })
      ).data ?? [],
  });

/** The weekdays the line serves now, with their figures (empty: none). */
export function useServingScheduleInForce(key: ScheduleKey, enabled: boolean) {
  return useQuery({
    ...servingScheduleInForceQuery(key),
    enabled: enabled && Boolean(key.serviceLineId),
  });
}

export const recurringAddOnsQuery = ({ accountId, serviceLineId }: ScheduleKey) =>
  queryOptions({
    queryKey: ['recurring-addons', accountId, serviceLineId] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/recurring-addons', { query: { accountId, serviceLineId }, signal }))
        .data ?? [],
  });

export function useRecurringAddOns(key: ScheduleKey, enabled: boolean) {
  return useQuery({
    ...recurringAddOnsQuery(key),
    enabled: enabled && Boolean(key.serviceLineId),
  });
}

/** One write of the add-ons section; they run one after the other when Update is confirmed. */
export type RecurringAddOnWrite =
  | { kind: 'create'; body: RecurringAddOnValues }
  | { kind: 'update'; id: string; body: RecurringAddOnValues & { updatedAt: string } }
  | { kind: 'delete'; id: string };

export async function writeRecurringAddOn(write: RecurringAddOnWrite): Promise<void> {
  if (write.kind === 'create') await api.post('/v1/recurring-addons', { body: write.body });
  else if (write.kind === 'update')
    await api.put('/v1/recurring-addons/{id}', { path: { id: write.id }, body: write.body });
  else await api.delete('/v1/recurring-addons/{id}', { path: { id: write.id } });
}

/** Runs the writes one after the other; the caller reads the add-ons again afterwards. */
export function useWriteRecurringAddOns() {
  return useMutation({
    mutationFn: async (writes: RecurringAddOnWrite[]) => {
      for (const write of writes) await writeRecurringAddOn(write);
    },
  });
}

/** Applies the schedule; the account's services change, so the Services tab reads them again. */
export function useApplyServingSchedule(key: ScheduleKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'/v2/serving-schedules', 'post'>) =>
      (
        await api.post('/v2/serving-schedules', {
          query: { accountId: key.accountId, serviceLineId: key.serviceLineId },
          body,
        })
      ).data,
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [SERVICE_EVENTS_KEY, key.accountId] }),
  });
}

/**
 * Applies a copied grid to another line of the account (the same route as Update, so the
 * same rules); that line's schedule and the account's services are read again.
 */
export function useCopyServingSchedule(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (copy: {
      serviceLineId: string;
      body: BodyOf<'/v2/serving-schedules', 'post'>;
    }) =>
      (
        await api.post('/v2/serving-schedules', {
          query: { accountId, serviceLineId: copy.serviceLineId },
          body: copy.body,
        })
      ).data,
    onSuccess: (_, copy) => {
      void queryClient.invalidateQueries({ queryKey: [SERVICE_EVENTS_KEY, accountId] });
      void queryClient.invalidateQueries({
        queryKey: ['serving-schedules', accountId, copy.serviceLineId],
      });
    },
  });
}
