import { ROLE_NAMES } from '@catering/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { insertInBatches } from './batch-insert.js';
import { FULL_SIZE, largeId, scaledCount } from './context.js';
import type { GenerationOptions } from './options.js';
import {
  LARGE_BRANDS,
  LARGE_KEYWORD_TAGS,
  LARGE_MARKETS,
  LARGE_VENDORS,
  type MarketPlace,
} from './places.js';

type Named = { id: string; name: string };

/** The ids the generated rows point at: the fixed vocabularies and the lists added here. */
export interface ReferenceIds {
  markets: (Named & { place: MarketPlace })[];
  /** In their sort order: Breakfast, Lunch, Dinner, Snack, Happy Hour, Dessert, Special. */
  serviceLines: Named[];
  elementTypes: Map<string, { id: string; feeds: 'protein' | 'veg' | 'all' }>;
  allergens: Map<string, string>;
  containerTypes: Map<string, string>;
  /** By abbreviation (oz, fl. oz, ea…), as the catalogue words name them. */
  portionUnits: Map<string, string>;
  menuElementClasses: Named[];
  serviceTypes: Named[];
  cuisineTypes: string[];
  servingUtensils: string[];
  servingVessels: string[];
  vendors: string[];
  brands: string[];
  keywordTags: string[];
  /** Who the surveys are recorded as submitted by: the first Super Admin. */
  surveyUserId: string | null;
}

const byName = (rows: Named[]) => new Map(rows.map((row) => [row.name, row.id]));
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * Adds the markets beyond the default Phoenix, the vendors, brands and keyword tags (the
 * lists an operator fills in), then reads every reference id the generator needs.
 */
export async function prepareReferenceIds(
  db: Db,
  options: GenerationOptions,
): Promise<ReferenceIds> {
  const id = (kind: string, name: string) => largeId(options.seed, kind, name.toLowerCase());
  const places = LARGE_MARKETS.slice(0, scaledCount(FULL_SIZE.markets, options.scale));
  await db.transaction(async (tx) => {
    const newMarkets = places.slice(1).map((p) => ({
      id: id('market', p.name),
      name: p.name,
      timeZone: p.timeZone,
    }));
    await insertInBatches(tx, t.markets, 'markets', newMarkets);
    const named = (kind: string, names: string[]) =>
      names.map((name) => ({ id: id(kind, name), name }));
    await insertInBatches(tx, t.vendors, 'vendors', named('vendor', LARGE_VENDORS));
    await insertInBatches(tx, t.brands, 'brands', named('brand', LARGE_BRANDS));
    await insertInBatches(tx, t.tags, 'tags', named('keyword', LARGE_KEYWORD_TAGS));
  });

  const marketIds = byName(await db.select().from(t.markets));
  const elementTypes = await db.select().from(t.elementTypes);
  const units = await db.select().from(t.portionUnits);
  const [admin] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .innerJoin(t.roles, eq(t.roles.id, t.users.roleId))
    .where(eq(t.roles.name, ROLE_NAMES.superAdmin))
    .orderBy(asc(t.users.createdAt))
    .limit(1);
  return {
    markets: places.map((place) => {
      const marketId = marketIds.get(place.name);
      if (!marketId) throw new Error(`Market ${place.name} is missing.`);
      return { id: marketId, name: place.name, place };
    }),
    serviceLines: await db.select().from(t.serviceLines).orderBy(asc(t.serviceLines.sortOrder)),
    elementTypes: new Map(elementTypes.map((row) => [row.name, { id: row.id, feeds: row.feeds }])),
    allergens: byName(await db.select().from(t.allergens)),
    containerTypes: byName(await db.select().from(t.containerTypes)),
    portionUnits: new Map(units.map((row) => [row.abbreviation, row.id])),
    menuElementClasses: await db
      .select({ id: t.menuElementClasses.id, name: t.menuElementClasses.name })
      .from(t.menuElementClasses)
      .orderBy(asc(t.menuElementClasses.name)),
    serviceTypes: await db
      .select({ id: t.serviceTypes.id, name: t.serviceTypes.name })
      .from(t.serviceTypes)
      .orderBy(asc(t.serviceTypes.name)),
    cuisineTypes: ids(await db.select().from(t.cuisineTypes).orderBy(asc(t.cuisineTypes.name))),
    servingUtensils: ids(
      await db.select().from(t.servingUtensils).orderBy(asc(t.servingUtensils.name)),
    ),
    servingVessels: ids(
      await db.select().from(t.servingVessels).orderBy(asc(t.servingVessels.name)),
    ),
    vendors: LARGE_VENDORS.map((name) => id('vendor', name)),
    brands: LARGE_BRANDS.map((name) => id('brand', name)),
    keywordTags: LARGE_KEYWORD_TAGS.map((name) => id('keyword', name)),
    surveyUserId: admin?.id ?? null,
  };
}

/** A reference id by name; a name the reference data lacks is a bug here, said loudly. */
export function required<V>(map: Map<string, V>, name: string): V {
  const value = map.get(name);
  if (value === undefined) throw new Error(`Reference data has no '${name}'.`);
  return value;
}
