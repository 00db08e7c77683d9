import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARE_MESSAGES, shareOf, shareSchema, splitEvenly } from './choice-share.js';

describe('splitEvenly', () => {
  it('gives the leftover hundredths to the first rows', () => {
    expect(splitEvenly(1)).toEqual([100]);
    expect(splitEvenly(2)).toEqual([50, 50]);
    expect(splitEvenly(3)).toEqual([33.34, 33.33, 33.33]);
    expect(splitEvenly(7)).toEqual([14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]);
    expect(splitEvenly(0)).toEqual([]);
  });

  it('always sums to exactly 100 %, in valid shares', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        const shares = splitEvenly(n);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((sum, s) => sum + Math.round(s * 100), 0)).toBe(10_000);
        for (const share of shares) expect(shareSchema.safeParse(share).success).toBe(true);
      }),
    );
  });
});

describe('shareOf', () => {
  it('rounds up to a whole person without float hairs', () => {
    expect(shareOf(100, 33.34)).toBe(34);
    expect(shareOf(100, 33.33)).toBe(34);
    // 300 × 33.34 % is exactly 100.02 people → 101; 300 × 33.33 % is 99.99 → 100.
    expect(shareOf(300, 33.34)).toBe(101);
    expect(shareOf(300, 33.33)).toBe(100);
    // 0.29 × 100 is 28.999999999999996 in floats; 100 eaters at 0.29 % is 0.29 → 1.
    expect(shareOf(100, 0.29)).toBe(1);
    // 200 eaters at 14.5 % are exactly 29, not 30.
    expect(shareOf(200, 14.5)).toBe(29);
    expect(shareOf(0, 50)).toBe(0);
    expect(shareOf(17, undefined)).toBe(17);
  });
});

describe('shareSchema', () => {
  it('takes 0.01 to 100 with two decimals, and refuses others with one message', () => {
    for (const ok of [0.01, 33.33, 50, 100]) expect(shareSchema.parse(ok)).toBe(ok);
    // The editors send what was typed.
    expect(shareSchema.parse('33.34')).toBe(33.34);
    for (const bad of [0, -5, 100.01, 33.333, Number.NaN, '', 'abc', null]) {
      const result = shareSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SHARE_MESSAGES.invalid);
    }
  });
});
