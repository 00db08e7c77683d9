import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChoiceService,
  choiceShareHistoryText,
  observedChoiceShares,
  wholePercents,
} from './choice-share-history.js';

/** Italian Sub at 4 oz, Chicken Salad at 6 oz, Veggie Wrap at 2 oz an eater. */
const service = (
  date: string,
  [sub, chicken, wrap]: [number | null, number | null, number | null],
): ChoiceService => ({
  surveyId: date,
  date,
  dishes: [
    { key: 'sub', eatenPortions: sub, portionPerEater: 4 },
    { key: 'chicken', eatenPortions: chicken, portionPerEater: 6 },
    { key: 'wrap', eatenPortions: wrap, portionPerEater: 2 },
  ],
});

describe('observedChoiceShares', () => {
  it('sums each dish’s eaters over the latest usable services', () => {
    // Eaters (eaten / portion per eater), latest first:
    //   03-10: sub 80/4 = 20, chicken 60/6 = 10, wrap 20/2 = 10
    //   03-09: sub 60/4 = 15, chicken 90/6 = 15, wrap 10/2 = 5
    //   03-08: sub 40/4 = 10, chicken 60/6 = 10, wrap 10/2 = 5
    // Summed: 45, 35, 20 of 100. 03-11 is unreadable; 03-01 is beyond a window of 3.
    const observed = observedChoiceShares(
      [
        service('2025-03-01', [0, 0, 200]),
        service('2025-03-09', [60, 90, 10]),
        service('2025-03-11', [100, null, 10]),
        service('2025-03-10', [80, 60, 20]),
        service('2025-03-08', [40, 60, 10]),
      ],
      { window: 3 },
    );
    expect(observed).toEqual({
      services: 3,
      shares: [
        { key: 'sub', share: 45 },
        { key: 'chicken', share: 35 },
        { key: 'wrap', share: 20 },
      ],
    });
    expect(choiceShareHistoryText(observed!)).toBe('last 3 times: 45 / 35 / 20');
  });

  it('reads the latest 6 by default', () => {
    // Six services of 10 subs (40 oz) and 10 wraps (20 oz), then an older one of wraps only.
    const services = [
      ...Array.from({ length: 6 }, (_, i) => service(`2025-03-1${i}`, [40, 0, 20])),
      service('2025-03-01', [0, 0, 400]),
    ];
    expect(choiceShareHistoryText(observedChoiceShares(services)!)).toBe(
      'last 6 times: 50 / 0 / 50',
    );
  });

  it('shows nothing below three usable services', () => {
    expect(
      observedChoiceShares([
        service('2025-03-03', [40, 60, 20]),
        service('2025-03-02', [40, 60, 20]),
        // Nothing eaten: no shares to tell.
        service('2025-03-01', [0, 0, 0]),
      ]),
    ).toBeNull();
    const noPortion: ChoiceService = {
      ...service('2025-03-04', [40, 60, 20]),
      dishes: [{ key: 'sub', eatenPortions: 40, portionPerEater: 0 }],
    };
    expect(
      observedChoiceShares([
        noPortion,
        service('2025-03-03', [40, 60, 20]),
        service('2025-03-02', [40, 60, 20]),
      ]),
    ).toBeNull();
  });
});

describe('wholePercents', () => {
  it('gives the points left to the largest remainders, the first dish on a tie', () => {
    // 33.33 each: 33 + 33 + 33 = 99, the one left to the first.
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    // 66.67 and 33.33: 66 + 33, the one left to the larger remainder (0.67).
    expect(wholePercents([2, 1])).toEqual([67, 33]);
    // 14.29 × 7: 98, two left to the first two.
    expect(wholePercents([1, 1, 1, 1, 1, 1, 1])).toEqual([15, 15, 14, 14, 14, 14, 14]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
  });

  it('sums to exactly 100, each within a point of its exact percent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1000, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          fc.pre(total > 0);
          const percents = wholePercents(weights);
          expect(percents.reduce((a, b) => a + b, 0)).toBe(100);
          percents.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(Math.abs(p - (weights[i]! * 100) / total)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

describe('observedChoiceShares properties', () => {
  const serviceArb = fc.record({
    day: fc.integer({ min: 0, max: 20 }),
    eaten: fc.array(fc.option(fc.integer({ min: 0, max: 300 }), { freq: 6 }), {
      minLength: 3,
      maxLength: 3,
    }),
  });

  it('shares sum to 100 over at least three usable services, else nothing', () => {
    fc.assert(
      fc.property(fc.array(serviceArb, { maxLength: 10 }), (drafts) => {
        const services = drafts.map((d) =>
          service(
            `2025-03-${String(10 + d.day)}`,
            d.eaten as [number | null, number | null, number | null],
          ),
        );
        const usable = services.filter(
          (s) =>
            s.dishes.every((d) => d.eatenPortions !== null) &&
            s.dishes.some((d) => d.eatenPortions! > 0),
        ).length;
        const observed = observedChoiceShares(services);
        if (usable < 3) {
          expect(observed).toBeNull();
          return;
        }
        expect(observed!.services).toBe(Math.min(6, usable));
        expect(observed!.shares.map((s) => s.key)).toEqual(['sub', 'chicken', 'wrap']);
        expect(observed!.shares.reduce((sum, s) => sum + s.share, 0)).toBe(100);
      }),
    );
  });
});
