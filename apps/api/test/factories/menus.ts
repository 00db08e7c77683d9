import {
  type Menu,
  type MenuElementInput,
  type MenuInput,
  menuInputSchema,
} from '@catering/domain';
import type { Db } from '../../src/db/client.js';
import * as t from '../../src/db/schema/index.js';
import { createMenu } from '../../src/features/menus/menus.service.js';
import { buildElement } from './catalogue.js';
import { idByName, portionUnitId } from './lookup.js';
import { uniqueName } from './unique.js';

export interface MenuOverrides extends Partial<MenuInput> {
  /** The tag (menu element class) by name, standard unless told; `menuElementClassId` wins. */
  tag?: string;
  /** Service lines by name, Lunch and Dinner unless told; `serviceLines` (ids) wins. */
  serviceLineNames?: string[];
  /**
   * Catalogue elements to serve, one row each in this order (types as `DEFAULT_ROWS` say);
   * `elements` (whole rows) wins. Without either, three new elements are built.
   */
  elementIds?: string[];
}

/**
 * How the default rows serve their elements, in order: a protein, a veg entree and a
 * starch, each hot in a full pan (menu-fixtures.ts's menuPayload serves its rows alike).
 * Rows past the third repeat the starch.
 */
export const DEFAULT_ROWS = [
  { elementType: 'Protein', portionPerPerson: 6, portionPerContainer: 120 },
  { elementType: 'Veg Entree', portionPerPerson: 6, portionPerContainer: 120 },
  { elementType: 'Starch', portionPerPerson: 5, portionPerContainer: 100 },
] as const;

/** A menu row per element, served as `DEFAULT_ROWS` say. */
export async function defaultMenuRows(db: Db, elementIds: string[]): Promise<MenuElementInput[]> {
  const [fullPan, ounce] = [
    await idByName(db, t.containerTypes, 'Full Pan'),
    await portionUnitId(db, 'oz'),
  ];
  return Promise.all(
    elementIds.map(async (elementId, order) => {
      const row = DEFAULT_ROWS[Math.min(order, DEFAULT_ROWS.length - 1)]!;
      return {
        elementId,
        order,
        elementTypeId: await idByName(db, t.elementTypes, row.elementType),
        containerTypeId: fullPan,
        portionPerPerson: row.portionPerPerson,
        portionPerContainer: row.portionPerContainer,
        portionUnitId: ounce,
        servingTemp: 'HOT' as const,
      };
    }),
  );
}

/**
 * A master menu through the product's own rules (the API's schema and service): a tag,
 * service lines, no brand, cuisine or keywords unless told, the built-in description, and
 * three rows serving new elements unless `elements` or `elementIds` say otherwise.
 */
export async function buildMenu(db: Db, overrides: MenuOverrides = {}): Promise<Menu> {
  const {
    tag = 'standard',
    serviceLineNames = ['Lunch', 'Dinner'],
    elementIds,
    ...input
  } = overrides;
  const elements =
    input.elements ??
    (await defaultMenuRows(
      db,
      elementIds ?? [
        (await buildElement(db)).id,
        (await buildElement(db)).id,
        (await buildElement(db)).id,
      ],
    ));
  const values = menuInputSchema.parse({
    name: uniqueName('Menu'),
    menuElementClassId: input.menuElementClassId ?? (await idByName(db, t.menuElementClasses, tag)),
    serviceLines:
      input.serviceLines ??
      (await Promise.all(serviceLineNames.map((name) => idByName(db, t.serviceLines, name)))),
    ...input,
    elements,
  });
  return createMenu(db, values);
}
