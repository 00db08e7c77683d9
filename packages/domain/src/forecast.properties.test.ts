import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import {
  FORECAST_MIN_SURVEYS,
  MODIFIER_MAX,
  MODIFIER_MIN,
  observedUptake,
  suggestModifier,
  type UptakeObservation,
} from './forecast.js';

/** Properties a planner relies on before applying a suggestion (docs/forecast.md). */

const amount = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 2000 }),
  fc.double({ min: 0.1, max: 2000, noNaN: true }),
);
const modifierArb = fc.integer({ min: 0, max: 9999 }).map((tenths) => tenths / 10);

const observationArb = fc.record({
  day: fc.integer({ min: 0, max: 30 }),
  plannedPortions: amount,
  broughtPortions: fc.option(amount, { freq: 8 }),
  // The share of what was brought that came back; > 1 is more back than brought.
  leftoverShare: fc.option(fc.double({ min: 0, max: 1.2, noNaN: true }), { freq: 8 }),
  runout: fc.boolean(),
  peopleNotServed: fc.option(fc.integer({ min: 0, max: 60 }), { freq: 4 }),
  portionPerEater: fc.option(fc.double({ min: 0.5, max: 16, noNaN: true }), { freq: 4 }),
});

type ObservationDraft = typeof observationArb extends fc.Arbitrary<infer T> ? T : never;

const toObservation = (o: ObservationDraft, i: number): UptakeObservation => ({
  surveyId: `s${i}`,
  date: addDays('2025-03-01', o.day),
  plannedPortions: o.plannedPortions,
  broughtPortions: o.broughtPortions,
  leftoverPortions:
    o.broughtPortions === null || o.leftoverShare === null
      ? null
      : o.broughtPortions * o.leftoverShare,
  runout: o.runout,
  peopleNotServed: o.peopleNotServed,
  portionPerEater: o.portionPerEater,
});

const observationsArb = fc
  .array(observationArb, { maxLength: 16 })
  .map((list) => list.map(toObservation));

/** A usable observation: something planned, brought and leftover known, leftover ≤ brought. */
const usableArb = fc
  .record({
    day: fc.integer({ min: 0, max: 30 }),
    planned: fc.integer({ min: 1, max: 2000 }),
    brought: fc.integer({ min: 0, max: 2000 }),
    leftoverShare: fc.double({ min: 0, max: 1, noNaN: true }),
    peopleNotServed: fc.integer({ min: 0, max: 60 }),
    portionPerEater: fc.double({ min: 0.5, max: 16, noNaN: true }),
  })
  .map(
    (o): UptakeObservation => ({
      surveyId: `u${o.day}`,
      date: addDays('2025-03-01', o.day),
      plannedPortions: o.planned,
      broughtPortions: o.brought,
      leftoverPortions: Math.min(o.brought, o.brought * o.leftoverShare),
      runout: false,
      peopleNotServed: o.peopleNotServed,
      portionPerEater: o.portionPerEater,
    }),
  );
const usableListArb = fc.array(usableArb, { minLength: FORECAST_MIN_SURVEYS, maxLength: 12 });

const suggested = (current: number, observations: readonly UptakeObservation[]) =>
  suggestModifier(current, observedUptake(observations)).suggested;

describe('forecast properties', () => {
  it('suggests a modifier within range, on 0.1 steps', () => {
    fc.assert(
      fc.property(modifierArb, observationsArb, (current, observations) => {
        const s = suggested(current, observations);
        if (s === null) return;
        expect(s).toBeGreaterThanOrEqual(MODIFIER_MIN);
        expect(s).toBeLessThanOrEqual(MODIFIER_MAX);
        expect(Math.round(s * 10) / 10).toBe(s);
      }),
    );
  });

  it('accounts for every survey read: used or skipped, up to the window', () => {
    fc.assert(
      fc.property(observationsArb, fc.integer({ min: 0, max: 12 }), (observations, requested) => {
        const window = Math.max(FORECAST_MIN_SURVEYS, requested);
        const observed = observedUptake(observations, { window: requested });
        const read = observed.surveys + observed.skipped.length;
        expect(observed.surveys).toBeLessThanOrEqual(window);
        if (observed.surveys < window) expect(read).toBe(observations.length);
        else expect(read).toBeLessThanOrEqual(observations.length);
        const ids = new Set(observations.map((o) => o.surveyId));
        for (const s of observed.skipped) expect(ids.has(s.surveyId)).toBe(true);
        expect(observed.uptake === null).toBe(observed.surveys < FORECAST_MIN_SURVEYS);
      }),
    );
  });

  it('never suggests a larger modifier for more waste, all else equal', () => {
    fc.assert(
      fc.property(
        modifierArb,
        usableListArb,
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (current, observations, pick, more) => {
          const i = pick % observations.length;
          const o = observations[i]!;
          const brought = o.broughtPortions!;
          const leftover = o.leftoverPortions!;
          // More leftover, still no more than was brought.
          const wasteful = [...observations];
          wasteful[i] = {
            ...o,
            leftoverPortions: Math.min(brought, leftover + (brought - leftover) * more),
          };
          const before = suggested(current, observations);
          const after = suggested(current, wasteful);
          if (before === null || after === null) return;
          expect(after).toBeLessThanOrEqual(before);
        },
      ),
    );
  });

  it('never suggests a smaller modifier for a runout, all else equal', () => {
    fc.assert(
      fc.property(modifierArb, usableListArb, fc.nat(), (current, observations, pick) => {
        const i = pick % observations.length;
        const ranOut = [...observations];
        ranOut[i] = { ...observations[i]!, runout: true };
        const before = suggested(current, observations);
        const after = suggested(current, ranOut);
        if (before === null || after === null) return;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('reads the same uptake whatever order the surveys arrive in', () => {
    fc.assert(
      fc.property(usableListArb, (observations) => {
        // Distinct dates, so the order of the latest first is the same either way.
        const dated = observations.map((o, i) => ({ ...o, date: addDays('2025-03-01', i) }));
        const forward = observedUptake(dated).uptake!;
        const backward = observedUptake([...dated].reverse()).uptake!;
        expect(backward).toBeCloseTo(forward, 12);
      }),
    );
  });
});
