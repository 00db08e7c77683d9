import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { menuElementClasses } from './reference.js';

/**
 * The identity of elements and menus: a name unique per tag (menu element class).
 * The Catalogue issues add their remaining columns (docs/data-model.md); the platform
 * needs these to answer which tags a name already uses.
 */
export const elements = pgTable(
  'elements',
  {
    id: id(),
    name: text('name').notNull(),
    menuElementClassId: uuid('menu_element_class_id')
      .notNull()
      .references(() => menuElementClasses.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('elements_name_class_key').on(sql`lower(${t.name})`, t.menuElementClassId)],
);

export const menus = pgTable(
  'menus',
  {
    id: id(),
    name: text('name').notNull(),
    menuElementClassId: uuid('menu_element_class_id')
      .notNull()
      .references(() => menuElementClasses.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('menus_name_class_key').on(sql`lower(${t.name})`, t.menuElementClassId)],
);
