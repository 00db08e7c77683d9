import { describe, expect, it } from 'vitest';
import {
  FORECAST_SKIP_REASONS,
  type ModifierSuggestion,
  type ObservedUptake,
  observedUptake,
  rankSuggestions,
  suggestModifier,
  type UptakeObservation,
} from './forecast.js';

/** A survey of 100 oz planned and brought (25 eaters at 4 oz), nothing left, no runout. */
const survey = (overrides: Partial<UptakeObservation> = {}): UptakeObservation => ({
  surveyId: 's',
  date: '2025-03-01',
  plannedPortions: 100,
  broughtPortions: 100,
  leftoverPortions: 0,
  runout: false,
  peopleNotServed: null,
  portionPerEater: 4,
  ...overrides,
});

const evidence = (overrides: Partial<ObservedUptake> = {}): ObservedUptake => ({
  surveys: 5,
  uptake: 1,
  wastePct: 0,
  runouts: 0,
  peopleNotServed: 0,
  plannedEaterPortions: 25,
  skipped: [],
  ...overrides,
});

describe('observedUptake', () => {
  it('weighs the latest survey most, whatever order the surveys come in', () => {
    // Latest first: ate 60, 80, 100, 100 of 100 planned.
    // Weights 0.5^(i/5): 1, 0.870551, 0.757858, 0.659754 (sum 3.288163).
    // Weighted sum 0.6 × 1 + 0.8 × 0.870551 + 1 × 0.757858 + 1 × 0.659754 = 2.714053;
    // uptake 2.714053 / 3.288163 = 0.825401 (the plain mean would be 0.85).
    const observed = observedUptake([
      survey({ surveyId: 'c', date: '2025-03-03', leftoverPortions: 0 }),
      survey({ surveyId: 'a', date: '2025-03-05', leftoverPortions: 40 }),
      survey({ surveyId: 'd', date: '2025-03-02', leftoverPortions: 0 }),
      survey({ surveyId: 'b', date: '2025-03-04', leftoverPortions: 20 }),
    ]);
    expect(observed.surveys).toBe(4);
    expect(observed.uptake).toBeCloseTo(0.825401, 6);
    // 60 of 400 brought came back.
    expect(observed.wastePct).toBeCloseTo(0.15, 10);
    expect(observed.plannedEaterPortions).toBe(25);
    expect(observed.skipped).toEqual([]);
  });

  it('counts the people not served at a runout as demand above supply', () => {
    // Latest: all 120 oz eaten and 10 people at 4.8 oz not served: (120 + 48) / 120 = 1.4.
    // Then two services eating all 120: 1.0 each.
    // (1.4 × 1 + 1 × 0.870551 + 1 × 0.757858) / 2.628409 = 1.152183.
    const observed = observedUptake([
      survey({
        surveyId: 'r',
        date: '2025-03-10',
        plannedPortions: 120,
        broughtPortions: 120,
        runout: true,
        peopleNotServed: 10,
        portionPerEater: 4.8,
      }),
      survey({
        date: '2025-03-09',
        plannedPortions: 120,
        broughtPortions: 120,
        portionPerEater: 4.8,
      }),
      survey({
        date: '2025-03-08',
        plannedPortions: 120,
        broughtPortions: 120,
        portionPerEater: 4.8,
      }),
    ]);
    expect(observed.uptake).toBeCloseTo(1.152183, 6);
    expect(observed.runouts).toBe(1);
    expect(observed.peopleNotServed).toBe(10);
    // 120 / 4.8 = 25 people planned for a service.
    expect(observed.plannedEaterPortions).toBeCloseTo(25, 10);
  });

  it('counts a runout without a count of people not served as no unmet demand', () => {
    const observed = observedUptake([
      survey({ date: '2025-03-03', runout: true, peopleNotServed: null }),
      survey({ date: '2025-03-02', runout: true, peopleNotServed: 5, portionPerEater: null }),
      survey({ date: '2025-03-01' }),
    ]);
    expect(observed.uptake).toBe(1);
    expect(observed.runouts).toBe(2);
    expect(observed.peopleNotServed).toBe(5);
  });

  it('skips what cannot be read, with why, and reads the next survey instead', () => {
    const observed = observedUptake(
      [
        survey({ surveyId: 'zero', date: '2025-03-06', plannedPortions: 0 }),
        survey({ surveyId: 'no-leftover', date: '2025-03-05', leftoverPortions: null }),
        survey({ surveyId: 'more-back', date: '2025-03-04', leftoverPortions: 120 }),
        survey({ surveyId: 'no-brought', date: '2025-03-03', broughtPortions: null }),
        survey({ surveyId: 'u1', date: '2025-03-02', leftoverPortions: 50 }),
        survey({ surveyId: 'u2', date: '2025-03-01', leftoverPortions: 50 }),
        survey({ surveyId: 'u3', date: '2025-02-28', leftoverPortions: 50 }),
        survey({ surveyId: 'beyond', date: '2025-02-27', plannedPortions: 0 }),
      ],
      { window: 3 },
    );
    expect(observed.surveys).toBe(3);
    expect(observed.uptake).toBeCloseTo(0.5, 10);
    expect(observed.skipped).toEqual([
      { surveyId: 'zero', reason: FORECAST_SKIP_REASONS.plannedZero },
      { surveyId: 'no-leftover', reason: FORECAST_SKIP_REASONS.leftoverUnknown },
      { surveyId: 'more-back', reason: FORECAST_SKIP_REASONS.leftoverAboveBrought },
      { surveyId: 'no-brought', reason: FORECAST_SKIP_REASONS.broughtUnknown },
    ]);
  });

  it('gives no uptake below three usable surveys, but still the waste and runouts seen', () => {
    const observed = observedUptake([
      survey({ date: '2025-03-02', leftoverPortions: 30, runout: true, peopleNotServed: 2 }),
      survey({ date: '2025-03-01', leftoverPortions: 10 }),
      survey({ surveyId: 'zero', date: '2025-02-28', plannedPortions: 0 }),
    ]);
    expect(observed.surveys).toBe(2);
    expect(observed.uptake).toBeNull();
    expect(observed.wastePct).toBeCloseTo(40 / 200, 10);
    expect(observed.runouts).toBe(1);
    expect(observed.skipped).toHaveLength(1);
  });

  it('reads the latest 10 by default and never fewer than 3', () => {
    const twelve = Array.from({ length: 12 }, (_, i) =>
      survey({ surveyId: `s${i}`, date: `2025-03-${String(10 + i)}` }),
    );
    expect(observedUptake(twelve).surveys).toBe(10);
    expect(observedUptake(twelve, { window: 2 }).surveys).toBe(3);
    expect(observedUptake(twelve, { window: 20 }).surveys).toBe(12);
  });
});

