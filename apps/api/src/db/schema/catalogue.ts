import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import {
  allergens,
  containerTypes,
  elementTypes,
  menuElementClasses,
  portionUnits,
  vendors,
} from './reference.js';

const amount = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** Bought ingredients, costed through their vendors (docs/costing.md). */
export const ingredients = pgTable(
  'ingredients',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull().default('Fat'),
    proteinType: text('protein_type'),
    portionUnitId: uuid('portion_unit_id')
      .notNull()
      .references(() => portionUnits.id),
    noAllergens: boolean('no_allergens').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ingredients_name_key').on(sql`lower(${t.name})`),
    // Substring search (`q`, ILIKE '%…%') through trigrams rather than reading the table.
    index('ingredients_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check(
      'ingredients_type_check',
      sql`${t.type} in ('Fat', 'Fruit', 'Dairy', 'Grain', 'Other', 'Protein', 'Seasoning/Spice', 'Starch', 'Vegetable')`,
    ),
    check(
      'ingredients_protein_type_check',
      sql`${t.proteinType} in ('Bean', 'Dairy', 'Egg', 'Nut', 'Poultry', 'Red Meat', 'Seafood')`,
    ),
    check(
      'ingredients_protein_type_only_for_protein',
      sql`(${t.type} = 'Protein') = (${t.proteinType} is not null)`,
    ),
  ],
);

/** Up to three vendors per ingredient, by preference 1-3. */
export const ingredientVendors = pgTable(
  'ingredient_vendors',
  {
    id: id(),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    preference: smallint('preference').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    productId: text('product_id'),
    unitsPerCase: amount('units_per_case'),
    costPerCase: money('cost_per_case'),
    expDays: integer('exp_days'),
    leadTime: integer('lead_time'),
  },
  (t) => [
    unique('ingredient_vendors_preference_key').on(t.ingredientId, t.preference),
    check('ingredient_vendors_preference_check', sql`${t.preference} between 1 and 3`),
    check(
      'ingredient_vendors_units_check',
      sql`${t.unitsPerCase} is null or ${t.unitsPerCase} > 0`,
    ),
    check('ingredient_vendors_cost_check', sql`${t.costPerCase} is null or ${t.costPerCase} >= 0`),
    index('ingredient_vendors_vendor_id_idx').on(t.vendorId),
  ],
);

export const ingredientAllergens = pgTable(
  'ingredient_allergens',
  {
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id')
      .notNull()
      .references(() => allergens.id),
  },
  (t) => [primaryKey({ columns: [t.ingredientId, t.allergenId] })],
);

/** Dishes: a name unique per tag (menu element class). */
export const elements = pgTable(
  'elements',
  {
    id: id(),
    name: text('name').notNull(),
    menuElementClassId: uuid('menu_element_class_id')
      .notNull()
      .references(() => menuElementClasses.id),
    elementTypeId: uuid('element_type_id').references(() => elementTypes.id),
    method: text('method').notNull().default(''),
    ingredients: text('ingredients').notNull().default(''),
    noIngredients: boolean('no_ingredients').notNull().default(false),
    noAllergens: boolean('no_allergens').notNull().default(false),
    defaultContainerTypeId: uuid('default_container_type_id').references(() => containerTypes.id),
    defaultPortionPerPerson: amount('default_portion_per_person'),
    defaultPortionPerContainer: amount('default_portion_per_container'),
    defaultPortionUnitId: uuid('default_portion_unit_id').references(() => portionUnits.id),
    servingTemp: text('serving_temp'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('elements_name_class_key').on(sql`lower(${t.name})`, t.menuElementClassId),
    index('elements_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('elements_serving_temp_check', sql`${t.servingTemp} in ('HOT', 'COLD', 'AMBIENT')`),
    check('elements_no_ingredients_check', sql`not ${t.noIngredients} or ${t.ingredients} = ''`),
    index('elements_element_type_id_idx').on(t.elementTypeId),
  ],
);

/** The spec's ingredientObjs: which ingredients an element uses, per portion. */
export const elementIngredients = pgTable(
  'element_ingredients',
  {
    elementId: uuid('element_id')
      .notNull()
      .references(() => elements.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => ingredients.id),
    amount: amount('amount'),
    portionUnitId: uuid('portion_unit_id').references(() => portionUnits.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.elementId, t.ingredientId] }),
    index('element_ingredients_ingredient_id_idx').on(t.ingredientId),
  ],
);

export const elementAllergens = pgTable(
  'element_allergens',
  {
    elementId: uuid('element_id')
      .notNull()
      .references(() => elements.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id')
      .notNull()
      .references(() => allergens.id),
  },
  (t) => [primaryKey({ columns: [t.elementId, t.allergenId] })],
);
