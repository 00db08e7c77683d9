import { describe, expect, it } from 'vitest';
import { ELEMENT_MESSAGES, elementInputSchema } from './element.js';
import { INGREDIENT_MESSAGES, ingredientInputSchema } from './ingredient.js';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('a first save shows every problem at once', () => {
  it('ingredient: name, unit, allergens and vendor 1 together', () => {
    const messages = messagesOf(
      ingredientInputSchema.safeParse({ name: '', portionUnitId: '', vendors: [] }),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        INGREDIENT_MESSAGES.required('name'),
        INGREDIENT_MESSAGES.required('unit'),
        INGREDIENT_MESSAGES.allergens,
        INGREDIENT_MESSAGES.vendorRequired(1, 'vendor'),
        INGREDIENT_MESSAGES.vendorRequired(1, 'unit'),
      ]),
    );
  });

  it('element: name, tag, allergens and ingredients together, even with junk in other fields', () => {
    const messages = messagesOf(
      elementInputSchema.safeParse({ name: '', menuElementClassId: '', ingredientObjs: 'junk' }),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        ELEMENT_MESSAGES.nameRequired,
        ELEMENT_MESSAGES.tagRequired,
        ELEMENT_MESSAGES.allergens,
        ELEMENT_MESSAGES.ingredients,
      ]),
    );
  });
});
