import type { Db } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';

/** Ids of the seeded reference rows by name (portion units by abbreviation). */
export async function referenceIds(db: Db) {
  const byName = (rows: { id: string; name: string }[]) => (name: string) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`no reference row named ${name}`);
    return row.id;
  };
  const units = await db.select().from(t.portionUnits);
  const addOnTypesRows = await db.select().from(t.addOnTypes);
  return {
    allergen: byName(await db.select().from(t.allergens)),
    vendor: byName(await db.select().from(t.vendors)),
    tag: byName(await db.select().from(t.menuElementClasses)),
    elementType: byName(await db.select().from(t.elementTypes)),
    container: byName(await db.select().from(t.containerTypes)),
    unit: byName(units.map((u) => ({ id: u.id, name: u.abbreviation }))),
    brand: byName(await db.select().from(t.brands)),
    cuisine: byName(await db.select().from(t.cuisineTypes)),
    serviceLine: byName(await db.select().from(t.serviceLines)),
    keyword: byName(await db.select().from(t.tags)),
    utensil: byName(await db.select().from(t.servingUtensils)),
    vessel: byName(await db.select().from(t.servingVessels)),
    market: byName(await db.select().from(t.markets)),
    serviceType: byName(await db.select().from(t.serviceTypes)),
    addOnType: byName(await db.select().from(t.addOnTypes)),
    slotsOf: async (addOnTypeName: string) =>
      (await db.select().from(t.addOnSlots))
        .filter((slot) => slot.addOnTypeId === byName(addOnTypesRows)(addOnTypeName))
        .sort((a, b) => a.order - b.order),
  };
}
