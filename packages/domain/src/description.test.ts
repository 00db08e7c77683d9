import { describe, expect, it } from 'vitest';
import { buildMenuDescription, joinNames } from './description.js';

const el = (name: string, typeName: string | null, isAlternate = false) => ({
  name,
  typeName,
  isAlternate,
});

describe('buildMenuDescription', () => {
  it('writes a protein line and a veg line, each followed by the other types', () => {
    expect(
      buildMenuDescription([
        el('Warm Naan', 'Bread'),
        el('Chicken Tikka Masala', 'Protein'),
        el('Aloo Gobi', 'Side'),
        el('Chickpea Tikka Masala', 'Veg Entree'),
        el('Jeera Basmati Rice', 'Starch'),
      ]),
    ).toBe(
      [
        'Chicken Tikka Masala with Jeera Basmati Rice, Aloo Gobi and Warm Naan',
        'Chickpea Tikka Masala with Jeera Basmati Rice, Aloo Gobi and Warm Naan',
      ].join('\n'),
    );
  });

  it('orders followers by the fixed type order, whatever the menu order', () => {
    const text = buildMenuDescription([
      el('Mint Chutney', 'Sauce'),
      el('Naan', 'Bread'),
      el('Kachumber', 'Salad'),
      el('Rice', 'Starch'),
      el('Lamb Curry', 'Protein'),
    ]);
    expect(text).toBe('Lamb Curry with Rice, Kachumber, Naan and Mint Chutney');
  });

  it('joins several leaders of a line and keeps the menu order within a type', () => {
    expect(
      buildMenuDescription([
        el('Carne Asada', 'Protein'),
        el('Chicken Tinga', 'Alt Protein'),
        el('Cilantro Lime Rice', 'Starch'),
        el('Pinto Beans', 'Starch'),
      ]),
    ).toBe('Carne Asada & Chicken Tinga with Cilantro Lime Rice and Pinto Beans');
  });

  it('leaves out empty lines, untyped elements and alternates', () => {
    expect(
      buildMenuDescription([
        el('Gochujang Tofu', 'Veg Entree'),
        el('Mystery Dish', null),
        el('Nut-free Chicken', 'Protein', true),
        el('Jasmine Rice', 'Starch'),
      ]),
    ).toBe('Gochujang Tofu with Jasmine Rice');
  });

  it('lists the other types alone when there is no protein or veg entree', () => {
    expect(buildMenuDescription([el('Brownie', 'Dessert'), el('Fruit Cup', 'Fruit')])).toBe(
      'Fruit Cup and Brownie',
    );
  });

  it('writes just the leaders when nothing follows, and nothing for no elements', () => {
    expect(buildMenuDescription([el('Roast Chicken', 'Protein')])).toBe('Roast Chicken');
    expect(buildMenuDescription([])).toBe('');
  });

  it('puts types outside the fixed order after it, by type name', () => {
    expect(
      buildMenuDescription([
        el('Chicken', 'Protein'),
        el('Pickles', 'Zesty'),
        el('Cake', 'Dessert'),
        el('Chips', 'Crunch'),
      ]),
    ).toBe('Chicken with Cake, Chips and Pickles');
  });
});

describe('joinNames', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinNames(['a'])).toBe('a');
    expect(joinNames(['a', 'b'])).toBe('a and b');
    expect(joinNames(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
