import { SERVING_SCHEDULE_MESSAGES, type ServingScheduleResult } from '@catering/domain';

/**
 * Texts of the add-ons section the shared messages do not carry yet (spec 8 "Add-ons").
 * They belong in packages/domain beside ADD_ON_MESSAGES; kept here until they move.
 */
export const RECURRING_ADD_ON_TEXTS = {
  failed:
    'Something went wrong while trying to update the Add Ons. Please check all fields and try again.',
  updated: 'Add Ons have been updated successfully.',
  removed: 'Add Ons have been removed successfully.',
} as const;

/** "Serving Schedule has been updated successfully. 12 created, 3 updated, 0 removed." */
export function scheduleUpdatedText(result: ServingScheduleResult): string {
  return `${SERVING_SCHEDULE_MESSAGES.updated} ${result.created} created, ${result.updated} updated, ${result.removed} removed.`;
}

/** The collapsible Instructions note of the tab. */
export const SCHEDULE_INSTRUCTIONS = [
  'Choose an Action for each weekday. Add/Update creates that weekday’s services between the Start and End dates, or updates the ones already there; Remove deletes them; None leaves that weekday as it is. A weekday’s figures can be changed once its Action is Add/Update.',
  'Total headcount is the number of protein eaters plus the number of veg. eaters.',
  'The grid shows the schedule in force: each weekday the line serves now is at Add/Update with its figures. Update asks for confirmation before any service changes.',
  'Editing or deleting one service on the Services tab does not change this schedule.',
] as const;

export const SCHEDULE_BETA_INSTRUCTION =
  'Add Ons are saved with Update and attached to the services the schedule creates or updates. A disabled add-on is kept but not served.';

/** The copy of a weekly grid to another line of the account (issue #25). */
export const COPY_SCHEDULE_TEXTS = {
  button: 'Copy schedule to another service line',
  title: 'Copy Serving Schedule',
  target: 'Copy to',
  confirm: 'Copy',
  nothingToCopy: 'Choose Add/Update or Remove for at least one weekday to copy.',
  addOnsStay: 'Add Ons are not copied.',
  failed: 'The schedule could not be copied.',
} as const;

/** "Copied the Lunch schedule to Dinner. 12 created, 0 updated, 0 removed." */
export function scheduleCopiedText(
  result: ServingScheduleResult,
  source: string,
  target: string,
): string {
  return `Copied the ${source} schedule to ${target}. ${result.created} created, ${result.updated} updated, ${result.removed} removed.`;
}
