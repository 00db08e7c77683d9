import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateContainers,
  type EngineAccount,
  type EngineElement,
  type EngineInput,
  type Feeds,
  feedersOf,
} from './calculation-engine.js';
import { splitEvenly } from './choice-share.js';

/** Properties the kitchen relies on, over random days (docs/calculations.md 4). */

const TYPE_FEEDS: Record<string, Feeds> = { Protein: 'protein', 'Veg Entree': 'veg', Side: 'all' };

const accountArb = fc
  .record({ eaters: fc.integer({ min: 0, max: 2000 }), veg: fc.nat(), accommodations: fc.nat() })
  .map(({ eaters, veg, accommodations }) => ({
    eaters,
    veg: eaters ? veg % (eaters + 1) : 0,
    accommodations: eaters ? accommodations % (eaters + 1) : 0,
  }));

const elementArb = fc.record({
  type: fc.constantFrom(...Object.keys(TYPE_FEEDS)),
  isAlternate: fc.boolean(),
  hasAlternative: fc.boolean(),
  allowsHalf: fc.boolean(),
  // Quarter ounces up to 16 oz, containers of 1 to 200 units.
  quarters: fc.integer({ min: 0, max: 64 }),
  perContainer: fc.integer({ min: 1, max: 200 }),
});

const dayArb = fc.record({
  accounts: fc.array(accountArb, { minLength: 1, maxLength: 6 }),
  elements: fc.array(elementArb, { minLength: 1, maxLength: 8 }),
  modifiers: fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 48, maxLength: 48 }),
});
type Day = typeof dayArb extends fc.Arbitrary<infer T> ? T : never;

function inputOf(day: Day): EngineInput {
  const accounts: EngineAccount[] = day.accounts.map((a, i) => ({
    id: `a-${i}`,
    name: `Account ${i}`,
    ...a,
  }));
  const elements: EngineElement[] = day.elements.map((e, i) => ({
    id: `e-${i}`,
    name: `Element ${i}`,
    elementTypeId: `t-${e.type}`,
    elementTypeName: e.type,
    feeds: TYPE_FEEDS[e.type]!,
    isAlternate: e.isAlternate,
    alternativeName: e.hasAlternative ? `Alternative ${i}` : null,
    container: { id: 'c', name: 'Pan', allowsHalf: e.allowsHalf },
    portionPerPerson: e.quarters / 4,
    portionPerContainer: e.perContainer,
    portionUnit: null,
  }));
  // Modifiers of 0.000 to 3.000, some per type and some per element.
  const typeModifiers = accounts.flatMap((a, i) =>
    Object.keys(TYPE_FEEDS).map((type, j) => ({
      accountId: a.id,
      elementTypeId: `t-${type}`,
      value: day.modifiers[i * 3 + j]! / 1000,
    })),
  );
  const elementModifiers = accounts.flatMap((a, i) =>
    elements
      .filter((_, j) => (i + j) % 3 === 0)
      .map((e, j) => ({
        accountId: a.id,
        scheduledElementId: e.id,
        value: day.modifiers[24 + ((i * 4 + j) % 24)]! / 1000,
      })),
  );
  return { accounts, elements, typeModifiers, elementModifiers };
}

const RUNS = { numRuns: 300 };

