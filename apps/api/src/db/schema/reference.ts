import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/** A reference list: a name unique regardless of letter case. */
function namedList(tableName: string) {
  return pgTable(tableName, { id: id(), name: text('name').notNull(), ...timestamps() }, (t) => [
    uniqueIndex(`${tableName}_name_key`).on(sql`lower(${t.name})`),
  ]);
}

export const markets = pgTable(
  'markets',
  {
    id: id(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull().default('America/Phoenix'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('markets_name_key').on(sql`lower(${t.name})`)],
);

export const serviceLines = pgTable(
  'service_lines',
  {
    id: id(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('service_lines_name_key').on(sql`lower(${t.name})`)],
);

export const elementTypes = pgTable(
  'element_types',
  {
    id: id(),
    name: text('name').notNull(),
    /** Which eaters an element of this type feeds: protein, veg or all (DESIGN.md 5). */
    feeds: text('feeds', { enum: ['protein', 'veg', 'all'] })
      .notNull()
      .default('all'),
    /** Core elements lead the account's portion modifier tab. */
    isCore: boolean('is_core').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('element_types_name_key').on(sql`lower(${t.name})`),
    check('element_types_feeds_check', sql`${t.feeds} in ('protein', 'veg', 'all')`),
  ],
);

export const containerTypes = pgTable(
  'container_types',
  {
    id: id(),
    name: text('name').notNull(),
    /** Full Pan and 32oz Deli may be filled by halves. */
    allowsHalf: boolean('allows_half').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('container_types_name_key').on(sql`lower(${t.name})`)],
);

export const portionUnits = pgTable(
  'portion_units',
  {
    id: id(),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('portion_units_name_key').on(sql`lower(${t.name})`)],
);

export const allergens = namedList('allergens');
export const cuisineTypes = namedList('cuisine_types');
export const brands = namedList('brands');
/** The spec's "tag" of a menu or element (Menu Versions on the tags page). */
export const menuElementClasses = namedList('menu_element_classes');
/** Search keyword tags (beta), lowercased names. */
export const tags = namedList('tags');
export const serviceTypes = namedList('service_types');
export const servingUtensils = namedList('serving_utensils');
export const servingVessels = namedList('serving_vessels');
export const vendors = namedList('vendors');
export const addOnTypes = namedList('add_on_types');

export const addOnSlots = pgTable(
  'add_on_slots',
  {
    id: id(),
    addOnTypeId: uuid('add_on_type_id')
      .notNull()
      .references(() => addOnTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    order: integer('order').notNull(),
    ...timestamps(),
  },
  (t) => [unique('add_on_slots_type_order_key').on(t.addOnTypeId, t.order)],
);
