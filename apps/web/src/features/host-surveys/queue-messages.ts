/** What the host is told about surveys submitted without a connection (issue #26, 2). */
export const SURVEY_QUEUE_TEXT = {
  queued:
    'No connection: the survey waits on this phone and is sent as soon as the connection returns.',
  sent: (label: string) => `The survey of ${label} was sent.`,
  refused: (label: string) => `The survey of ${label} was refused. Open it to see why.`,
  waitingTitle: 'Waiting to send',
  waiting: (when: string) =>
    `Submitted on this phone at ${when} without a connection. It is sent as soon as the connection returns; keep the app open or come back to it.`,
  sendNow: 'Send now',
  stillOffline: 'Still no connection. The survey keeps waiting on this phone.',
  refusedTitle: 'The survey sent from this phone was refused',
  refusedHelp: 'Your answers are below. Fix what the server said and submit again.',
  conflictTitle: 'Someone else saved this survey while yours waited',
  conflictHelp:
    'Both versions are kept: yours is in the form below, theirs is listed here. Submit yours to replace theirs, or keep theirs and drop yours.',
  theirs: 'Their version',
  keepTheirs: 'Keep theirs',
  keepTheirsTitle: 'Keep their version?',
  keepTheirsMessage: 'Your answers from this phone will be dropped. Theirs stay as they are.',
} as const;
