import {
  addOnSlotHeading,
  type Element,
  type ScheduledAddOn,
  type ScheduledAddOnElement,
} from '@catering/domain';
import { named } from './catalogue-fixtures';
import { nextId } from './fixtures';

const UPDATED_AT = '2025-03-01T12:00:00.000Z';

/** An add-on type's slots as the add-on answer carries them, headings included (spec 2.8). */
export function buildAddOnType(name: string, slotCount: number): ScheduledAddOn['addOnType'] {
  return {
    id: nextId(),
    name,
    addOnSlots: Array.from({ length: slotCount }, (_, order) => ({
      id: nextId(),
      name: `Slot ${order + 1}`,
      order,
      heading: addOnSlotHeading(name, order),
    })),
  };
}

/** A slot's row holding a snapshot of `element`. */
export function buildAddOnElement(
  element: Element,
  addOnSlotId: string,
  overrides: Partial<ScheduledAddOnElement> = {},
): ScheduledAddOnElement {
  return {
    id: nextId(),
    scheduledAddOnId: nextId(),
    addOnSlotId,
    originalElementId: element.id,
    name: element.name,
    elementTypeId: element.elementTypeId,
    menuElementClassId: element.menuElementClassId,
    containerTypeId: element.defaultContainerTypeId,
    portionPerPerson: element.defaultPortionPerPerson,
    portionPerContainer: element.defaultPortionPerContainer,
    portionUnitId: element.defaultPortionUnitId,
    servingTemp: element.servingTemp,
    ingredients: element.ingredients,
    method: element.method,
    allergenIds: element.allergenIds,
    allergenNames: element.allergenNames,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

export function buildScheduledAddOn(overrides: Partial<ScheduledAddOn> = {}): ScheduledAddOn {
  const addOnType = overrides.addOnType ?? buildAddOnType('Soup', 2);
  const market = overrides.market ?? named('Phoenix');
  const serviceLine = overrides.serviceLine ?? named('Lunch');
  return {
    id: nextId(),
    addOnTypeId: addOnType.id,
    addOnType,
    date: '2025-03-04',
    marketId: market.id,
    market,
    serviceLineId: serviceLine.id,
    serviceLine,
    scheduledElements: [],
    isLocked: false,
    updatedAt: '2025-03-02T08:00:00.000Z',
    ...overrides,
  };
}
