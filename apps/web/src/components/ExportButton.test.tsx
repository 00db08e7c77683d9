import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { EXPORT_TEXT, ExportButton } from './ExportButton';

afterEach(() => vi.unstubAllGlobals());

function renderButton() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
  );
  const user = userEvent.setup();
  render(
    <SnackbarProvider>
      <ExportButton
        path="/v1/elements/export"
        filters={{ q: 'rice', class: 'tag-1', empty: '' }}
        fileName="elements"
      />
    </SnackbarProvider>,
  );
  return user;
}

describe('ExportButton', () => {
  it('asks the export route for the chosen format with the page filters', async () => {
    const { calls } = mockApi({ 'GET /v1/elements/export': { data: null } });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: EXPORT_TEXT.button }));
    await user.click(screen.getByRole('menuitem', { name: EXPORT_TEXT.xlsx }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.path).toBe('/v1/elements/export');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.search))).toEqual({
      q: 'rice',
      class: 'tag-1',
      format: 'xlsx',
    });

    await user.click(screen.getByRole('button', { name: EXPORT_TEXT.button }));
    await user.click(screen.getByRole('menuitem', { name: EXPORT_TEXT.csv }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(new URLSearchParams(calls[1]?.search).get('format')).toBe('csv');
  });

  it('says why when the server refuses, and is ready again', async () => {
    mockApi({
      'GET /v1/elements/export': {
        status: 403,
        error: { code: 'forbidden', messages: ['You do not have permission to do that.'] },
      },
    });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: EXPORT_TEXT.button }));
    await user.click(screen.getByRole('menuitem', { name: EXPORT_TEXT.csv }));
    expect(await screen.findByText('You do not have permission to do that.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: EXPORT_TEXT.button })).toBeEnabled();
  });
});
