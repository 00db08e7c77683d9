import type { Menu } from '@catering/domain';
import type { Db } from '../src/db/client.js';
import { elementId } from '../src/db/seed/demo-catalogue/index.js';
import { buildBrand, buildElement, buildKeyword } from './factories/index.js';
import type { referenceIds } from './reference-ids.js';
import { bearer, body, type TestApp } from './test-app.js';

type Ref = Awaited<ReturnType<typeof referenceIds>>;

/** Demo catalogue elements (standard tag) the menu tests build from. */
export const demoElement = (name: string, tag = 'standard') => elementId({ name, tag });

/** An element's id by name: the demo's (`demoElement`) or one built (`buildMenuCatalogue`). */
export type ElementIdOf = (name: string) => string;

/**
 * On the base template, what menuPayload names and the menu tests add to it, built with
 * the factories as the demo holds them: the Sifted brand, the spicy keyword, and the
 * standard elements (allergens as in the demo: everything but the chickpeas holds milk,
 * the naan wheat too). Call before `referenceIds`, which then knows the brand and keyword.
 */
export async function buildMenuCatalogue(db: Db): Promise<ElementIdOf> {
  await buildBrand(db, { name: 'Sifted' });
  await buildKeyword(db, { name: 'spicy' });
  const elements: [name: string, allergens: string[]][] = [
    ['Chicken Tikka Masala', ['Milk']],
    ['Chickpea Tikka Masala', []],
    ['Jeera Basmati Rice', ['Milk']],
    ['Warm Naan', ['Milk', 'Wheat']],
    ['Cilantro Mint Chutney', ['Milk']],
  ];
  const ids = new Map<string, string>();
  for (const [name, allergens] of elements)
    ids.set(name, (await buildElement(db, { name, allergens })).id);
  return (name) => {
    const id = ids.get(name);
    if (!id) throw new Error(`buildMenuCatalogue built no element named ${name}`);
    return id;
  };
}

/** A new menu of three standard elements; `elementIdOf` finds them (the demo's unless told). */
export function menuPayload(
  ref: Ref,
  overrides: Record<string, unknown> = {},
  elementIdOf: ElementIdOf = demoElement,
) {
  return {
    name: 'Test Tikka Night',
    menuElementClassId: ref.tag('standard'),
    brandId: ref.brand('Sifted'),
    cuisineTypeId: ref.cuisine('Indian'),
    description: '',
    isDescriptionAutomated: true,
    serviceLines: [ref.serviceLine('Lunch'), ref.serviceLine('Dinner')],
    tags: [ref.keyword('spicy')],
    elements: [
      {
        elementId: elementIdOf('Chicken Tikka Masala'),
        order: 0,
        elementTypeId: ref.elementType('Protein'),
        containerTypeId: ref.container('Full Pan'),
        portionPerPerson: 6,
        portionPerContainer: 120,
        portionUnitId: ref.unit('oz'),
        servingTemp: 'HOT',
      },
      {
        elementId: elementIdOf('Chickpea Tikka Masala'),
        order: 1,
        elementTypeId: ref.elementType('Veg Entree'),
        containerTypeId: ref.container('Full Pan'),
        portionPerPerson: 6,
        portionPerContainer: 120,
        portionUnitId: ref.unit('oz'),
        servingTemp: 'HOT',
      },
      {
        elementId: elementIdOf('Jeera Basmati Rice'),
        order: 2,
        elementTypeId: ref.elementType('Starch'),
        containerTypeId: ref.container('Full Pan'),
        portionPerPerson: 5,
        portionPerContainer: 100,
        portionUnitId: ref.unit('oz'),
        servingTemp: 'HOT',
      },
    ],
    ...overrides,
  };
}

/** Sends a request as `token` (JSON body optional). */
export function sender(t: TestApp, token: () => string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as?: string) =>
    t.app.inject({ method, url, headers: bearer(as ?? token()), payload });
}

export async function createMenu(send: ReturnType<typeof sender>, payload: object): Promise<Menu> {
  const response = await send('POST', '/v1/menus', payload);
  if (response.statusCode !== 201) throw new Error(response.body);
  return body<Menu>(response).data;
}

/** What a client sends back: the saved rows with their ids, as the editor holds them. */
export function asUpdate(menu: Menu, overrides: Record<string, unknown> = {}) {
  return {
    name: menu.name,
    menuElementClassId: menu.menuElementClassId,
    brandId: menu.brandId,
    cuisineTypeId: menu.cuisineTypeId,
    description: menu.description,
    isDescriptionAutomated: menu.isDescriptionAutomated,
    serviceLines: menu.serviceLines,
    tags: menu.tags,
    elements: menu.elements.map((row) => ({
      id: row.id,
      elementId: row.elementId,
      order: row.order,
      elementTypeId: row.elementTypeId,
      isAlternate: row.isAlternate,
      share: row.share,
      containerTypeId: row.containerTypeId,
      portionPerPerson: row.portionPerPerson,
      portionPerContainer: row.portionPerContainer,
      portionUnitId: row.portionUnitId,
      servingTemp: row.servingTemp,
      labelName: row.labelName,
    })),
    updatedAt: menu.updatedAt,
    ...overrides,
  };
}
