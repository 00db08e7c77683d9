/** What the survey page says about drafts (issue #26, 1). */
export const SURVEY_DRAFT_TEXT = {
  restored: (when: string) =>
    `Your answers from ${when} are back. They are a draft until you submit.`,
  restoredFromServer: (when: string, who: string) =>
    `Your answers from ${when} (${who}) are back. They are a draft until you submit.`,
  discard: 'Discard draft',
  discardTitle: 'Discard the draft?',
  discardMessage:
    'The answers typed since the survey was opened or last submitted will be lost. The survey goes back to what was last submitted.',
  discarded: 'Draft discarded.',
  saving: 'Saving draft…',
  onDevice: 'Draft kept on this phone. It is sent when the connection returns.',
  onServer: 'Draft saved.',
  leaveTitle: 'Leave the survey?',
  leaveMessage:
    'The survey is not submitted. Your answers are kept as a draft and will be here when you come back.',
} as const;
