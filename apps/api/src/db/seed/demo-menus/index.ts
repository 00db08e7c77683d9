import { buildMenuDescription } from '@catering/domain';
import type { Db } from '../../client.js';
import * as t from '../../schema/index.js';
import { demoCatalogueId, elementId, insertMany, resolver } from '../demo-catalogue/index.js';
import {
  type DemoElement,
  type DemoMenu,
  type DemoMenuElement,
  demoElements,
  demoMenus,
} from '../seed-data.js';
import { demoShares } from './shares.js';

/** Deterministic ids, so tests and journeys can open a demo menu directly. */
export const menuId = (menu: Pick<DemoMenu, 'name' | 'tag'>) =>
  demoCatalogueId('menu', menu.tag.toLowerCase(), menu.name.toLowerCase());

/** The catalogue element a menu entry names: a bare name is of the menu's own tag. */
export function demoMenuElement(menu: DemoMenu, entry: DemoMenuElement): DemoElement {
  const ref = typeof entry === 'string' ? { name: entry } : entry;
  const tag = ref.tag ?? menu.tag;
  const element = demoElements().find(
    (e) => e.tag === tag && e.name.toLowerCase() === ref.name.toLowerCase(),
  );
  if (!element) throw new Error(`Demo menus: unknown element '${ref.name}' (${tag}).`);
  return element;
}

const isAlternate = (entry: DemoMenuElement) => typeof entry !== 'string' && !!entry.isAlternate;

/**
 * The demo master menus, each row copied from its element's defaults as the editor does
 * when a person adds it, with the built-in description and the host flow in table order.
 * Needs the demo catalogue; does nothing when any menu exists.
 */
export async function seedDemoMenus(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: t.menus.id }).from(t.menus).limit(1);
    if (existing) return 0;

    const tag = resolver('tag', await tx.select().from(t.menuElementClasses));
    const brand = resolver('brand', await tx.select().from(t.brands));
    const cuisine = resolver('cuisine', await tx.select().from(t.cuisineTypes));
    const serviceLine = resolver('service line', await tx.select().from(t.serviceLines));
    const keyword = resolver('keyword', await tx.select().from(t.tags));
    const elementType = resolver('element type', await tx.select().from(t.elementTypes));
    const container = resolver('container type', await tx.select().from(t.containerTypes));
    const unit = resolver(
      'portion unit',
      await tx
        .select({ id: t.portionUnits.id, name: t.portionUnits.abbreviation })
        .from(t.portionUnits),
    );

    const menus = demoMenus();
    const menuRows = menus.map((menu) => ({
      id: menuId(menu),
      name: menu.name,
      menuElementClassId: tag(menu.tag),
      brandId: menu.brand ? brand(menu.brand) : null,
      cuisineTypeId: cuisine(menu.cuisine),
      description: buildMenuDescription(
        menu.elements.map((entry) => {
          const element = demoMenuElement(menu, entry);
          return {
            name: element.name,
            typeName: element.elementType,
            isAlternate: isAlternate(entry),
          };
        }),
      ),
      isDescriptionAutomated: true,
    }));
    const elementRows = menus.flatMap((menu) => {
      const shares = demoShares(
        menu,
        (index) => demoMenuElement(menu, menu.elements[index]!).elementType,
      );
      return menu.elements.map((entry, order) => {
        const element = demoMenuElement(menu, entry);
        return {
          id: demoCatalogueId('menu-element', menuId(menu), elementId(element)),
          menuId: menuId(menu),
          elementId: elementId(element),
          sortOrder: order,
          hostFlowOrder: order,
          elementTypeId: elementType(element.elementType),
          isAlternate: isAlternate(entry),
          share: shares[order],
          containerTypeId: container(element.portion.container),
          portionPerPerson: element.portion.perPerson,
          portionPerContainer: element.portion.perContainer,
          portionUnitId: unit(element.portion.unit),
          servingTemp: element.servingTemp,
        };
      });
    });
    const lineRows = menus.flatMap((menu) =>
      menu.serviceLines.map((name) => ({ menuId: menuId(menu), serviceLineId: serviceLine(name) })),
    );
    const keywordRows = menus.flatMap((menu) =>
      (menu.keywords ?? []).map((name) => ({ menuId: menuId(menu), tagId: keyword(name) })),
    );

    await insertMany(tx, t.menus, menuRows);
    await insertMany(tx, t.menuElements, elementRows);
    await insertMany(tx, t.menuServiceLines, lineRows);
    await insertMany(tx, t.menuKeywordTags, keywordRows);
    return menuRows.length;
  });
}
