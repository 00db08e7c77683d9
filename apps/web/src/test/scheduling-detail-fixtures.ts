import type {
  AddOnType,
  ConsumerDetails,
  ScheduledAddOn,
  ScheduledElement,
  ScheduledMenu,
  ScheduledMenuListItem,
  ScheduledPortionModifiers,
  ServiceLine,
} from '@catering/domain';
import { buildMarket, nextId } from './fixtures';

const UPDATED_AT = '2025-03-01T12:00:00.000Z';
const named = (name: string) => ({ id: nextId(), name });

export const phoenix = buildMarket('Phoenix');

/** The seven lines, deliberately out of the spec's order. */
export const schedulingLines: ServiceLine[] = [
  'Happy Hour',
  'Dinner',
  'Snack',
  'Lunch',
  'Breakfast',
  'Dessert',
  'Special',
].map((name, sortOrder) => ({ ...named(name), sortOrder }));

export const lineNamed = (name: string) => {
  const line = schedulingLines.find((row) => row.name === name);
  if (!line) throw new Error(`No service line ${name}`);
  return line;
};

const slot = (name: string, order: number) => ({ ...named(name), order });
export const soupType: AddOnType = {
  ...named('Soup'),
  addOnSlots: [slot('Soup 1', 0), slot('Soup 2', 1)],
};
export const greensBarType: AddOnType = {
  ...named('Greens Bar'),
  addOnSlots: Array.from({ length: 15 }, (_, order) => slot(`Greens ${order + 1}`, order)),
};

export function buildScheduledElement(
  menuId: string,
  overrides: Partial<ScheduledElement> = {},
): ScheduledElement {
  return {
    id: nextId(),
    scheduledMenuId: menuId,
    originalElementId: nextId(),
    name: 'Chicken Tikka',
    labelName: null,
    order: 0,
    hostFlowOrder: null,
    elementTypeId: nextId(),
    elementTypeName: 'Protein',
    menuElementClassId: null,
    isAlternate: false,
    share: 100,
    containerTypeId: null,
    portionPerPerson: 6,
    portionPerContainer: 120,
    portionUnitId: null,
    servingTemp: 'HOT',
    ingredients: '',
    method: '',
    allergenIds: [],
    allergenNames: [],
    alternative: null,
    directionals: '',
    servingUtensilId: null,
    servingVesselId: null,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

/** A scheduled menu on `date` for `lineName` at Phoenix; its elements via `elements`. */
export function buildScheduledMenu(
  lineName: string,
  date: string,
  overrides: Partial<ScheduledMenu> = {},
  elements: Partial<ScheduledElement>[] = [{}],
): ScheduledMenu {
  const id = overrides.id ?? nextId();
  const line = lineNamed(lineName);
  return {
    id,
    name: 'Taste of India',
    date,
    marketId: phoenix.id,
    market: { id: phoenix.id, name: phoenix.name },
    serviceLineId: line.id,
    serviceLine: { id: line.id, name: line.name },
    menuElementClassId: nextId(),
    menuElementClassName: 'sifted',
    brandId: null,
    cuisineTypeId: nextId(),
    cuisineTypeName: 'Indian',
    description: 'Chicken Tikka with Basmati Rice',
    isDescriptionAutomated: true,
    originalMenuId: nextId(),
    originalMenu: named('Taste of India'),
    scheduledElements: elements.map((row, order) => buildScheduledElement(id, { order, ...row })),
    butcherPaperNotes: '',
    clientNotes: '',
    talkingPoints: '',
    allergenIds: [],
    allergenNames: ['Milk'],
    isLocked: false,
    headcounts: {
      total: 40,
      withAccommodations: 5,
      withoutAccommodations: 35,
      dietary: 8,
      services: 2,
    },
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

export function listItemOf(menu: ScheduledMenu): ScheduledMenuListItem {
  return {
    id: menu.id,
    name: menu.name,
    date: menu.date,
    marketId: menu.marketId,
    serviceLineId: menu.serviceLineId,
    serviceLineName: menu.serviceLine.name,
    cuisineTypeId: menu.cuisineTypeId,
    cuisineTypeName: menu.cuisineTypeName,
    proteinNames: [],
    saladNames: [],
    starchNames: [],
    headcount: menu.headcounts.total,
    isLocked: menu.isLocked,
    updatedAt: menu.updatedAt,
  };
}

export function buildScheduledAddOn(
  type: AddOnType,
  lineName: string,
  date: string,
  elementNames: string[] = [],
): ScheduledAddOn {
  const id = nextId();
  const line = lineNamed(lineName);
  return {
    id,
    addOnTypeId: type.id,
    addOnType: {
      id: type.id,
      name: type.name,
      addOnSlots: type.addOnSlots.map((row) => ({ ...row, heading: null })),
    },
    date,
    marketId: phoenix.id,
    market: { id: phoenix.id, name: phoenix.name },
    serviceLineId: line.id,
    serviceLine: { id: line.id, name: line.name },
    scheduledElements: elementNames.map((name, index) => ({
      id: nextId(),
      scheduledAddOnId: id,
      addOnSlotId: type.addOnSlots[index]?.id ?? nextId(),
      originalElementId: nextId(),
      name,
      elementTypeId: null,
      menuElementClassId: null,
      containerTypeId: null,
      portionPerPerson: null,
      portionPerContainer: null,
      portionUnitId: null,
      servingTemp: null,
      ingredients: '',
      method: '',
      allergenIds: [],
      allergenNames: ['Celery'],
      updatedAt: UPDATED_AT,
    })),
    isLocked: false,
    updatedAt: UPDATED_AT,
  };
}

export function buildConsumerDetails(
  accountName: string,
  overrides: Partial<ConsumerDetails> = {},
): ConsumerDetails {
  return {
    accountId: nextId(),
    accountName,
    eaters: 20,
    dietary: 4,
    headcountA: 3,
    headcountNoA: 17,
    accommodationSummary: '2 gluten free, 1 nut allergy',
    ...overrides,
  };
}

/** Every element × account at the default 1, unless `modifiers` says otherwise. */
export function buildPortionModifiers(
  menu: ScheduledMenu,
  accountNames: string[],
): ScheduledPortionModifiers {
  const accounts = accountNames.map(named);
  const elements = menu.scheduledElements.map((row) => ({
    id: row.id,
    name: row.name,
    elementTypeId: row.elementTypeId,
  }));
  return {
    scheduledMenuId: menu.id,
    isLocked: menu.isLocked,
    elements,
    accounts,
    modifiers: elements.flatMap((element) =>
      accounts.map((account) => ({
        scheduledElementId: element.id,
        accountId: account.id,
        portionModifier: 1,
        source: 'default' as const,
      })),
    ),
  };
}
