import type { IngredientType } from '@catering/domain';
import * as t from '../src/db/schema/index.js';
import { insertInBatches } from './batch-insert.js';
import { FULL_SIZE, type GenerationContext } from './context.js';
import {
  ELEMENT_FINISHES,
  ELEMENT_KINDS,
  ELEMENT_STYLES,
  type ElementKind,
  METHOD_STEPS,
} from './element-words.js';
import type { GeneratedIngredient } from './ingredients.js';
import { required } from './reference.js';
import { UniqueNames } from './unique-names.js';

export type ElementRow = typeof t.elements.$inferInsert & { id: string; name: string };

/** An element as menus and scheduled menus copy it. */
export interface GeneratedElement {
  row: ElementRow;
  typeName: string;
  typeId: string;
  allergenIds: string[];
}

/** Per tag (menu element class) id, per element type name: the elements menus pick from. */
export type ElementPools = Map<string, Map<string, GeneratedElement[]>>;

/** Types in proportion to their shares, interleaved so that any hundred holds every type. */
const TYPE_CYCLE: ElementKind[] = (() => {
  const cycle: ElementKind[] = [];
  const maxShare = Math.max(...ELEMENT_KINDS.map((kind) => kind.share));
  for (let round = 0; round < maxShare; round++)
    for (const kind of ELEMENT_KINDS) if (round < kind.share) cycle.push(kind);
  return cycle;
})();

const SUPPORTING: IngredientType[] = ['Vegetable', 'Fat', 'Seasoning/Spice', 'Other', 'Dairy'];
/** The label text names the food, not the pack it comes in. */
const labelName = (ingredient: GeneratedIngredient) => ingredient.name.split(',')[0]!.toLowerCase();

/**
 * 20,000 elements (at full scale) spread over the four tags, typed in the shares a real
 * catalogue has (many proteins, few soups), each with its ingredients (amounts per portion),
 * the allergens those bring, a method and the default container and portion of its type.
 */
export async function generateElements(
  ctx: GenerationContext,
  ingredients: Map<IngredientType, GeneratedIngredient[]>,
): Promise<ElementPools> {
  const random = ctx.random('elements');
  const allIngredients = [...ingredients.values()].flat();
  const poolOf = (types: IngredientType[]) => {
    const pool = types.flatMap((type) => ingredients.get(type) ?? []);
    return pool.length ? pool : allIngredients;
  };
  const supporting = poolOf(SUPPORTING);
  const classes = ctx.ref.menuElementClasses;
  const namesByClass = classes.map(() => new UniqueNames());
  const pools: ElementPools = new Map(classes.map((c) => [c.id, new Map()]));
  const rows: ElementRow[] = [];
  const items: (typeof t.elementIngredients.$inferInsert)[] = [];
  const allergens: (typeof t.elementAllergens.$inferInsert)[] = [];

  for (let index = 0; index < ctx.scaled(FULL_SIZE.elements); index++) {
    const classIndex = index % classes.length;
    const kind = TYPE_CYCLE[Math.floor(index / classes.length) % TYPE_CYCLE.length]!;
    const elementType = required(ctx.ref.elementTypes, kind.type);
    const id = ctx.id('element', index);
    const name = namesByClass[classIndex]!.claim(
      () =>
        `${random.pick(ELEMENT_STYLES)} ${random.pick(kind.words)}${random.pick(ELEMENT_FINISHES)}`,
    );
    const used = [random.pick(poolOf(kind.mainIngredient))];
    for (let extra = random.int(1, 5); extra > 0; extra--) {
      const next = random.pick(supporting);
      if (!used.includes(next)) used.push(next);
    }
    const allergenIds = [...new Set(used.flatMap((ingredient) => ingredient.allergenIds))];
    const portion = kind.portion;
    const perPerson =
      portion.unit === 'oz' && portion.perPerson >= 2
        ? random.stepped(portion.perPerson * 0.75, portion.perPerson * 1.25, 0.5)
        : portion.perPerson;
    const row: ElementRow = {
      id,
      name,
      menuElementClassId: classes[classIndex]!.id,
      elementTypeId: elementType.id,
      method: random.sample(METHOD_STEPS, 2).join(' '),
      ingredients: used.map(labelName).join(', '),
      noIngredients: false,
      noAllergens: allergenIds.length === 0,
      defaultContainerTypeId: required(ctx.ref.containerTypes, portion.container),
      defaultPortionPerPerson: perPerson,
      defaultPortionPerContainer: portion.perContainer,
      defaultPortionUnitId: required(ctx.ref.portionUnits, portion.unit),
      servingTemp: kind.servingTemp,
    };
    rows.push(row);
    for (const [sortOrder, ingredient] of used.entries())
      items.push({
        elementId: id,
        ingredientId: ingredient.id,
        amount: sortOrder === 0 ? perPerson : random.stepped(0.05, 2, 0.05),
        portionUnitId: ingredient.unitId,
        sortOrder,
      });
    allergens.push(...allergenIds.map((allergenId) => ({ elementId: id, allergenId })));
    const byType = pools.get(row.menuElementClassId)!;
    const pool = byType.get(kind.type) ?? [];
    pool.push({ row, typeName: kind.type, typeId: elementType.id, allergenIds });
    byType.set(kind.type, pool);
  }

  await ctx.db.transaction(async (tx) => {
    await insertInBatches(tx, t.elements, 'elements', rows);
    await insertInBatches(tx, t.elementIngredients, 'element_ingredients', items);
    await insertInBatches(tx, t.elementAllergens, 'element_allergens', allergens);
  });
  return pools;
}
