import { menuInputSchema } from '@catering/domain';
import { z } from 'zod';
import { acceptedByProduct } from './product-check.js';

/*
 * The demo master menus of demo-menus.json, written with reference names (tag, brand,
 * cuisine, service lines, keywords, elements) that the seed resolves to ids. Portions,
 * containers, types and serving temperatures come from each element's defaults, as when a
 * person adds it.
 */

/** An element of the demo catalogue: a bare name is an element of the menu's own tag. */
const demoMenuElementSchema = z.union([
  z.string(),
  z.strictObject({
    name: z.string(),
    /** The element's tag when it differs from the menu's. */
    tag: z.string().optional(),
    /** Served to accommodation eaters instead of the other elements of its type. */
    isAlternate: z.literal(true).optional(),
  }),
]);
export type DemoMenuElement = z.infer<typeof demoMenuElementSchema>;

export const demoMenuSchema = z
  .strictObject({
    name: z.string(),
    /** The menu element class: standard, lite, premium or catering. */
    tag: z.string(),
    /** A demo brand; null on a few menus, so the no-brand warning shows. */
    brand: z.string().nullable(),
    /** One of the 28 cuisine types. */
    cuisine: z.string(),
    /** Service line names: Breakfast, Lunch, Dinner, Snack, Happy Hour, Dessert, Special. */
    serviceLines: z.array(z.string()),
    /** Search keywords from the demo keyword tags. */
    keywords: z.array(z.string()).optional(),
    /** In the menu's table order. */
    elements: z.array(demoMenuElementSchema),
    /**
     * Element types whose rows are a choice (each eater takes one): their rows other than
     * Is Alt share the type's eaters evenly, as the editor's "Split evenly" sets them.
     */
    splitEvenly: z.array(z.string()).optional(),
  })
  .superRefine(
    acceptedByProduct(menuInputSchema, (row, id) => ({
      name: row.name,
      menuElementClassId: id(`tag ${row.tag}`),
      brandId: row.brand === null ? null : id(`brand ${row.brand}`),
      cuisineTypeId: id(`cuisine ${row.cuisine}`),
      serviceLines: row.serviceLines.map((name) => id(`service line ${name}`)),
      tags: (row.keywords ?? []).map((name) => id(`keyword ${name}`)),
      elements: row.elements.map((entry, order) => {
        const ref = typeof entry === 'string' ? { name: entry } : entry;
        return {
          elementId: id(`element ${ref.tag ?? row.tag}/${ref.name}`),
          order,
          isAlternate: ref.isAlternate ?? false,
        };
      }),
    })),
  );
export type DemoMenu = z.infer<typeof demoMenuSchema>;
