import { describe, expect, it } from 'vitest';
import { CALCULATION_MESSAGES } from './calculation.js';
import {
  calculateContainers,
  type EngineAccount,
  type EngineElement,
  type EngineInput,
} from './calculation-engine.js';

/** Worked examples, counted by hand (docs/calculations.md 3). */

const FULL_PAN = { id: 'c-full', name: 'Full Pan', allowsHalf: true };
const HOTEL_PAN = { id: 'c-hotel', name: 'Sheet Pan', allowsHalf: false };
const OZ = { id: 'u-oz', name: 'Ounce', abbreviation: 'oz' };
const TYPES = {
  Protein: { elementTypeId: 't-protein', elementTypeName: 'Protein', feeds: 'protein' },
  'Veg Entree': { elementTypeId: 't-veg', elementTypeName: 'Veg Entree', feeds: 'veg' },
  Starch: { elementTypeId: 't-starch', elementTypeName: 'Starch', feeds: 'all' },
} as const;

function element(
  name: string,
  type: keyof typeof TYPES,
  overrides: Partial<EngineElement> = {},
): EngineElement {
  return {
    id: `e-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    ...TYPES[type],
    isAlternate: false,
    alternativeName: null,
    container: FULL_PAN,
    portionPerPerson: 4,
    portionPerContainer: 120,
    portionUnit: OZ,
    ...overrides,
  };
}

const account = (overrides: Partial<EngineAccount> = {}): EngineAccount => ({
  id: 'a-1',
  name: 'Papago Semiconductor',
  eaters: 50,
  veg: 10,
  accommodations: 0,
  ...overrides,
});

function run(input: Partial<EngineInput> & Pick<EngineInput, 'elements'>) {
  return calculateContainers({
    accounts: [account()],
    typeModifiers: [],
    elementModifiers: [],
    ...input,
  });
}

/** The totals line of a row (`alternative`: of its alternative dish). */
const line = (result: ReturnType<typeof run>, id: string, alternative = false) => {
  const total = result.containerTotals.find(
    (t) => t.scheduledElementId === id && t.isAlternative === alternative,
  );
  if (!total) throw new Error(`no line ${id}`);
  return total;
};

describe('containers, by hand', () => {
  it('rounds a Full Pan up to a half and a pan without halves up to a whole', () => {
    // 40 protein eaters × 4 oz = 160 oz; 160 / 120 = 1.33 pans.
    const chicken = element('Chicken', 'Protein');
    const sheet = element('Sheet Chicken', 'Protein', { container: HOTEL_PAN });
    const result = run({ elements: [chicken, sheet] });
    expect(line(result, chicken.id)).toMatchObject({
      eaters: 40,
      containerCount: 1,
      halfCount: 1,
      portion: 160,
      roundedPortion: 180,
    });
    expect(line(result, sheet.id)).toMatchObject({
      containerCount: 2,
      halfCount: 0,
      portion: 160,
      roundedPortion: 240,
    });
    expect(result.error).toBeNull();
    expect(result.warnings).toEqual([]);
  });

  it("takes the account's type modifier, and the day's element modifier over it", () => {
    const chicken = element('Chicken', 'Protein');
    const typeModifiers = [{ accountId: 'a-1', elementTypeId: 't-protein', value: 1.2 }];
    // 40 × 4 × 1.2 = 192 oz = 1.6 pans → 2 whole.
    const byType = run({ elements: [chicken], typeModifiers });
    expect(line(byType, chicken.id)).toMatchObject({ containerCount: 2, halfCount: 0 });
    expect(byType.accountSummaries[0]!.elements[0]!.portionModifier).toBe(1.2);
    // 40 × 4 × 0.25 = 40 oz = a third of a pan → one half.
    const overridden = run({
      elements: [chicken],
      typeModifiers,
      elementModifiers: [{ accountId: 'a-1', scheduledElementId: chicken.id, value: 0.25 }],
    });
    expect(line(overridden, chicken.id)).toMatchObject({
      containerCount: 0,
      halfCount: 1,
      portion: 40,
    });
  });

  it('feeds protein rows the protein eaters, veg rows the veg eaters, others everyone', () => {
    const chicken = element('Chicken', 'Protein');
    const chana = element('Chana Masala', 'Veg Entree');
    const rice = element('Rice', 'Starch', { portionPerPerson: 5, portionPerContainer: 140 });
    const result = run({ elements: [chicken, chana, rice] });
    expect(line(result, chicken.id).eaters).toBe(40);
    // 10 × 4 = 40 oz: a third of a pan → one half.
    expect(line(result, chana.id)).toMatchObject({ eaters: 10, containerCount: 0, halfCount: 1 });
    // 50 × 5 = 250 oz / 140 = 1.79 → 2 whole.
    expect(line(result, rice.id)).toMatchObject({ eaters: 50, containerCount: 2, halfCount: 0 });
    expect(result.accountSummaries[0]).toMatchObject({ headCount: 50, veggies: 10, proteins: 40 });
  });

  it('gives accommodation eaters the alternate row of the type, or the row’s own alternative', () => {
    const busy = account({ accommodations: 5 });
    const chicken = element('Chicken', 'Protein');
    const tofu = element('Tofu', 'Protein', { isAlternate: true });
    const rice = element('Rice', 'Starch', { alternativeName: 'Cauliflower Rice' });
    const result = run({ accounts: [busy], elements: [chicken, tofu, rice] });
    // 5 of 50 need accommodations, protein or veg eaters, nobody knows: Tofu is cooked for
    // all 5, Chicken still for all 40 (the 10 veg eaters could be the 5).
    expect(line(result, chicken.id).eaters).toBe(40);
    expect(line(result, tofu.id).eaters).toBe(5);
    // Rice feeds everyone: exactly the 5 eat its alternative instead.
    expect(line(result, rice.id).eaters).toBe(45);
    // With 8 accommodation eaters and only 5 veg eaters, 3 must be protein eaters.
    const crowded = run({
      accounts: [account({ veg: 5, accommodations: 8 })],
      elements: [chicken, tofu],
    });
    expect(line(crowded, chicken.id).eaters).toBe(42);
    expect(line(crowded, tofu.id).eaters).toBe(8);
    expect(line(result, rice.id, true)).toMatchObject({
      name: 'Cauliflower Rice',
      isAlternative: true,
      eaters: 5,
    });
  });

  it('leaves out and names rows missing type, container or portions', () => {
    const chicken = element('Chicken', 'Protein');
    const noPan = element('Naan', 'Starch', { container: null });
    const noPortion = element('Chutney', 'Starch', { portionPerContainer: 0 });
    const result = run({ elements: [chicken, noPan, noPortion] });
    expect(result.containerTotals.map((t) => t.name)).toEqual(['Chicken']);
    expect(result.warnings).toEqual([
      'Some Scheduled Elements are missing type/container/portion information and were left out: Naan, Chutney.',
    ]);
    const none = run({ elements: [noPan] });
    expect(none.error).toBe(CALCULATION_MESSAGES.noElements);
    expect(none.containerTotals).toEqual([]);
  });

  it('rounds each account up on its own: two half-full sites get a half pan each', () => {
    const chicken = element('Chicken', 'Protein');
    const accounts = [
      account({ id: 'a-1', eaters: 10, veg: 0 }),
      account({ id: 'a-2', name: 'Sonoran Valley', eaters: 10, veg: 0 }),
    ];
    // Each: 10 × 4 = 40 oz → one half; together 80 oz would fit one half.
    const result = run({ accounts, elements: [chicken] });
    expect(line(result, chicken.id)).toMatchObject({ containerCount: 0, halfCount: 2 });
  });
});

describe('an Is Alt row the rule leaves uncounted', () => {
  it('is named in a warning with the reason, not dropped silently', () => {
    // Both Protein rows have their own alternative: nobody is left for the Is Alt Tofu.
    const chicken = element('Chicken', 'Protein', { alternativeName: 'Dairy-Free Chicken' });
    const beef = element('Beef', 'Protein', { alternativeName: 'Plain Beef' });
    const tofu = element('Tofu', 'Protein', { isAlternate: true });
    const result = run({
      accounts: [account({ accommodations: 5 })],
      elements: [chicken, beef, tofu],
    });
    expect(result.containerTotals.map((t) => t.name)).not.toContain('Tofu');
    expect(result.warnings).toEqual([
      'Tofu is marked Is Alt but was not counted: every other Protein element has its own alternative.',
    ]);
  });

  it('is counted, without a warning, while a row of its type has no alternative', () => {
    const chicken = element('Chicken', 'Protein', { alternativeName: 'Dairy-Free Chicken' });
    const beef = element('Beef', 'Protein');
    const tofu = element('Tofu', 'Protein', { isAlternate: true });
    const result = run({
      accounts: [account({ accommodations: 5 })],
      elements: [chicken, beef, tofu],
    });
    expect(line(result, tofu.id).eaters).toBe(5);
    expect(result.warnings).toEqual([]);
  });
});

describe('figures as a cook reads them', () => {
  it("rounds an account's portion to the thousandth, and counts containers from the exact one", () => {
    // 134 eaters × 4 oz × 1.2 = 643.1999999999999 in floats; the cook reads 643.2.
    const wrap = element('Wrap', 'Starch', { portionPerContainer: 643.2, container: HOTEL_PAN });
    const result = run({
      accounts: [account({ eaters: 134, veg: 0 })],
      elements: [wrap],
      typeModifiers: [{ accountId: 'a-1', elementTypeId: 't-starch', value: 1.2 }],
    });
    const numbers = result.accountSummaries[0]!.elements[0]!;
    expect(numbers.portion).toBe(643.2);
    // 643.1999… / 643.2 is a hair under one container: one container, not two.
    expect(numbers.containerCount).toBe(1);
  });
});

describe('the choice share', () => {
  const sandwiches = ['Turkey Club', 'Caprese', 'Roast Beef'].map((name) =>
    element(name, 'Starch', { share: undefined, portionPerPerson: 1, portionPerContainer: 12 }),
  );

  it('feeds the deli platter: 3 sandwiches split for 100 eaters cook 34 + 34 + 34', () => {
    const shares = [33.34, 33.33, 33.33];
    const split = sandwiches.map((s, i) => ({ ...s, share: shares[i] }));
    const result = run({ accounts: [account({ eaters: 100, veg: 0 })], elements: split });
    // ceil(100 × 33.34 %) = 34, ceil(100 × 33.33 %) = ceil(33.33) = 34: 102 sandwiches for
    // 100 eaters, not 300. 34 / 12 = 2.83 pans → 3 (2.5 would hold 30).
    expect(
      result.containerTotals.map((t) => [t.name, t.share, t.eaters, t.containerCount]),
    ).toEqual([
      ['Turkey Club', 33.34, 34, 3],
      ['Caprese', 33.33, 34, 3],
      ['Roast Beef', 33.33, 34, 3],
    ]);
    expect(result.containerTotals.map((t) => t.halfCount)).toEqual([0, 0, 0]);
  });

  it('rounds each account up on its own, in whole people', () => {
    // 3,011 eaters: ceil(3,011 × 0.3334) = ceil(1,003.8674) = 1,004; × 0.3333 → 1,003.5663 → 1,004.
    // 90 eaters: 30.006 → 31 and 29.997 → 30. A half share of 3 is 1.5 → 2.
    const split = sandwiches.map((s, i) => ({ ...s, share: [33.34, 33.33, 50][i] }));
    const accounts = [
      account({ id: 'a-1', eaters: 3011, veg: 0 }),
      account({ id: 'a-2', name: 'Saguaro', eaters: 90, veg: 0 }),
      account({ id: 'a-3', name: 'Sonoran', eaters: 3, veg: 0 }),
    ];
    const result = run({ accounts, elements: split });
    expect(result.accountSummaries.map((s) => s.elements.map((e) => e.eaters))).toEqual([
      [1004, 1004, 1506],
      [31, 30, 45],
      [2, 1, 2],
    ]);
  });

  it("applies to a row's alternative line and to an Is Alt row alike", () => {
    const busy = account({ eaters: 50, veg: 0, accommodations: 9 });
    const club = { ...sandwiches[0]!, share: 50, alternativeName: 'Gluten-Free Club' };
    const tofu = element('Tofu Wrap', 'Protein', { isAlternate: true, share: 50 });
    const chicken = element('Chicken', 'Protein');
    const result = run({ accounts: [busy], elements: [club, chicken, tofu] });
    // Club feeds everyone: 41 main, 9 alternative; half of each, rounded up: 21 and 5.
    expect(line(result, club.id).eaters).toBe(21);
    expect(line(result, club.id, true)).toMatchObject({ eaters: 5, share: 50 });
    // Tofu: the 9 accommodation eaters, half of them rounded up.
    expect(line(result, tofu.id).eaters).toBe(5);
  });

  it('a share of 100 changes nothing', () => {
    const full = sandwiches.map((s) => ({ ...s, share: 100 }));
    expect(run({ elements: full })).toEqual(run({ elements: sandwiches }));
  });
});
