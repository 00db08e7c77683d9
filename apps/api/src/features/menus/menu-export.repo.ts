import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  brands,
  cuisineTypes,
  elements,
  menuElementClasses,
  menuElements,
  menuServiceLines,
  menus,
  serviceLines,
} from '../../db/schema/index.js';
import { byName, nameMatches } from '../../lib/list.js';

export interface ExportedMenu {
  name: string;
  tag: string;
  brand: string | null;
  cuisine: string | null;
  /** Names joined "; " in the lines' order, or null. */
  serviceLines: string | null;
  /** Element names joined "; " in the menu's order, or null. */
  elementNames: string | null;
  elementCount: number;
  description: string;
}

export interface MenuExportFilters {
  q?: string;
  brand?: string | null;
  class?: string | null;
  cuisine?: string | null;
}

/** Every master menu the list's filters match, in name order, in one statement. */
export function findMenusToExport(db: Db, query: MenuExportFilters): Promise<ExportedMenu[]> {
  const filters: (SQL | undefined)[] = [nameMatches(menus.name, query.q)];
  if (query.brand) filters.push(eq(menus.brandId, query.brand));
  if (query.class) filters.push(eq(menus.menuElementClassId, query.class));
  if (query.cuisine) filters.push(eq(menus.cuisineTypeId, query.cuisine));
  return db
    .select({
      name: menus.name,
      tag: menuElementClasses.name,
      brand: brands.name,
      cuisine: cuisineTypes.name,
      serviceLines: sql<string | null>`(
        select string_agg(${serviceLines.name}, '; ' order by ${serviceLines.sortOrder})
        from ${menuServiceLines}
        join ${serviceLines} on ${serviceLines.id} = ${menuServiceLines.serviceLineId}
        where ${menuServiceLines.menuId} = ${menus.id})`,
      elementNames: sql<string | null>`(
        select string_agg(${elements.name}, '; ' order by ${menuElements.sortOrder})
        from ${menuElements}
        join ${elements} on ${elements.id} = ${menuElements.elementId}
        where ${menuElements.menuId} = ${menus.id})`,
      elementCount: sql<number>`(select count(*)::int from ${menuElements} where ${menuElements.menuId} = ${menus.id})`,
      description: menus.description,
    })
    .from(menus)
    .innerJoin(menuElementClasses, eq(menuElementClasses.id, menus.menuElementClassId))
    .leftJoin(brands, eq(brands.id, menus.brandId))
    .leftJoin(cuisineTypes, eq(cuisineTypes.id, menus.cuisineTypeId))
    .where(and(...filters))
    .orderBy(byName(menus.name), byName(menuElementClasses.name));
}
