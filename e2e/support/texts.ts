/**
 * What a person must read, copied from the specifications (not imported from the app, so a
 * changed message fails here). Spec = /work/shared/spec/catalogue-scheduling-numbers.md (C)
 * and hosts-accounts-users.md (H).
 */
export const SPEC_TEXT = {
  /** C 8, sign-in. */
  wrongPassword: 'Wrong password.',
  /** C 5 and 8, forgot password. */
  invalidEmail: 'Not a valid email format',
  /** C 8, reset success alert. */
  resetSent: 'Check your inbox for instructions on how to reset your password.',
  /** C 2.1, not-found. */
  pageNotFound: 'Page not found.',
  supposedToBeHere: 'Are you supposed to be here?',
  /** C 5 and H, tag name rules. */
  tagRequired: 'Tag name is required.',
  tagTooLong: 'Tag name must be less than 32 characters.',
  tagSpaces: 'Tag name cannot contain spaces.',
  /** H, tag remove success. */
  tagRemoved: 'Tag has been removed successfully.',
  /** C 2.4, leaving a form with unsaved changes (in-app and browser prompt). */
  unsavedChanges: 'You have unsaved changes, are you sure you want to leave?',
  /** C 4, the name of a 'Copy & create new menu' copy. */
  copySuffix: ' [COPY - remove this]',
  /** H, host flow update success. */
  hostFlowSaved: 'Host Flow successfully updated.',
  /** H 8, invite: validation_failed. */
  inviteRequired: 'Email, name, and role are required fields.',
  /** H 8, invite: conflict. */
  emailUsed: (email: string) => `Email ${email} already used.`,
  /** H 4, the Service Schedule tab's Update asks first. */
  scheduleConfirmTitle: 'Confirm Service Event Updates',
  scheduleConfirmText: 'Do you want to update service events',
  /** H 8, serving schedule success ("plus returned data"). */
  scheduleUpdated: 'Serving Schedule has been updated successfully.',
} as const;

/** Texts the app chose where the specs only describe the idea. */
export const APP_TEXT = {
  signInHeading: 'Sign in',
  forgotHeading: 'Forgot password',
  resetHeading: 'Choose a new password',
  resetDone: 'Your password has been changed. Sign in with the new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  noAccessHeading: 'No access',
  /** H 1: "a page saying they have no access to the platform and should contact the tech team". */
  noAccess:
    'You do not have access to this platform. Please contact the tech team if you believe this is a mistake.',
  tagAdded: 'Tag has been added successfully.',
  menuSaved: 'Menu saved.',
  menuCopied: 'Menu copied.',
  leavePageTitle: 'Leave this page?',
  manageTeamHeading: 'Manage Team',
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  noUserPermission: 'You do not have permission to manage users.',
  invitationInvalid:
    'This invitation link is invalid or has expired. Ask your administrator to send a new one.',
  accountCreated: 'Account has been created successfully.',
  /** The returned data after SPEC_TEXT.scheduleUpdated. */
  scheduleCounts: (created: number, updated: number, removed: number) =>
    `${created} created, ${updated} updated, ${removed} removed.`,
  modifiersSaved: 'Portion modifiers have been updated successfully.',
  serviceEventSaved: 'Service Event has been saved successfully.',
  deleteCommentTitle: 'Delete comment?',
  commentDeleted: 'Comment has been deleted.',
  noComments: 'There are no comments yet.',
  archiveTitle: 'Confirm Account Deletion',
  archiveQuestion: (name: string) =>
    `Are you sure you want to delete the account "${name}"? It leaves the account lists; its past services stay.`,
  accountArchived: 'Account has been archived.',
  /** docs/accounts.md: archiving offers to remove the services still to come. */
  archiveRemoving: (count: number, dates: string) =>
    `It still has ${count} upcoming services (${dates}). Deleting it now also ends its serving schedules today and removes these services. Today's and past services, surveys and numbers stay.`,
  showArchived: 'Show archived accounts',
  accountRestored: 'Account has been restored.',
  /** A list's search that finds nothing. */
  noResults: (search: string) => `No results for "${search}".`,
  qrCodesTitle: 'QR Codes',
  /** The public pages an account's QR codes open (docs/accounts.md). */
  publicMenusIntro: 'Menus for the coming days',
  publicNoMenus: 'No meals are scheduled for the coming days.',
  publicMenuToCome: 'The menu for this service is not published yet.',
  publicFeedbackIntro: 'How was your meal today?',
  publicThanks: 'Thank you! Your feedback reaches the kitchen team.',
  /** An unknown, revoked or archived account's QR link (issue 26, point 6). */
  publicDeadLink: 'This link is no longer valid',
} as const;

/** Every link a Super Admin's navigation shows, in order (spec 2.3). */
export const SUPER_ADMIN_NAVIGATION_LINKS = [
  'Menus',
  'Elements',
  'Ingredients',
  'Brands',
  'Tags',
  'Scheduling',
  'Chef Daily Numbers',
  'Add On Types',
  'Service Types',
  'Hosts',
  'Accounts',
  'Feedback',
  'Order Guide',
  'Food Cost',
  'Forecast',
  'Manage Team',
  'Settings',
];