describe('container engine properties', () => {
  it('never under-feeds an account: its rounded containers hold at least its portion', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const result = calculateContainers(inputOf(day));
        for (const summary of result.accountSummaries)
          for (const numbers of summary.elements) {
            const total = result.containerTotals.find((t) => t.key === numbers.key)!;
            const held =
              (numbers.containerCount + numbers.halfCount / 2) * total.portionPerContainer;
            expect(held).toBeGreaterThanOrEqual(numbers.portion - 1e-6);
            // ...and rounds up by less than one container (half where halves are allowed).
            const step = total.container.allowsHalf ? 0.5 : 1;
            expect(held - numbers.portion).toBeLessThan(step * total.portionPerContainer + 1e-6);
          }
      }),
      RUNS,
    );
  });

  it('totals each line as the sum of the accounts', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const result = calculateContainers(inputOf(day));
        for (const total of result.containerTotals) {
          const rows = result.accountSummaries.map(
            (s) => s.elements.find((e) => e.key === total.key)!,
          );
          const sum = (pick: (row: (typeof rows)[number]) => number) =>
            rows.reduce((acc, row) => acc + pick(row), 0);
          expect(total.containerCount).toBe(sum((r) => r.containerCount));
          expect(total.halfCount).toBe(sum((r) => r.halfCount));
          expect(total.eaters).toBe(sum((r) => r.eaters));
          // Portions are reported to the thousandth: each rounding is at most half of one.
          expect(Math.abs(total.portion - sum((r) => r.portion))).toBeLessThanOrEqual(
            0.0005 * (rows.length + 1) + 1e-9,
          );
          expect(total.roundedPortion).toBeCloseTo(
            sum((r) => (r.containerCount + r.halfCount / 2) * total.portionPerContainer),
            6,
          );
        }
      }),
      RUNS,
    );
  });

  it('never gives fewer containers for more eaters', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 1, max: 500 }), (day, more) => {
        const before = calculateContainers(inputOf(day));
        const grown = {
          ...day,
          accounts: day.accounts.map((a) => ({ ...a, eaters: a.eaters + more })),
        };
        const after = calculateContainers(inputOf(grown));
        after.accountSummaries.forEach((summary, i) => {
          summary.elements.forEach((numbers, j) => {
            const was = before.accountSummaries[i]!.elements[j]!;
            expect(numbers.containerCount + numbers.halfCount / 2).toBeGreaterThanOrEqual(
              was.containerCount + was.halfCount / 2,
            );
          });
        });
      }),
      RUNS,
    );
  });

  it('changes nothing with a modifier of 1', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const input = inputOf(day);
        const plain = calculateContainers({ ...input, typeModifiers: [], elementModifiers: [] });
        const ones = calculateContainers({
          ...input,
          typeModifiers: input.typeModifiers.map((m) => ({ ...m, value: 1 })),
          elementModifiers: input.elementModifiers.map((m) => ({ ...m, value: 1 })),
        });
        expect(ones).toEqual(plain);
      }),
      RUNS,
    );
  });

  it('leaves no eater of a row without a dish, and splits rows that feed everyone exactly', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const input = inputOf(day);
        const result = calculateContainers(input);
        for (const element of input.elements.filter((e) => e.alternativeName && !e.isAlternate))
          result.accountSummaries.forEach((summary, i) => {
            const keyOf = (alternative: boolean) =>
              result.containerTotals.find(
                (t) => t.scheduledElementId === element.id && t.isAlternative === alternative,
              )!.key;
            const main = summary.elements.find((e) => e.key === keyOf(false))!;
            const alternative = summary.elements.find((e) => e.key === keyOf(true))!;
            const a = input.accounts[i]!;
            const feeders =
              element.feeds === 'veg'
                ? a.veg
                : element.feeds === 'protein'
                  ? a.eaters - a.veg
                  : a.eaters;
            const served = main.eaters + alternative.eaters;
            if (element.feeds === 'all') expect(served).toBe(feeders);
            else expect(served).toBeGreaterThanOrEqual(feeders);
            // Never more alternates than accommodation eaters.
            expect(alternative.eaters).toBeLessThanOrEqual(a.accommodations);
          });
      }),
      RUNS,
    );
  });
});

describe('choice share properties', () => {
  /** One type's rows split evenly (some with alternatives), beside the random day's rows. */
  const splitArb = fc.record({
    day: dayArb,
    type: fc.constantFrom(...Object.keys(TYPE_FEEDS)),
    alternatives: fc.array(fc.boolean(), { minLength: 2, maxLength: 7 }),
  });

  it('never cooks fewer of a split type than its feeders, per account', () => {
    fc.assert(
      fc.property(splitArb, ({ day, type, alternatives }) => {
        const base = inputOf({ ...day, elements: day.elements.filter((e) => e.type !== type) });
        const shares = splitEvenly(alternatives.length);
        const split: EngineElement[] = alternatives.map((hasAlternative, i) => ({
          id: `split-${i}`,
          name: `Split ${i}`,
          elementTypeId: `t-${type}`,
          elementTypeName: type,
          feeds: TYPE_FEEDS[type]!,
          isAlternate: false,
          alternativeName: hasAlternative ? `Split alternative ${i}` : null,
          container: { id: 'c', name: 'Pan', allowsHalf: false },
          portionPerPerson: 1,
          portionPerContainer: 10,
          portionUnit: null,
          share: shares[i],
        }));
        const input = { ...base, elements: [...base.elements, ...split] };
        const result = calculateContainers(input);
        const keys = new Set(
          result.containerTotals
            .filter((t) => t.scheduledElementId.startsWith('split-'))
            .map((t) => t.key),
        );
        result.accountSummaries.forEach((summary, i) => {
          const served = summary.elements
            .filter((e) => keys.has(e.key))
            .reduce((sum, e) => sum + e.eaters, 0);
          expect(served).toBeGreaterThanOrEqual(feedersOf(input.accounts[i]!, TYPE_FEEDS[type]!));
        });
      }),
      RUNS,
    );
  });

  it('changes nothing with a share of 100', () => {
    fc.assert(
      fc.property(dayArb, (day) => {
        const input = inputOf(day);
        const full = { ...input, elements: input.elements.map((e) => ({ ...e, share: 100 })) };
        expect(calculateContainers(full)).toEqual(calculateContainers(input));
      }),
      RUNS,
    );
  });
});
