import type { AddOnType, ListQuery, MarketScope } from '@catering/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  addOnSlots,
  addOnTypes,
  allergens,
  containerTypes,
  elements,
  markets,
  menuElementClasses,
  menus,
  roles,
} from '../../db/schema/index.js';
import { byName, iso, nameMatches, type Page, selectPage } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** A reference table read as a list: its id and name, and the columns the list adds. */
export interface ReferenceList {
  table: PgTable & { id: PgColumn; name: PgColumn };
  columns?: SelectedFields;
  /** Before the name, when the list has an order of its own. */
  orderBy?: PgColumn;
}

/**
 * A page of a reference list whose name matches `q`. A user limited to markets picks
 * among their own markets only.
 */
export async function findReferencePage<T>(
  db: Db,
  list: ReferenceList,
  query: ListQuery,
  scope: MarketScope,
): Promise<Page<T>> {
  const { table } = list;
  return selectPage<T>(db, {
    table,
    columns: { id: table.id, name: table.name, ...list.columns },
    where: and(
      nameMatches(table.name, query.q),
      table === markets ? withinMarkets(markets.id, scope) : undefined,
    ),
    orderBy: list.orderBy ? [list.orderBy, byName(table.name)] : [byName(table.name)],
    query,
  });
}

/** The roles with their permissions, for pickers (Manage Team reads roles apart). */
export async function findRolesPage(db: Db, query: ListQuery) {
  const page = await selectPage<{
    id: string;
    name: string;
    permissions: string[];
    updatedAt: Date;
  }>(db, {
    table: roles,
    columns: {
      id: roles.id,
      name: roles.name,
      permissions: roles.permissions,
      updatedAt: roles.updatedAt,
    },
    where: nameMatches(roles.name, query.q),
    orderBy: [byName(roles.name)],
    query,
  });
  return {
    count: page.count,
    rows: page.rows.map((role) => ({ ...role, updatedAt: iso(role.updatedAt) })),
  };
}

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
