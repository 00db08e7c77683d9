import { describe, expect, it } from 'vitest';
import { type PortionObservation, suggestPortionChange } from './host-statistics.js';

const report = (overrides: Partial<PortionObservation> = {}): PortionObservation => ({
  runout: false,
  broughtContainers: 2,
  portionPerContainer: 100,
  leftoverAmount: 10,
  ...overrides,
});

describe('suggestPortionChange', () => {
  it('suggests nothing below three reports', () => {
    expect(suggestPortionChange([report(), report()])).toBeNull();
  });

  it('raises the portion 10% per 30% of services that ran out, up to 25%', () => {
    const some = [report({ runout: true }), report(), report()];
    expect(suggestPortionChange(some)).toMatchObject({ change: 0.1, basis: 3 });
    const all = [report({ runout: true }), report({ runout: true }), report({ runout: true })];
    expect(suggestPortionChange(all)?.change).toBe(0.25);
    expect(suggestPortionChange(all)?.reason).toBe('Ran out in 100% of the last 3 services.');
  });

  it('lowers it by half the leftover share when a fifth or more comes back', () => {
    // 120 of 600 brought came back: 20%, so 10% less.
    const reports = [
      report({ leftoverAmount: 40 }),
      report({ leftoverAmount: 40 }),
      report({ leftoverAmount: 40 }),
    ];
    expect(suggestPortionChange(reports)).toMatchObject({ change: -0.1, leftoverShare: 0.2 });
    const most = [
      report({ leftoverAmount: 180 }),
      report({ leftoverAmount: 180 }),
      report({ leftoverAmount: 180 }),
    ];
    expect(suggestPortionChange(most)?.change).toBe(-0.25);
  });

  it('holds the portion when services neither run out nor send much back', () => {
    expect(suggestPortionChange([report(), report(), report()])).toMatchObject({
      change: 0,
      reason: 'Portions held over the last 3 services.',
    });
  });

  it('reads leftovers only where brought, size and leftover are all known', () => {
    const reports = [
      report({ portionPerContainer: null, leftoverAmount: 500 }),
      report(),
      report(),
    ];
    expect(suggestPortionChange(reports)?.leftoverShare).toBeCloseTo(20 / 400);
  });
});
