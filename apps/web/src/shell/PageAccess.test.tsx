import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from '../test/open-page';

const HOST_PERMISSIONS = ['viewScheduleMenu', 'editHostSurvey'] as const;

describe('a console page the role cannot open', () => {
  it.each([
    ['/menus', '/v1/menus'],
    ['/elements', '/v1/elements'],
    ['/ingredients', '/v1/ingredients'],
    ['/menus/new', '/v1/menus'],
  ])(
    'shows a host the no-permission page at %s, without asking the API or offering Retry',
    async (path, listPath) => {
      const { calls } = openPage(path, { roleName: 'Host', permissions: [...HOST_PERMISSIONS] });

      expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
      expect(screen.getByText(/You do not have permission to open this page/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(calls.some((call) => call.path === listPath)).toBe(false);
    },
  );

  it('opens the page for a role that holds the permission', async () => {
    openPage('/menus', {
      permissions: ['viewMenu'],
      handlers: { 'GET /v1/menus': { data: [], meta: { count: 0 } } },
    });

    expect(await screen.findByRole('heading', { name: 'Menus' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No permission' })).not.toBeInTheDocument();
  });

  it('keeps the pages every staff member may open open to a host', async () => {
    openPage('/tags', {
      roleName: 'Host',
      permissions: [...HOST_PERMISSIONS],
      handlers: { 'GET /v1/tags': { data: [], meta: { count: 0 } } },
    });

    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No permission' })).not.toBeInTheDocument();
  });
});
