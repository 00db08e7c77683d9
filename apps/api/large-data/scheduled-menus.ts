import { addDays, weekdayOf } from '@catering/domain';
import * as t from '../src/db/schema/index.js';
import { insertInBatches } from './batch-insert.js';
import type { GenerationContext } from './context.js';
import type { MenusByLine } from './menus.js';

/** A scheduled menu as the host surveys need it: its row ids and how each row is portioned. */
export interface ScheduledSlot {
  scheduledMenuId: string;
  menuId: string;
  elements: {
    id: string;
    feeds: 'protein' | 'veg' | 'all';
    isAlternate: boolean;
    portionPerPerson: number | null;
    portionPerContainer: number | null;
  }[];
}

/** Scheduled menus by market, line and date. */
export type ScheduledSlots = Map<string, ScheduledSlot>;
export const slotKey = (marketId: string, serviceLineId: string, date: string) =>
  `${marketId}|${serviceLineId}|${date}`;

/** Monday to Friday of a year: the days the accounts are served. */
export function weekdaysOfYear(year: number): string[] {
  const dates: string[] = [];
  for (let date = `${year}-01-01`; date <= `${year}-12-31`; date = addDays(date, 1))
    if (weekdayOf(date) !== 'saturday' && weekdayOf(date) !== 'sunday') dates.push(date);
  return dates;
}

/**
 * A menu on every weekday of the year for every market and service line, each copied from
 * a master menu offered on that line by the copy rule (header, element snapshots with their
 * allergens, host flow), as demo-scheduled-menus.ts does. Written a market at a time.
 */
export async function generateScheduledMenus(
  ctx: GenerationContext,
  menusByLine: MenusByLine,
): Promise<ScheduledSlots> {
  const random = ctx.random('scheduled-menus');
  const dates = weekdaysOfYear(ctx.options.year);
  const feedsOf = new Map([...ctx.ref.elementTypes.values()].map((type) => [type.id, type.feeds]));
  const slots: ScheduledSlots = new Map();

  await ctx.db.transaction(async (tx) => {
    for (const [marketIndex, market] of ctx.ref.markets.entries()) {
      const menus: (typeof t.scheduledMenus.$inferInsert)[] = [];
      const elements: (typeof t.scheduledElements.$inferInsert)[] = [];
      const allergens: (typeof t.scheduledElementAllergens.$inferInsert)[] = [];
      for (const [lineIndex, line] of ctx.ref.serviceLines.entries()) {
        const offered = menusByLine.get(line.id) ?? [];
        if (!offered.length) continue;
        for (const date of dates) {
          const menu = random.pick(offered);
          const id = ctx.id('scheduled-menu', marketIndex, lineIndex, date);
          menus.push({
            id,
            marketId: market.id,
            serviceLineId: line.id,
            date,
            originalMenuId: menu.row.id,
            name: menu.row.name,
            menuElementClassId: menu.row.menuElementClassId,
            brandId: menu.row.brandId,
            cuisineTypeId: menu.row.cuisineTypeId,
            description: menu.row.description,
            isDescriptionAutomated: menu.row.isDescriptionAutomated,
          });
          const slot: ScheduledSlot = { scheduledMenuId: id, menuId: menu.row.id, elements: [] };
          for (const [order, { row, element }] of menu.rows.entries()) {
            const rowId = ctx.id('scheduled-element', marketIndex, lineIndex, date, order);
            elements.push({
              id: rowId,
              scheduledMenuId: id,
              originalElementId: element.row.id,
              sortOrder: order,
              hostFlowOrder: row.hostFlowOrder,
              name: element.row.name,
              labelName: row.labelName ?? null,
              menuElementClassId: element.row.menuElementClassId,
              elementTypeId: row.elementTypeId,
              isAlternate: row.isAlternate,
              ingredients: element.row.ingredients,
              method: element.row.method,
              containerTypeId: row.containerTypeId,
              portionUnitId: row.portionUnitId,
              portionPerPerson: row.portionPerPerson,
              portionPerContainer: row.portionPerContainer,
              servingTemp: row.servingTemp,
              directionals: row.directionals ?? '',
              servingUtensilId: row.servingUtensilId,
              servingVesselId: row.servingVesselId,
            });
            allergens.push(
              ...element.allergenIds.map((allergenId) => ({
                scheduledElementId: rowId,
                allergenId,
              })),
            );
            slot.elements.push({
              id: rowId,
              feeds: feedsOf.get(row.elementTypeId ?? '') ?? 'all',
              isAlternate: row.isAlternate ?? false,
              portionPerPerson: row.portionPerPerson ?? null,
              portionPerContainer: row.portionPerContainer ?? null,
            });
          }
          slots.set(slotKey(market.id, line.id, date), slot);
        }
      }
      // Parents before children: each statement's foreign keys are checked as it runs.
      await insertInBatches(tx, t.scheduledMenus, 'scheduled_menus', menus);
      await insertInBatches(tx, t.scheduledElements, 'scheduled_elements', elements);
      await insertInBatches(
        tx,
        t.scheduledElementAllergens,
        'scheduled_element_allergens',
        allergens,
      );
      console.log(`    ${market.name}: ${menus.length} scheduled menus, ${elements.length} rows`);
    }
  });
  return slots;
}
