import { type AddOnType, type RecurringAddOn, SERVING_SCHEDULE_MESSAGES } from '@catering/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { withServerMessages } from '../../../lib/failure-text';
import { useToast } from '../../../lib/toast';
import {
  recurringAddOnsQuery,
  type ScheduleKey,
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
} from './schedule-form-values';

type ScheduleForm = UseFormReturn<ScheduleFormValues, unknown, ScheduleRequest>;

interface ScheduleUpdateOptions {
  key: ScheduleKey;
  form: ScheduleForm;
  /** The add-ons as read (empty when the add-on section is off). */
  savedAddOns: readonly RecurringAddOn[];
  addOnTypes: readonly AddOnType[];
  withAddOns: boolean;
}

/**
 * Update, once confirmed (spec 4): the add-on changes are written first, so the schedule
 * attaches them to the services it creates or updates, then the schedule is applied. A
 * failed add-on write stops there. Afterwards the grid keeps what was applied with every
 * Action back to None, so a second Update changes nothing by accident.
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
    // The grid keeps what was applied, Actions back to None; the saved add-ons bring their ids.
    void queryClient.invalidateQueries({ queryKey: servingScheduleQuery(key).queryKey });
    const addOns = await freshAddOns().catch(() => null);
    const values = form.getValues();
    form.reset({
      ...values,
      days: values.days.map((day) => ({ ...day, action: 'none' })),
      addOns: addOns
        ? addOns.map((addOn) => savedAddOnValues(addOn, options.addOnTypes))
        : values.addOns,
    });
  };

  return { run, failure, busy: writeAddOns.isPending || apply.isPending };
}
