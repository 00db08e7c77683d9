import {
  type Account,
  SERVICE_EVENT_MESSAGES,
  type ServiceEvent,
  STALE_MESSAGE,
  serviceEventInputSchema,
  updateServiceEventSchema,
} from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { isApiError } from '../../../lib/api';
import { withServerMessages } from '../../../lib/failure-text';
import type { ServiceEventSaveBody } from './api';

/** The modal's inputs; numbers are typed as text and read by the shared schema. */
export interface ServiceEventFormValues {
  date: string;
  serviceTime: string;
  addressId: string;
  serviceLineId: string;
  serviceTypeId: string;
  specialRequest: boolean;
  eaterCount: string;
  dietaryCount: string;
  allergenCount: string;
  pricePerPerson: string;
  notes: string;
}

/** Spec 3 and 9: first address, Lunch, Sifted 2.0, 12:00, counts and price 0. */
export function newServiceEventValues(options: {
  date: string;
  account: Account;
  lunchId: string;
  sifted2Id: string;
}): ServiceEventFormValues {
  return {
    date: options.date,
    serviceTime: '12:00',
    addressId: options.account.addresses[0]?.id ?? '',
    serviceLineId: options.lunchId,
    serviceTypeId: options.sifted2Id,
    specialRequest: false,
    eaterCount: '0',
    dietaryCount: '0',
    allergenCount: '0',
    pricePerPerson: '0.00',
    notes: '',
  };
}

export function serviceEventFormValues(event: ServiceEvent): ServiceEventFormValues {
  return {
    date: event.date,
    serviceTime: event.serviceTime.slice(0, 5),
    addressId: event.addressId,
    serviceLineId: event.serviceLineId,
    serviceTypeId: event.serviceTypeId,
    specialRequest: event.specialRequest,
    eaterCount: String(event.eaterCount),
    dietaryCount: String(event.dietaryCount),
    allergenCount: String(event.allergenCount),
    pricePerPerson: event.pricePerPerson.toFixed(2),
    notes: event.notes,
  };
}

type EventResolver = Resolver<ServiceEventFormValues, unknown, ServiceEventSaveBody>;

/** The shared schema checks what will be sent: a create, or an update with its `updatedAt`. */
export function serviceEventResolver(accountId: string, event: ServiceEvent | null): EventResolver {
  const check = zodResolver(
    event ? updateServiceEventSchema : serviceEventInputSchema,
  ) as unknown as EventResolver;
  return (values, context, options) =>
    check(
      {
        ...values,
        accountId,
        ...(event ? { updatedAt: event.updatedAt } : {}),
      } as unknown as ServiceEventFormValues,
      context,
      options,
    );
}

const mentionsServiceType = (message: string) => /service\s*type/i.test(message);

/**
 * The spec's texts for a refused save (8): a conflicting event, a missing or unknown
 * service type; otherwise the generic text with what the server said.
 */
export function describeServiceEventFailure(error: unknown, serviceTypeId: string): string {
  if (!isApiError(error)) return SERVICE_EVENT_MESSAGES.createFailed;
  if (error.code === 'conflict') return SERVICE_EVENT_MESSAGES.conflict;
  if (error.code === 'stale') return STALE_MESSAGE;
  if (error.status === 400 && (!serviceTypeId || error.messages.some(mentionsServiceType)))
    return SERVICE_EVENT_MESSAGES.serviceTypeRequired;
  return withServerMessages(SERVICE_EVENT_MESSAGES.createFailed, error);
}
