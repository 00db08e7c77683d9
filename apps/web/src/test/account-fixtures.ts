import type {
  Account,
  AccountListItem,
  AccountNote,
  AccountPortionModifier,
  AccountPortionModifiers,
  CurrentUser,
  ElementType,
  Permission,
} from '@catering/domain';
import { screen } from '@testing-library/react';
import { buildMarket, buildUser, meOf, nextId } from './fixtures';
import type { MockAnswer, MockHandler } from './mock-api';
import { openPage, type TestUser } from './open-page';

const UPDATED_AT = '2025-03-01T12:00:00.000Z';

export const phoenix = buildMarket('Phoenix');
export const tucson = buildMarket('Tucson');
export const sifted1 = { id: nextId(), name: 'Sifted 1.0', updatedAt: UPDATED_AT };
export const sifted2 = { id: nextId(), name: 'Sifted 2.0', updatedAt: UPDATED_AT };

/** Everything the account screens need: view, add, edit fields, update, delete. */
export const ACCOUNT_PERMISSIONS: Permission[] = [
  'viewScheduleMenu',
  'addElement',
  'editElement',
  'editMenu',
  'removeMenu',
];

export function buildAccount(overrides: Partial<Account> = {}): Account {
  const address = {
    id: nextId(),
    addressOne: '100 Main St',
    addressTwo: 'Floor 2',
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85004',
  };
  return {
    id: nextId(),
    name: 'Acme Corp',
    marketId: phoenix.id,
    marketName: phoenix.name,
    serviceTypeId: sifted2.id,
    serviceTypeName: sifted2.name,
    totalEmployees: 120,
    serviceStartDate: '2025-01-06',
    showOptin: false,
    playbookLink: null,
    address,
    addresses: [address],
    pointOfContact: {
      id: nextId(),
      email: 'pat@acme.example',
      firstName: 'Pat',
      lastName: 'Lee',
    },
    kitchenArrivalTime: null,
    leaveTime: null,
    serviceStartTime: null,
    leftoverInstructions: '',
    deliveryInstructions: '',
    setupNotes: '',
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

export function accountListItem(
  account: Account,
  overrides: Partial<AccountListItem> = {},
): AccountListItem {
  const contact = account.pointOfContact;
  return {
    id: account.id,
    name: account.name,
    marketId: account.marketId,
    marketName: account.marketName,
    serviceTypeName: account.serviceTypeName,
    city: account.address.city,
    state: account.address.state,
    pointOfContactName: contact ? `${contact.firstName} ${contact.lastName}` : null,
    updatedAt: account.updatedAt,
    ...overrides,
  };
}

export function buildNote(
  author: Pick<CurrentUser, 'id' | 'firstName' | 'lastName'>,
  overrides: Partial<AccountNote> = {},
): AccountNote {
  return {
    id: nextId(),
    accountId: nextId(),
    note: 'Loading dock closes at 2pm.',
    userId: author.id,
    user: { firstName: author.firstName, lastName: author.lastName },
    createdAt: UPDATED_AT,
    updatedAt: UPDATED_AT,
    ...overrides,
  };
}

export const elementType = (name: string, isCore: boolean, sortOrder: number): ElementType => ({
  id: nextId(),
  name,
  feeds: 'all',
  isCore,
  sortOrder,
});

export const modifierOf = (type: ElementType, value = 1): AccountPortionModifier => ({
  elementTypeId: type.id,
  elementTypeName: type.name,
  isCore: type.isCore,
  value,
});

/** The modifiers tab's answer: the modifiers and the account's version they were read at. */
export const modifiersOf = (
  account: Account,
  portionModifiers: AccountPortionModifier[],
  updatedAt = account.updatedAt,
): AccountPortionModifiers => ({ accountId: account.id, updatedAt, portionModifiers });

interface OpenAccountOptions {
  permissions?: Permission[];
  user?: CurrentUser;
  handlers?: Record<string, MockHandler | MockAnswer>;
  reference?: Partial<Record<string, unknown[]>>;
}

/** A signed-in staff member on an account screen, with markets and service types loaded. */
export function openAccountPage(path: string, options: OpenAccountOptions = {}) {
  const user =
    options.user ?? buildUser({ permissions: options.permissions ?? ACCOUNT_PERMISSIONS });
  return openPage(path, {
    permissions: options.permissions ?? ACCOUNT_PERMISSIONS,
    reference: {
      '/v1/markets': [phoenix, tucson],
      '/v1/service-types': [sifted1, sifted2],
      ...options.reference,
    },
    handlers: { 'GET /me': { data: meOf(user) }, ...options.handlers },
  });
}

/** The editor of `account` on `tab`, answering its reads; `handlers` add or replace calls. */
export function openAccountEditor(
  account: Account,
  options: OpenAccountOptions & { tab?: string; notes?: AccountNote[] } = {},
) {
  const path = `/v1/accounts/${account.id}`;
  return openAccountPage(`/accounts/${account.id}${options.tab ? `?tab=${options.tab}` : ''}`, {
    ...options,
    handlers: {
      [`GET ${path}`]: { data: account },
      [`GET ${path}/notes`]: { data: options.notes ?? [] },
      [`GET ${path}/portion-modifiers`]: { data: modifiersOf(account, []) },
      ...options.handlers,
    },
  });
}

/** Picks `option` in the MUI select whose label starts with `label` (required ones add " *"). */
export async function pickOption(user: TestUser, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}
