import {
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type UpdateScheduledMenuValues,
} from '@catering/domain';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useScheduledMenu, useUpdateScheduledMenu } from './api';
import { scheduledMenuFailure } from './messages';
import {
  type ScheduledMenuFormValues,
  scheduledMenuFormValues,
} from './scheduled-menu-form-values';

type ScheduledMenuForm = UseFormReturn<ScheduledMenuFormValues, unknown, UpdateScheduledMenuValues>;

/** What went wrong with the last save; `stale` offers to read the newest version. */
export interface SaveProblem {
  message: string;
  stale: boolean;
}

/**
 * Update (spec 8): success reloads the form from the answer; a failure stays on screen
 * with the spec's text. There is no overwrite for scheduled menus: a stale save offers
 * Refresh, which drops the edits for the newest version.
 */
export function useScheduledMenuSave(menu: ScheduledMenu, form: ScheduledMenuForm) {
  const toast = useToast();
  const update = useUpdateScheduledMenu(menu.id);
  const { refetch } = useScheduledMenu(menu.id);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  const save = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      form.reset(scheduledMenuFormValues(await update.mutateAsync(body)));
      toast.success(SCHEDULED_MENU_MESSAGES.updated);
    } catch (error) {
      const message = scheduledMenuFailure(error);
      setProblem({ message, stale: isApiError(error) && error.code === 'stale' });
      toast.error(message);
    }
  });

  const refresh = async () => {
    const { data } = await refetch();
    if (!data) return;
    form.reset(scheduledMenuFormValues(data));
    setProblem(null);
  };

  return {
    save,
    problem,
    busy: form.formState.isSubmitting || update.isPending,
    refresh: () => void refresh(),
    /** Revert and similar writes replace the whole menu: the form follows. */
    replaced: (next: ScheduledMenu) => {
      form.reset(scheduledMenuFormValues(next));
      setProblem(null);
    },
  };
}
