/** Account texts the shared ACCOUNT_MESSAGES do not carry: titles, labels, clipboard. */
export const ACCOUNT_TEXT = {
  confirmArchiveTitle: 'Confirm Account Deletion',
  confirmArchive: (name: string) =>
    `Are you sure you want to delete the account "${name}"? It leaves the account lists; its past services stay.`,
  archiveFailed: 'Something went wrong while deleting the account. Please try again.',
  /** What archiving will also do when services are still to come (issue 25, point 4). */
  confirmArchiveRemoving: (count: number, dates: string) =>
    `It still has ${count} upcoming service${count === 1 ? '' : 's'} (${dates}). Deleting it now also ends its serving schedules today and removes these services. Today's and past services, surveys and numbers stay.`,
  archiveRemovingLabel: (count: number) =>
    `Remove ${count} service${count === 1 ? '' : 's'} and delete`,
  futureServicesFailed: "The account's upcoming services could not be checked. Please try again.",
  showArchived: 'Show archived accounts',
  noArchivedAccounts: 'There are no archived accounts.',
  restore: 'Restore',
  restoreFailed: 'Something went wrong while restoring the account. Please try again.',
  showQrCodes: 'Show QR codes',
  qrCodesTitle: 'QR Codes',
  qrCodesFailed: 'The QR codes could not be loaded. Please try again.',
  linkCopied: 'Link copied to clipboard!',
  linkCopyFailed: 'Failed to copy link.',
  confirmNoteDeleteTitle: 'Delete comment?',
  confirmNoteDelete: 'Are you sure you want to delete this comment?',
  noteDeleted: 'Comment has been deleted.',
  noNotes: 'There are no comments yet.',
  readOnly: 'You can view this account but not change it.',
  /** Offered with a stale save: drops the edits for the newest saved version. */
  refresh: 'Refresh',
  noAccounts: 'There are no accounts yet.',
  noAccountsInMarket: 'There are no accounts in this market.',
  playbookGeneralProblem:
    'The General Information tab has values that cannot be saved; fix them there first:',
} as const;

/** Toast lengths of spec 9 that differ from the console's defaults. */
export const ACCOUNT_TOAST_MS = {
  created: 4000,
  updated: 6000,
  notesError: 4000,
} as const;

/** The editor's tabs, as kept in the address (`?tab=`). */
export const ACCOUNT_TABS = [
  { key: 'general', label: 'General Information' },
  { key: 'schedule', label: 'Service Schedule' },
  { key: 'modifiers', label: 'Portion Modifiers' },
  { key: 'services', label: 'Services' },
  { key: 'details', label: 'Service Details' },
  // Issue #11 fills the spec's placeholder with the account's change log.
  { key: 'audit', label: 'Audit Trail' },
  // Issue #26: what eaters sent through the account's QR form (viewMenu, not for hosts).
  { key: 'feedback', label: 'Feedback' },
] as const;
export type AccountTabKey = (typeof ACCOUNT_TABS)[number]['key'];
