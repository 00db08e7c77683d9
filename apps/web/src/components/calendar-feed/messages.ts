import { CALENDAR_FEED_DAYS_AHEAD, CALENDAR_FEED_DAYS_BACK } from '@catering/domain';

export const CALENDAR_FEED_TEXT = {
  button: 'Calendar feed',
  title: 'Calendar feed',
  explain:
    'A private address your calendar application (Google Calendar, Outlook, Apple Calendar) subscribes to. ' +
    `It shows the last ${CALENDAR_FEED_DAYS_BACK} days and the next ${CALENDAR_FEED_DAYS_AHEAD}, and follows changes within a few hours. ` +
    'The address is yours alone: it stops working when you revoke it or lose access.',
  none: 'You have no address for this calendar yet.',
  create: 'Create address',
  createNew: 'Create a new address',
  confirmNewTitle: 'Create a new address?',
  confirmNew: 'The old address stops working in every calendar that uses it.',
  revoke: 'Revoke',
  confirmRevokeTitle: 'Revoke this address?',
  confirmRevoke: 'The address stops working in every calendar that uses it.',
  copy: 'Copy',
  copied: 'Address copied.',
  copyFailed: 'The address could not be copied. Select it and copy it by hand.',
  address: 'Calendar address',
  loading: 'Loading calendar feeds',
  loadFailed: 'Calendar feeds could not be loaded.',
  createFailed: 'The address could not be created.',
  revokeFailed: 'The address could not be revoked.',
  revoked: 'Address revoked.',
  retry: 'Retry',
  close: 'Close',
} as const;
