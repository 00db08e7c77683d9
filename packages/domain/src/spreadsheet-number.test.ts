import { describe, expect, it } from 'vitest';
import { parseSpreadsheetNumber } from './spreadsheet-number.js';

describe('parseSpreadsheetNumber', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1,234.50', 1234.5],
    ['1 234,50', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['12,5', 12.5],
    ['0,125', 0.125],
    [',75', 0.75],
    ['1,2345', 1.2345],
    ['1,234', 1234],
    ['1,234,567', 1234567],
    ['1.234.567', 1234567],
    ['1.234', 1.234],
    ['$89.60', 89.6],
    ['-3', -3],
    ['.5', 0.5],
    ['7', 7],
    [' 42 ', 42],
  ])('reads %j as %d', (text, value) => {
    expect(parseSpreadsheetNumber(text)).toBe(value);
  });

  it.each(['abc', '12a', '1,23,4', '1.2.3,4,5', '--1', '', ',', '1,234.5.6', '12 kg'])(
    'refuses %j',
    (text) => {
      expect(parseSpreadsheetNumber(text)).toBeNull();
    },
  );
});
