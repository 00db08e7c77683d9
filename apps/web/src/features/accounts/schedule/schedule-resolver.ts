import { recurringAddOnInputSchema, servingScheduleInputSchema } from '@catering/domain';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import type {
  RecurringAddOnFormValues,
  ScheduleFormValues,
  ScheduleRequest,
} from './schedule-form-values';

/** The days to send: only those whose Action is not None (spec 4), with where they came from. */
function scheduleInput(values: ScheduleFormValues) {
  const sent = values.days
    .map((day, index) => ({ day, index }))
    .filter(({ day }) => day.action !== 'none');
  // Text as typed: the shared schema reads the numbers, as it does for the API.
  const input = {
    startDate: values.startDate,
    endDate: values.endDate,
    data: sent.map(({ day }) => ({
      day: day.day,
      shouldServeOnDay: day.action === 'add',
      meatEaters: day.meatEaters,
      nonMeatEaters: day.nonMeatEaters,
      pricePerEater: day.pricePerEater,
      serviceTime: day.serviceTime,
      serviceTypeId: day.serviceTypeId,
    })),
  };
  return { input, dayIndexes: sent.map(({ index }) => index) };
}

function addOnInput(addOn: RecurringAddOnFormValues, key: ScheduleKeyIds) {
  return {
    accountId: key.accountId,
    serviceLineId: key.serviceLineId,
    addOnTypeId: addOn.addOnTypeId,
    day: addOn.day,
    shouldServeOnDay: addOn.shouldServeOnDay,
    quantity: null,
    pricePerUnit: null,
    addOnSlots: addOn.slots.map((slot) => ({
      id: slot.id,
      quantity: slot.quantity,
      pricePerUnit: slot.pricePerUnit,
    })),
  };
}

interface ScheduleKeyIds {
  accountId: string;
  serviceLineId: string;
}

type FlatErrors = Record<string, FieldError>;

function addError(errors: FlatErrors, path: string, message: string) {
  if (!errors[path]) errors[path] = { type: 'validate', message };
}

/** Where a schedule issue shows: the grid cell of the weekday it is about, or a date. */
function schedulePath(path: PropertyKey[], dayIndexes: number[]): string {
  const [head, index, field] = path;
  if (head === 'data' && typeof index === 'number' && field !== undefined)
    return `days.${dayIndexes[index]}.${String(field)}`;
  if (head === 'data') return 'days.root';
  return String(head ?? 'root');
}

/**
 * Checks the form with the shared schemas, as the API will: the schedule of the non-None
 * days, and each add-on (slot figures required only while the add-on is enabled, spec 5).
 */
export function scheduleResolver(
  key: ScheduleKeyIds,
): Resolver<ScheduleFormValues, unknown, ScheduleRequest> {
  return (values, _context, options) => {
    const errors: FlatErrors = {};
    const { input, dayIndexes } = scheduleInput(values);
    const schedule = servingScheduleInputSchema.safeParse(input);
    if (!schedule.success)
      for (const issue of schedule.error.issues)
        addError(errors, schedulePath(issue.path, dayIndexes), issue.message);

    const addOns: ScheduleRequest['addOns'] = [];
    values.addOns.forEach((addOn, index) => {
      const parsed = recurringAddOnInputSchema.safeParse(addOnInput(addOn, key));
      if (parsed.success) {
        addOns.push({ form: addOn, body: parsed.data });
        return;
      }
      for (const issue of parsed.error.issues) {
        const [head, slot, field] = issue.path;
        const path =
          head === 'addOnSlots' && typeof slot === 'number' && field !== undefined
            ? `addOns.${index}.slots.${slot}.${String(field)}`
            : `addOns.${index}.addOnTypeId`;
        addError(errors, path, issue.message);
      }
    });

    if (Object.keys(errors).length > 0 || !schedule.success)
      return { values: {} as Record<string, never>, errors: toNestErrors(errors, options) };
    // The schema's output: numbers and normalised times, as the API reads them.
    return { values: { schedule: schedule.data, addOns }, errors: {} };
  };
}
