import type { InstallationFeatures, Permission } from '@catering/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAuthToken } from '../lib/auth-token';
import { buildUser, meOf } from './fixtures';
import { type MockAnswer, type MockHandler, mockApi, referenceHandlers } from './mock-api';
import { renderApp } from './render-app';
import { setViewportWidth } from './viewport';

export const CATALOGUE_PERMISSIONS: Permission[] = [
  'viewMenu',
  'viewElement',
  'addElement',
  'editElement',
  'removeElement',
];

interface OpenPageOptions {
  permissions?: Permission[];
  roleName?: string;
  /** Reference lists loaded at sign-in, by path. */
  reference?: Partial<Record<string, unknown[]>>;
  handlers?: Record<string, MockHandler | MockAnswer>;
  /** What GET /me says the installation has set up; nothing optional by default. */
  features?: Partial<InstallationFeatures>;
  /** The signed-in user's id, when a test needs to know it. */
  userId?: string;
}

/** A signed-in staff member on `path` of the whole app, with the API mocked at fetch. */
export function openPage(path: string, options: OpenPageOptions = {}) {
  setViewportWidth(1280);
  saveAuthToken('token-1');
  const mock = mockApi({
    'GET /me': {
      data: meOf(
        buildUser({
          ...(options.userId ? { id: options.userId } : {}),
          roleName: options.roleName,
          permissions: options.permissions ?? CATALOGUE_PERMISSIONS,
        }),
        options.features,
      ),
    },
    ...referenceHandlers(options.reference),
    ...options.handlers,
  });
  const app = renderApp(path);
  return { ...mock, ...app, user: userEvent.setup({ delay: null }) };
}

export type TestUser = ReturnType<typeof userEvent.setup>;

/** Picks `option` in the (MUI) select labelled `label`. */
export async function chooseOption(user: TestUser, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option }));
}
