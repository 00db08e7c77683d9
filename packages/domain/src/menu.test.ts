import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES, menuInputSchema, menuSaveWarnings, unionOfAllergens } from './menu.js';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const TAG = '00000000-0000-4000-8000-0000000000aa';

const messagesOf = (input: unknown) => {
  const result = menuInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('menuInputSchema', () => {
  it('trims the name, sends an empty brand as null and sorts rows by order', () => {
    const menu = menuInputSchema.parse({
      name: '  Taste of India ',
      menuElementClassId: TAG,
      brandId: '',
      elements: [
        { elementId: B, order: 1, portionPerPerson: '4' },
        { elementId: A, order: 0 },
      ],
    });
    expect(menu.name).toBe('Taste of India');
    expect(menu.brandId).toBeNull();
    expect(menu.elements.map((row) => row.elementId)).toEqual([A, B]);
    expect(menu.elements[1]?.portionPerPerson).toBe(4);
    expect(menu.isDescriptionAutomated).toBe(true);
  });

  it('refuses a missing name and tag with the menu messages', () => {
    expect(messagesOf({ name: ' ', menuElementClassId: '' })).toEqual(
      expect.arrayContaining([MENU_MESSAGES.nameRequired, MENU_MESSAGES.tagRequired]),
    );
  });

  it('refuses the same element twice and two rows of one order', () => {
    expect(
      messagesOf({
        name: 'x',
        menuElementClassId: TAG,
        elements: [
          { elementId: A, order: 0 },
          { elementId: A, order: 0 },
        ],
      }),
    ).toEqual(
      expect.arrayContaining([MENU_MESSAGES.duplicateElement, MENU_MESSAGES.duplicateOrder]),
    );
  });

  it('refuses negative portions and empty containers', () => {
    expect(
      messagesOf({
        name: 'x',
        menuElementClassId: TAG,
        elements: [{ elementId: A, order: 0, portionPerPerson: -1, portionPerContainer: 0 }],
      }),
    ).toEqual([MENU_MESSAGES.portionNotNegative, MENU_MESSAGES.containerPositive]);
  });
});

describe('menuSaveWarnings', () => {
  it('warns about no brand and each incomplete element, naming what it lacks', () => {
    expect(
      menuSaveWarnings({
        brandId: null,
        elements: [
          {
            name: 'Rice',
            elementTypeId: A,
            portionUnitId: B,
            portionPerPerson: 4,
            portionPerContainer: 100,
          },
          {
            name: 'Naan',
            elementTypeId: null,
            portionUnitId: null,
            portionPerPerson: 1,
            portionPerContainer: undefined,
          },
        ],
      }),
    ).toEqual([
      MENU_MESSAGES.noBrandWarning,
      'Naan is missing portion unit, portion per container, type.',
    ]);
  });

  it('has nothing to say about a complete, branded menu', () => {
    expect(menuSaveWarnings({ brandId: A, elements: [] })).toEqual([]);
  });
});

describe('unionOfAllergens', () => {
  it('names each allergen once, sorted by name', () => {
    expect(
      unionOfAllergens([
        { id: B, name: 'Milk' },
        { id: A, name: 'Eggs' },
        { id: B, name: 'Milk' },
      ]),
    ).toEqual({ allergenIds: [A, B], allergenNames: ['Eggs', 'Milk'] });
  });
});
