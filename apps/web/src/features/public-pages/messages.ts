/** Public-page texts the shared PUBLIC_PAGE_MESSAGES do not carry. */
export const PUBLIC_TEXT = {
  operator: 'Catering Console',
  menusIntro: 'Menus for the coming days',
  allergens: 'Contains',
  noAllergens: 'No major allergens listed.',
  feedbackIntro: 'How was your meal today?',
  rateLimited: 'Too many responses from this device. Please try again later.',
  /** A network or server failure: asking again may work. */
  loadFailed: 'This page could not be loaded. Please try again.',
  /** An unknown, revoked or archived account's link: asking again never works. */
  deadLink: 'This link is no longer valid',
  deadLinkHint: 'Please ask the catering team on site for a new QR code.',
  anyService: 'Not sure',
} as const;

/** The score buttons of the feedback form, 1 to 5 (spec 9: scores 1 to 5). */
export const SCORE_LABELS = [
  { score: 1, label: 'Very poor' },
  { score: 2, label: 'Poor' },
  { score: 3, label: 'Okay' },
  { score: 4, label: 'Good' },
  { score: 5, label: 'Excellent' },
] as const;
