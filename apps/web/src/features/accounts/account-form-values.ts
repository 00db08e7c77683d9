import {
  type Account,
  createAccountSchema,
  normalizeTime,
  playbookFields,
  pointOfContactInputSchema,
  updateAccountSchema,
} from '@catering/domain';
import { z } from 'zod';
import type { BodyOf } from '../../lib/api-operations';

/**
 * The account forms' values: numbers and dates as typed, '' for none. The shared schemas
 * turn them into API bodies.
 */
export interface AddressFormValues {
  addressOne: string;
  addressTwo: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface AccountFormValues {
  name: string;
  marketId: string;
  serviceTypeId: string;
  totalEmployees: string;
  serviceStartDate: string;
  showOptin: boolean;
  playbookLink: string;
  address: AddressFormValues;
}

export interface PointOfContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The General Information tab: the account without its service type (the Service Details
 * tab edits that), plus the point of contact, which is saved by its own call.
 */
export interface GeneralFormValues extends Omit<AccountFormValues, 'serviceTypeId'> {
  pointOfContact: PointOfContactFormValues;
}

/** The Service Details (playbook) tab. Times are `HH:MM`, as a time input gives them. */
export interface PlaybookFormValues {
  serviceTypeId: string;
  kitchenArrivalTime: string;
  leaveTime: string;
  serviceStartTime: string;
  leftoverInstructions: string;
  deliveryInstructions: string;
  setupNotes: string;
}

export function newAccountValues(marketId: string | null, today: string): AccountFormValues {
  return {
    name: '',
    marketId: marketId ?? '',
    serviceTypeId: '',
    totalEmployees: '',
    serviceStartDate: today,
    showOptin: false,
    playbookLink: '',
    address: { addressOne: '', addressTwo: '', city: '', state: '', zipCode: '' },
  };
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function generalFormValues(account: Account): GeneralFormValues {
  const { address, pointOfContact } = account;
  return {
    name: account.name,
    marketId: account.marketId,
    totalEmployees: text(account.totalEmployees),
    serviceStartDate: account.serviceStartDate ?? '',
    showOptin: account.showOptin,
    playbookLink: account.playbookLink ?? '',
    address: {
      addressOne: address.addressOne,
      addressTwo: address.addressTwo,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode ?? '',
    },
    pointOfContact: {
      firstName: pointOfContact?.firstName ?? '',
      lastName: pointOfContact?.lastName ?? '',
      email: pointOfContact?.email ?? '',
    },
  };
}

/** A saved time as the time input shows it: `07:30:00` and `7:30 AM` read as `07:30`. */
const timeValue = (time: string | null) => (time ? (normalizeTime(time) ?? '') : '');

export function playbookFormValues(account: Account): PlaybookFormValues {
  return {
    serviceTypeId: account.serviceTypeId,
    kitchenArrivalTime: timeValue(account.kitchenArrivalTime),
    leaveTime: timeValue(account.leaveTime),
    serviceStartTime: timeValue(account.serviceStartTime),
    leftoverInstructions: account.leftoverInstructions,
    deliveryInstructions: account.deliveryInstructions,
    setupNotes: account.setupNotes,
  };
}

/**
 * The account as saved, in the shape of PUT /v1/accounts/{id}: each tab sends its own
 * fields over it, with the `updatedAt` the page holds. Playbook fields are left out
 * (absent means unchanged).
 */
export function savedAccountBody(account: Account): BodyOf<'/v1/accounts/{id}', 'put'> {
  const { address } = account;
  return {
    name: account.name,
    marketId: account.marketId,
    serviceTypeId: account.serviceTypeId,
    totalEmployees: account.totalEmployees,
    serviceStartDate: account.serviceStartDate,
    showOptin: account.showOptin,
    playbookLink: account.playbookLink,
    address: {
      addressOne: address.addressOne,
      addressTwo: address.addressTwo,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode ?? '',
    },
    updatedAt: account.updatedAt,
  };
}

/** What changed in the General tab since the account was read: the account, its contact. */
export function generalChanges(values: GeneralFormValues, saved: GeneralFormValues) {
  const { pointOfContact, ...account } = values;
  const { pointOfContact: savedContact, ...savedAccount } = saved;
  return {
    account: JSON.stringify(account) !== JSON.stringify(savedAccount),
    pointOfContact: JSON.stringify(pointOfContact) !== JSON.stringify(savedContact),
  };
}

/** The account fields of the General tab, checked as the update would check them. */
const generalAccountSchema = updateAccountSchema.omit({
  serviceTypeId: true,
  updatedAt: true,
  kitchenArrivalTime: true,
  leaveTime: true,
  serviceStartTime: true,
  leftoverInstructions: true,
  deliveryInstructions: true,
  setupNotes: true,
});
const pointOfContactFormSchema = pointOfContactInputSchema.omit({ accountId: true, roleId: true });

/**
 * The General tab checks only what it will send: an unchanged account (say one created
 * without a zip code) does not stop saving a new point of contact, and the other way round.
 */
export function generalFormSchema(changed: { account: boolean; pointOfContact: boolean }) {
  return z.object({
    ...(changed.account ? generalAccountSchema.shape : {}),
    pointOfContact: changed.pointOfContact ? pointOfContactFormSchema : z.unknown(),
  });
}

export type GeneralAccountValues = z.output<typeof generalAccountSchema>;
export type PointOfContactValues = z.output<typeof pointOfContactFormSchema>;

/** Service type and playbook fields; the service type is required as on the create page. */
export const playbookFormSchema = z.object({
  serviceTypeId: createAccountSchema.shape.serviceTypeId,
  ...playbookFields,
});
export type PlaybookValues = z.output<typeof playbookFormSchema>;
