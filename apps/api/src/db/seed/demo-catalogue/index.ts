import { createHash } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.js';
import * as t from '../../schema/index.js';
import {
  type DemoElement,
  type DemoIngredient,
  demoElements,
  demoIngredients,
} from '../seed-data.js';

/**
 * A UUID (version 5 layout) derived from a name, so the demo rows have the same ids at
 * every start and every test run, and every row's id is known before it is inserted.
 */
export function demoCatalogueId(kind: string, ...parts: string[]): string {
  const hash = createHash('sha1')
    .update(['demo-catalogue', kind, ...parts].join('\u0000'))
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const ingredientId = (i: Pick<DemoIngredient, 'name'>) =>
  demoCatalogueId('ingredient', i.name.toLowerCase());
export const elementId = (e: Pick<DemoElement, 'name' | 'tag'>) =>
  demoCatalogueId('element', e.tag.toLowerCase(), e.name.toLowerCase());

/** Looks reference rows up by name; an unknown name fails loudly, naming it. */
export function resolver(kind: string, rows: { id: string; name: string }[]) {
  const ids = new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  return (name: string): string => {
    const id = ids.get(name.toLowerCase());
    if (!id) throw new Error(`Demo catalogue: unknown ${kind} '${name}'.`);
    return id;
  };
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One multi-row insert of typed rows, sent as a single JSON parameter and expanded by
 * jsonb_populate_recordset: building a drizzle VALUES list of thousands of rows costs
 * more than the insert itself. Columns left out of the rows take their defaults.
 */
export async function insertMany<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  const [first] = rows;
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Demo catalogue: no column ${key}.`);
    return column.name;
  });
  const json = rows.map((row: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key, index) => [names[index], row[key] ?? null])),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)`,
  );
}

/**
 * The demo catalogue (about 290 ingredients with their vendors and 390 elements across
 * the four tags). Needs the reference data and the demo vendors (seedReferenceData,
 * seedDemoReferenceData) first. Does nothing when any ingredient (or element) exists, so
 * running the seed again is harmless; otherwise inserts everything in one transaction.
 */
export async function seedDemoCatalogue(
  db: Db,
): Promise<{ ingredients: number; elements: number }> {
  return db.transaction(async (tx) => {
    const [ingredientRow] = await tx.select({ id: t.ingredients.id }).from(t.ingredients).limit(1);
    const [elementRow] = await tx.select({ id: t.elements.id }).from(t.elements).limit(1);
    if (ingredientRow || elementRow) return { ingredients: 0, elements: 0 };

    const unit = resolver(
      'portion unit',
      await tx
        .select({ id: t.portionUnits.id, name: t.portionUnits.abbreviation })
        .from(t.portionUnits),
    );
    const allergen = resolver('allergen', await tx.select().from(t.allergens));
    const vendor = resolver('vendor', await tx.select().from(t.vendors));
    const tag = resolver('tag', await tx.select().from(t.menuElementClasses));
    const elementType = resolver('element type', await tx.select().from(t.elementTypes));
    const container = resolver('container type', await tx.select().from(t.containerTypes));
    const ingredients = demoIngredients();
    const elements = demoElements();
    const ingredientIds = new Map(ingredients.map((i) => [i.name.toLowerCase(), ingredientId(i)]));
    const ingredient = (name: string): string => {
      const id = ingredientIds.get(name.toLowerCase());
      if (!id) throw new Error(`Demo catalogue: unknown ingredient '${name}'.`);
      return id;
    };

    // Every row is built (and every name resolved) before the first insert.
    const ingredientRows = ingredients.map((i) => ({
      id: ingredientId(i),
      name: i.name,
      type: i.type,
      proteinType: i.proteinType ?? null,
      portionUnitId: unit(i.unit),
      noAllergens: i.noAllergens ?? false,
    }));
    const vendorRows = ingredients.flatMap((i) =>
      i.vendors.map((v, index) => ({
        id: demoCatalogueId('ingredient-vendor', i.name.toLowerCase(), String(index + 1)),
        ingredientId: ingredientId(i),
        preference: index + 1,
        vendorId: vendor(v.vendor),
        productId: v.productId,
        unitsPerCase: v.unitsPerCase,
        costPerCase: v.costPerCase ?? null,
        expDays: v.expDays,
        leadTime: v.leadTime,
      })),
    );
    const ingredientAllergenRows = ingredients.flatMap((i) =>
      (i.allergens ?? []).map((name) => ({
        ingredientId: ingredientId(i),
        allergenId: allergen(name),
      })),
    );
    const elementRows = elements.map((e) => ({
      id: elementId(e),
      name: e.name,
      menuElementClassId: tag(e.tag),
      elementTypeId: elementType(e.elementType),
      method: e.method,
      ingredients: e.noIngredients ? '' : e.ingredients,
      noIngredients: e.noIngredients ?? false,
      noAllergens: e.noAllergens ?? false,
      defaultContainerTypeId: container(e.portion.container),
      defaultPortionPerPerson: e.portion.perPerson,
      defaultPortionPerContainer: e.portion.perContainer,
      defaultPortionUnitId: unit(e.portion.unit),
      servingTemp: e.servingTemp,
    }));
    const elementIngredientRows = elements.flatMap((e) =>
      e.items.map((item, sortOrder) => ({
        elementId: elementId(e),
        ingredientId: ingredient(item.ingredient),
        amount: item.amount,
        portionUnitId: item.unit ? unit(item.unit) : null,
        sortOrder,
      })),
    );
    const elementAllergenRows = elements.flatMap((e) =>
      (e.allergens ?? []).map((name) => ({ elementId: elementId(e), allergenId: allergen(name) })),
    );

    await insertMany(tx, t.ingredients, ingredientRows);
    await insertMany(tx, t.ingredientVendors, vendorRows);
    await insertMany(tx, t.ingredientAllergens, ingredientAllergenRows);
    await insertMany(tx, t.elements, elementRows);
    await insertMany(tx, t.elementIngredients, elementIngredientRows);
    await insertMany(tx, t.elementAllergens, elementAllergenRows);

    return { ingredients: ingredientRows.length, elements: elementRows.length };
  });
}
