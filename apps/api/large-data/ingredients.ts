import type { IngredientType } from '@catering/domain';
import * as t from '../src/db/schema/index.js';
import { insertInBatches } from './batch-insert.js';
import { FULL_SIZE, type GenerationContext } from './context.js';
import { INGREDIENT_BASES, INGREDIENT_PACKS, INGREDIENT_QUALIFIERS } from './ingredient-words.js';
import { required } from './reference.js';
import { UniqueNames } from './unique-names.js';

/** What elements need to know of an ingredient. */
export interface GeneratedIngredient {
  id: string;
  name: string;
  type: IngredientType;
  unitId: string;
  allergenIds: string[];
}

/**
 * 5,000 bought ingredients (at full scale), each with one to three vendors in preference
 * order, costs per case (a few left as "market price") and the allergens of what it is.
 */
export async function generateIngredients(
  ctx: GenerationContext,
): Promise<Map<IngredientType, GeneratedIngredient[]>> {
  const random = ctx.random('ingredients');
  const names = new UniqueNames();
  const ingredients: (typeof t.ingredients.$inferInsert)[] = [];
  const vendors: (typeof t.ingredientVendors.$inferInsert)[] = [];
  const allergens: (typeof t.ingredientAllergens.$inferInsert)[] = [];
  const byType = new Map<IngredientType, GeneratedIngredient[]>();

  for (let index = 0; index < ctx.scaled(FULL_SIZE.ingredients); index++) {
    // Cycling through the bases first gives every food at least one ingredient.
    const base =
      index < INGREDIENT_BASES.length ? INGREDIENT_BASES[index]! : random.pick(INGREDIENT_BASES);
    const name = names.claim(() => {
      const pack = random.pick(INGREDIENT_PACKS);
      return `${random.pick(INGREDIENT_QUALIFIERS)} ${base.name}${pack ? `, ${pack}` : ''}`;
    });
    const id = ctx.id('ingredient', index);
    const unitId = required(ctx.ref.portionUnits, base.unit);
    const allergenIds = base.allergens.map((allergen) => required(ctx.ref.allergens, allergen));
    ingredients.push({
      id,
      name,
      type: base.type,
      proteinType: base.proteinType ?? null,
      portionUnitId: unitId,
      noAllergens: allergenIds.length === 0,
    });
    allergens.push(...allergenIds.map((allergenId) => ({ ingredientId: id, allergenId })));
    const unitsPerCase =
      base.unit === 'ea' ? random.pick([24, 48, 88, 100]) : random.int(4, 40) * 16;
    random.sample(ctx.ref.vendors, random.int(1, 3)).forEach((vendorId, slot) => {
      vendors.push({
        id: ctx.id('ingredient-vendor', index, slot),
        ingredientId: id,
        preference: slot + 1,
        vendorId,
        productId: `P-${random.int(1_000_000, 9_999_999)}`,
        unitsPerCase,
        costPerCase: random.chance(0.05) ? null : random.stepped(12, 240, 0.01),
        expDays: random.int(3, 365),
        leadTime: random.int(1, 5),
      });
    });
    const list = byType.get(base.type) ?? [];
    list.push({ id, name, type: base.type, unitId, allergenIds });
    byType.set(base.type, list);
  }

  await ctx.db.transaction(async (tx) => {
    await insertInBatches(tx, t.ingredients, 'ingredients', ingredients);
    await insertInBatches(tx, t.ingredientVendors, 'ingredient_vendors', vendors);
    await insertInBatches(tx, t.ingredientAllergens, 'ingredient_allergens', allergens);
  });
  return byType;
}
