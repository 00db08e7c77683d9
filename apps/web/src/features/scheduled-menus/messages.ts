import { GENERIC_FAILURE, SCHEDULED_MENU_MESSAGES } from '@catering/domain';
import { errorMessages, isApiError } from '../../lib/api';

/** Scheduled-menu texts the shared SCHEDULED_MENU_MESSAGES do not carry. */
export const SCHEDULED_MENU_TEXTS = {
  notFound: 'This scheduled menu does not exist (it may have been unscheduled).',
  revert: 'Revert Menu',
  revertConfirm:
    "Revert to the base menu? Your changes on this day are replaced by the master menu's current content.",
  reverted: 'The menu has been reverted to its base menu.',
  updateBase: 'Update Base Menu',
  updateBaseConfirm:
    "Write this scheduled menu's saved name, brand, cuisine, description and elements to its base menu?",
  chefSurvey: 'Complete Chef Survey',
  additionalActions: 'Additional actions',
  viewOnly: 'You can view this scheduled menu but not change it.',
  refresh: 'Refresh',
  alternativeNameRequired: 'Alternative name is required.',
  foodCostHint: "The saved menu's cost, over the eaters its Chef numbers count.",
  foodCostLines: 'Food cost by element',
  foodCostLoading: 'Loading the food cost',
  alternative: 'Alternative',
  useLearnedShares: 'Use these shares',
  learnedShareZero: 'A dish nobody took has no share: set it by hand.',
} as const;

/**
 * A failed scheduled-menu write (spec 8): the lock and stale answers have their own texts,
 * a 400 the spec's check-all-fields text; anything else the generic text with the request
 * id, so support can find the call in the server's log.
 */
export function scheduledMenuFailure(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'locked') return SCHEDULED_MENU_MESSAGES.locked;
    if (error.code === 'stale') return SCHEDULED_MENU_MESSAGES.stale;
    if (error.status === 400) return SCHEDULED_MENU_MESSAGES.saveFailed;
    if (error.requestId) return `${GENERIC_FAILURE} (Request ID: ${error.requestId})`;
  }
  return GENERIC_FAILURE;
}

/** Revert: a gone base menu (404) explains itself; the rest as for any write. */
export function revertFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) return errorMessages(error).join(' ');
  return scheduledMenuFailure(error);
}
