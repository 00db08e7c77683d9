import { GENERIC_SAVE_FAILURE, type ScheduledAddOn } from '@catering/domain';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { describeSaveFailure } from '../../lib/save-failure';
import { useToast } from '../../lib/toast';
import { useUpdateScheduledAddOn } from './api';
import { ADD_ON_EDITOR_TEXT } from './messages';
import { type SlotChange, slotListAfter } from './slot-list';

/**
 * What a refused write tells the person (spec 8, as for scheduled menus): stale and 400
 * (generic text plus the server's messages) as every save; the lock with its banner text.
 */
function describeSlotFailure(error: unknown): string {
  if (isApiError(error) && error.code === 'locked') return ADD_ON_EDITOR_TEXT.locked;
  return describeSaveFailure(error, GENERIC_SAVE_FAILURE).message;
}

/**
 * Sends the add-on's slot list after one change, with the `updatedAt` it was read at.
 * Resolves true on success so the caller can close its dialog or inline form; a failure
 * stays on the page (and in a toast) until the next attempt.
 */
export function useSlotListSave(addOn: ScheduledAddOn) {
  const toast = useToast();
  const update = useUpdateScheduledAddOn(addOn.id);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (change: SlotChange): Promise<boolean> => {
    setFailure(null);
    try {
      await update.mutateAsync({
        scheduledElements: slotListAfter(addOn, change),
        updatedAt: addOn.updatedAt,
      });
      toast.success(ADD_ON_EDITOR_TEXT.updated);
      return true;
    } catch (error) {
      const message = describeSlotFailure(error);
      setFailure(message);
      toast.error(message);
      return false;
    }
  };

  return { save, saving: update.isPending, failure, clearFailure: () => setFailure(null) };
}
