import { type AddOnType, type RecurringAddOn, SERVING_SCHEDULE_MESSAGES } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { withServerMessages } from '../../../lib/failure-text';
import { useToast } from '../../../lib/toast';
import {
  recurringAddOnsQuery,
  type ScheduleKey,
  servingScheduleInForceQuery,
  servingScheduleQuery,
  useApplyServingSchedule,
  useWriteRecurringAddOns,
} from './api';
import { RECURRING_ADD_ON_TEXTS, scheduleUpdatedText } from './messages';
import { recurringAddOnWrites } from './recurring-add-on-writes';
import {
  type ScheduleFormValues,
  type ScheduleRequest,
  savedAddOnValues,
  scheduleDays,
} from './schedule-form-values';

type ScheduleForm = UseFormReturn<ScheduleFormValues, unknown, ScheduleRequest>;

interface ScheduleUpdateOptions {
  key: ScheduleKey;
  form: ScheduleForm;
  /** The add-ons as read (empty when the add-on section is off). */
  savedAddOns: readonly RecurringAddOn[];
  addOnTypes: readonly AddOnType[];
  withAddOns: boolean;
  /** For weekdays neither served nor in the last schedule. */
  defaultServiceTypeId: string;
}

/**
 * Update, once confirmed (spec 4): the add-on changes are written first, so the schedule
 * attaches them to the services it creates or updates, then the schedule is applied. A
 * failed add-on write stops there. Afterwards the grid shows the schedule in force: the
 * weekdays served now at Add/Update with their figures, the others at None.
 */
export function useScheduleUpdate(options: ScheduleUpdateOptions) {
  const { key, form } = options;
  const toast = useToast();
  const queryClient = useQueryClient();
  const writeAddOns = useWriteRecurringAddOns();
  const apply = useApplyServingSchedule(key);
  const [failure, setFailure] = useState<string | null>(null);

  const freshAddOns = async () =>
    options.withAddOns
      ? queryClient.fetchQuery({ ...recurringAddOnsQuery(key), staleTime: 0 })
      : [];

  /** After a failure part of the writes may have gone through: show the add-ons as saved. */
  const showSavedAddOns = async () => {
    const addOns = await freshAddOns().catch(() => null);
    if (addOns)
      form.setValue(
        'addOns',
        addOns.map((addOn) => savedAddOnValues(addOn, options.addOnTypes)),
      );
  };

  const fail = (message: string) => {
    setFailure(message);
    toast.error(message);
  };

  const saveAddOns = async (request: ScheduleRequest): Promise<boolean> => {
    const writes = recurringAddOnWrites(options.savedAddOns, request.addOns);
    if (writes.length === 0) return true;
    try {
      await writeAddOns.mutateAsync(writes);
      const onlyRemoved = writes.every((write) => write.kind === 'delete');
      toast.success(onlyRemoved ? RECURRING_ADD_ON_TEXTS.removed : RECURRING_ADD_ON_TEXTS.updated);
      return true;
    } catch (error) {
      fail(withServerMessages(RECURRING_ADD_ON_TEXTS.failed, error));
      await showSavedAddOns();
      return false;
    }
  };

  const run = async (request: ScheduleRequest) => {
    setFailure(null);
    if (!(await saveAddOns(request))) return;
    try {
      toast.success(scheduleUpdatedText(await apply.mutateAsync(request.schedule)));
    } catch (error) {
      fail(withServerMessages(SERVING_SCHEDULE_MESSAGES.failed, error));
      await showSavedAddOns();
      return;
    }
    // The grid shows the schedule now in force; the saved add-ons bring their ids.
    const [inForce, saved, addOns] = await Promise.all([
      queryClient
        .fetchQuery({ ...servingScheduleInForceQuery(key), staleTime: 0 })
        .catch(() => null),
      queryClient.fetchQuery({ ...servingScheduleQuery(key), staleTime: 0 }).catch(() => null),
      freshAddOns().catch(() => null),
    ]);
    const values = form.getValues();
    form.reset({
      ...values,
      days: inForce ? scheduleDays(inForce, saved, options.defaultServiceTypeId) : values.days,
      addOns: addOns
        ? addOns.map((addOn) => savedAddOnValues(addOn, options.addOnTypes))
        : values.addOns,
    });
  };

  return { run, failure, busy: writeAddOns.isPending || apply.isPending };
}
