import { CHOICE_SHARE_MIN_SERVICES, parseCalendarDate, todayIn } from '@catering/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { demoCatalogueId, insertMany } from './demo-catalogue/index.js';
import { DEMO_SURVEY_DAYS, demoReportedServices } from './demo-host-surveys.js';
import { pastPhoenixLunches } from './demo-past-lunches.js';
import { demoWeekdays, inTurn } from './demo-span.js';

/** Lines the demo schedules, as the demo accounts' serving schedules do. */
export const DEMO_SCHEDULED_LINES = ['Breakfast', 'Lunch'] as const;

/** Deterministic ids, so tests and journeys can open a demo scheduled menu directly. */
export const scheduledMenuId = (market: string, line: string, date: string) =>
  demoCatalogueId('scheduled-menu', market.toLowerCase(), line.toLowerCase(), date);

/** A scheduled row's copy of a catalogue element, with the element's defaults (the copy rule). */
export function elementSnapshot(element: typeof t.elements.$inferSelect) {
  return {
    originalElementId: element.id,
    name: element.name,
    menuElementClassId: element.menuElementClassId,
    elementTypeId: element.elementTypeId,
    ingredients: element.ingredients,
    method: element.method,
    containerTypeId: element.defaultContainerTypeId,
    portionUnitId: element.defaultPortionUnitId,
    portionPerPerson: element.defaultPortionPerPerson,
    portionPerContainer: element.defaultPortionPerContainer,
    servingTemp: element.servingTemp,
  };
}

/** Whether a master menu's rows offer a choice: two or more non-alternate rows of one type. */
export function offersChoice(
  rows: readonly { elementTypeId: string | null; isAlternate: boolean }[],
) {
  const types = rows.flatMap((row) =>
    row.elementTypeId && !row.isAlternate ? [row.elementTypeId] : [],
  );
  return new Set(types).size < types.length;
}

/**
 * Choice shares learned (docs/forecast.md 5) read past services of the same dishes, which
 * the rotation never repeats within the span. So Phoenix's lunch on the first weekday after
 * today repeats the latest past lunch offering a choice whose services the demo host
 * reported on three times or more (`repeatable`): its editor shows e.g. "Starch: last 3 times:
 * 50 / 50". Answers that date and the turn whose menu it repeats, or undefined.
 */
export function choiceShareRepeat(
  dates: readonly { date: string; turn: number }[],
  today: string,
  repeatable: (day: { date: string; turn: number }) => boolean,
) {
  const next = dates.find(({ date }) => date > today);
  const past = dates.filter(({ date }) => date < today).reverse();
  const repeated = past.find(repeatable);
  return next && repeated ? { date: next.date, turn: repeated.turn } : undefined;
}

/** How many Phoenix lunches the demo host will report on, per past date (demo-host-surveys). */
async function demoReportsPerDay(db: Db, now: Date) {
  const lunches = await pastPhoenixLunches(db, now, DEMO_SURVEY_DAYS);
  const counts = new Map<string, number>();
  for (const { service } of demoReportedServices(lunches?.services ?? []))
    counts.set(service.date, (counts.get(service.date) ?? 0) + 1);
  return counts;
}

/** The allergen snapshot of a scheduled row: its element's allergens at copy time. */
export function allergenSnapshot(
  scheduledElementId: string,
  elementId: string,
  allergenRows: (typeof t.elementAllergens.$inferSelect)[],
): (typeof t.scheduledElementAllergens.$inferInsert)[] {
  return allergenRows
    .filter((a) => a.elementId === elementId)
    .map((a) => ({ scheduledElementId, allergenId: a.allergenId }));
}

/**
 * Breakfast and Lunch menus for every weekday of the demo's span (demo-span.ts) in each market
 * that has accounts, copied from the demo master menus offered on that line (by the copy
 * rule: header, element snapshots, allergens, host flow), chosen in turn by name. A few
 * bulk inserts keep start-up fast. Does nothing when any scheduled menu exists.
 */
