import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatContainerCell,
  formatContainerTotal,
  formatCount,
  shareNote,
} from './calculation-display.js';

const OZ = { abbreviation: 'oz' };
const FL_OZ = { abbreviation: 'fl. oz' };

describe('formatAmount', () => {
  it('shows oz as counted, with thousands separators', () => {
    expect(formatAmount(19_747.25, OZ, 'oz')).toBe('19,747.25 oz');
    expect(formatAmount(643.2, OZ, 'oz')).toBe('643.2 oz');
  });

  it('converts to lb and qt with one decimal and thousands separators like oz', () => {
    expect(formatAmount(19_752, OZ, 'lbs')).toBe('1,234.5 lb');
    expect(formatAmount(192, OZ, 'lbs')).toBe('12.0 lb');
    expect(formatAmount(64_000, FL_OZ, 'lbs')).toBe('2,000.0 qt');
    expect(formatAmount(40, FL_OZ, 'lbs')).toBe('1.3 qt');
  });

  it('leaves units without a conversion, and bare amounts, as they are', () => {
    expect(formatAmount(1_500, { abbreviation: 'each' }, 'lbs')).toBe('1,500 each');
    expect(formatAmount(2.5, null, 'lbs')).toBe('2.5');
  });
});

describe('container cells', () => {
  it('reads wholes and halves as the cook fills pans', () => {
    expect(formatContainerCell(2, 1)).toBe('2 + ½');
    expect(formatContainerCell(0, 0)).toBe('—');
    expect(formatContainerTotal(2, 1, true)).toBe('2 full, 1 half');
    expect(formatContainerTotal(3, 0, false)).toBe('3');
  });

  it('groups thousands in counts of people and containers', () => {
    expect(formatCount(2_719)).toBe('2,719');
    expect(formatCount(918)).toBe('918');
    expect(formatContainerCell(1_204, 1)).toBe('1,204 + ½');
    expect(formatContainerTotal(1_204, 1, true)).toBe('1,204 full, 1 half');
    expect(formatContainerTotal(66_890, 0, false)).toBe('66,890');
  });
});

describe('shareNote', () => {
  it("names a split row's share of its type's eaters, and nothing for a whole row", () => {
    expect(shareNote({ share: 33.34, elementTypeName: 'Sandwich' })).toBe(
      '33.34% of Sandwich eaters',
    );
    expect(shareNote({ share: 50, elementTypeName: 'Protein' })).toBe('50% of Protein eaters');
    expect(shareNote({ share: 100, elementTypeName: 'Sandwich' })).toBeNull();
  });
});
