import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { elements } from './catalogue.js';
import { id, share, timestamps } from './columns.js';
import { menus } from './menus.js';
import {
  addOnSlots,
  addOnTypes,
  allergens,
  brands,
  containerTypes,
  cuisineTypes,
  elementTypes,
  markets,
  menuElementClasses,
  portionUnits,
  serviceLines,
  servingUtensils,
  servingVessels,
} from './reference.js';

const amount = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });

/**
 * A master menu copied for one market, service line and date (docs/scheduling.md): a
 * snapshot, so later catalogue edits change nothing here. Service events of that market,
 * line and date are its services, found by query (no column to keep in step).
 */
export const scheduledMenus = pgTable(
  'scheduled_menus',
  {
    id: id(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id),
    serviceLineId: uuid('service_line_id')
      .notNull()
      .references(() => serviceLines.id),
    date: date('date', { mode: 'string' }).notNull(),
    originalMenuId: uuid('original_menu_id').references(() => menus.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    menuElementClassId: uuid('menu_element_class_id')
      .notNull()
      .references(() => menuElementClasses.id),
    brandId: uuid('brand_id').references(() => brands.id),
    cuisineTypeId: uuid('cuisine_type_id').references(() => cuisineTypes.id),
    description: text('description').notNull().default(''),
    isDescriptionAutomated: boolean('is_description_automated').notNull().default(true),
    butcherPaperNotes: text('butcher_paper_notes').notNull().default(''),
    clientNotes: text('client_notes').notNull().default(''),
    talkingPoints: text('talking_points').notNull().default(''),
    /**
     * The calendar's names (docs/scheduling.md 1): the menu's main rows of each of the
     * domain's CALENDAR_TYPE_GROUPS, in row order. Kept by triggers as rows and element
     * types change (migration 0033): a month's calendar read them per request, a fifth of a
     * millisecond a menu.
     */
    proteinNames: jsonb('protein_names').$type<string[]>().notNull().default([]),
    saladNames: jsonb('salad_names').$type<string[]>().notNull().default([]),
    starchNames: jsonb('starch_names').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    unique('scheduled_menus_slot_key').on(t.marketId, t.date, t.serviceLineId),
    index('scheduled_menus_original_menu_id_idx').on(t.originalMenuId),
  ],
);

/**
 * An add-on type (Soup, Greens Bar) scheduled for one market, service line and date: one
 * per type there (docs/scheduling.md 6). Its slots' elements are `scheduled_elements` rows.
 */
export const scheduledAddOns = pgTable(
  'scheduled_add_ons',
  {
    id: id(),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id),
    serviceLineId: uuid('service_line_id')
      .notNull()
      .references(() => serviceLines.id),
    addOnTypeId: uuid('add_on_type_id')
      .notNull()
      .references(() => addOnTypes.id),
    date: date('date', { mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('scheduled_add_ons_slot_key').on(t.marketId, t.date, t.serviceLineId, t.addOnTypeId),
  ],
);

/**
 * One row of a scheduled menu or of a scheduled add-on's slot: the element's snapshot and
 * how the day serves it. Updated in place by id (portion modifiers point at it). Exactly one
 * parent; an add-on row names its slot, one row per slot (docs/data-model.md 3.5).
 */
export const scheduledElements = pgTable(
  'scheduled_elements',
  {
    id: id(),
    scheduledMenuId: uuid('scheduled_menu_id').references(() => scheduledMenus.id, {
      onDelete: 'cascade',
    }),
    scheduledAddOnId: uuid('scheduled_add_on_id').references(() => scheduledAddOns.id, {
      onDelete: 'cascade',
    }),
    addOnSlotId: uuid('add_on_slot_id').references(() => addOnSlots.id),
    originalElementId: uuid('original_element_id').references(() => elements.id, {
      onDelete: 'set null',
    }),
    sortOrder: integer('sort_order').notNull().default(0),
    hostFlowOrder: integer('host_flow_order'),
    name: text('name').notNull(),
    labelName: text('label_name'),
    menuElementClassId: uuid('menu_element_class_id').references(() => menuElementClasses.id),
    elementTypeId: uuid('element_type_id').references(() => elementTypes.id),
    isAlternate: boolean('is_alternate').notNull().default(false),
    share: share(),
    ingredients: text('ingredients').notNull().default(''),
    method: text('method').notNull().default(''),
    containerTypeId: uuid('container_type_id').references(() => containerTypes.id),
    portionUnitId: uuid('portion_unit_id').references(() => portionUnits.id),
    portionPerPerson: amount('portion_per_person'),
    portionPerContainer: amount('portion_per_container'),
    servingTemp: text('serving_temp'),
    alternative: jsonb('alternative').$type<{
      name: string;
      ingredients: string;
      method: string;
      allergenIds: string[];
    }>(),
    directionals: text('directionals').notNull().default(''),
    servingUtensilId: uuid('serving_utensil_id').references(() => servingUtensils.id),
    servingVesselId: uuid('serving_vessel_id').references(() => servingVessels.id),
    ...timestamps(),
  },
  (t) => [
    index('scheduled_elements_menu_order_idx').on(t.scheduledMenuId, t.sortOrder),
    index('scheduled_elements_original_element_id_idx').on(t.originalElementId),
    unique('scheduled_elements_add_on_slot_key').on(t.scheduledAddOnId, t.addOnSlotId),
    index('scheduled_elements_add_on_slot_id_idx').on(t.addOnSlotId),
    check(
      'scheduled_elements_parent_check',
      sql`(${t.scheduledMenuId} is null) <> (${t.scheduledAddOnId} is null)`,
    ),
    check(
      'scheduled_elements_add_on_slot_check',
      sql`(${t.addOnSlotId} is null) = (${t.scheduledAddOnId} is null)`,
    ),
    check(
      'scheduled_elements_serving_temp_check',
      sql`${t.servingTemp} in ('HOT', 'COLD', 'AMBIENT')`,
    ),
    check(
      'scheduled_elements_portion_check',
      sql`(${t.portionPerPerson} is null or ${t.portionPerPerson} >= 0) and (${t.portionPerContainer} is null or ${t.portionPerContainer} > 0)`,
    ),
    check('scheduled_elements_share_check', sql`${t.share} > 0 and ${t.share} <= 100`),
    check(
      'scheduled_elements_alternative_check',
      sql`${t.alternative} is null or jsonb_typeof(${t.alternative}) = 'object'`,
    ),
  ],
);

/** The allergen snapshot of a scheduled element. */
export const scheduledElementAllergens = pgTable(
  'scheduled_element_allergens',
  {
    scheduledElementId: uuid('scheduled_element_id')
      .notNull()
      .references(() => scheduledElements.id, { onDelete: 'cascade' }),
    allergenId: uuid('allergen_id')
      .notNull()
      .references(() => allergens.id),
  },
  (t) => [primaryKey({ columns: [t.scheduledElementId, t.allergenId] })],
);

/** For one day's element, how much more or less an account eats (overrides its type's). */
export const scheduledElementPortionModifiers = pgTable(
  'scheduled_element_portion_modifiers',
  {
    id: id(),
    scheduledElementId: uuid('scheduled_element_id')
      .notNull()
      .references(() => scheduledElements.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    value: numeric('value', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('scheduled_element_portion_modifiers_key').on(t.scheduledElementId, t.accountId),
    index('scheduled_element_portion_modifiers_account_idx').on(t.accountId),
    check('scheduled_element_portion_modifiers_value_check', sql`${t.value} >= 0`),
  ],
);
