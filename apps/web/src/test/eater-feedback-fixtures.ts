import type { Account, EaterFeedbackRow, EaterFeedbackSummary } from '@catering/domain';
import { nextId } from './fixtures';

/** The Feedback screen's answers: a row of an account and a summary of the filtered rows. */

export const tasteOfIndia = { id: nextId(), name: 'Taste of India' };

export function feedbackRow(
  account: Pick<Account, 'id' | 'name'>,
  overrides: Partial<EaterFeedbackRow> = {},
): EaterFeedbackRow {
  return {
    id: nextId(),
    serviceDate: '2026-11-20',
    account: { id: account.id, name: account.name },
    serviceLine: { id: nextId(), name: 'Lunch' },
    menu: { id: nextId(), name: 'Taste of India' },
    score: 5,
    comment: 'The chicken tikka was excellent!',
    createdAt: '2026-11-20T19:00:00.000Z',
    ...overrides,
  };
}

export function feedbackSummary(
  overrides: Partial<EaterFeedbackSummary> = {},
): EaterFeedbackSummary {
  return {
    from: '2026-10-30',
    to: '2026-11-28',
    count: 5,
    average: 3.8,
    distribution: [
      { score: 1, count: 0 },
      { score: 2, count: 1 },
      { score: 3, count: 1 },
      { score: 4, count: 1 },
      { score: 5, count: 2 },
    ],
    elementsMentioned: [
      { name: 'chicken tikka', count: 3 },
      { name: 'basmati rice', count: 1 },
    ],
    menus: [{ ...tasteOfIndia, count: 4 }],
    ...overrides,
  };
}
