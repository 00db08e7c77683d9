import type { Element, ScheduledElement, ScheduledHostFlow, ScheduledMenu } from '@catering/domain';
import { named } from './catalogue-fixtures';
import { nextId } from './fixtures';

const UPDATED_AT = '2025-03-03T12:00:00.000Z';

/** A saved row of a scheduled menu: a snapshot of `element` with its defaults. */
export function buildScheduledElement(
  element: Element,
  overrides: Partial<ScheduledElement> = {},
): ScheduledElement {
  return {
    id: nextId(),
    scheduledMenuId: nextId(),
    originalElementId: element.id,
    name: element.name,
    labelName: null,
    order: 0,
    hostFlowOrder: null,
    elementTypeId: element.elementTypeId,
    elementTypeName: element.elementTypeName,
    menuElementClassId: element.menuElementClassId,
    isAlternate: false,
    share: 100,
    containerTypeId: element.defaultContainerTypeId,
    portionPerPerson: element.defaultPortionPerPerson,
    portionPerContainer: element.defaultPortionPerContainer,
    portionUnitId: element.defaultPortionUnitId,
    servingTemp: element.servingTemp,
    ingredients: element.ingredients,
    method: element.method,
    allergenIds: element.allergenIds,
    allergenNames: element.allergenNames,
    alternative: null,
    directionals: '',
    servingUtensilId: null,
    servingVesselId: null,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

export function buildScheduledMenu(overrides: Partial<ScheduledMenu> = {}): ScheduledMenu {
  const market = named('Phoenix');
  const serviceLine = named('Lunch');
  return {
    id: nextId(),
    name: 'Taste of India',
    date: '2025-03-03',
    marketId: market.id,
    market,
    serviceLineId: serviceLine.id,
    serviceLine,
    menuElementClassId: nextId(),
    menuElementClassName: 'standard',
    brandId: null,
    cuisineTypeId: null,
    cuisineTypeName: null,
    description: '',
    isDescriptionAutomated: false,
    originalMenuId: nextId(),
    originalMenu: named('Taste of India'),
    scheduledElements: [],
    butcherPaperNotes: '',
    clientNotes: '',
    talkingPoints: '',
    allergenIds: [],
    allergenNames: [],
    isLocked: false,
    headcounts: {
      total: 0,
      withAccommodations: 0,
      withoutAccommodations: 0,
      dietary: 0,
      services: 0,
    },
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

/** The host flow the API derives from `menu`: its rows in host-flow order. */
export function scheduledHostFlowOf(menu: ScheduledMenu): ScheduledHostFlow {
  return {
    id: menu.id,
    name: menu.name,
    date: menu.date,
    description: menu.description,
    cuisineTypeId: menu.cuisineTypeId,
    serviceLineId: menu.serviceLineId,
    allergenNames: menu.allergenNames,
    butcherPaperNotes: menu.butcherPaperNotes,
    clientNotes: menu.clientNotes,
    talkingPoints: menu.talkingPoints,
    isLocked: menu.isLocked,
    scheduledElements: menu.scheduledElements.map((row, index) => ({
      id: row.id,
      name: row.name,
      elementTypeId: row.elementTypeId,
      allergenNames: row.allergenNames,
      servingTemp: row.servingTemp,
      directionals: row.directionals,
      hostFlowOrder: row.hostFlowOrder ?? index,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
    })),
    updatedAt: menu.updatedAt,
  };
}
