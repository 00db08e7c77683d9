import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { menuElementClasses, menuElements, menus } from '../schema/index.js';
import { elementId } from './demo-catalogue/index.js';

/**
 * A few master menus of the demo catalogue: for now only their names and elements (the
 * element delete rule counts them); Catalogue II gives menus the rest of their fields.
 */
export const DEMO_MENUS: { name: string; tag: string; elements: string[] }[] = [
  {
    name: 'Taste of India',
    tag: 'standard',
    elements: [
      'Chicken Tikka Masala',
      'Chickpea Tikka Masala',
      'Jeera Basmati Rice',
      'Aloo Gobi',
      'Warm Naan',
      'Cilantro Mint Chutney',
    ],
  },
  {
    name: 'Street Taco Bar',
    tag: 'standard',
    elements: [
      'Carne Asada',
      'Black Bean Enchiladas',
      'Cilantro Lime Rice',
      'Charro Beans',
      'Pico de Gallo',
      'Salsa Verde',
      'Lime Wedges',
    ],
  },
  {
    name: 'Seoul Kitchen',
    tag: 'standard',
    elements: [
      'Korean BBQ Chicken',
      'Gochujang Glazed Tofu',
      'Steamed Jasmine Rice',
      'Sesame Green Beans',
      'Gochujang Sauce',
      'Scallion Sesame Garnish',
    ],
  },
  {
    name: 'Mediterranean Mezze',
    tag: 'standard',
    elements: [
      'Chicken Shawarma',
      'Cauliflower Shawarma',
      'Lemon Herb Orzo',
      'Fattoush',
      'Tzatziki',
      'Warm Pita',
    ],
  },
  {
    name: 'Italian Trattoria',
    tag: 'standard',
    elements: [
      'Italian Meatballs in Marinara',
      'Eggplant Parmesan',
      'Penne Aglio e Olio',
      'Caesar Salad',
      'Caesar Dressing',
      'Garlic Bread',
    ],
  },
  {
    name: 'Curry House',
    tag: 'standard',
    elements: [
      'Chicken Tikka Masala',
      'Palak Paneer',
      'Coconut Rice',
      'Turmeric Roasted Cauliflower',
      'Warm Naan',
    ],
  },
];

export async function seedDemoMenus(db: Db): Promise<number> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(menus);
  if ((existing?.count ?? 0) > 0) return 0;
  const tags = new Map(
    (await db.select().from(menuElementClasses)).map((tag) => [tag.name, tag.id]),
  );
  await db.transaction(async (tx) => {
    for (const menu of DEMO_MENUS) {
      const [row] = await tx
        .insert(menus)
        .values({ name: menu.name, menuElementClassId: tags.get(menu.tag)! })
        .returning({ id: menus.id });
      await tx.insert(menuElements).values(
        menu.elements.map((name, sortOrder) => ({
          menuId: row!.id,
          elementId: elementId({ name, tag: menu.tag }),
          sortOrder,
        })),
      );
    }
  });
  return DEMO_MENUS.length;
}
