import { weekdayOf } from '@catering/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { demoCatalogueId, insertMany } from './demo-catalogue/index.js';
import { allergenSnapshot, elementSnapshot } from './demo-scheduled-menus.js';
import { demoWeekdays, inTurn } from './demo-span.js';

type Element = typeof t.elements.$inferSelect;

/**
 * Which demo elements fill which slot, by element type: the Soup add-on's two slots, and
 * the Greens Bar's slots but its two cheese ones (the demo catalogue has no cheeses), so
 * the Chef numbers show both a full bar and a slot left empty.
 */
const SLOT_TYPES: Record<string, Record<string, string>> = {
  Soup: { Soup: 'Soup', 'Soup Topping': 'Topping' },
  'Greens Bar': {
    'Base Greens': 'Greens',
    'Second Greens': 'Greens',
    'Vegetable 1': 'Topping',
    'Vegetable 2': 'Topping',
    'Vegetable 3': 'Veg Side',
    'Vegetable 4': 'Veg Side',
    Crunch: 'Topping',
    'House Dressing': 'Salad Dressing',
    'Second Dressing': 'Salad Dressing',
    Grain: 'Starch',
    Legume: 'Side',
    'Premium Protein': 'Protein',
    'Premium Topping': 'Garnish',
  },
};

/** Soup every weekday lunch; the Greens Bar on Tuesday and Thursday lunches. */
const servesGreensBar = (date: string) => ['tuesday', 'thursday'].includes(weekdayOf(date));

export const scheduledAddOnId = (market: string, type: string, date: string) =>
  demoCatalogueId('scheduled-add-on', market.toLowerCase(), type.toLowerCase(), date);

/**
 * Lunch add-ons for every weekday of the demo's span (demo-span.ts) in each market with
 * accounts, slots filled from the demo elements of the slot's type in turn (the snapshot
 * the server takes on Add One). Does nothing when any scheduled add-on exists.
 */
export async function seedDemoScheduledAddOns(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: t.scheduledAddOns.id })
      .from(t.scheduledAddOns)
      .limit(1);
    if (existing) return 0;
    const marketRows = await tx
      .selectDistinct({ id: t.markets.id, name: t.markets.name })
      .from(t.markets)
      .innerJoin(t.accounts, eq(t.accounts.marketId, t.markets.id))
      .orderBy(asc(t.markets.name));
    const [lunch] = await tx.select().from(t.serviceLines).where(eq(t.serviceLines.name, 'Lunch'));
    const types = await tx
      .select()
      .from(t.addOnTypes)
      .where(inArray(t.addOnTypes.name, Object.keys(SLOT_TYPES)));
    const slots = await tx
      .select()
      .from(t.addOnSlots)
      .where(
        inArray(
          t.addOnSlots.addOnTypeId,
          types.map((type) => type.id),
        ),
      )
      .orderBy(asc(t.addOnSlots.order));
    const candidates = await tx
      .select({ element: t.elements, typeName: t.elementTypes.name })
      .from(t.elements)
      .innerJoin(t.elementTypes, eq(t.elementTypes.id, t.elements.elementTypeId))
      .orderBy(asc(t.elements.name));
    if (!lunch || !marketRows.length || !types.length) return 0;
    const byType = new Map<string, Element[]>();
    for (const { element, typeName } of candidates)
      byType.set(typeName, [...(byType.get(typeName) ?? []), element]);
    const allergenRows = await tx.select().from(t.elementAllergens);

    const addOnValues: (typeof t.scheduledAddOns.$inferInsert)[] = [];
    const elementValues: (typeof t.scheduledElements.$inferInsert)[] = [];
    const allergenValues: (typeof t.scheduledElementAllergens.$inferInsert)[] = [];
    for (const { date, turn } of demoWeekdays(now)) {
      marketRows.forEach((market, marketIndex) => {
        for (const type of types) {
          if (type.name === 'Greens Bar' && !servesGreensBar(date)) continue;
          const id = scheduledAddOnId(market.name, type.name, date);
          addOnValues.push({
            id,
            marketId: market.id,
            serviceLineId: lunch.id,
            addOnTypeId: type.id,
            date,
          });
          // Slots of one type draw from one list: skip a name already on this add-on (the
          // catalogue has a few names twice), so no bar offers Guacamole as two vegetables.
          const used = new Set<string>();
          slots
            .filter((slot) => slot.addOnTypeId === type.id)
            .forEach((slot, slotIndex) => {
              const typeName = SLOT_TYPES[type.name]?.[slot.name];
              const choices = typeName ? (byType.get(typeName) ?? []) : [];
              const start = turn + marketIndex + slotIndex;
              const element = choices
                .map((_, step) => choices[inTurn(start + step, choices.length)]!)
                .find((candidate) => !used.has(candidate.name));
              if (!element) return;
              used.add(element.name);
              const rowId = demoCatalogueId('scheduled-element', id, slot.id);
              elementValues.push({
                ...elementSnapshot(element),
                id: rowId,
                scheduledAddOnId: id,
                addOnSlotId: slot.id,
                sortOrder: slot.order,
              });
              allergenValues.push(...allergenSnapshot(rowId, element.id, allergenRows));
            });
        }
      });
    }
    await insertMany(tx, t.scheduledAddOns, addOnValues);
    await insertMany(tx, t.scheduledElements, elementValues);
    await insertMany(tx, t.scheduledElementAllergens, allergenValues);
    return addOnValues.length;
  });
}
