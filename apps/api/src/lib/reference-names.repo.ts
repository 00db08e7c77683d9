import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  allergens,
  cuisineTypes,
  elementTypes,
  markets,
  serviceLines,
  servingUtensils,
  servingVessels,
} from '../db/schema/index.js';

type NamedTable =
  | typeof servingUtensils
  | typeof serviceLines
  | typeof elementTypes
  | typeof markets;

/** Names of the given ids in one reference list; unknown and null ids read as null. */
async function namesIn(db: Db, table: NamedTable, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const rows = wanted.length
    ? await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, wanted))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return (id: string | null) => (id ? (byId.get(id) ?? null) : null);
}

/**
 * Allergen names of the given id lists, each list sorted as the menus list allergens. An
 * alternative dish keeps its allergen ids in the row's `alternative` (jsonb), not in the
 * row's allergen table, so its names are looked up here.
 */
export async function allergenNamesOf(db: Db, idLists: string[][]) {
  const name = await namesIn(db, allergens, idLists.flat());
  return (ids: string[]) =>
    ids
      .map(name)
      .filter((found): found is string => Boolean(found))
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** The serving utensil and vessel names a host flow prints. */
export async function servingNames(
  db: Db,
  rows: { servingUtensilId: string | null; servingVesselId: string | null }[],
) {
  const [utensil, vessel] = await Promise.all([
    namesIn(
      db,
      servingUtensils,
      rows.map((row) => row.servingUtensilId),
    ),
    namesIn(
      db,
      servingVessels,
      rows.map((row) => row.servingVesselId),
    ),
  ]);
  return { utensil, vessel };
}

/** The names a master menu's documents print in place of its reference ids. */
export async function masterMenuNames(
  db: Db,
  menu: {
    cuisineTypeId: string | null;
    serviceLines: string[];
    elements: { elementTypeId: string | null }[];
  },
) {
  const [cuisine, line, elementType] = await Promise.all([
    namesIn(db, cuisineTypes, [menu.cuisineTypeId]),
    namesIn(db, serviceLines, menu.serviceLines),
    namesIn(
      db,
      elementTypes,
      menu.elements.map((row) => row.elementTypeId),
    ),
  ]);
  return {
    cuisineName: cuisine(menu.cuisineTypeId),
    serviceLineNames: menu.serviceLines.map(line).filter((name): name is string => Boolean(name)),
    elementType,
  };
}

/** The product records no diet data beyond the element type: a vegetarian type says so. */
export const dietaryNoteOf = (elementTypeName: string | null | undefined) =>
  /^veg/i.test(elementTypeName ?? '') ? 'Vegetarian' : null;

/** Element type names of the given ids (a description names each row's type). */
export function elementTypeNames(db: Db, ids: (string | null)[]) {
  return namesIn(db, elementTypes, ids);
}

/** A market's name and the names of service lines (unknown ids left out), for a document's subject. */
export async function marketAndLineNames(db: Db, marketId: string, serviceLineIds: string[]) {
  const [market, line] = await Promise.all([
    namesIn(db, markets, [marketId]),
    namesIn(db, serviceLines, serviceLineIds),
  ]);
  return {
    marketName: market(marketId),
    serviceLineNames: serviceLineIds.map(line).filter((name): name is string => Boolean(name)),
  };
}
