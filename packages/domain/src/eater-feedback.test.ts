import { describe, expect, it } from 'vitest';
import {
  countElementMentions,
  EATER_FEEDBACK_MESSAGES,
  eaterFeedbackFilterSchema,
  mentions,
  summarizeEaterScores,
} from './eater-feedback.js';

const MARKET = '8a6e0804-2bd0-4672-b79f-d97a1b1f0a5b';

describe('summarizeEaterScores', () => {
  it('counts each score and averages to one decimal', () => {
    expect(summarizeEaterScores([5, 4, 4, 2])).toEqual({
      count: 4,
      average: 3.8,
      distribution: [
        { score: 1, count: 0 },
        { score: 2, count: 1 },
        { score: 3, count: 0 },
        { score: 4, count: 2 },
        { score: 5, count: 1 },
      ],
    });
  });

  it('has no average without scores', () => {
    expect(summarizeEaterScores([]).average).toBeNull();
  });
});

describe('mentions', () => {
  it('finds a name as whole words, whatever the letter case and spacing', () => {
    expect(mentions('Loved the grilled   CHICKEN!', 'Grilled Chicken')).toBe(true);
    expect(mentions('Jalapeño rice was great', 'jalapeño rice')).toBe(true);
  });

  it('does not find a name inside another word', () => {
    expect(mentions('The price was fine', 'Rice')).toBe(false);
    expect(mentions('Riced cauliflower', 'Rice')).toBe(false);
  });

  it('reads characters of a regular expression as text', () => {
    expect(mentions('Mac (and) cheese was cold', 'Mac (and) cheese')).toBe(true);
    expect(mentions('Mac and cheese', 'Mac (and) cheese')).toBe(false);
  });
});

describe('countElementMentions', () => {
  const rice = { name: 'Rice' };
  const salsa = { name: 'Salsa', otherName: 'Pico de Gallo' };
  it('counts each comment once per element of its own menu, by either name', () => {
    expect(
      countElementMentions([
        { comment: 'Rice, rice and more rice. Salsa too.', elements: [rice, salsa] },
        { comment: 'The pico de gallo was bland', elements: [rice, salsa] },
        { comment: 'Salsa!', elements: [{ name: 'Tacos' }] },
        { comment: '', elements: [rice] },
      ]),
    ).toEqual([
      { name: 'Salsa', count: 2 },
      { name: 'Rice', count: 1 },
    ]);
  });
});

describe('eaterFeedbackFilterSchema', () => {
  it('refuses an end before the start and a range over a year', () => {
    const messages = (from: string, to: string) => {
      const parsed = eaterFeedbackFilterSchema.safeParse({ marketId: MARKET, from, to });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages('2026-03-02', '2026-03-01')).toEqual([EATER_FEEDBACK_MESSAGES.toBeforeFrom]);
    expect(messages('2025-01-01', '2026-01-02')).toEqual([EATER_FEEDBACK_MESSAGES.rangeTooLong]);
    expect(messages('2025-01-01', '2026-01-01')).toEqual([]);
  });
});
