import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { elements } from './catalogue.js';
import { id, share, timestamps } from './columns.js';
import {
  brands,
  containerTypes,
  cuisineTypes,
  elementTypes,
  menuElementClasses,
  portionUnits,
  serviceLines,
  servingUtensils,
  servingVessels,
  tags,
} from './reference.js';

const amount = (name: string) => numeric(name, { precision: 10, scale: 3, mode: 'number' });

/** Master menus: a name unique per tag; allergens are derived from the elements. */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    name: text('name').notNull(),
    menuElementClassId: uuid('menu_element_class_id')
      .notNull()
      .references(() => menuElementClasses.id),
    brandId: uuid('brand_id').references(() => brands.id),
    cuisineTypeId: uuid('cuisine_type_id').references(() => cuisineTypes.id),
    description: text('description').notNull().default(''),
    isDescriptionAutomated: boolean('is_description_automated').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('menus_name_class_key').on(sql`lower(${t.name})`, t.menuElementClassId),
    index('menus_class_name_idx').on(t.menuElementClassId, sql`lower(${t.name})`),
    // Substring search (`q`, ILIKE '%…%') through trigrams rather than reading the table.
    index('menus_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('menus_brand_id_idx').on(t.brandId),
    index('menus_cuisine_type_id_idx').on(t.cuisineTypeId),
  ],
);

/**
 * How a menu serves each element: copied from the element's defaults when added, editable
 * per menu, with the host flow's serving details. Updated in place by id (its `updatedAt`
 * guards the host flow), so later rows that point at it stay valid.
 */
export const menuElements = pgTable(
  'menu_elements',
  {
    id: id(),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    elementId: uuid('element_id')
      .notNull()
      .references(() => elements.id),
    sortOrder: integer('sort_order').notNull().default(0),
    elementTypeId: uuid('element_type_id').references(() => elementTypes.id),
    isAlternate: boolean('is_alternate').notNull().default(false),
    share: share(),
    containerTypeId: uuid('container_type_id').references(() => containerTypes.id),
    portionPerPerson: amount('portion_per_person'),
    portionPerContainer: amount('portion_per_container'),
    portionUnitId: uuid('portion_unit_id').references(() => portionUnits.id),
    servingTemp: text('serving_temp'),
    labelName: text('label_name'),
    directionals: text('directionals').notNull().default(''),
    hostFlowOrder: integer('host_flow_order'),
    servingUtensilId: uuid('serving_utensil_id').references(() => servingUtensils.id),
    servingVesselId: uuid('serving_vessel_id').references(() => servingVessels.id),
    ...timestamps(),
  },
  (t) => [
    unique('menu_elements_menu_element_key').on(t.menuId, t.elementId),
    index('menu_elements_element_id_idx').on(t.elementId),
    check('menu_elements_serving_temp_check', sql`${t.servingTemp} in ('HOT', 'COLD', 'AMBIENT')`),
    check(
      'menu_elements_portion_check',
      sql`(${t.portionPerPerson} is null or ${t.portionPerPerson} >= 0) and (${t.portionPerContainer} is null or ${t.portionPerContainer} > 0)`,
    ),
    check('menu_elements_share_check', sql`${t.share} > 0 and ${t.share} <= 100`),
  ],
);

export const menuServiceLines = pgTable(
  'menu_service_lines',
  {
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    serviceLineId: uuid('service_line_id')
      .notNull()
      .references(() => serviceLines.id),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.serviceLineId] })],
);

/** The spec's menu `tags`: search keywords; deleting a keyword takes it off every menu. */
export const menuKeywordTags = pgTable(
  'menu_keyword_tags',
  {
    menuId: uuid('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.menuId, t.tagId] }),
    index('menu_keyword_tags_tag_id_idx').on(t.tagId),
  ],
);