export async function seedDemoScheduledMenus(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: t.scheduledMenus.id }).from(t.scheduledMenus).limit(1);
    if (existing) return 0;
    const marketRows = await tx
      .selectDistinct({ id: t.markets.id, name: t.markets.name })
      .from(t.markets)
      .innerJoin(t.accounts, eq(t.accounts.marketId, t.markets.id))
      .orderBy(asc(t.markets.name));
    const lines = await tx
      .select()
      .from(t.serviceLines)
      .where(inArray(t.serviceLines.name, [...DEMO_SCHEDULED_LINES]));
    const offered = await tx
      .select({ menu: t.menus, serviceLineId: t.menuServiceLines.serviceLineId })
      .from(t.menus)
      .innerJoin(t.menuServiceLines, eq(t.menuServiceLines.menuId, t.menus.id))
      .where(
        inArray(
          t.menuServiceLines.serviceLineId,
          lines.map((line) => line.id),
        ),
      )
      .orderBy(asc(t.menus.name), asc(t.menus.id));
    if (!marketRows.length || !offered.length) return 0;
    const menuIds = [...new Set(offered.map((row) => row.menu.id))];
    const rows = await tx
      .select({ row: t.menuElements, element: t.elements })
      .from(t.menuElements)
      .innerJoin(t.elements, eq(t.elements.id, t.menuElements.elementId))
      .where(inArray(t.menuElements.menuId, menuIds))
      .orderBy(asc(t.menuElements.sortOrder));
    const allergenRows = await tx
      .select()
      .from(t.elementAllergens)
      .where(inArray(t.elementAllergens.elementId, [...new Set(rows.map((r) => r.element.id))]));

    const dates = demoWeekdays(now);
    const today = parseCalendarDate(todayIn('America/Phoenix', now))!;
    const reported = await demoReportsPerDay(tx, now);
    const menuValues: (typeof t.scheduledMenus.$inferInsert)[] = [];
    const elementValues: (typeof t.scheduledElements.$inferInsert)[] = [];
    const allergenValues: (typeof t.scheduledElementAllergens.$inferInsert)[] = [];
    marketRows.forEach((market, marketIndex) => {
      for (const line of lines) {
        const choices = offered.filter((row) => row.serviceLineId === line.id);
        if (!choices.length) continue;
        const menuOf = (turn: number) =>
          choices[inTurn(turn + marketIndex * 3, choices.length)]!.menu;
        const repeat =
          market.name === 'Phoenix' && line.name === 'Lunch'
            ? choiceShareRepeat(
                dates,
                today,
                ({ date, turn }) =>
                  (reported.get(date) ?? 0) >= CHOICE_SHARE_MIN_SERVICES &&
                  offersChoice(
                    rows.filter(({ row }) => row.menuId === menuOf(turn).id).map(({ row }) => row),
                  ),
              )
            : undefined;
        for (const { date, turn } of dates) {
          const menu = menuOf(date === repeat?.date ? repeat.turn : turn);
          const id = scheduledMenuId(market.name, line.name, date);
          menuValues.push({
            id,
            marketId: market.id,
            serviceLineId: line.id,
            date,
            originalMenuId: menu.id,
            name: menu.name,
            menuElementClassId: menu.menuElementClassId,
            brandId: menu.brandId,
            cuisineTypeId: menu.cuisineTypeId,
            description: menu.description,
            isDescriptionAutomated: menu.isDescriptionAutomated,
          });
          rows
            .filter(({ row }) => row.menuId === menu.id)
            .forEach(({ row, element }, order) => {
              const rowId = demoCatalogueId('scheduled-element', id, element.id);
              elementValues.push({
                ...elementSnapshot(element),
                id: rowId,
                scheduledMenuId: id,
                sortOrder: order,
                hostFlowOrder: row.hostFlowOrder,
                labelName: row.labelName,
                elementTypeId: row.elementTypeId,
                isAlternate: row.isAlternate,
                share: row.share,
                containerTypeId: row.containerTypeId,
                portionUnitId: row.portionUnitId,
                portionPerPerson: row.portionPerPerson,
                portionPerContainer: row.portionPerContainer,
                servingTemp: row.servingTemp,
                directionals: row.directionals,
                servingUtensilId: row.servingUtensilId,
                servingVesselId: row.servingVesselId,
              });
              allergenValues.push(...allergenSnapshot(rowId, element.id, allergenRows));
            });
        }
      }
    });
    await insertMany(tx, t.scheduledMenus, menuValues);
    await insertMany(tx, t.scheduledElements, elementValues);
    await insertMany(tx, t.scheduledElementAllergens, allergenValues);
    return menuValues.length;
  });
}
