import type { AddOnType, Permission, ServiceLine } from '@catering/domain';
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

export const serviceLines: ServiceLine[] = [
  'Special',
  'Dinner',
  'Happy Hour',
  'Lunch',
  'Dessert',
  'Breakfast',
  'Snack',
].map((name, sortOrder) => ({ ...named(name), sortOrder }));
export const lineNamed = (name: string) => serviceLines.find((line) => line.name === name)!;

export const serviceTypes = [sifted2, sifted1];

const slot = (name: string, order: number) => ({ ...named(name), order });
export const soup: AddOnType = {
  ...named('Soup'),
  addOnSlots: [slot('Large', 1), slot('Small', 0)],
};
export const greensBar: AddOnType = { ...named('Greens Bar'), addOnSlots: [slot('Lettuce', 0)] };

interface RenderTabOptions {
  permissions?: Permission[];
  handlers?: Record<string, MockHandler | MockAnswer>;
  beta?: boolean;
}

/** One tab of the account editor, signed in, with the API mocked at fetch. */
export function renderAccountTab(ui: ReactElement, options: RenderTabOptions = {}) {
  setViewportWidth(1280);
  if (options.beta) saveBetaFeaturesEnabled(true);
  const mock = mockApi({
    ...referenceHandlers({
      '/v1/service-lines': serviceLines,
      '/v1/service-types': serviceTypes,
      '/v1/add-ons': [soup, greensBar],
    }),
    ...options.handlers,
  });
  const user = buildUser({ permissions: options.permissions ?? ['viewScheduleMenu', 'editMenu'] });
  const queryClient = createTestQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <CurrentUserContext.Provider value={user}>{ui}</CurrentUserContext.Provider>
    </AppProviders>,
  );
  return { ...mock, queryClient, user: userEvent.setup({ delay: null }) };
}
