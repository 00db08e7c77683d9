import type {
  AccountSummary,
  AddOnCalculation,
  ContainerCalculation,
  ContainerTotal,
} from '@catering/domain';
import { nextId } from './fixtures';
import { lineNamed, phoenix } from './scheduling-detail-fixtures';

const named = (name: string) => ({ id: nextId(), name });
export const ounce = { id: nextId(), name: 'Ounce', abbreviation: 'oz' };
export const fluidOunce = { id: nextId(), name: 'Fluid Ounce', abbreviation: 'fl. oz' };
export const fullPan = { id: nextId(), name: 'Full Pan', allowsHalf: true };
export const halfPan = { id: nextId(), name: 'Half Pan', allowsHalf: false };

/** One line of the totals: a protein in full pans, 6 oz a person, unless told otherwise. */
export function buildContainerTotal(overrides: Partial<ContainerTotal> = {}): ContainerTotal {
  const scheduledElementId = nextId();
  return {
    key: scheduledElementId,
    scheduledElementId,
    name: 'Chicken Tikka',
    elementTypeName: 'Protein',
    isAlternative: false,
    isAlternate: false,
    container: fullPan,
    portionPerPerson: 6,
    portionPerContainer: 120,
    portionUnit: ounce,
    share: 100,
    eaters: 30,
    containerCount: 1,
    halfCount: 1,
    portion: 180,
    roundedPortion: 192,
    ...overrides,
  };
}

export function buildAccountSummary(
  name: string,
  elements: AccountSummary['elements'],
  overrides: Partial<AccountSummary> = {},
): AccountSummary {
  return {
    account: named(name),
    headCount: 30,
    veggies: 5,
    proteins: 25,
    accommodations: 0,
    elements,
    ...overrides,
  };
}

/** The numbers of Phoenix's Lunch menu on 2025-03-14. */
export function buildContainerCalculation(
  overrides: Partial<ContainerCalculation> = {},
): ContainerCalculation {
  return {
    scheduledMenu: { id: nextId(), name: 'Taste of India', isLocked: false },
    market: { id: phoenix.id, name: phoenix.name },
    serviceLine: { id: lineNamed('Lunch').id, name: 'Lunch' },
    date: '2025-03-14',
    accountSummaries: [],
    containerTotals: [],
    error: null,
    warnings: [],
    ...overrides,
  };
}

/** A Soup add-on with two slots, ordered by the accounts given as [name, quantities per slot]. */
export function buildSoupNumbers(orders: [string, number[]][]): AddOnCalculation {
  const addOnTypeId = nextId();
  const slotDefs = [
    { addOnSlotId: nextId(), slotName: 'Soup 1', order: 0, elementName: 'Tomato Bisque' },
    { addOnSlotId: nextId(), slotName: 'Soup 2', order: 1, elementName: null },
  ];
  const summaries = orders.map(([name, quantities]) => ({
    account: named(name),
    addOns: [
      {
        addOnTypeId,
        name: 'Soup',
        slots: slotDefs.map((slot, index) => ({ ...slot, quantity: quantities[index] ?? 0 })),
      },
    ],
  }));
  return {
    addOns: [
      {
        addOnTypeId,
        name: 'Soup',
        scheduledAddOnId: nextId(),
        slots: slotDefs.map((slot, index) => ({
          ...slot,
          quantity: orders.reduce((sum, [, quantities]) => sum + (quantities[index] ?? 0), 0),
        })),
      },
    ],
    summaries,
  };
}
