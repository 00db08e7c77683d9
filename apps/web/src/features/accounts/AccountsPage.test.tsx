import { ACCOUNT_ARCHIVE_MESSAGES, type Permission } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accountListItem,
  buildAccount,
  openAccountPage,
  pickOption,
  tucson,
} from '../../test/account-fixtures';
import type { RecordedCall } from '../../test/mock-api';
import { ACCOUNT_TEXT } from './messages';

const acme = buildAccount({ name: 'Acme Corp' });
const globex = buildAccount({ name: 'Globex', pointOfContact: null });
const rows = [accountListItem(acme), accountListItem(globex, { city: 'Tempe' })];

function openAccounts(permissions?: Permission[]) {
  return openAccountPage('/accounts', {
    permissions,
    // More than one page of 25, so paging has somewhere to go.
    handlers: { 'GET /v1/accounts': { data: rows, meta: { count: 60 } } },
  });
}

const lastListQuery = (calls: RecordedCall[]) =>
  new URLSearchParams(calls.filter((call) => call.path === '/v1/accounts').at(-1)?.search);

describe('the account list', () => {
  it('shows name, market, city and state, service type and point of contact', async () => {
    const { calls } = openAccounts();
    const link = await screen.findByRole('link', { name: 'Acme Corp' });
    expect(link).toHaveAttribute('href', `/accounts/${acme.id}`);
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Acme Corp',
      'Phoenix',
      'Phoenix, AZ',
      'Sifted 2.0',
      'Pat Lee',
    ]);
    const globexCells = within(
      screen.getByRole('link', { name: 'Globex' }).closest('tr') as HTMLElement,
    ).getAllByRole('cell');
    expect(globexCells[2]).toHaveTextContent('Tempe, AZ');
    expect(globexCells[4]).toHaveTextContent('—');
    expect(lastListQuery(calls).get('perPage')).toBe('25');
  });

  it('sends the search and the market, and goes back to page 1 for a market', async () => {
    const { calls, user } = openAccounts();
    await screen.findByRole('link', { name: 'Acme Corp' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListQuery(calls).get('page')).toBe('2'));

    await pickOption(user, 'Market', 'Tucson');
    await waitFor(() => expect(lastListQuery(calls).get('marketId')).toBe(tucson.id));
    expect(lastListQuery(calls).get('page')).toBe('1');

    await user.type(screen.getByLabelText('Search accounts'), 'acme');
    await waitFor(() => expect(lastListQuery(calls).get('q')).toBe('acme'));
    expect(lastListQuery(calls).get('marketId')).toBe(tucson.id);
    // The debounce sends the search once, not per keystroke.
    expect(calls.filter((call) => call.search.includes('q=a')).length).toBe(1);

    await pickOption(user, 'Market', 'All markets');
    await waitFor(() => expect(lastListQuery(calls).has('marketId')).toBe(false));
  });

  it('offers Add Account only with addElement', async () => {
    openAccounts();
    expect(await screen.findByRole('link', { name: 'Add Account' })).toHaveAttribute(
      'href',
      '/accounts/new',
    );
  });

  it('has no Add Account without addElement', async () => {
    openAccounts(['viewScheduleMenu', 'editMenu']);
    await screen.findByRole('link', { name: 'Acme Corp' });
    expect(screen.queryByRole('link', { name: 'Add Account' })).toBeNull();
  });

  it('lists the archived accounts on request and restores one', async () => {
    const restoredAt = '2026-11-28T10:00:00.000Z';
    const { calls, user } = openAccountPage('/accounts', {
      handlers: {
        'GET /v1/accounts': ({ url }) =>
          url.searchParams.get('archived') === 'true'
            ? { data: [accountListItem(globex)], meta: { count: 1 } }
            : { data: rows, meta: { count: 2 } },
        [`POST /v1/accounts/${globex.id}/restore`]: {
          data: { ...globex, updatedAt: restoredAt },
        },
      },
    });
    await screen.findByRole('link', { name: 'Acme Corp' });
    expect(screen.queryByRole('button', { name: 'Restore Globex' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: ACCOUNT_TEXT.showArchived }));
    await waitFor(() => expect(lastListQuery(calls).get('archived')).toBe('true'));
    const restore = await screen.findByRole('button', { name: 'Restore Globex' });
    // An archived account has no editor to open.
    expect(screen.queryByRole('link', { name: 'Globex' })).toBeNull();
    await user.click(restore);
    expect(await screen.findByText(ACCOUNT_ARCHIVE_MESSAGES.restored)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/v1/accounts/${globex.id}/restore`,
    ]);
  });

  it('lists archived accounts without Restore for a user lacking removeMenu', async () => {
    const { user } = openAccountPage('/accounts', {
      permissions: ['viewScheduleMenu', 'editMenu'],
      handlers: {
        'GET /v1/accounts': ({ url }) =>
          url.searchParams.get('archived') === 'true'
            ? { data: [accountListItem(globex)], meta: { count: 1 } }
            : { data: rows, meta: { count: 2 } },
      },
    });
    await screen.findByRole('link', { name: 'Acme Corp' });
    await user.click(screen.getByRole('switch', { name: ACCOUNT_TEXT.showArchived }));
    expect(await screen.findByText('Globex')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore Globex' })).toBeNull();
  });
});
