import { SCHEDULED_ADD_ON_MESSAGES } from '@catering/domain';

/** The add-on editor's texts (catalogue spec 2.10, 8, 9). */
export const ADD_ON_EDITOR_TEXT = {
  backToDetail: 'Back to Scheduling Details',
  backToScheduling: 'Back to Scheduling',
  backToMenus: 'Back to Menus',
  updated: 'Add on has been updated.',
  scheduled: 'Add on has been scheduled.',
  /** A new add-on writes nothing until its first slot is saved (issue #24, point 3). */
  notScheduledYet:
    'This add-on is not scheduled yet: fill a slot and save it to schedule the add-on.',
  newOutOfPlace: 'Choose Add One on a day of the scheduling calendar to schedule an add-on.',
  cannotSchedule: 'You can view add-ons but not schedule them.',
  elementFailed: 'Could not get the details of the elements',
  locked: SCHEDULED_ADD_ON_MESSAGES.locked,
  lockedExempt: SCHEDULED_ADD_ON_MESSAGES.lockedExempt,
  notFound: 'This add-on is no longer scheduled.',
  /** Spec 8 names the message without its text; worded like the menu form's service lines one. */
  marketsFailed: "Couldn't get markets from the server",
  readOnly: 'You can view this add-on but not change it.',
  emptySlot: 'Empty',
  deleteTitle: 'Delete element',
  deleteMessage: (element: string, slot: string) =>
    `Remove ${element} from ${slot}? The slot will be empty.`,
} as const;

export const ADD_ON_ACTIONS = {
  addOne: 'Add One',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  swap: 'Swap',
  delete: 'Delete',
  createElement: 'Create New Element',
} as const;

/** 'Editing Soup add on for Lunch on 03/04 in Phoenix' (spec 2.10). */
export function addOnEditorTitle(parts: {
  typeName: string;
  serviceLineName: string;
  date: string;
  marketName: string;
}): string {
  const [, month = '', day = ''] = parts.date.split('-');
  return `Editing ${parts.typeName} add on for ${parts.serviceLineName} on ${month}/${day} in ${parts.marketName}`;
}
