import { INGREDIENT_TYPES, PROTEIN_TYPES, SERVING_TEMPERATURES } from '@catering/domain';
import { describe, expect, it } from 'vitest';
import { demoElements, demoIngredients, demoOperator, referenceData } from '../seed-data.js';
import { elementId, ingredientId } from './index.js';

/** The demo catalogue's data, checked without a database. */

const reference = referenceData();
const ingredients = demoIngredients();
const elements = demoElements();
const lower = (name: string) => name.toLowerCase();
const UNITS = new Set(reference.portionUnits.map((u) => u.abbreviation));
const WEIGHT = new Set(['oz', 'lb', 'g']);
const VOLUME = new Set(['fl. oz', 'qt', 'cup', 'tbsp']);
const convertible = (a: string, b: string) =>
  a === b || (WEIGHT.has(a) && WEIGHT.has(b)) || (VOLUME.has(a) && VOLUME.has(b));
const byName = new Map(ingredients.map((i) => [lower(i.name), i]));

describe('demo ingredients', () => {
  it('are at least 150, with names unique regardless of case', () => {
    expect(ingredients.length).toBeGreaterThanOrEqual(150);
    expect(byName.size).toBe(ingredients.length);
    expect(new Set(ingredients.map(ingredientId)).size).toBe(ingredients.length);
  });

  it('use known types and units, with a protein type exactly on Protein', () => {
    for (const i of ingredients) {
      expect(INGREDIENT_TYPES, i.name).toContain(i.type);
      expect(UNITS.has(i.unit), `${i.name} unit ${i.unit}`).toBe(true);
      if (i.type === 'Protein') expect(PROTEIN_TYPES, i.name).toContain(i.proteinType);
      else expect(i.proteinType, i.name).toBeUndefined();
    }
  });

  it('list known allergens or say they have none', () => {
    for (const i of ingredients) {
      const listed = i.allergens ?? [];
      expect(listed.length > 0 !== Boolean(i.noAllergens), i.name).toBe(true);
      for (const a of listed) expect(reference.allergens, i.name).toContain(a);
      expect(new Set(listed).size, i.name).toBe(listed.length);
    }
  });

  it('have 1 to 3 known, distinct vendors with units per case above 0', () => {
    for (const i of ingredients) {
      expect(i.vendors.length, i.name).toBeGreaterThanOrEqual(1);
      expect(i.vendors.length, i.name).toBeLessThanOrEqual(3);
      expect(new Set(i.vendors.map((v) => v.vendor)).size, i.name).toBe(i.vendors.length);
      for (const v of i.vendors) {
        expect(demoOperator().vendors, i.name).toContain(v.vendor);
        expect(v.unitsPerCase, i.name).toBeGreaterThan(0);
        expect(v.productId, i.name).toMatch(/^[A-Z]{3}-\d{5,7}$/);
        if (v.costPerCase !== undefined) expect(v.costPerCase, i.name).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(v.expDays) && Number.isInteger(v.leadTime), i.name).toBe(true);
      }
    }
  });

  it('leave the cost out on a few vendors, so costing shows "no vendor cost"', () => {
    const uncosted = ingredients
      .flatMap((i) => i.vendors)
      .filter((v) => v.costPerCase === undefined);
    expect(uncosted.length).toBeGreaterThanOrEqual(3);
    expect(uncosted.length).toBeLessThanOrEqual(5);
    expect(ingredients.some((i) => i.vendors.every((v) => v.costPerCase === undefined))).toBe(true);
  });
});

describe('demo elements', () => {
  it('are at least 300, with names unique per tag regardless of case', () => {
    expect(elements.length).toBeGreaterThanOrEqual(300);
    const keys = elements.map((e) => `${e.tag}|${lower(e.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(elements.map(elementId)).size).toBe(keys.length);
  });

  it('use every tag and element type, and only known ones', () => {
    const types = reference.elementTypes.map((type) => type.name);
    const containers = reference.containerTypes.map((c) => c.name);
    for (const e of elements) {
      expect(reference.menuElementClasses, e.name).toContain(e.tag);
      expect(types, e.name).toContain(e.elementType);
      expect(containers, e.name).toContain(e.portion.container);
      expect(UNITS.has(e.portion.unit), `${e.name} unit ${e.portion.unit}`).toBe(true);
      expect(SERVING_TEMPERATURES, e.name).toContain(e.servingTemp);
      expect(e.portion.perPerson, e.name).toBeGreaterThan(0);
      expect(e.portion.perContainer, e.name).toBeGreaterThan(0);
      expect(e.method.trim(), e.name).not.toBe('');
    }
    expect(new Set(elements.map((e) => e.tag))).toEqual(new Set(reference.menuElementClasses));
    expect(new Set(elements.map((e) => e.elementType))).toEqual(new Set(types));
  });

  it('have ingredients text unless marked as having no ingredients (then empty)', () => {
    for (const e of elements) {
      if (e.noIngredients) expect(e.ingredients, e.name).toBe('');
      else expect(e.ingredients.trim(), e.name).not.toBe('');
    }
    expect(elements.filter((e) => e.noIngredients).length).toBeGreaterThanOrEqual(3);
  });

  it('reference known ingredients once each, in a unit convertible to theirs', () => {
    for (const e of elements) {
      if (!e.noIngredients) {
        expect(e.items.length, e.name).toBeGreaterThanOrEqual(2);
        expect(e.items.length, e.name).toBeLessThanOrEqual(8);
      }
      const names = e.items.map((item) => lower(item.ingredient));
      expect(new Set(names).size, e.name).toBe(names.length);
      for (const item of e.items) {
        const ingredient = byName.get(lower(item.ingredient));
        expect(ingredient, `${e.name}: ${item.ingredient}`).toBeDefined();
        expect(item.amount, e.name).toBeGreaterThan(0);
        if (item.unit && ingredient) {
          expect(UNITS.has(item.unit), `${e.name}: ${item.unit}`).toBe(true);
          expect(convertible(item.unit, ingredient.unit), `${e.name}: ${item.ingredient}`).toBe(
            true,
          );
        }
      }
    }
    const items = elements.flatMap((e) => e.items);
    const missingUnit = items.filter((item) => !item.unit).length;
    expect(missingUnit).toBeGreaterThanOrEqual(3);
    expect(missingUnit).toBeLessThanOrEqual(5);
    const converted = items.filter(
      (item) => item.unit && item.unit !== byName.get(lower(item.ingredient))?.unit,
    );
    expect(converted.length).toBeGreaterThan(0);
  });

  it('list every allergen of their ingredients, or say they have none', () => {
    for (const e of elements) {
      const listed = e.allergens ?? [];
      expect(listed.length > 0 !== Boolean(e.noAllergens), e.name).toBe(true);
      for (const a of listed) expect(reference.allergens, e.name).toContain(a);
      const fromIngredients = new Set(
        e.items.flatMap((item) => byName.get(lower(item.ingredient))?.allergens ?? []),
      );
      for (const a of fromIngredients) expect(listed, `${e.tag} ${e.name}`).toContain(a);
    }
  });
});
