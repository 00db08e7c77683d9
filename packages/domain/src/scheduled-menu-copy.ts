import type { Menu, MenuElementValues } from './menu.js';
import type { ScheduledElementValues } from './scheduled-menu.js';
import type { ScheduledElement } from './scheduled-menu-answers.js';

/** The copy rule between master and scheduled menus (spec 4-5, docs/scheduling.md). */
/** What the copy rule writes: the scheduled menu's header and its rows. */
export interface ScheduledMenuCopy {
  name: string;
  menuElementClassId: string;
  brandId: string | null;
  cuisineTypeId: string | null;
  description: string;
  isDescriptionAutomated: boolean;
  elements: (ScheduledElementValues & {
    directionals: string;
    hostFlowOrder: number | null;
    servingUtensilId: string | null;
    servingVesselId: string | null;
  })[];
}

/**
 * The copy rule (spec 4-5, DESIGN.md 5): the menu's name, tag, brand, cuisine and
 * description, and per menu element the element's name, ingredients, method, tag and
 * allergens with the menu row's type, alternate flag, choice share, container, portions,
 * unit, serving temperature, label and host flow. Nothing else (keywords, service lines, ingredient
 * objects, costs) travels: the day is a snapshot of what the kitchen cooks.
 */
export function copyMasterMenu(menu: Menu): ScheduledMenuCopy {
  return {
    name: menu.name,
    menuElementClassId: menu.menuElementClassId,
    brandId: menu.brandId,
    cuisineTypeId: menu.cuisineTypeId,
    description: menu.description,
    isDescriptionAutomated: menu.isDescriptionAutomated,
    elements: [...menu.elements]
      .sort((a, b) => a.order - b.order)
      .map((row, order) => ({
        originalElementId: row.elementId,
        name: row.element.name,
        labelName: row.labelName,
        order,
        elementTypeId: row.elementTypeId,
        menuElementClassId: row.element.menuElementClassId,
        isAlternate: row.isAlternate,
        share: row.share,
        containerTypeId: row.containerTypeId,
        portionPerPerson: row.portionPerPerson ?? undefined,
        portionPerContainer: row.portionPerContainer ?? undefined,
        portionUnitId: row.portionUnitId,
        servingTemp: row.servingTemp,
        ingredients: row.element.ingredients,
        method: row.element.method,
        allergenIds: [...row.element.allergenIds],
        alternative: null,
        directionals: row.directionals,
        hostFlowOrder: row.hostFlowOrder,
        servingUtensilId: row.servingUtensilId,
        servingVesselId: row.servingVesselId,
      })),
  };
}

/** Spec 5: only a complete scheduled menu may be copied. */
export function canCopyScheduledMenu(menu: {
  date?: string | null;
  marketId?: string | null;
  serviceLineId?: string | null;
  originalMenuId?: string | null;
  scheduledElements?: unknown[] | null;
}): boolean {
  return Boolean(
    menu.date &&
      menu.marketId &&
      menu.serviceLineId &&
      menu.originalMenuId &&
      menu.scheduledElements?.length,
  );
}

/**
 * Update Base Menu: the master's rows from the scheduled rows (serving fields only; the
 * master's host flow stays its own). Rows whose element left the catalogue are reported.
 */
export function baseMenuRows(rows: ScheduledElement[]): {
  rows: MenuElementValues[];
  missing: string[];
} {
  const kept = [...rows].sort((a, b) => a.order - b.order);
  return {
    rows: kept
      .flatMap((row) =>
        row.originalElementId
          ? [
              {
                elementId: row.originalElementId,
                order: 0,
                elementTypeId: row.elementTypeId,
                isAlternate: row.isAlternate,
                share: row.share,
                containerTypeId: row.containerTypeId,
                portionPerPerson: row.portionPerPerson ?? undefined,
                portionPerContainer: row.portionPerContainer ?? undefined,
                portionUnitId: row.portionUnitId,
                servingTemp: row.servingTemp,
                labelName: row.labelName,
              },
            ]
          : [],
      )
      .map((row, order) => ({ ...row, order })),
    missing: kept.filter((row) => !row.originalElementId).map((row) => row.name),
  };
}