describe('suggestModifier', () => {
  it('suggests the modifier times the uptake, to a tenth toward the modifier in force', () => {
    // The recency example: uptake 0.825401 × 1.0 = 0.825 → up to 0.9 (a cut no deeper than
    // the evidence); 25 people planned a service × (1 − 0.9 / 1.0) = 2.5 people-portions saved.
    const observed = observedUptake([
      survey({ date: '2025-03-05', leftoverPortions: 40 }),
      survey({ date: '2025-03-04', leftoverPortions: 20 }),
      survey({ date: '2025-03-03' }),
      survey({ date: '2025-03-02' }),
    ]);
    const suggestion = suggestModifier(1, observed);
    expect(suggestion.suggested).toBe(0.9);
    expect(suggestion.differs).toBe(true);
    expect(suggestion.expectedSavingPerService).toBe(2.5);
    expect(suggestion.runoutsAvoidable).toBe(0);
    expect(suggestion.reason).toBe(
      'Ate 83% of what was planned over the last 4 services; 15% came back.',
    );
  });

  it('suggests more after a runout and counts it as avoidable', () => {
    // Uptake 1.152183 (the runout example) × 1.2 = 1.3826 → down to 1.3; 25 people ×
    // (1 − 1.3 / 1.2) = −2.083: more food.
    const suggestion = suggestModifier(
      1.2,
      evidence({ surveys: 3, uptake: 1.152183, runouts: 1, peopleNotServed: 10 }),
    );
    expect(suggestion.suggested).toBe(1.3);
    expect(suggestion.expectedSavingPerService).toBe(-2.083);
    expect(suggestion.runoutsAvoidable).toBe(1);
    expect(suggestion.reason).toBe('Ran out once in the last 3 services: 10 people not served.');
  });

  it('names a runout that did not outweigh the waste', () => {
    const suggestion = suggestModifier(
      1,
      evidence({ surveys: 8, uptake: 0.72, wastePct: 0.31, runouts: 1, peopleNotServed: 3 }),
    );
    // 0.72 → up to 0.8.
    expect(suggestion.suggested).toBe(0.8);
    expect(suggestion.runoutsAvoidable).toBe(0);
    expect(suggestion.reason).toBe(
      'Ate 72% of what was planned over the last 8 services; 31% came back, though it ran out once.',
    );
  });

  it('rounds toward the modifier in force, clear of float hair', () => {
    // 12 tenths × 0.875 = 10.5 tenths → up to 11: 1.1. 10 × 0.8 = 8 exactly (0.8 × 10 is
    // 8.000000000000002 in floats) → 0.8, not 0.9.
    expect(suggestModifier(1.2, evidence({ uptake: 0.875 })).suggested).toBe(1.1);
    expect(suggestModifier(1, evidence({ uptake: 0.8 })).suggested).toBe(0.8);
    // 6% left over is less than a tenth: held. 10 × 1.19 = 11.9 → down to 11: 1.1.
    expect(suggestModifier(1, evidence({ uptake: 0.94 })).differs).toBe(false);
    expect(suggestModifier(1, evidence({ uptake: 1.19 })).suggested).toBe(1.1);
  });

  it('keeps a suggestion between 0.1 and 999.9', () => {
    expect(suggestModifier(1, evidence({ uptake: 0.02 })).suggested).toBe(0.1);
    expect(suggestModifier(999.9, evidence({ uptake: 1.5 })).suggested).toBe(999.9);
  });

  it('holds a modifier the evidence agrees with', () => {
    const suggestion = suggestModifier(1.5, evidence({ uptake: 1.02, wastePct: 0.02 }));
    expect(suggestion.suggested).toBe(1.5);
    expect(suggestion.differs).toBe(false);
    expect(suggestion.expectedSavingPerService).toBe(0);
  });

  it('suggests nothing from too few surveys, and says how many are needed', () => {
    const two = suggestModifier(1, evidence({ surveys: 2, uptake: null }));
    expect(two.suggested).toBeNull();
    expect(two.differs).toBe(false);
    expect(two.expectedSavingPerService).toBeNull();
    expect(two.reason).toBe('Only 2 completed surveys: at least 3 are needed.');
    const skipped = [{ surveyId: 'x', reason: FORECAST_SKIP_REASONS.plannedZero }];
    expect(suggestModifier(1, evidence({ surveys: 1, uptake: null, skipped })).reason).toBe(
      'Only 1 completed survey (1 unreadable): at least 3 are needed.',
    );
    expect(suggestModifier(1, evidence({ surveys: 0, uptake: null })).reason).toBe(
      'No completed survey: at least 3 are needed.',
    );
  });

  it('suggests nothing for an account not served the type (modifier 0)', () => {
    const suggestion = suggestModifier(0, evidence({ uptake: 0.5 }));
    expect(suggestion.suggested).toBeNull();
    expect(suggestion.differs).toBe(false);
  });

  it('gives no saving without a portion per eater', () => {
    const suggestion = suggestModifier(1, evidence({ uptake: 0.5, plannedEaterPortions: null }));
    expect(suggestion.suggested).toBe(0.5);
    expect(suggestion.expectedSavingPerService).toBeNull();
  });
});

describe('rankSuggestions', () => {
  const row = (name: string, overrides: Partial<ModifierSuggestion>) => ({
    name,
    suggestion: { ...suggestModifier(1, evidence()), ...overrides },
  });
  const rows = [
    row('held', { differs: false, expectedSavingPerService: 0 }),
    row('small saving', { differs: true, expectedSavingPerService: 2 }),
    row('runouts', { differs: true, expectedSavingPerService: -5, runoutsAvoidable: 3 }),
    row('big saving', { differs: true, expectedSavingPerService: 8 }),
    row('one runout', { differs: true, expectedSavingPerService: -1, runoutsAvoidable: 1 }),
    row('unknown saving', { differs: true, expectedSavingPerService: null }),
  ];

  it('lists only what differs, by the saving', () => {
    expect(rankSuggestions(rows, 'saving').map((r) => r.name)).toEqual([
      'big saving',
      'small saving',
      'one runout',
      'runouts',
      'unknown saving',
    ]);
  });

  it('or by the runouts avoided, then the saving', () => {
    expect(rankSuggestions(rows, 'runouts').map((r) => r.name)).toEqual([
      'runouts',
      'one runout',
      'big saving',
      'small saving',
      'unknown saving',
    ]);
  });
});
