import type {
  Account,
  AddOnType,
  Permission,
  ServiceEvent,
  ServiceEventAddOn,
  ServiceLine,
} from '@catering/domain';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProviders } from '../../../AppProviders';
import { saveBetaFeaturesEnabled } from '../../../lib/local-preferences';
import { CurrentUserContext } from '../../../lib/session';
import { sifted1, sifted2 } from '../../../test/account-fixtures';
import { buildUser, nextId } from '../../../test/fixtures';
import {
  type MockAnswer,
  type MockHandler,
  mockApi,
  referenceHandlers,
} from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-app';
import { setViewportWidth } from '../../../test/viewport';

export { buildAccount, sifted1, sifted2 } from '../../../test/account-fixtures';

export const UPDATED_AT = '2025-03-01T12:00:00.000Z';

const named = (name: string) => ({ id: nextId(), name });

export const serviceLines: ServiceLine[] = ['Dinner', 'Lunch', 'Breakfast', 'Snack'].map(
  (name, sortOrder) => ({ ...named(name), sortOrder }),
);
export const lineNamed = (name: string) => serviceLines.find((line) => line.name === name)!;

const slot = (name: string, order: number) => ({ ...named(name), order });
export const soup: AddOnType = {
  ...named('Soup'),
  addOnSlots: [slot('Small', 0), slot('Large', 1)],
};
export const greensBar: AddOnType = { ...named('Greens Bar'), addOnSlots: [slot('Lettuce', 0)] };
export const dessertBar: AddOnType = { ...named('Dessert Bar'), addOnSlots: [slot('Cake', 0)] };

export function buildServiceEvent(
  account: Account,
  overrides: Partial<ServiceEvent> = {},
): ServiceEvent {
  // An event names its line and type by id and name only, whatever the tests hand in.
  const {
    serviceLine: line = lineNamed('Lunch'),
    serviceType: type = sifted2,
    ...rest
  } = overrides;
  return {
    id: nextId(),
    accountId: account.id,
    account: { id: account.id, name: account.name },
    addressId: account.address.id,
    address: account.address,
    serviceLineId: line.id,
    serviceLine: { id: line.id, name: line.name },
    serviceTypeId: type.id,
    serviceType: { id: type.id, name: type.name },
    scheduledMenuId: null,
    scheduledMenu: null,
    date: '2025-03-12',
    serviceTime: '12:00',
    specialRequest: false,
    eaterCount: 50,
    dietaryCount: 8,
    allergenCount: 3,
    pricePerPerson: 12.5,
    notes: '',
    servingScheduleId: null,
    addOns: [],
    createdAt: UPDATED_AT,
    updatedAt: UPDATED_AT,
    ...rest,
  };
}

/** The rows an event holds for `type`, a row per slot. */
export function addOnRows(
  type: AddOnType,
  values: Partial<ServiceEventAddOn>[] = [],
): ServiceEventAddOn[] {
  return type.addOnSlots.map((slotOfType, index) => ({
    id: nextId(),
    addOnTypeId: type.id,
    addOnType: { id: type.id, name: type.name },
    addOnSlot: slotOfType,
    quantity: 0,
    pricePerUnit: 0,
    scheduledAddOnId: null,
    scheduledAddOn: null,
    updatedAt: UPDATED_AT,
    ...values[index],
  }));
}

interface RenderTabOptions {
  permissions?: Permission[];
  handlers?: Record<string, MockHandler | MockAnswer>;
  beta?: boolean;
}

/** One tab of the account editor, signed in, with the API mocked at fetch. */
export function renderAccountTab(ui: ReactElement, options: RenderTabOptions = {}) {
  setViewportWidth(1280);
  // jsdom has no layout; the calendar's click-to-select asks what lies under the pointer.
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
  if (options.beta) saveBetaFeaturesEnabled(true);
  const mock = mockApi({
    ...referenceHandlers({
      '/v1/service-lines': serviceLines,
      '/v1/service-types': [sifted1, sifted2],
      '/v1/add-ons': [soup, greensBar, dessertBar],
    }),
    ...options.handlers,
  });
  const user = buildUser({ permissions: options.permissions ?? ['viewScheduleMenu', 'editMenu'] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <CurrentUserContext.Provider value={user}>{ui}</CurrentUserContext.Provider>
    </AppProviders>,
  );
  return { ...mock, user: userEvent.setup({ delay: null }) };
}
