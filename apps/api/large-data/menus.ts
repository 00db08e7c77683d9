import { buildMenuDescription } from '@catering/domain';
import * as t from '../src/db/schema/index.js';
import { insertInBatches } from './batch-insert.js';
import { commaList } from './comma-list.js';
import { FULL_SIZE, type GenerationContext } from './context.js';
import type { ElementPools, GeneratedElement } from './elements.js';
import type { Random } from './random.js';
import { UniqueNames } from './unique-names.js';

export type MenuRow = typeof t.menus.$inferInsert & { id: string; name: string };
export type MenuElementRow = typeof t.menuElements.$inferInsert;

/** A master menu as scheduling copies it. */
export interface GeneratedMenu {
  row: MenuRow;
  rows: { row: MenuElementRow; element: GeneratedElement }[];
}

/** Per service line id: the menus offered on it. */
export type MenusByLine = Map<string, GeneratedMenu[]>;

const MENU_NOUNS = commaList('Plate, Feast, Bowl, Spread, Lunch, Table, Platter, Combo, Supper');

/**
 * What a menu serves, as [element type, how likely]: a protein and a veg entree lead, a
 * starch and a side follow, the rest come now and then.
 */
const COURSES: [string, number][] = [
  ['Protein', 1],
  ['Protein', 0.25],
  ['Veg Entree', 0.7],
  ['Alt Protein', 0.3],
  ['Starch', 1],
  ['Side', 0.7],
  ['Veg Side', 0.4],
  ['Salad', 0.6],
  ['Salad Dressing', 0.3],
  ['Sauce', 0.6],
  ['Bread', 0.25],
  ['Topping', 0.3],
  ['Garnish', 0.15],
  ['Fruit', 0.1],
  ['Dessert', 0.3],
];

function chooseElements(random: Random, pools: Map<string, GeneratedElement[]>) {
  const chosen: { element: GeneratedElement; isAlternate: boolean }[] = [];
  const add = (type: string, isAlternate: boolean) => {
    const pool = pools.get(type);
    if (!pool?.length) return;
    const element = random.pick(pool);
    if (!chosen.some((entry) => entry.element === element)) chosen.push({ element, isAlternate });
  };
  for (const [type, likelihood] of COURSES) if (random.chance(likelihood)) add(type, false);
  // An alternate feeds the eaters with allergies or restrictions (docs/calculations.md).
  if (random.chance(0.2)) add('Alt Protein', true);
  return chosen;
}

/**
 * 5,000 master menus (at full scale), each of one tag built from that tag's elements, with
 * rows copied from the elements' defaults as the editor does, the built-in description,
 * one to three service lines (every line gets its share) and a few keywords.
 */
export async function generateMenus(
  ctx: GenerationContext,
  elementPools: ElementPools,
): Promise<MenusByLine> {
  const random = ctx.random('menus');
  const { serviceLines, menuElementClasses, servingUtensils, servingVessels } = ctx.ref;
  // Most menus are standard; lite, premium and catering versions are fewer.
  const classWeights = menuElementClasses.map((c) => (c.name === 'standard' ? 3 : 1));
  const lunch = serviceLines.find((line) => line.name === 'Lunch') ?? serviceLines[0]!;
  const namesByClass = new Map(menuElementClasses.map((c) => [c.id, new UniqueNames()]));
  const menus: GeneratedMenu[] = [];
  const byLine: MenusByLine = new Map(serviceLines.map((line) => [line.id, []]));
  const lineRows: (typeof t.menuServiceLines.$inferInsert)[] = [];
  const keywordRows: (typeof t.menuKeywordTags.$inferInsert)[] = [];

  for (let index = 0; index < ctx.scaled(FULL_SIZE.menus); index++) {
    const menuClass = random.weighted(menuElementClasses, classWeights);
    const chosen = chooseElements(random, elementPools.get(menuClass.id)!);
    if (!chosen.length) continue;
    const id = ctx.id('menu', index);
    const lead = chosen[0]!.element.row.name;
    const row: MenuRow = {
      id,
      name: namesByClass.get(menuClass.id)!.claim(() => `${lead} ${random.pick(MENU_NOUNS)}`),
      menuElementClassId: menuClass.id,
      brandId: random.chance(0.6) ? random.pick(ctx.ref.brands) : null,
      cuisineTypeId: random.pick(ctx.ref.cuisineTypes),
      description: buildMenuDescription(
        chosen.map(({ element, isAlternate }) => ({
          name: element.row.name,
          typeName: element.typeName,
          isAlternate,
        })),
      ),
      isDescriptionAutomated: true,
    };
    const menu: GeneratedMenu = {
      row,
      rows: chosen.map(({ element, isAlternate }, order) => ({
        element,
        row: {
          id: ctx.id('menu-element', index, order),
          menuId: id,
          elementId: element.row.id,
          sortOrder: order,
          hostFlowOrder: order,
          elementTypeId: element.typeId,
          isAlternate,
          containerTypeId: element.row.defaultContainerTypeId,
          portionPerPerson: element.row.defaultPortionPerPerson,
          portionPerContainer: element.row.defaultPortionPerContainer,
          portionUnitId: element.row.defaultPortionUnitId,
          servingTemp: element.row.servingTemp,
          servingUtensilId: random.pick(servingUtensils),
          servingVesselId: random.pick(servingVessels),
        },
      })),
    };
    menus.push(menu);
    // Lines in turn, so each has menus; Lunch, the busiest, is offered on half of them too.
    const lines = new Set([serviceLines[index % serviceLines.length]!]);
    if (random.chance(0.5)) lines.add(lunch);
    if (random.chance(0.2)) lines.add(random.pick(serviceLines));
    for (const line of lines) {
      byLine.get(line.id)!.push(menu);
      lineRows.push({ menuId: id, serviceLineId: line.id });
    }
    for (const tagId of random.sample(ctx.ref.keywordTags, random.int(0, 3)))
      keywordRows.push({ menuId: id, tagId });
  }

  await ctx.db.transaction(async (tx) => {
    await insertInBatches(
      tx,
      t.menus,
      'menus',
      menus.map((menu) => menu.row),
    );
    await insertInBatches(
      tx,
      t.menuElements,
      'menu_elements',
      menus.flatMap((menu) => menu.rows.map((entry) => entry.row)),
    );
    await insertInBatches(tx, t.menuServiceLines, 'menu_service_lines', lineRows);
    await insertInBatches(tx, t.menuKeywordTags, 'menu_keyword_tags', keywordRows);
  });
  return byLine;
}
