import type { ScheduledMenuListItem, ServiceEventNote, ServiceLine } from '@catering/domain';
import { buildMarket, nextId } from './fixtures';

/** Fixtures of the scheduling screens (calendar): markets, lines, menus and notes. */

const UPDATED_AT = '2025-03-01T12:00:00.000Z';

export const phoenix = buildMarket('Phoenix');
export const tucson = buildMarket('Tucson');

/** The seven lines, listed out of the calendar order on purpose. */
export const schedulingServiceLines: ServiceLine[] = [
  'Special',
  'Dinner',
  'Lunch',
  'Breakfast',
  'Snack',
  'Happy Hour',
  'Dessert',
].map((name, sortOrder) => ({ id: nextId(), name, sortOrder }));

export const schedulingLine = (name: string) =>
  schedulingServiceLines.find((line) => line.name === name)!;

export function buildScheduledMenuListItem(
  overrides: Partial<ScheduledMenuListItem> & { lineName?: string } = {},
): ScheduledMenuListItem {
  const { lineName = 'Lunch', ...rest } = overrides;
  const line = schedulingLine(lineName);
  return {
    id: nextId(),
    name: 'Taste of India',
    date: '2025-03-12',
    marketId: phoenix.id,
    serviceLineId: line.id,
    serviceLineName: line.name,
    cuisineTypeId: nextId(),
    cuisineTypeName: 'Indian',
    proteinNames: ['Butter Chicken'],
    saladNames: [],
    starchNames: ['Basmati Rice', 'Naan'],
    headcount: 120,
    isLocked: false,
    updatedAt: UPDATED_AT,
    ...rest,
  };
}

export function buildServiceEventNote(
  overrides: Partial<ServiceEventNote> & { lineName?: string } = {},
): ServiceEventNote {
  const { lineName = 'Lunch', ...rest } = overrides;
  const line = schedulingLine(lineName);
  return {
    id: nextId(),
    accountId: nextId(),
    accountName: 'Acme Corp',
    date: '2025-03-13',
    serviceLineId: line.id,
    serviceLineName: line.name,
    serviceTime: '12:00',
    specialRequest: false,
    notes: 'Side door entrance',
    ...rest,
  };
}
