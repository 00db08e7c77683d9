import { describe, expect, it } from 'vitest';
import {
  type DemoElement,
  type DemoMenu,
  type DemoMenuElement,
  demoElements,
  demoMenus,
  demoOperator,
  referenceData,
} from '../seed-data.js';
import { demoShares } from './shares.js';

/** The demo menus' data, checked without a database, so a typo cannot slip in. */

const reference = referenceData();
const operator = demoOperator();
const elements = demoElements();
const menus = demoMenus();
const lower = (name: string) => name.toLowerCase();
const label = (menu: DemoMenu) => `${menu.name} (${menu.tag})`;
const refOf = (entry: DemoMenuElement) => (typeof entry === 'string' ? { name: entry } : entry);
const isAlternate = (entry: DemoMenuElement) => !!refOf(entry).isAlternate;

/** Every catalogue element a menu entry could name: exactly one when the entry is sound. */
function matches(menu: DemoMenu, entry: DemoMenuElement): DemoElement[] {
  const ref = refOf(entry);
  const tag = ref.tag ?? menu.tag;
  return elements.filter((e) => lower(e.tag) === lower(tag) && lower(e.name) === lower(ref.name));
}

/** The element an entry names; only called once the entries are known to resolve. */
const elementOf = (menu: DemoMenu, entry: DemoMenuElement) => matches(menu, entry)[0]!;

const hasType = (menu: DemoMenu, type: string) =>
  menu.elements.some((entry) => !isAlternate(entry) && elementOf(menu, entry).elementType === type);

describe('demo menus', () => {
  it('are at least 120, led by the six menus the seed tests rely on', () => {
    expect(menus.length).toBeGreaterThanOrEqual(120);
    expect(menus.slice(0, 6).map((menu) => [menu.name, menu.tag])).toEqual([
      ['Taste of India', 'standard'],
      ['Street Taco Bar', 'standard'],
      ['Seoul Kitchen', 'standard'],
      ['Mediterranean Mezze', 'standard'],
      ['Italian Trattoria', 'standard'],
      ['Curry House', 'standard'],
    ]);
  });

  it('have names unique within a tag regardless of case', () => {
    const keys = menus.map((menu) => `${lower(menu.tag)}\u0000${lower(menu.name)}`);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
    for (const menu of menus) expect(menu.name.trim(), label(menu)).toBe(menu.name);
  });

  it('use all four tags', () => {
    for (const menu of menus) expect(reference.menuElementClasses, label(menu)).toContain(menu.tag);
    expect(new Set(menus.map((menu) => menu.tag))).toEqual(new Set(reference.menuElementClasses));
  });

  it('name a demo brand, leaving it out on 4 to 10 menus', () => {
    for (const menu of menus) {
      if (menu.brand !== null) expect(operator.brands, label(menu)).toContain(menu.brand);
    }
    const unbranded = menus.filter((menu) => menu.brand === null).length;
    expect(unbranded).toBeGreaterThanOrEqual(4);
    expect(unbranded).toBeLessThanOrEqual(10);
  });

  it('use known cuisines, at least 15 of them', () => {
    for (const menu of menus) expect(reference.cuisineTypes, label(menu)).toContain(menu.cuisine);
    expect(new Set(menus.map((menu) => menu.cuisine)).size).toBeGreaterThanOrEqual(15);
  });

  it('run on known service lines, each at most once', () => {
    for (const menu of menus) {
      expect(menu.serviceLines.length, label(menu)).toBeGreaterThan(0);
      expect(new Set(menu.serviceLines).size, label(menu)).toBe(menu.serviceLines.length);
      for (const line of menu.serviceLines)
        expect(reference.serviceLines, label(menu)).toContain(line);
    }
  });

  it('carry only demo keywords, each at most once', () => {
    for (const menu of menus) {
      const keywords = menu.keywords ?? [];
      expect(new Set(keywords).size, label(menu)).toBe(keywords.length);
      for (const keyword of keywords) expect(operator.keywordTags, label(menu)).toContain(keyword);
    }
  });

  it('name elements that resolve to exactly one catalogue element each', () => {
    for (const menu of menus) {
      for (const entry of menu.elements) {
        const ref = refOf(entry);
        expect(
          matches(menu, entry),
          `${label(menu)}: ${ref.name} (${ref.tag ?? menu.tag})`,
        ).toHaveLength(1);
        // A tag is only written when it differs from the menu's own.
        if (ref.tag !== undefined)
          expect(ref.tag, `${label(menu)}: ${ref.name}`).not.toBe(menu.tag);
      }
    }
  });

  it('hold at least 4 elements each, none of them twice', () => {
    for (const menu of menus) {
      expect(menu.elements.length, label(menu)).toBeGreaterThanOrEqual(4);
      const keys = menu.elements.map((entry) => {
        const element = elementOf(menu, entry);
        return `${lower(element.tag)}\u0000${lower(element.name)}`;
      });
      const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
      expect(repeated, label(menu)).toEqual([]);
    }
  });

  it('lead at least 100 menus with both a Protein and a Veg Entree', () => {
    const twoLines = menus.filter(
      (menu) => hasType(menu, 'Protein') && hasType(menu, 'Veg Entree'),
    );
    expect(twoLines.length).toBeGreaterThanOrEqual(100);
  });

  it('offer each alternate in place of an element of the same type', () => {
    const withAlternates = menus.filter((menu) => menu.elements.some(isAlternate));
    expect(withAlternates.length).toBeGreaterThan(0);
    for (const menu of withAlternates) {
      for (const entry of menu.elements.filter(isAlternate)) {
        const { elementType } = elementOf(menu, entry);
        expect(hasType(menu, elementType), `${label(menu)}: ${refOf(entry).name}`).toBe(true);
      }
    }
  });

  it('split only types with several rows on the menu, into shares summing to 100 %', () => {
    const split = menus.filter((menu) => menu.splitEvenly?.length);
    expect(split.map((menu) => menu.name)).toContain('Executive Deli Platter');
    for (const menu of split) {
      const shares = demoShares(menu, (i) => elementOf(menu, menu.elements[i]!).elementType);
      for (const type of menu.splitEvenly!) {
        const rows = menu.elements.flatMap((entry, i) =>
          !isAlternate(entry) && elementOf(menu, entry).elementType === type ? [shares[i]!] : [],
        );
        expect(rows.length, `${label(menu)}: ${type}`).toBeGreaterThanOrEqual(2);
        expect(rows.reduce((sum, share) => sum + Math.round(share * 100), 0)).toBe(10_000);
      }
    }
  });

  it('serve the deli platter one sandwich an eater: three sandwiches at a third each', () => {
    const platter = menus.find((menu) => menu.name === 'Executive Deli Platter')!;
    const shares = demoShares(platter, (i) => elementOf(platter, platter.elements[i]!).elementType);
    expect(platter.elements.map((entry, i) => [refOf(entry).name, shares[i]])).toEqual([
      ['Italian Sub', 33.34],
      ['Chicken Salad Sandwich', 33.33],
      ['Grilled Veggie Hummus Wrap', 33.33],
      ['Macaroni Salad', 100],
      ['Whole Fruit Basket', 100],
      ['Cookie and Brownie Platter', 100],
    ]);
  });
});
