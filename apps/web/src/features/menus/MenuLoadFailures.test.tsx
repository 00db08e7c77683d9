import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage } from '../../test/open-page';
import { MENU_TOASTS } from './messages';

afterEach(() => vi.unstubAllGlobals());

const MENU_READERS = ['viewMenu' as const];

describe('a menu page that cannot be shown', () => {
  it('reads an address whose id cannot exist as a menu that does not exist, with no Retry', async () => {
    openPage('/menus/not-a-uuid', {
      permissions: MENU_READERS,
      handlers: {
        'GET /v1/menus/not-a-uuid': {
          status: 400,
          error: { code: 'validation', messages: ['id: Must be a valid id'] },
        },
      },
    });
    expect(await screen.findByText(MENU_TOASTS.notFound)).toBeInTheDocument();
    expect(screen.queryByText('id: Must be a valid id')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says a refused list is refused, without a Retry that cannot help', async () => {
    const refusal = 'You do not have permission to perform this action.';
    openPage('/menus', {
      permissions: MENU_READERS,
      handlers: {
        'GET /v1/menus': { status: 403, error: { code: 'forbidden', messages: [refusal] } },
      },
    });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the server failed, which may pass', async () => {
    openPage('/menus', {
      permissions: MENU_READERS,
      handlers: {
        'GET /v1/menus': { status: 500, error: { code: 'internal', messages: ['It broke.'] } },
      },
    });
    expect(await screen.findByText('It broke.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
