import type { AddOnType, ListQuery } from '@catering/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  addOnSlots,
  addOnTypes,
  allergens,
  containerTypes,
  elements,
  menuElementClasses,
  menus,
} from '../../db/schema/index.js';
import { byName, nameMatches, type Page, selectPage } from '../../lib/list.js';

export async function listAddOnTypes(db: Db, query: ListQuery): Promise<Page<AddOnType>> {
  const page = await selectPage<{ id: string; name: string }>(db, {
    table: addOnTypes,
    columns: { id: addOnTypes.id, name: addOnTypes.name },
    where: nameMatches(addOnTypes.name, query.q),
    orderBy: [byName(addOnTypes.name)],
    query,
  });
  const ids = page.rows.map((row) => row.id);
  const slots = ids.length
    ? await db
        .select({
          id: addOnSlots.id,
          name: addOnSlots.name,
          order: addOnSlots.order,
          addOnTypeId: addOnSlots.addOnTypeId,
        })
        .from(addOnSlots)
        .where(inArray(addOnSlots.addOnTypeId, ids))
        .orderBy(asc(addOnSlots.order))
    : [];
  return {
    count: page.count,
    rows: page.rows.map((type) => ({
      ...type,
      addOnSlots: slots
        .filter((slot) => slot.addOnTypeId === type.id)
        .map(({ addOnTypeId: _, ...slot }) => slot),
    })),
  };
}

/** Tags (menu element classes) already used by a menu or an element of this name. */
export async function tagsUsedByName(db: Db, kind: 'menu' | 'element', name: string) {
  const table = kind === 'menu' ? menus : elements;
  return (
    db
      .selectDistinct({ id: menuElementClasses.id, name: menuElementClasses.name })
      .from(table)
      .innerJoin(menuElementClasses, eq(menuElementClasses.id, table.menuElementClassId))
      .where(sql`lower(${table.name}) = lower(${name.trim()})`)
      // DISTINCT can only order by what it selects.
      .orderBy(asc(menuElementClasses.name))
  );
}

export async function lookupRows(db: Db, map: 'container-types' | 'allergens') {
  if (map === 'container-types') {
    return db
      .select({
        id: containerTypes.id,
        name: containerTypes.name,
        allowsHalf: containerTypes.allowsHalf,
      })
      .from(containerTypes)
      .orderBy(byName(containerTypes.name));
  }
  return db
    .select({ id: allergens.id, name: allergens.name })
    .from(allergens)
    .orderBy(byName(allergens.name));
}
