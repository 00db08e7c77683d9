import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/open-page';

const emptyList = { data: [], meta: { count: 0 } };

describe('the Import screens of the lists', () => {
  it('opens the accounts import from the Accounts list, for accounts only', async () => {
    const { user, calls } = openPage('/accounts', {
      permissions: ['viewScheduleMenu', 'addElement', 'editMenu'],
      handlers: { 'GET /v1/accounts': emptyList },
    });
    await user.click(await screen.findByRole('link', { name: 'Import' }));
    expect(await screen.findByText('File of accounts, one per row.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ingredients' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Accounts' })).toBeTruthy();
    const file = new File(['Name,Market\n'], 'accounts.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Spreadsheet file'), file);
    await waitFor(() =>
      expect(calls.some((call) => call.search.includes('kind=accounts'))).toBe(true),
    );
  });

  it('offers no Import where the user may not both add and edit', async () => {
    openPage('/accounts', {
      permissions: ['viewScheduleMenu', 'editMenu'],
      handlers: { 'GET /v1/accounts': emptyList },
    });
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
  });

  it('says what is missing when the address is opened without the permissions', async () => {
    openPage('/elements/import', { permissions: ['viewElement', 'editElement'] });
    expect(
      await screen.findByText('Importing elements needs permission to add and to edit them.'),
    ).toBeTruthy();
  });

  it('offers the elements import from the Elements list', async () => {
    const { user } = openPage('/elements', { handlers: { 'GET /v1/elements': emptyList } });
    await user.click(await screen.findByRole('link', { name: 'Import' }));
    expect(await screen.findByText('File of elements, one per row.')).toBeTruthy();
  });
});
