import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoAccountSchema } from './seed-data/account-schemas.js';
import { demoElementSchema, demoIngredientSchema } from './seed-data/catalogue-schemas.js';
import { demoMenuSchema } from './seed-data/menu-schemas.js';
import { demoOperatorSchema } from './seed-data/reference-schemas.js';
import {
  demoAccounts,
  demoElements,
  demoIngredients,
  demoMenus,
  demoOperator,
  parseSeedData,
  referenceData,
} from './seed-data.js';

/** The seed data files load, and a row the product would refuse is named when it fails. */
const copy = <T>(value: T): T => structuredClone(value);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the data was accepted');
};

describe('seed data files', () => {
  it('load, valid, once per process', () => {
    expect(referenceData().allergens).toHaveLength(9);
    expect(demoOperator().users.length).toBeGreaterThan(0);
    expect(demoIngredients().length).toBeGreaterThanOrEqual(150);
    expect(demoElements().length).toBeGreaterThanOrEqual(300);
    expect(demoAccounts().length).toBeGreaterThanOrEqual(60);
    expect(demoMenus().length).toBeGreaterThanOrEqual(120);
    expect(demoElements()).toBe(demoElements());
  });

  it('refuse a row of the wrong shape, naming the file, the row and the field', () => {
    const elements = copy(demoElements());
    const element = elements[42]!;
    (element as { servingTemp: string }).servingTemp = 'WARM';
    const message = refusal(() =>
      parseSeedData('demo-elements.json', z.array(demoElementSchema), elements),
    );
    expect(message).toContain('Seed data demo-elements.json is not valid:');
    expect(message).toContain(`demo-elements.json[42] (${element.name}): servingTemp: `);
  });

  it('refuse a field the schema does not know (a typo), by name', () => {
    const menus: unknown[] = copy(demoMenus());
    menus[3] = { ...(menus[3] as object), keywrods: ['spicy'] };
    const message = refusal(() => parseSeedData('demo-menus.json', z.array(demoMenuSchema), menus));
    expect(message).toContain(`demo-menus.json[3] (${demoMenus()[3]!.name}): `);
    expect(message).toContain('keywrods');
  });

  it("refuse a row the product's own rules refuse, with the product's message", () => {
    const ingredients = copy(demoIngredients());
    const index = ingredients.findIndex((ingredient) => ingredient.type === 'Protein');
    delete ingredients[index]!.proteinType;
    expect(
      refusal(() =>
        parseSeedData('demo-ingredients.json', z.array(demoIngredientSchema), ingredients),
      ),
    ).toContain(
      `demo-ingredients.json[${index}] (${ingredients[index]!.name}): proteinType: Ingredient protein type is required.`,
    );

    const elements = copy(demoElements());
    delete elements[7]!.allergens;
    delete elements[7]!.noAllergens;
    expect(
      refusal(() => parseSeedData('demo-elements.json', z.array(demoElementSchema), elements)),
    ).toContain(
      `demo-elements.json[7] (${elements[7]!.name}): allergenIds: Please fill in this element's allergens or mark that there are no allergens.`,
    );

    const accounts = copy(demoAccounts());
    accounts[5]!.addresses[0]!.zipCode = '8525';
    expect(
      refusal(() => parseSeedData('demo-accounts.json', z.array(demoAccountSchema), accounts)),
    ).toContain(`demo-accounts.json[5] (${accounts[5]!.name}): `);
  });

  it('name the list and the row in a file of several lists', () => {
    const operator = copy(demoOperator());
    operator.users[1]!.email = 'not an address';
    expect(
      refusal(() => parseSeedData('demo-operator.json', demoOperatorSchema, operator)),
    ).toContain('demo-operator.json users[1] (not an address): email: ');
  });
});
