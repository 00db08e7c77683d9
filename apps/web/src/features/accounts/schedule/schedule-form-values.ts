import {
  type AddOnType,
  addDays,
  normalizeTime,
  type RecurringAddOn,
  type RecurringAddOnValues,
  type ServedWeekday,
  type ServingSchedule,
  WEEKDAYS,
  type Weekday,
} from '@catering/domain';
import type { BodyOf } from '../../../lib/api-operations';

/** The grid's Action per weekday (spec 4): None is not sent, Add/Update true, Remove false. */
export type ScheduleAction = 'none' | 'add' | 'remove';

export const SCHEDULE_ACTIONS: readonly { value: ScheduleAction; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'add', label: 'Add/Update' },
  { value: 'remove', label: 'Remove' },
];

/** Inputs hold text; the shared schemas read it as numbers. */
export interface ScheduleDayValues {
  day: Weekday;
  action: ScheduleAction;
  meatEaters: string;
  nonMeatEaters: string;
  pricePerEater: string;
  serviceTime: string;
  serviceTypeId: string;
}

export interface AddOnSlotValues {
  /** The add-on type's slot. */
  id: string;
  name: string;
  quantity: string;
  pricePerUnit: string;
}

export interface RecurringAddOnFormValues {
  /** The saved row; null for one added on this form. */
  id: string | null;
  updatedAt: string | null;
  day: Weekday;
  addOnTypeId: string;
  addOnTypeName: string;
  shouldServeOnDay: boolean;
  slots: AddOnSlotValues[];
}

export interface ScheduleFormValues {
  startDate: string;
  endDate: string;
  days: ScheduleDayValues[];
  /** Every weekday's add-ons in one list; the section groups them by `day`. */
  addOns: RecurringAddOnFormValues[];
}

/** What a valid form sends: the schedule, and each add-on checked by the shared schema. */
export interface ScheduleRequest {
  schedule: BodyOf<'/v2/serving-schedules', 'post'>;
  addOns: { form: RecurringAddOnFormValues; body: RecurringAddOnValues }[];
}

export const weekdayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

/** Spec 9: start tomorrow, end 90 days after today. */
export function defaultScheduleRange(today: string) {
  return { startDate: addDays(today, 1), endDate: addDays(today, 90) };
}

const moneyText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toFixed(2);
const countText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Spec 3 defaults: 1 protein eater, no veg. eaters, 12:00, the given service type. */
export function newScheduleDay(day: Weekday, serviceTypeId: string): ScheduleDayValues {
  return {
    day,
    action: 'none',
    meatEaters: '1',
    nonMeatEaters: '0',
    pricePerEater: '0.00',
    serviceTime: '12:00',
    serviceTypeId,
  };
}

/** A weekday's figures as the grid holds them. */
function dayFigures(entry: Omit<ServedWeekday, 'day' | 'startDate' | 'endDate'>) {
  return {
    meatEaters: String(entry.meatEaters),
    nonMeatEaters: String(entry.nonMeatEaters),
    pricePerEater: moneyText(entry.pricePerEater),
    serviceTime: normalizeTime(entry.serviceTime) ?? '12:00',
    serviceTypeId: entry.serviceTypeId,
  };
}

/**
 * The grid of the schedule in force: a weekday the line serves now is Add/Update with its
 * figures. Any other weekday is None, with the figures the last applied schedule sent for
 * it, else the defaults.
 */
export function scheduleDays(
  inForce: readonly ServedWeekday[],
  saved: ServingSchedule | null,
  serviceTypeId: string,
): ScheduleDayValues[] {
  const served = new Map(inForce.map((entry) => [entry.day, entry]));
  const savedDays = new Map(saved?.data.map((entry) => [entry.day, entry]));
  return WEEKDAYS.map((day) => {
    const servedDay = served.get(day);
    if (servedDay) return { day, action: 'add', ...dayFigures(servedDay) };
    const entry = savedDays.get(day);
    if (!entry?.shouldServeOnDay) return newScheduleDay(day, serviceTypeId);
    return { day, action: 'none', ...dayFigures(entry) };
  });
}

const byOrder = <T extends { order: number }>(slots: readonly T[]) =>
  [...slots].sort((a, b) => a.order - b.order);

export function savedAddOnValues(
  addOn: RecurringAddOn,
  types: readonly AddOnType[],
): RecurringAddOnFormValues {
  return {
    id: addOn.id,
    updatedAt: addOn.updatedAt,
    day: addOn.day,
    addOnTypeId: addOn.addOnTypeId,
    addOnTypeName: types.find((type) => type.id === addOn.addOnTypeId)?.name ?? 'Add On',
    shouldServeOnDay: addOn.shouldServeOnDay,
    // A slot without its own figures serves the add-on's.
    slots: byOrder(addOn.addOnSlots).map((slot) => ({
      id: slot.id,
      name: slot.name,
      quantity: countText(slot.quantity ?? addOn.quantity),
      pricePerUnit: moneyText(slot.pricePerUnit ?? addOn.pricePerUnit),
    })),
  };
}

export function newAddOnValues(day: Weekday, type: AddOnType): RecurringAddOnFormValues {
  return {
    id: null,
    updatedAt: null,
    day,
    addOnTypeId: type.id,
    addOnTypeName: type.name,
    shouldServeOnDay: true,
    slots: byOrder(type.addOnSlots).map((slot) => ({
      id: slot.id,
      name: slot.name,
      quantity: '',
      pricePerUnit: '',
    })),
  };
}

export function scheduleFormValues(options: {
  today: string;
  serviceTypeId: string;
  saved: ServingSchedule | null;
  inForce: readonly ServedWeekday[];
  addOns: readonly RecurringAddOn[];
  addOnTypes: readonly AddOnType[];
}): ScheduleFormValues {
  return {
    ...defaultScheduleRange(options.today),
    days: scheduleDays(options.inForce, options.saved, options.serviceTypeId),
    addOns: options.addOns.map((addOn) => savedAddOnValues(addOn, options.addOnTypes)),
  };
}
